// ACP's wire shapes (OpenAPI 0.2.0, components.schemas) as zod schemas: Run, Message, MessagePart,
// Error, RunStatus. Decoding is lenient where real servers are: they write null for absent fields.
import { z } from 'zod';
import { jsonDataObjectSchema } from '../shared/json-data';

const ACP_RUN_STATUSES = [
  'created',
  'in-progress',
  'awaiting',
  'cancelling',
  'cancelled',
  'completed',
  'failed',
] as const;
export const acpRunStatusSchema = z.enum(ACP_RUN_STATUSES);
export type AcpRunStatus = z.infer<typeof acpRunStatusSchema>;

/** RFC 1123 DNS label, as ACP's AgentName. */
const ACP_AGENT_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const acpAgentNameSchema = z
  .string()
  .regex(ACP_AGENT_NAME, 'an ACP agent name is a DNS label (a-z, 0-9, "-")')
  .max(63);

/** "user", "agent" or "agent/{name}". */
const acpRoleSchema = z
  .string()
  .regex(/^(user|agent(\/[a-zA-Z0-9_-]+)?)$/, 'role is "user", "agent" or "agent/{name}"');

const acpMessagePartFields = {
  name: z.string().nullish(),
  content_type: z.string(),
  content: z.string().nullish(),
  content_encoding: z.enum(['plain', 'base64']).nullish(),
  content_url: z.string().nullish(),
  metadata: jsonDataObjectSchema.nullish(),
};
const oneContent = {
  check: (p: { content?: string | null; content_url?: string | null }) =>
    p.content == null || p.content_url == null,
  message: 'a part carries content or content_url, not both',
};

export const acpMessagePartSchema = z
  .object(acpMessagePartFields)
  .refine(oneContent.check, { message: oneContent.message });
export type AcpMessagePart = z.infer<typeof acpMessagePartSchema>;

const acpMessageSchema = z.object({
  role: acpRoleSchema,
  parts: z.array(acpMessagePartSchema).min(1, 'a message needs at least one part'),
  created_at: z.string().nullish(),
  completed_at: z.string().nullish(),
});

const acpErrorSchema = z.object({
  code: z.enum(['server_error', 'invalid_input', 'not_found']),
  message: z.string(),
  data: jsonDataObjectSchema.nullish(),
});

/** ACP's SDK shape for an await: the agent's message saying what it waits for. */
const acpAwaitRequestSchema = z.looseObject({
  type: z.string().optional(),
  message: acpMessageSchema.optional(),
});

export const acpRunSchema = z.object({
  agent_name: acpAgentNameSchema,
  session_id: z.string().nullish(),
  run_id: z.string().min(1, 'a run needs a run_id'),
  status: acpRunStatusSchema,
  await_request: acpAwaitRequestSchema.nullish(),
  output: z.array(acpMessageSchema),
  error: acpErrorSchema.nullish(),
  created_at: z.string(),
  finished_at: z.string().nullish(),
  /**
   * Not in ACP 0.2.0's Run (which allows extra properties): the workbench's own entry, read and
   * written only under KERNEL_METADATA_KEY. ACP clients that do not know it ignore it.
   */
  metadata: jsonDataObjectSchema.nullish(),
});
export type AcpRun = z.infer<typeof acpRunSchema>;

// What ACP's Python SDK (acp-sdk 1.0.3, python/src/acp_sdk/models/models.py) accepts: its Run,
// Message and MessagePart models give defaults where the OpenAPI says "required", so the
// examples ACP publishes (a quickstart Run with no created_at, an async reply with no output)
// validate there. readRun fills in those defaults itself, each with a DEFAULTED_FIELD finding,
// before this schema reads the run: a value of the wrong type is still refused, never defaulted.

/** acp-sdk's Message: parts may be empty. */
const acpReadMessageSchema = z.object({
  role: acpRoleSchema,
  parts: z.array(acpMessagePartSchema),
  created_at: z.string().nullish(),
  completed_at: z.string().nullish(),
});

/** acp-sdk's Run: created_at may be unknown, an agent name and an error code any string. */
export const acpReadRunSchema = z.object({
  agent_name: z.string().min(1, 'a run names its agent'),
  session_id: z.string().nullish(),
  run_id: z.string(),
  status: acpRunStatusSchema,
  await_request: acpAwaitRequestSchema.nullish(),
  output: z.array(acpReadMessageSchema),
  error: z
    .object({ code: z.string(), message: z.string(), data: jsonDataObjectSchema.nullish() })
    .nullish(),
  created_at: z.string().nullish(),
  finished_at: z.string().nullish(),
  metadata: jsonDataObjectSchema.nullish(),
});
