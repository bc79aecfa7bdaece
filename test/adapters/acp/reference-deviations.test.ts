// Where the ACP adapter departs from the reference design's internal_to_acp / acp_to_internal on
// purpose, to follow ACP 0.2.0's own schema. docs/decisions/004 gives the reasons.
import { describe, expect, it } from 'vitest';
import { decodeRun, encodeRun } from '../../../src/adapters/acp';
import type { KernelTask } from '../../../src/core/kernel';

const kernel = (over: Partial<KernelTask> = {}): KernelTask => ({
  taskId: 'task-1',
  contextId: 'ctx-1',
  state: 'succeeded',
  inputText: 'Screen PMT-771',
  outputText: 'no match',
  structured: { matches: 0 },
  delegationChain: [],
  artifacts: [],
  ...over,
});

describe('the ACP Run, by ACP 0.2.0 rather than by the reference', () => {
  it('has no input field: only the create request carries the input', () => {
    expect(Object.keys(encodeRun(kernel()))).not.toContain('input');
  });

  it('writes empty output as no message at all, since a message needs a part', () => {
    expect(encodeRun(kernel({ outputText: '', structured: {} })).output).toEqual([]);
  });

  it('names the agent in the role: agent/{name}', () => {
    const run = encodeRun(kernel(), { agentName: 'sanctions-screening-agent' });
    expect(run.output[0]?.role).toBe('agent/sanctions-screening-agent');
  });

  it('writes JSON content as a string, as MessagePart.content is one', () => {
    const parts = encodeRun(kernel()).output[0]?.parts ?? [];
    expect(parts[1]).toEqual({ content_type: 'application/json', content: '{"matches":0}' });
  });

  it('reads artifact names from the names of output parts', () => {
    const run = {
      agent_name: 'agent',
      run_id: '3faa3a66-44bc-5bf0-a7fc-06d2a106e886',
      status: 'completed',
      output: [
        {
          role: 'agent',
          parts: [{ name: 'screening-report', content_type: 'text/plain', content: 'ok' }],
        },
      ],
      created_at: '2025-01-01T00:00:00.000Z',
    };
    const decoded = decodeRun(run);
    expect(decoded.ok && decoded.value.artifacts).toEqual(['screening-report']);
  });
});

describe('ACP ids and statuses the reference writes or reads otherwise', () => {
  it('writes run_id and session_id as name-based UUIDs of the kernel ids, where the reference copies them', () => {
    // Python: uuid.uuid5(uuid.uuid5(uuid.NAMESPACE_URL, 'urn:delegation-workbench'), name).
    const run = encodeRun(kernel());
    expect(run.run_id).toBe('3faa3a66-44bc-5bf0-a7fc-06d2a106e886');
    expect(run.session_id).toBe('428eb010-731e-51ce-9a8c-b0a7289ac360');
    // Our own runs carry the kernel ids, so they come back.
    const decoded = decodeRun(JSON.parse(JSON.stringify(run)));
    expect(decoded.ok && [decoded.value.taskId, decoded.value.contextId]).toEqual([
      'task-1',
      'ctx-1',
    ]);
  });

  it('reads "cancelling" as running, a status the reference refuses as unknown', () => {
    const decoded = decodeRun({
      agent_name: 'agent',
      run_id: '3faa3a66-44bc-5bf0-a7fc-06d2a106e886',
      status: 'cancelling',
      output: [],
      created_at: '2025-01-01T00:00:00.000Z',
    });
    expect(decoded.ok && decoded.value.state).toBe('running');
  });

  it("reads no chain or artifact names from the reference's metadata keys", () => {
    const decoded = decodeRun({
      agent_name: 'agent',
      run_id: '3faa3a66-44bc-5bf0-a7fc-06d2a106e886',
      status: 'completed',
      output: [],
      created_at: '2025-01-01T00:00:00.000Z',
      metadata: { delegation_chain: ['orchestrator'], artifacts: ['sanctions-screening'] },
    });
    expect(decoded.ok && [decoded.value.delegationChain, decoded.value.artifacts]).toEqual([
      [],
      [],
    ]);
  });
});
