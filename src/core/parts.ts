// Parts, messages and artifacts: what agents exchange. Three kinds of part, because a delegated
// task returns typed results (data), not only prose (text) or documents (file).
import { z } from 'zod';
import { jsonValueSchema } from './json';

export const textPartSchema = z.object({
  kind: z.literal('text'),
  text: z.string({ error: 'a text part needs text' }),
});

const FILE_PART_NEEDS = 'a file part needs a uri or base64 bytes (exactly one)';

/** A file travels by reference (uri) or inline (base64 bytes), never both. */
const filePartSchema = z
  .object({
    kind: z.literal('file'),
    name: z.string().optional(),
    mimeType: z.string().optional(),
    // An empty uri is no uri: the user should read the rule, not a string-length message.
    uri: z.string().min(1, FILE_PART_NEEDS).optional(),
    bytes: z.base64().optional(),
  })
  .refine((p) => (p.uri === undefined) !== (p.bytes === undefined), { message: FILE_PART_NEEDS });

export const dataPartSchema = z.object({
  kind: z.literal('data'),
  // Spelled out rather than jsonObjectSchema so a missing or non-object value names the rule.
  data: z.record(z.string(), jsonValueSchema, { error: 'a data part needs a JSON object' }),
});

export const partSchema = z.discriminatedUnion('kind', [
  textPartSchema,
  filePartSchema,
  dataPartSchema,
]);

export type TextPart = z.infer<typeof textPartSchema>;
export type DataPart = z.infer<typeof dataPartSchema>;
export type Part = z.infer<typeof partSchema>;

const roleSchema = z.enum(['user', 'agent']);

export const messageSchema = z.object({
  messageId: z.string().min(1),
  role: roleSchema,
  parts: z.array(partSchema).min(1, 'a message needs at least one part'),
  taskId: z.string().optional(),
  contextId: z.string().optional(),
});
export type Message = z.infer<typeof messageSchema>;

/** A durable output of a task, distinct from the conversation about it. */
export const artifactSchema = z.object({
  artifactId: z.string().min(1),
  /** Optional in A2A: an agent's unnamed artifact stays unnamed. */
  name: z.string().optional(),
  description: z.string().optional(),
  parts: z.array(partSchema).min(1, 'an artifact needs at least one part'),
});
export type Artifact = z.infer<typeof artifactSchema>;

/** A text part. */
export const textPart = (text: string): TextPart => ({ kind: 'text', text });

/** A structured data part. */
export const dataPart = (data: DataPart['data']): DataPart => ({ kind: 'data', data });

/** The text of a message's text parts, joined by spaces. */
export function messageText(message: Pick<Message, 'parts'>): string {
  // One pass, no intermediate arrays: most messages have a single text part, returned as it is.
  let out: string | undefined;
  const { parts } = message;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as Part;
    if (part.kind !== 'text' || part.text.length === 0) continue;
    out = out === undefined ? part.text : `${out} ${part.text}`;
  }
  return out ?? '';
}
