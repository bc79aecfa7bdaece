// A callee's behaviour as data: a script of steps the engine interprets one at a time, so the UI
// can author a behaviour, step through it and replay it exactly.
import { z } from 'zod';
import { jsonObjectSchema } from './json';

export const behaviourStepSchema = z.discriminatedUnion('op', [
  /** Move to working (from submitted, or back from input-required / auth-required). */
  z.object({ op: z.literal('work') }),
  /** Pause in input-required with a question for the caller. */
  z.object({ op: z.literal('ask-input'), question: z.string().min(1, 'a question is needed') }),
  /** Pause in auth-required with a prompt for the caller. */
  z.object({ op: z.literal('ask-auth'), prompt: z.string().min(1, 'a prompt is needed') }),
  /** Emit an artifact with a text part, a data part, or both. */
  z
    .object({
      op: z.literal('artifact'),
      name: z.string().min(1, 'an artifact needs a name'),
      description: z.string().optional(),
      text: z.string().optional(),
      data: jsonObjectSchema.optional(),
    })
    .refine((s) => s.text !== undefined || s.data !== undefined, {
      message: 'an artifact step needs text, data or both',
    }),
  z.object({ op: z.literal('complete'), message: z.string() }),
  z.object({ op: z.literal('fail'), reason: z.string() }),
  z.object({ op: z.literal('reject'), reason: z.string() }),
]);
export type BehaviourStep = z.infer<typeof behaviourStepSchema>;
export type BehaviourOp = BehaviourStep['op'];

export const behaviourScriptSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  steps: z.array(behaviourStepSchema),
});
export type BehaviourScript = z.infer<typeof behaviourScriptSchema>;

/** The reference's sanctions screening: work, report a possible match, complete. */
export const SANCTIONS_SCREENING: BehaviourScript = {
  id: 'sanctions-screening',
  name: 'Sanctions screening',
  description: 'Works, emits a screening artifact with a text and a data part, completes.',
  steps: [
    { op: 'work' },
    {
      op: 'artifact',
      name: 'sanctions-screening',
      description: 'Screening result with match detail',
      text: 'Acme Trading FZE: 1 possible match (score 0.83) against SDN list',
      data: { matches: 1, top_score: 0.83, list: 'SDN', recommendation: 'manual_review' },
    },
    { op: 'complete', message: 'Screening complete.' },
  ],
};

/** The reference's clarifier: asks which jurisdiction, completes after the reply. */
export const CLARIFIER: BehaviourScript = {
  id: 'clarifier',
  name: 'Clarifier',
  description: 'Asks the caller a question, then completes after the reply.',
  steps: [
    { op: 'work' },
    { op: 'ask-input', question: 'Which jurisdiction should I screen against?' },
    { op: 'work' },
    { op: 'complete', message: 'Screened. No matches.' },
  ],
};

export const BUILT_IN_BEHAVIOURS: readonly BehaviourScript[] = [SANCTIONS_SCREENING, CLARIFIER];
