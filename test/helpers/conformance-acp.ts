// ACP's OpenAPI schemas as ajv validators. The file uses OpenAPI 3.0's `nullable: true` although it
// says 3.1; each one is rewritten into a null alternative here, in memory, before ajv sees it.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { readConformance } from './conformance';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

type Schema = unknown;

/** `nullable: true` → a type list with "null", or anyOf [schema, null] when there is no type. */
function rewriteNullable(schema: Schema): Schema {
  if (Array.isArray(schema)) return schema.map(rewriteNullable);
  if (schema === null || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema as Record<string, unknown>).map(
    ([key, value]) => [key, rewriteNullable(value)] as const,
  );
  const out: Record<string, unknown> = Object.fromEntries(entries);
  if (out.nullable !== true) return out;
  delete out.nullable;
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

const ACP_ID = 'https://conformance.local/acp-openapi.json';

let ajv: Ajv | undefined;

function acpAjv(): Ajv {
  if (ajv) return ajv;
  const doc = parse(readConformance('acp-openapi.yaml')) as {
    components: { schemas: Record<string, Schema> };
  };
  ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('float', true);
  ajv.addSchema({ $id: ACP_ID, components: { schemas: rewriteNullable(doc.components.schemas) } });
  return ajv;
}

/** The validator for components.schemas.NAME (Run, Message, MessagePart, RunStatus ...). */
export function acpValidator(name: string): ValidateFunction {
  const validate = acpAjv().getSchema(`${ACP_ID}#/components/schemas/${name}`);
  if (!validate) throw new Error(`no ACP schema ${name}`);
  return validate;
}

/** ajv's errors as readable lines, for assertion messages. */
export const ajvErrors = (validate: ValidateFunction): string =>
  (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');
