// Each adapter's loss report against a table written by hand from the protocols' own fields, so a
// rule that drifts from what the wire forms can say fails here rather than agreeing with itself.
// The UUIDs are Python's uuid.uuid5 over the workbench namespace, computed outside this code.
import { describe, expect, it } from 'vitest';
import { acpLoss } from '../../../src/adapters/acp';
import { a2aV03Loss } from '../../../src/adapters/a2a-v0_3';
import { a2aV1Loss } from '../../../src/adapters/a2a-v1';
import type { KernelTask } from '../../../src/core/kernel';

const kernel = (over: Partial<KernelTask> = {}): KernelTask => ({
  taskId: 'task-1',
  contextId: 'ctx-1',
  state: 'succeeded',
  inputText: 'Screen PMT-771',
  outputText: 'Acme Trading FZE: 1 possible match',
  structured: { matches: 1 },
  delegationChain: ['orch', 'inv'],
  artifacts: ['sanctions-screening'],
  ...over,
});

const KERNEL_ENTRY = 'metadata["delegation-workbench/kernel"]';
const CHAIN_ENTRY = 'metadata["delegation-workbench/delegationChain"]';
const TASK_1_UUID = '3faa3a66-44bc-5bf0-a7fc-06d2a106e886';
const CTX_1_UUID = '428eb010-731e-51ce-9a8c-b0a7289ac360';

describe('ACP loses, by hand', () => {
  it('ids, input, chain and artifact names of a finished task', () => {
    expect(acpLoss(kernel())).toEqual([
      {
        field: 'taskId',
        kernel: 'task-1',
        readBack: TASK_1_UUID,
        reason: `ACP run ids are UUIDs: task "task-1" travels as run_id "${TASK_1_UUID}"`,
        carriedIn: KERNEL_ENTRY,
      },
      {
        field: 'contextId',
        kernel: 'ctx-1',
        readBack: CTX_1_UUID,
        reason: `ACP session ids are UUIDs: context "ctx-1" travels as session_id "${CTX_1_UUID}"`,
        carriedIn: KERNEL_ENTRY,
      },
      {
        field: 'inputText',
        kernel: 'Screen PMT-771',
        readBack: '',
        reason: 'an ACP Run does not repeat its input (only the create request carries it)',
        carriedIn: KERNEL_ENTRY,
      },
      {
        field: 'delegationChain',
        kernel: ['orch', 'inv'],
        readBack: [],
        reason: 'ACP has no field for the delegation chain',
        carriedIn: KERNEL_ENTRY,
      },
      {
        field: 'artifacts',
        kernel: ['sanctions-screening'],
        readBack: [],
        reason:
          'ACP names output parts, not artifacts; the kernel keeps ["sanctions-screening"] without their content',
        carriedIn: KERNEL_ENTRY,
      },
    ]);
  });

  it.each([
    ['queued', undefined],
    ['running', undefined],
    ['awaiting_input', undefined],
    [
      'awaiting_auth',
      {
        readBack: 'awaiting_input',
        reason:
          'ACP says "awaiting" for both awaiting_input and awaiting_auth: "awaiting_auth" reads as "awaiting_input"',
      },
    ],
    ['succeeded', undefined],
    ['cancelled', undefined],
    ['failed', undefined],
    [
      'rejected',
      {
        readBack: 'failed',
        reason: 'ACP has no rejected status: a rejected task reads as "failed"',
      },
    ],
  ] as const)('state %s: %o', (state, expected) => {
    const entry = acpLoss(kernel({ state })).find((e) => e.field === 'state');
    expect(entry).toEqual(
      expected === undefined
        ? undefined
        : { field: 'state', kernel: state, ...expected, carriedIn: KERNEL_ENTRY },
    );
  });

  it('nothing for a task whose ids are UUIDs and that carries only what ACP says', () => {
    const plain = kernel({
      taskId: TASK_1_UUID,
      contextId: '',
      inputText: '',
      delegationChain: [],
      artifacts: [],
    });
    expect(acpLoss(plain)).toEqual([]);
  });
});

describe.each([
  ['A2A 0.3', a2aV03Loss],
  ['A2A 1.0', a2aV1Loss],
])('%s loses, by hand', (_name, loss) => {
  it('the delegation chain only, for a task with named artifacts', () => {
    expect(loss(kernel())).toEqual([
      {
        field: 'delegationChain',
        kernel: ['orch', 'inv'],
        readBack: [],
        reason: 'A2A has no field for the delegation chain',
        carriedIn: CHAIN_ENTRY,
      },
    ]);
  });

  it('an empty artifact list when output travels in an unnamed artifact', () => {
    expect(loss(kernel({ delegationChain: [], artifacts: [] }))).toEqual([
      {
        field: 'artifacts',
        kernel: [],
        readBack: [''],
        reason:
          'A2A carries output only inside artifacts: with no artifact named, the output travels in an unnamed one, so [] reads back as [""]',
        carriedIn: KERNEL_ENTRY,
      },
    ]);
  });

  it('nothing for a task without chain, artifacts or output', () => {
    const bare = kernel({ delegationChain: [], artifacts: [], outputText: '', structured: {} });
    expect(loss(bare)).toEqual([]);
    expect(loss(kernel({ delegationChain: [], artifacts: [], outputText: '' }))).toHaveLength(1);
    expect(loss(kernel({ delegationChain: [], artifacts: [], structured: {} }))).toHaveLength(1);
  });

  it.each(['taskId', 'contextId', 'state', 'inputText', 'outputText', 'structured'] as const)(
    'never %s, which an A2A Task says in its own words',
    (field) => {
      expect(loss(kernel({ state: 'rejected' })).map((e) => e.field)).not.toContain(field);
    },
  );
});
