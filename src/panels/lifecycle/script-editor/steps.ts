// What each behaviour step does, in words, and the step a new one starts as.
import type { BehaviourOp, BehaviourStep } from '../../../core/behaviour';

export const STEP_OPS: ReadonlyArray<{ op: BehaviourOp; label: string; effect: string }> = [
  { op: 'work', label: 'Work', effect: '→ working' },
  { op: 'ask-input', label: 'Ask for input', effect: '→ input-required, waits for a reply' },
  { op: 'ask-auth', label: 'Ask for authorisation', effect: '→ auth-required, waits for a reply' },
  { op: 'artifact', label: 'Artifact', effect: 'emits an artifact with text and data parts' },
  { op: 'complete', label: 'Complete', effect: '→ completed' },
  { op: 'fail', label: 'Fail', effect: '→ failed' },
  { op: 'reject', label: 'Reject', effect: '→ rejected' },
];

export const opLabel = (op: BehaviourOp): string => STEP_OPS.find((o) => o.op === op)?.label ?? op;

export const opEffect = (op: BehaviourOp): string =>
  STEP_OPS.find((o) => o.op === op)?.effect ?? '';

/** A valid step of kind `op` with sample words to edit. */
export function newStep(op: BehaviourOp): BehaviourStep {
  switch (op) {
    case 'work':
      return { op };
    case 'ask-input':
      return { op, question: 'Which list should I use?' };
    case 'ask-auth':
      return { op, prompt: 'Please authorise access to the case file.' };
    case 'artifact':
      return { op, name: 'result', text: 'Result text', data: { ok: true } };
    case 'complete':
      return { op, message: 'Done.' };
    case 'fail':
      return { op, reason: 'Could not finish.' };
    case 'reject':
      return { op, reason: 'Out of scope.' };
  }
}
