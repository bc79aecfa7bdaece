import { describe, expect, it } from 'vitest';
import { CLARIFIER, SANCTIONS_SCREENING } from '../../../src/core/behaviour';
import { DEFAULT_POLICY } from '../../../src/core/policy';
import * as tl from '../../../src/core/timeline';
import { frameTranscript, maskToken } from '../../../src/panels/lifecycle/transcript/entries';
import { INVESTIGATOR, MARKETING_CARD, SANCTIONS_CARD } from '../../../src/scenarios/bank';
import { UNSAVED_TOKEN } from '../../../src/store';

const config = (script = SANCTIONS_SCREENING, card = SANCTIONS_CARD) => ({
  card,
  script,
  policy: DEFAULT_POLICY,
  allowedCallbackHosts: ['agents.bank.ae'],
});

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const items = (timeline: tl.Timeline, version: '0.3' | '1.0') =>
  timeline.frames.flatMap((frame) => frameTranscript(frame, version));

describe('transcript entries', () => {
  it('titles each message by direction, method and id, in the chosen version', () => {
    const timeline = unwrap(
      tl.runToEnd(
        tl.sendMessage(tl.createTimeline(config(), INVESTIGATOR), 'Screen', { mode: 'stream' }),
      ),
    );
    expect(items(timeline, '0.3').map((i) => i.title)).toEqual([
      'Request · message/stream · id 1',
      ...Array<string>(5).fill('SSE event · message/stream · id 1'),
    ]);
    expect(items(timeline, '1.0')[0]?.title).toBe('Request · SendStreamingMessage · id 1');
  });

  it('shows the HTTP around each call: request line, the headers that matter, status line', () => {
    const timeline = unwrap(
      tl.runToEnd(
        tl.sendMessage(tl.createTimeline(config(CLARIFIER), INVESTIGATOR), 'Screen', {
          mode: 'send',
        }),
      ),
    );
    const [request10, response10] = items(timeline, '1.0');
    expect(request10?.head).toBe(
      [
        'POST https://agents.bank.ae/sanctions',
        'Content-Type: application/json',
        'Accept: application/json',
        'A2A-Version: 1.0',
      ].join('\n'),
    );
    expect(request10?.copy.startsWith(`${request10?.head ?? ''}\n\n{`)).toBe(true);
    expect(response10?.head).toBe('200 OK\nContent-Type: application/json');
    // A 0.3 client sends no A2A-Version header.
    expect(items(timeline, '0.3')[0]?.head).not.toContain('A2A-Version');
  });

  it('shows an SSE frame pretty-printed but copies it exactly as it was sent', () => {
    const timeline = tl.sendMessage(tl.createTimeline(config(), INVESTIGATOR), 'Screen', {
      mode: 'stream',
    });
    const event = items(timeline, '0.3').find((i) => i.dir === 'event');
    expect(event?.copy).toMatch(/^data: \{"jsonrpc":"2\.0","id":1,"result":\{.*\}\}\n\n$/);
    expect(event?.display).toMatch(/^data: \{\n {2}"jsonrpc": "2\.0",/);
    expect(JSON.parse(event?.display.slice('data: '.length) ?? '')).toEqual(
      JSON.parse(event?.copy.slice('data: '.length) ?? ''),
    );
  });

  it('shows an admission refusal as a JSON-RPC error', () => {
    const timeline = tl.sendMessage(
      tl.createTimeline(config(SANCTIONS_SCREENING, MARKETING_CARD), INVESTIGATOR),
      'Write copy',
      { mode: 'send' },
    );
    const error = items(timeline, '0.3').find((i) => i.dir === 'error');
    expect(error?.title).toBe('Error · message/send · id 1');
    expect(error?.display).toContain('"CLASSIFICATION_EXCEEDED"');
    expect(error?.display).toContain('"NO_ACCEPTABLE_AUTH"');
  });

  it('shows a push as the POST to the callback with the bearer token masked', () => {
    const started = tl.sendMessage(tl.createTimeline(config(CLARIFIER), INVESTIGATOR), 'Screen', {
      mode: 'send',
    });
    const withPush = unwrap(
      tl.setPushConfig(started, {
        url: 'https://agents.bank.ae/cb',
        token: 'top-secret',
        authentication: 'bearer',
      }),
    );
    const frame = tl.currentFrame(unwrap(tl.stepForward(withPush)));
    for (const version of ['0.3', '1.0'] as const) {
      const [push] = frameTranscript(frame, version);
      expect(push?.title).toBe('Push · POST https://agents.bank.ae/cb');
      expect(push?.display).toMatch(
        /^POST https:\/\/agents\.bank\.ae\/cb\nAuthorization: Bearer •+\nContent-Type: application\/json\n\n\{/,
      );
      expect(push?.display).not.toContain('top-secret');
      expect(push?.copy).toBe(push?.display);
    }
    expect(maskToken('top-secret')).toBe('••••••••••');
    expect(maskToken('')).toBe('(none)');
  });

  it('masks the token in the push config a request sets and a response returns, in both versions', () => {
    const started = tl.sendMessage(tl.createTimeline(config(CLARIFIER), INVESTIGATOR), 'Screen', {
      mode: 'stream',
    });
    const frame = tl.currentFrame(
      unwrap(
        tl.setPushConfig(started, {
          url: 'https://agents.bank.ae/cb',
          token: 'top-secret',
          authentication: 'bearer',
        }),
      ),
    );
    // 0.3 nests the config under pushNotificationConfig; 1.0 sends a flat TaskPushNotificationConfig.
    const configOf = {
      '0.3': (body: { params?: unknown; result?: unknown }) =>
        ((body.params ?? body.result) as { pushNotificationConfig: unknown })
          .pushNotificationConfig,
      '1.0': (body: { params?: unknown; result?: unknown }) => body.params ?? body.result,
    };
    for (const version of ['0.3', '1.0'] as const) {
      const [request, response] = frameTranscript(frame, version);
      for (const entry of [request, response]) {
        expect(entry?.display).not.toContain('top-secret');
        expect(entry?.copy).not.toContain('top-secret');
        const body = JSON.parse(entry?.display ?? '') as { params?: unknown; result?: unknown };
        expect(configOf[version](body)).toMatchObject({
          url: 'https://agents.bank.ae/cb',
          token: '••••••••••',
        });
      }
    }
  });

  it('leaves a token that is not a push config alone, and shows a restored one as not saved', () => {
    const timeline = unwrap(
      tl.runToEnd(
        tl.sendMessage(tl.createTimeline(config(), INVESTIGATOR), 'token: abc', { mode: 'send' }),
      ),
    );
    expect(items(timeline, '0.3')[0]?.display).toContain('token: abc');
    expect(maskToken(UNSAVED_TOKEN)).toBe('(not saved)');
  });
});
