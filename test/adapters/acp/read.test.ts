// ACP runs read as ACP's own Python SDK reads them. The inputs are ACP's published examples
// (test/fixtures/acp/README.md says where each is from); acp-sdk 1.0.3's models accept each one,
// while ACP's OpenAPI refuses the runs, as the first test shows with ajv. Defaults come from
// acp-sdk's models.py: Run.output = [], Run.status = CREATED, Run.run_id = uuid4(),
// Run.created_at = now(), MessagePart.content_type = "text/plain", Message.role = "user".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRun } from '../../../src/adapters/acp';
import { acpValidator, ajvErrors } from '../../helpers/conformance-acp';

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(new URL(`../../fixtures/acp/${name}`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

const codes = (read: ReturnType<typeof readRun>) => read.findings.map((f) => `${f.code} ${f.path}`);

describe('readRun on the runs ACP publishes', () => {
  it('reads runs ACP’s OpenAPI refuses for a missing created_at, output or run_id', () => {
    const run = acpValidator('Run');
    expect(run(fixture('quickstart-run.json'))).toBe(false);
    expect(ajvErrors(run)).toContain("must have required property 'created_at'");
    expect(run(fixture('async-run.json'))).toBe(false);
    expect(ajvErrors(run)).toContain("must have required property 'output'");
    expect(run(fixture('sync-run.json'))).toBe(false);
    expect(ajvErrors(run)).toContain("must have required property 'run_id'");
  });

  it('reads the quickstart run with a finding for its missing created_at', () => {
    const read = readRun(fixture('quickstart-run.json'));
    expect(codes(read)).toEqual(['DEFAULTED_FIELD $.created_at']);
    expect(read.value?.task).toEqual({
      taskId: '44e480d6-9a3e-4e35-8a03-faa759e19588',
      contextId: 'b30b1946-6010-4974-bd35-89a2bb0ce844',
      state: 'succeeded',
      inputText: '',
      outputText: 'Howdy!',
      structured: {},
      delegationChain: [],
      artifacts: [],
    });
  });

  it('reads the async reply, which has no output yet, as a queued task', () => {
    const read = readRun(fixture('async-run.json'));
    expect(codes(read)).toEqual(['DEFAULTED_FIELD $.output', 'DEFAULTED_FIELD $.created_at']);
    expect(read.findings.every((f) => f.severity === 'warning')).toBe(true);
    expect(read.value?.task).toMatchObject({
      taskId: '12345678-abcd-1234-abcd-123456789abc',
      state: 'queued',
      outputText: '',
    });
  });

  it('reads the sync reply, which has no run_id, with an empty task id it says it left empty', () => {
    const read = readRun(fixture('sync-run.json'));
    expect(codes(read)).toEqual(['DEFAULTED_FIELD $.run_id', 'DEFAULTED_FIELD $.created_at']);
    expect(read.findings[0]?.message).toContain('left empty');
    expect(read.value?.task).toMatchObject({ taskId: '', state: 'succeeded', outputText: 'Hello' });
  });

  it('reads a run without status as created, where the reference raises "unknown ACP status"', () => {
    // solution.py's acp_to_internal raises ValueError("unknown ACP status: ''"); acp-sdk's model
    // defaults status to CREATED, and so does this reader, with a finding (decision 004, row 31).
    const run = { ...fixture('quickstart-run.json') };
    delete run['status'];
    const read = readRun(run);
    expect(codes(read)).toContain('DEFAULTED_FIELD $.status');
    expect(read.value?.task).toMatchObject({ state: 'queued', outputText: 'Howdy!' });
  });

  it('reads null in a required field like a missing one, and says it was null', () => {
    const read = readRun({ ...fixture('quickstart-run.json'), output: null, created_at: null });
    expect(codes(read)).toEqual(['DEFAULTED_FIELD $.output', 'DEFAULTED_FIELD $.created_at']);
    expect(read.findings[0]?.message).toMatch(/^output is null/);
    expect(read.value?.task.outputText).toBe('');
  });

  it('reads a part without content_type as text/plain, as acp-sdk does, at its path', () => {
    const run = {
      ...fixture('async-run.json'),
      status: 'completed',
      created_at: '2025-01-01T00:00:00Z',
    };
    const read = readRun({ ...run, output: [{ parts: [{ content: 'Hello' }] }] });
    expect(codes(read)).toEqual([
      'DEFAULTED_FIELD $.output[0].role',
      'DEFAULTED_FIELD $.output[0].parts[0].content_type',
    ]);
    expect(read.value?.task.outputText).toBe('Hello');
  });

  it('still refuses what acp-sdk refuses: no agent_name, an unknown status', () => {
    const nameless = fixture('quickstart-run.json');
    delete nameless.agent_name;
    expect(readRun(nameless).value).toBeUndefined();
    expect(codes(readRun(nameless))).toEqual([
      'DEFAULTED_FIELD $.created_at',
      'MISSING_REQUIRED_FIELD $.agent_name',
    ]);
    const odd = readRun({ ...fixture('quickstart-run.json'), status: 'done' });
    expect(odd.value).toBeUndefined();
    expect(codes(odd)).toEqual([
      'DEFAULTED_FIELD $.created_at',
      'FIELD_DROPPED $.status',
      'INVALID_VALUE $.status',
    ]);
  });

  it('keeps an error code acp-sdk keeps though ACP does not name it, and says so', () => {
    const failed = {
      ...fixture('quickstart-run.json'),
      status: 'failed',
      error: { code: 'rate_limited', message: 'Too many runs' },
    };
    const read = readRun(failed);
    expect(codes(read)).toEqual([
      'DEFAULTED_FIELD $.created_at',
      'SERVER_DEFINED_ERROR $.error.code',
    ]);
    expect(read.value?.task.state).toBe('failed');
    expect(read.value?.loss).toContainEqual({
      path: '$.error',
      what: 'error "Too many runs"',
      reason: 'the kernel task keeps the state only',
    });
  });
});

describe('readRun lists what the kernel task does not keep', () => {
  const runWith = (message: Record<string, unknown>) => ({
    ...fixture('quickstart-run.json'),
    created_at: '2025-01-01T00:00:00Z',
    output: [message],
  });

  it('lists a citation with its title and range, and the agent/{name} role', () => {
    const message = fixture('citation-message.json');
    expect(acpValidator('Message')(message)).toBe(true);
    const read = readRun(runWith(message));
    expect(read.findings).toEqual([]);
    expect(read.value?.task.outputText).toBe(
      'According to a recent study, AI adoption has increased by 40% this year.',
    );
    expect(read.value?.loss).toEqual([
      {
        path: '$.output[0].role',
        what: 'role "agent/researcher"',
        reason: 'the kernel task does not record which agent wrote a message (researcher)',
      },
      {
        path: '$.output[0].parts[0].metadata',
        what: 'citation "AI Adoption Report 2024" for characters 15–27',
        reason: 'the kernel task has no citations',
      },
    ]);
  });

  it('lists a trajectory step by its tool', () => {
    const message = fixture('trajectory-message.json');
    expect(acpValidator('Message')(message)).toBe(true);
    const loss = readRun(runWith(message)).value?.loss ?? [];
    expect(loss.map((l) => `${l.path} ${l.what}`)).toEqual([
      '$.output[0].role role "agent/assistant"',
      '$.output[0].parts[0].metadata trajectory step "weather_api"',
    ]);
  });

  it('lists an image behind a URL and a text/url part; keeps the text and the part name', () => {
    const message = fixture('multimodal-message.json');
    expect(acpValidator('Message')(message)).toBe(true);
    const task = readRun(runWith(message)).value;
    expect(task?.task.outputText).toBe(
      'This is a cute cat: Would you like me to send more images of cats?',
    );
    expect(task?.task.artifacts).toEqual(['/sources/1.url']);
    expect(task?.loss.map((l) => `${l.path} ${l.what}`)).toEqual([
      '$.output[0].role role "agent/image-analyzer"',
      '$.output[0].parts[1].content_url image/png content at https://s3.example.com/12345678901234567890/image.png',
      '$.output[0].parts[3].content text/url content (kept: its name "/sources/1.url")',
    ]);
  });

  it('lists base64 content and fields ACP does not define, at every level', () => {
    const message = {
      role: 'agent',
      parts: [
        // docs/core-concepts/message-structure.mdx, "Base64 Encoded Content"
        {
          content_type: 'image/png',
          content:
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          content_encoding: 'base64',
          checksum: 'x',
        },
      ],
      thread: 't-1',
    };
    const read = readRun({ ...runWith(message), trace_id: 'abc' });
    expect(read.value?.loss.map((l) => `${l.path} ${l.what}`)).toEqual([
      '$.output[0].parts[0].content image/png content in base64',
      '$.output[0].parts[0].checksum field checksum',
      '$.output[0].thread field thread',
      '$.trace_id field trace_id',
    ]);
  });

  it('lists nothing for a plain agent text run', () => {
    const read = readRun(
      runWith({ role: 'agent', parts: [{ content_type: 'text/plain', content: 'ok' }] }),
    );
    expect(read.value?.loss).toEqual([]);
  });
});
