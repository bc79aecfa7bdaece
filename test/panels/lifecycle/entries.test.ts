import { describe, expect, it } from 'vitest';
import { v1StreamResponseSchema, v1TaskSchema } from '../../../src/adapters/a2a-v1/schema';
import { CLARIFIER, SANCTIONS_SCREENING } from '../../../src/core/behaviour';
import { DEFAULT_POLICY } from '../../../src/core/policy';
import * as tl from '../../../src/core/timeline';
import { frameTranscript, maskToken } from '../../../src/panels/lifecycle/transcript/entries';
import { v1Entry } from '../../../src/panels/lifecycle/transcript/v1-entries';
import { INVESTIGATOR, MARKETING_CARD, SANCTIONS_CARD } from '../../../src/scenarios/bank';

const config = (script = SANCTIONS_SCREENING, card = SANCTIONS_CARD) => ({
  card,
  script,
  policy: DEFAULT_POLICY,
  allowedCallbackHosts: ['agents.bank.ae'],
});

function run(timeline: tl.Timeline): tl.Timeline {
  const ran = tl.runToEnd(timeline);
  if (!ran.ok) throw new Error(ran.error.message);
  return ran.value;
}
const records = (timeline: tl.Timeline) =>
  timeline.frames.flatMap((f) => f.wire.map((w) => ({ w, f })));

describe('A2A 1.0 transcript entries', () => {
  it('names the 1.0 methods and sends stream events as StreamResponse SSE frames', () => {
    const timeline = run(
      tl.sendMessage(tl.createTimeline(config(), INVESTIGATOR), 'Screen', { mode: 'stream' }),
    );
    const entries = records(timeline).map(({ w, f }) => v1Entry(w, f.engine));
    expect(entries[0]).toMatchObject({ dir: 'request', method: 'SendStreamingMessage', callId: 1 });
    const events = entries.filter((e) => e.dir === 'event');
    expect(events).toHaveLength(5);
    for (const event of events) {
      expect(event.sse).toMatch(/^data: \{"jsonrpc":"2\.0","id":1,"result":\{.*\}\}\n\n$/);
      const result = (event.body as { result: unknown }).result;
      expect(v1StreamResponseSchema.safeParse(result).success).toBe(true);
    }
  });

  it('answers SendMessage with a SendMessageResponse and CancelTask with a Task', () => {
    let timeline = run(
      tl.sendMessage(tl.createTimeline(config(CLARIFIER), INVESTIGATOR), 'Screen', {
        mode: 'send',
      }),
    );
    const cancelled = tl.cancelTask(timeline);
    if (!cancelled.ok) throw new Error('cancel failed');
    timeline = cancelled.value;
    const entries = records(timeline).map(({ w, f }) => v1Entry(w, f.engine));
    const [sendAnswer, cancelRequest, cancelAnswer] = entries
      .filter((e) => e.dir !== 'event')
      .slice(1);
    const sendResult = (sendAnswer?.body as { result: { task: unknown } }).result;
    expect(v1TaskSchema.safeParse(sendResult.task).success).toBe(true);
    expect(cancelRequest).toMatchObject({
      method: 'CancelTask',
      body: { params: { id: 'task-1' } },
    });
    const cancelResult = (cancelAnswer?.body as { result: unknown }).result;
    expect(v1TaskSchema.parse(cancelResult).status.state).toBe('TASK_STATE_CANCELED');
  });

  it('writes an admission refusal as a JSON-RPC error with every denial', () => {
    const timeline = tl.sendMessage(
      tl.createTimeline(config(SANCTIONS_SCREENING, MARKETING_CARD), INVESTIGATOR),
      'Write copy',
      { mode: 'send' },
    );
    const [, error] = records(timeline).map(({ w, f }) => v1Entry(w, f.engine));
    expect(error).toMatchObject({
      dir: 'error',
      method: 'SendMessage',
      body: {
        error: {
          data: { denials: [{ code: 'CLASSIFICATION_EXCEEDED' }, { code: 'NO_ACCEPTABLE_AUTH' }] },
        },
      },
    });
  });

  it('posts a push as a statusUpdate with the task context, and masks the token', () => {
    const started = tl.sendMessage(tl.createTimeline(config(CLARIFIER), INVESTIGATOR), 'Screen', {
      mode: 'send',
    });
    const withPush = tl.setPushConfig(started, {
      url: 'https://agents.bank.ae/cb',
      token: 'top-secret',
      authentication: 'bearer',
    });
    if (!withPush.ok) throw new Error('push refused');
    const stepped = tl.stepForward(withPush.value);
    if (!stepped.ok) throw new Error('step failed');
    const frame = tl.currentFrame(stepped.value);
    const [push] = frameTranscript(frame, '1.0');
    expect(push?.title).toBe('Push · POST https://agents.bank.ae/cb');
    expect(push?.display).toContain(`Authorization: Bearer ${maskToken('top-secret')}`);
    expect(push?.display).not.toContain('top-secret');
    const body = JSON.parse(push?.display.split('\n\n')[1] ?? '') as unknown;
    expect(v1StreamResponseSchema.parse(body)).toMatchObject({
      statusUpdate: {
        taskId: 'task-1',
        contextId: 'ctx-1',
        status: { state: 'TASK_STATE_WORKING' },
      },
    });
  });
});
