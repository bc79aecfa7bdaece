// A2A 1.0.1's task-side messages in their proto3 JSON form (a2a-v1.0.1.proto, lowerCamel names):
// TASK_STATE_* and ROLE_* enums, flat parts (text | raw | url | data), no `kind`, and the oneof
// wrappers SendMessageResponse and StreamResponse.
import { z } from 'zod';
import { jsonDataObjectSchema, jsonDataSchema } from '../shared/json-data';

export const V1_TASK_STATES = [
  'TASK_STATE_UNSPECIFIED',
  'TASK_STATE_SUBMITTED',
  'TASK_STATE_WORKING',
  'TASK_STATE_COMPLETED',
  'TASK_STATE_FAILED',
  'TASK_STATE_CANCELED',
  'TASK_STATE_INPUT_REQUIRED',
  'TASK_STATE_REJECTED',
  'TASK_STATE_AUTH_REQUIRED',
] as const;
export type V1TaskState = (typeof V1_TASK_STATES)[number];

const V1_ROLES = ['ROLE_UNSPECIFIED', 'ROLE_USER', 'ROLE_AGENT'] as const;

const metadata = jsonDataObjectSchema.optional();

/** A part: exactly one of text, raw (base64), url or data, plus optional name and media type. */
export const v1PartSchema = z
  .object({
    text: z.string().optional(),
    raw: z.string().optional(),
    url: z.string().optional(),
    data: jsonDataSchema.optional(),
    metadata,
    filename: z.string().optional(),
    mediaType: z.string().optional(),
  })
  .refine(
    (p) => [p.text, p.raw, p.url, p.data].filter((c) => c !== undefined).length === 1,
    'a part holds exactly one of text, raw, url or data',
  );
export type V1Part = z.infer<typeof v1PartSchema>;

export const v1MessageSchema = z.object({
  messageId: z.string(),
  contextId: z.string().optional(),
  taskId: z.string().optional(),
  role: z.enum(V1_ROLES),
  parts: z.array(v1PartSchema),
  metadata,
  extensions: z.array(z.string()).optional(),
  referenceTaskIds: z.array(z.string()).optional(),
});
export type V1Message = z.infer<typeof v1MessageSchema>;

export const v1ArtifactSchema = z.object({
  artifactId: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  parts: z.array(v1PartSchema),
  metadata,
  extensions: z.array(z.string()).optional(),
});
export type V1Artifact = z.infer<typeof v1ArtifactSchema>;

export const v1TaskStatusSchema = z.object({
  state: z.enum(V1_TASK_STATES),
  message: v1MessageSchema.optional(),
  /** RFC 3339; the workbench writes its logical ticks as WIRE_EPOCH + tick seconds. */
  timestamp: z.string().optional(),
});
export type V1TaskStatus = z.infer<typeof v1TaskStatusSchema>;

export const v1TaskSchema = z.object({
  id: z.string(),
  contextId: z.string().optional(),
  status: v1TaskStatusSchema,
  artifacts: z.array(v1ArtifactSchema).optional(),
  history: z.array(v1MessageSchema).optional(),
  metadata,
});
export type V1Task = z.infer<typeof v1TaskSchema>;

export const v1StatusUpdateSchema = z.object({
  taskId: z.string(),
  contextId: z.string(),
  status: v1TaskStatusSchema,
  metadata,
});
export type V1StatusUpdate = z.infer<typeof v1StatusUpdateSchema>;

export const v1ArtifactUpdateSchema = z.object({
  taskId: z.string(),
  contextId: z.string(),
  artifact: v1ArtifactSchema,
  append: z.boolean().optional(),
  lastChunk: z.boolean().optional(),
  metadata,
});
export type V1ArtifactUpdate = z.infer<typeof v1ArtifactUpdateSchema>;

/** StreamResponse: one of task, message, statusUpdate, artifactUpdate (read key by key in decode.ts). */
export type V1StreamResponse =
  | { task: V1Task }
  | { message: V1Message }
  | { statusUpdate: V1StatusUpdate }
  | { artifactUpdate: V1ArtifactUpdate };

/** TaskPushNotificationConfig: flat in 1.0, with the task id and an id of its own. */
export const v1PushConfigSchema = z.object({
  tenant: z.string().optional(),
  id: z.string().optional(),
  taskId: z.string().optional(),
  url: z.string(),
  token: z.string().optional(),
  authentication: z.object({ scheme: z.string(), credentials: z.string().optional() }).optional(),
});
export type V1PushConfig = z.infer<typeof v1PushConfigSchema>;
