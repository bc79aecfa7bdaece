// A2A 0.3.0's task-side shapes as zod (a2a-v0.3.0.schema.json): parts with `kind`, messages,
// artifacts, status, task, the two stream events and push notification configs.
import { z } from 'zod';
import { jsonDataObjectSchema } from '../shared/json-data';

const A2A_V03_TASK_STATES = [
  'submitted',
  'working',
  'input-required',
  'completed',
  'canceled',
  'failed',
  'rejected',
  'auth-required',
  'unknown',
] as const;

const metadata = jsonDataObjectSchema.optional();

const a2aTextPartSchema = z.object({
  kind: z.literal('text'),
  text: z.string(),
  metadata,
});

const fileBase = { name: z.string().optional(), mimeType: z.string().optional() };
const a2aFileSchema = z.union([
  z.object({ ...fileBase, uri: z.string(), bytes: z.undefined().optional() }),
  z.object({ ...fileBase, bytes: z.string(), uri: z.undefined().optional() }),
]);

const a2aFilePartSchema = z.object({
  kind: z.literal('file'),
  file: a2aFileSchema,
  metadata,
});
const a2aDataPartSchema = z.object({
  kind: z.literal('data'),
  data: jsonDataObjectSchema,
  metadata,
});
export const a2aPartSchema = z.discriminatedUnion('kind', [
  a2aTextPartSchema,
  a2aFilePartSchema,
  a2aDataPartSchema,
]);
export type A2aPart = z.infer<typeof a2aPartSchema>;

export const a2aMessageSchema = z.object({
  kind: z.literal('message'),
  messageId: z.string(),
  role: z.enum(['user', 'agent']),
  parts: z.array(a2aPartSchema),
  taskId: z.string().optional(),
  contextId: z.string().optional(),
  referenceTaskIds: z.array(z.string()).optional(),
  extensions: z.array(z.string()).optional(),
  metadata,
});
export type A2aMessage = z.infer<typeof a2aMessageSchema>;

export const a2aArtifactSchema = z.object({
  artifactId: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  parts: z.array(a2aPartSchema),
  extensions: z.array(z.string()).optional(),
  metadata,
});
export type A2aArtifact = z.infer<typeof a2aArtifactSchema>;

export const a2aTaskStatusSchema = z.object({
  state: z.enum(A2A_V03_TASK_STATES),
  message: a2aMessageSchema.optional(),
  /** ISO 8601; the workbench writes its logical ticks as WIRE_EPOCH + tick seconds. */
  timestamp: z.string().optional(),
});
export type A2aTaskStatus = z.infer<typeof a2aTaskStatusSchema>;

export const a2aTaskSchema = z.object({
  kind: z.literal('task'),
  id: z.string(),
  contextId: z.string(),
  status: a2aTaskStatusSchema,
  history: z.array(a2aMessageSchema).optional(),
  artifacts: z.array(a2aArtifactSchema).optional(),
  metadata,
});
export type A2aTask = z.infer<typeof a2aTaskSchema>;

export const a2aStatusUpdateSchema = z.object({
  kind: z.literal('status-update'),
  taskId: z.string(),
  contextId: z.string(),
  status: a2aTaskStatusSchema,
  final: z.boolean(),
  metadata,
});

export const a2aArtifactUpdateSchema = z.object({
  kind: z.literal('artifact-update'),
  taskId: z.string(),
  contextId: z.string(),
  artifact: a2aArtifactSchema,
  append: z.boolean().optional(),
  lastChunk: z.boolean().optional(),
  metadata,
});

/** What one message/stream response carries. */
export const a2aStreamResultSchema = z.discriminatedUnion('kind', [
  a2aTaskSchema,
  a2aMessageSchema,
  a2aStatusUpdateSchema,
  a2aArtifactUpdateSchema,
]);
export type A2aStreamResult = z.infer<typeof a2aStreamResultSchema>;

export const a2aPushConfigSchema = z.object({
  id: z.string().optional(),
  url: z.string(),
  token: z.string().optional(),
  authentication: z
    .object({ schemes: z.array(z.string()), credentials: z.string().optional() })
    .optional(),
});
export type A2aPushConfig = z.infer<typeof a2aPushConfigSchema>;

export const a2aTaskPushConfigSchema = z.object({
  taskId: z.string(),
  pushNotificationConfig: a2aPushConfigSchema,
});
export type A2aTaskPushConfig = z.infer<typeof a2aTaskPushConfigSchema>;
