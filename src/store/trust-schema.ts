// Signature verdicts as they travel in a file (a review report carries the ones its verdicts
// read): parsed with zod like any other untrusted input, into the core's `WorkspaceTrust`.
import { z } from 'zod';
import type { WorkspaceTrust } from '../core/card-trust';
import { formatPath } from './issues';

const verdictSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('valid'),
    keyName: z.string(),
    kid: z.string(),
    alg: z.string(),
  }),
  z.strictObject({
    status: z.literal('invalid'),
    check: z.enum(['header', 'algorithm', 'key', 'payload']),
    detail: z.string(),
    field: z.string().optional(),
    kid: z.string().optional(),
  }),
  z.strictObject({
    status: z.literal('key-unknown'),
    kid: z.string().optional(),
    jku: z.string().optional(),
  }),
]);

const cardTrustSchema = z.strictObject({
  verdicts: z.array(verdictSchema),
  uncovered: z.array(z.string()).optional(),
});

/** Verdicts by card name; a name such as `__proto__` is a plain key of the parsed record. */
const workspaceTrustSchema = z.record(z.string(), cardTrustSchema);

/** `value` as verdicts by card name, or the first problem with its JSON path. */
export function parseWorkspaceTrust(value: unknown): WorkspaceTrust | string {
  const parsed = workspaceTrustSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return `${formatPath(issue?.path ?? [])}: ${issue?.message ?? 'not signature verdicts'}`;
}
