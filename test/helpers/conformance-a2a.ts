// A2A 0.3.0's JSON Schema (draft-07) as ajv validators, one per `#/definitions/NAME`.
import { Ajv, type ValidateFunction } from 'ajv';
import { readConformance } from './conformance';

const A2A_ID = 'https://conformance.local/a2a-v0.3.0.schema.json';

let ajv: Ajv | undefined;

function a2aAjv(): Ajv {
  if (ajv) return ajv;
  const schema = JSON.parse(readConformance('a2a-v0.3.0.schema.json')) as Record<string, unknown>;
  ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addSchema({ ...schema, $id: A2A_ID });
  return ajv;
}

/** The validator for A2A 0.3.0's `#/definitions/NAME` (AgentCard, Task, SendMessageResponse ...). */
function a2aValidator(name: string): ValidateFunction {
  const validate = a2aAjv().getSchema(`${A2A_ID}#/definitions/${name}`);
  if (!validate) throw new Error(`no A2A 0.3.0 definition ${name}`);
  return validate;
}

/** True, or ajv's errors as one readable line (so a failing assertion says why). */
export function checkA2a(name: string, value: unknown): true | string {
  const validate = a2aValidator(name);
  if (validate(JSON.parse(JSON.stringify(value)))) return true;
  return (validate.errors ?? [])
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
    .join('; ');
}
