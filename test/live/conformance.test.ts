// The conformance judge on real traffic: the SDK agents' streams as they arrive, over JSON-RPC
// and over HTTP+JSON, and a test server step that moves a completed task back to working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a2aV03Rpc } from '../../src/adapters/a2a-v0_3';
import { a2aV1Rpc } from '../../src/adapters/a2a-v1';
import type { RpcCodec } from '../../src/adapters/shared/rpc-codec';
import { judgeStream } from '../../src/core/conformance';
import type { StreamEvent } from '../../src/core/task';
import { jsonRpcBinding, liveCall } from '../../src/live/call';
import { restBinding } from '../../src/live/rest';
import { startLiveAgents, type LiveAgents } from '../helpers/live-agent/server';

let agents: LiveAgents;
beforeAll(async () => {
  agents = await startLiveAgents(0);
});
afterAll(() => agents.close());

const SERVERS = [
  { name: '1.0 from SDK 1.3', codec: a2aV1Rpc, sdk: 'v1' },
  { name: '0.3 from SDK 1.3', codec: a2aV03Rpc, sdk: 'v1' },
  { name: '0.3 from SDK 0.3.14', codec: a2aV03Rpc, sdk: 'v03' },
] as const;
const VERSIONS = (['JSONRPC', 'HTTP+JSON'] as const).flatMap((binding) =>
  SERVERS.map((server) => ({ ...server, binding })),
);

async function streamOf(
  codec: RpcCodec,
  binding: 'JSONRPC' | 'HTTP+JSON',
  sdk: 'v1' | 'v03',
  behaviour: string,
  text = 'Go',
  taskId?: string,
) {
  const wire = binding === 'JSONRPC' ? jsonRpcBinding(codec) : restBinding(codec.version);
  const path = binding === 'JSONRPC' ? 'rpc' : 'rest';
  const captured = await liveCall(
    wire,
    `${agents.baseUrl(sdk, behaviour)}${path}`,
    1,
    {
      method: 'stream',
      message: {
        messageId: `m-${Math.random()}`,
        role: 'user',
        parts: [{ kind: 'text', text }],
        ...(taskId ? { taskId } : {}),
      },
    },
    { kind: 'none' },
  );
  return captured.payloads.flatMap((payload): StreamEvent[] => {
    if (payload.kind !== 'event') return [];
    const read = payload.read;
    return read.value?.item.kind === 'event' ? [read.value.item.event] : [];
  });
}

describe.each(VERSIONS)('conformance of $name over $binding', ({ codec, sdk, binding }) => {
  const judgesFinal = codec.version === '0.3';

  it('finds nothing wrong with a screening run', async () => {
    const events = await streamOf(codec, binding, sdk, 'screening');
    expect(judgeStream(events, { judgesFinal, ended: true }).findings).toEqual([]);
  });

  it('flags the move from completed back to working, naming both states', async () => {
    const events = await streamOf(codec, binding, sdk, 'breaker');
    const { findings } = judgeStream(events, { judgesFinal, ended: true });
    expect(findings.find((f) => f.code === 'ILLEGAL_TRANSITION')).toMatchObject({
      severity: 'error',
      from: 'completed',
      to: 'working',
      index: 3,
    });
    expect(findings.map((f) => f.code)).toContain('EVENT_AFTER_TERMINAL');
    if (judgesFinal) expect(findings.map((f) => f.code)).toContain('EVENT_AFTER_FINAL');
  });

  it('continues a paused task after a reply with no finding but what the SDK really does', async () => {
    const first = await streamOf(codec, binding, sdk, 'clarifier');
    const opened = judgeStream(first, { judgesFinal, ended: true });
    // SDK 1.3's 0.3 mode marks only terminal states final: its input-required pause is not.
    const compat = sdk === 'v1' && codec.version === '0.3';
    expect(opened.findings.map((f) => f.code)).toEqual(compat ? ['FINAL_MISSING'] : []);
    const second = await streamOf(codec, binding, sdk, 'clarifier', 'UAE', opened.position.taskId);
    expect(
      judgeStream(second, { judgesFinal, ended: true, from: opened.position }).findings,
    ).toEqual([]);
  });
});
