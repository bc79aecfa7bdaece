// The three kernel-task translations as one table, so one suite runs the same properties over
// each: exact round trip, a loss report that names exactly what a plain reader loses, and
// metadata written only when something is lost.
import * as acp from '../../../src/adapters/acp';
import * as a2aV03 from '../../../src/adapters/a2a-v0_3';
import * as a2aV1 from '../../../src/adapters/a2a-v1';
import { plainTask } from '../../../src/adapters/shared/a2a-loss';
import type { LossEntry } from '../../../src/adapters/shared/loss';
import type { JsonObject } from '../../../src/core/json';
import type { KernelTask } from '../../../src/core/kernel';
import type { Result } from '../../../src/core/result';

export interface KernelAdapter {
  readonly name: string;
  readonly encode: (kernel: KernelTask) => { metadata?: JsonObject | null | undefined };
  readonly decode: (json: unknown) => Result<KernelTask, { code: string; message: string }>;
  readonly loss: (kernel: KernelTask) => LossEntry[];
}

export const KERNEL_ADAPTERS: readonly KernelAdapter[] = [
  {
    name: 'ACP',
    encode: (k) => acp.encodeRun(k, { agentName: 'sanctions-screening-agent' }),
    decode: acp.decodeRun,
    loss: acp.acpLoss,
  },
  {
    name: 'A2A 0.3',
    encode: (k) => a2aV03.encodeKernelTask(k),
    decode: a2aV03.decodeKernelTask,
    loss: a2aV03.a2aV03Loss,
  },
  {
    name: 'A2A 1.0',
    encode: (k) => a2aV1.encodeKernelTask(k),
    decode: a2aV1.decodeKernelTask,
    loss: a2aV1.a2aV1Loss,
  },
];

/** The wire form as a reader that does not know the workbench's metadata entries sees it. */
export const withoutWorkbench = <T extends { metadata?: JsonObject | null | undefined }>(
  wire: T,
): T => (wire.metadata ? plainTask({ ...wire, metadata: wire.metadata }) : wire);
