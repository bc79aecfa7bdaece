// The kernel's states in ACP's words, both ways. ACP has five of the kernel's eight: awaiting_input
// and awaiting_auth share "awaiting", rejected reads as "failed". ACP's "cancelling" (cancel asked,
// not yet done) has no kernel word and reads as running, which is what the task still is; the
// reference refuses it (decision 004, row 29).
import type { KernelState } from '../../core/kernel';
import type { AcpRunStatus } from './schema';

export const KERNEL_TO_ACP_STATUS: Readonly<Record<KernelState, AcpRunStatus>> = {
  queued: 'created',
  running: 'in-progress',
  awaiting_input: 'awaiting',
  awaiting_auth: 'awaiting',
  succeeded: 'completed',
  cancelled: 'cancelled',
  failed: 'failed',
  rejected: 'failed',
};

export const ACP_STATUS_TO_KERNEL: Readonly<Record<AcpRunStatus, KernelState>> = {
  created: 'queued',
  'in-progress': 'running',
  awaiting: 'awaiting_input',
  cancelling: 'running',
  cancelled: 'cancelled',
  completed: 'succeeded',
  failed: 'failed',
};

/** Kernel states that end a run, so the run has a finished_at. */
export const FINISHED_STATES: ReadonlySet<KernelState> = new Set([
  'succeeded',
  'cancelled',
  'failed',
  'rejected',
]);
