// Who is delegating. Discovery and admission are always relative to a caller context.
import { z } from 'zod';
import { classificationSchema } from './classification';

export const callerContextSchema = z.object({
  agentId: z.string().min(1, 'a caller needs an agent id'),
  tenant: z.string(),
  userId: z.string(),
  scopes: z.array(z.string()),
  /** The classification of the data the task carries. */
  dataClassification: classificationSchema,
  /** The agents that delegated before this caller, oldest first. */
  delegationChain: z.array(z.string()),
});
export type CallerContext = z.infer<typeof callerContextSchema>;
