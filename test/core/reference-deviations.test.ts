// Where the core departs from the reference design (../shared/reference/solution.py) on purpose,
// one test per decision. docs/decisions/004-deviations-from-the-reference.md gives the reasons.
import { describe, expect, it } from 'vitest';
import { checkDelegation } from '../../src/core/admission';
import { CLARIFIER, SANCTIONS_SCREENING } from '../../src/core/behaviour';
import { checkCallback } from '../../src/core/callbacks';
import { makeCard } from '../../src/core/card';
import { judgeStream } from '../../src/core/conformance';
import { compareCodePoints, visibleTo } from '../../src/core/directory';
import { step, stream, submit, userMessage } from '../../src/core/engine';
import { advance } from '../../src/core/lifecycle';
import { INVESTIGATOR, SANCTIONS_CARD } from '../../src/scenarios/bank';
import { engineFor, failure, unwrap } from './engine-helpers';

const card = (name: string, fields = {}) =>
  makeCard({
    name,
    description: 'd',
    url: `https://agents.bank.ae/${name}`,
    version: '1',
    ...fields,
  });

describe('auth is judged by scheme type, not by the name a card gives the scheme', () => {
  it('denies a scheme named "oauth2" whose type is apiKey', () => {
    const apiKeyNamedOauth = card('a', {
      securitySchemes: { oauth2: { type: 'apiKey', in: 'header', name: 'X-Key' } },
      platform: { owner: 'o', tenants: [], maxDataClassification: 'restricted' },
    });
    expect(checkDelegation(INVESTIGATOR, apiKeyNamedOauth).map((d) => d.code)).toEqual([
      'NO_ACCEPTABLE_AUTH',
    ]);
  });

  it('allows a mutual TLS scheme whatever it is called', () => {
    const mtls = card('b', {
      securitySchemes: { 'bank-mtls': { type: 'mutualTLS' } },
      platform: { owner: 'o', tenants: [], maxDataClassification: 'restricted' },
    });
    expect(checkDelegation(INVESTIGATOR, mtls)).toEqual([]);
  });
});

describe('stream events', () => {
  const clarifier = () => {
    const { state, message } = userMessage(engineFor({ script: CLARIFIER }), 'Screen this entity');
    return unwrap(stream(state, INVESTIGATOR, message));
  };

  it('marks the pause for input as final: the stream ends there, as A2A reads it', () => {
    const statuses = clarifier().events.flatMap((e) =>
      e.kind === 'status-update' ? [[e.status.state, e.final]] : [],
    );
    expect(statuses.at(-1)).toEqual(['input-required', true]);
  });

  it('emits an event for every behaviour step, the working step of the clarifier included', () => {
    expect(
      clarifier().events.map((e) => (e.kind === 'status-update' ? e.status.state : e.kind)),
    ).toEqual(['submitted', 'working', 'input-required', 'task']);
  });

  it('numbers tasks and contexts on counters of their own: task-1 in ctx-1', () => {
    const { task } = clarifier();
    expect([task.id, task.contextId]).toEqual(['task-1', 'ctx-1']);
  });

  it("writes the new task's ids onto the caller's first message", () => {
    const [first] = clarifier().task.history;
    expect(first).toMatchObject({ role: 'user', taskId: 'task-1', contextId: 'ctx-1' });
  });
});

describe('finished tasks and callback tokens', () => {
  it('adds no artifact to a task that has finished: the step is refused', () => {
    const script = {
      ...SANCTIONS_SCREENING,
      steps: [
        { op: 'work' as const },
        { op: 'complete' as const, message: 'done' },
        { op: 'artifact' as const, name: 'late', text: 'too late' },
      ],
    };
    const { state, message } = userMessage(engineFor({ script }), 'x');
    const submitted = unwrap(submit(state, INVESTIGATOR, message));
    const worked = unwrap(step(submitted.state, submitted.taskId));
    const done = unwrap(step(worked.state, submitted.taskId));
    expect(failure(step(done.state, submitted.taskId))).toEqual({
      code: 'NOTHING_TO_RUN',
      message: 'task task-1 is completed',
    });
    expect(done.state.tasks.get('task-1')?.task.artifacts).toEqual([]);
  });

  it('refuses a callback whose token is only whitespace', () => {
    const verdict = checkCallback({ url: 'https://agents.bank.ae/cb', token: ' \t ' }, [
      'agents.bank.ae',
    ]);
    expect(verdict.refusals.map((r) => r.code)).toEqual(['CALLBACK_UNAUTHENTICATED']);
  });
});

describe('name ties are ordered by code points, as Python orders strings', () => {
  it('puts U+FFFF before U+10000, which UTF-16 code units would reverse', () => {
    expect(['\u{10000}', '\uFFFF'].sort(compareCodePoints)).toEqual(['\uFFFF', '\u{10000}']);
    expect('\u{10000}' < '\uFFFF').toBe(true); // what a plain comparison would do
  });

  it('ranks cards of equal overlap by code point', () => {
    const open = { owner: 'o', tenants: [], maxDataClassification: 'restricted' as const };
    const cards = ['\u{10000}x', '\uFFFFx', 'a'].map((name) => card(name, { platform: open }));
    expect(visibleTo(cards, INVESTIGATOR, []).map((v) => v.card.name)).toEqual([
      'a',
      '\uFFFFx',
      '\u{10000}x',
    ]);
  });
});

describe('the built-in sanctions behaviour is a fixed script', () => {
  it('reports the same match whatever beneficiary the request names', () => {
    const { state, message } = userMessage(engineFor(), 'Screen', {
      data: { beneficiary: 'Globex' },
    });
    const { task } = unwrap(stream(state, INVESTIGATOR, message));
    const [text] = task.artifacts[0]?.parts ?? [];
    expect(text).toEqual({
      kind: 'text',
      text: 'Acme Trading FZE: 1 possible match (score 0.83) against SDN list',
    });
    expect(SANCTIONS_CARD.name).toBe('sanctions-screening-agent');
  });
});

describe('compareCodePoints', () => {
  it('orders any two strings as their code point sequences', async () => {
    const fc = (await import('fast-check')).default;
    const points = (s: string) => Array.from(s, (c) => c.codePointAt(0) ?? 0);
    const byPoints = (a: string, b: string) => {
      const x = points(a);
      const y = points(b);
      for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
        if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
      }
      return x.length - y.length;
    };
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(Math.sign(compareCodePoints(a, b))).toBe(Math.sign(byPoints(a, b)));
      }),
      { numRuns: 500 },
    );
  });
});

// The reference's set_push_config reads the host as the text between "://" and the first "/",
// after the last "@" (_host_of), skips the host check when its allow-list is empty, and checks no
// scheme. Each verdict below was worked out from that code (and confirmed by running it with the
// allow-list ("agents.bank.ae",) and the token "s3cret").
describe('callbacks are checked fail-closed where the reference lets them through', () => {
  const verdictOf = (url: string, hosts: readonly string[] = ['agents.bank.ae']) =>
    checkCallback({ url, token: 's3cret' }, hosts).refusals.map((r) => r.rule);

  it('refuses every host when the allow-list is empty; the reference then allows any host', () => {
    expect(verdictOf('https://agents.bank.ae/cb', [])).toEqual(['empty-allow-list']);
    expect(verdictOf('https://evil.example/cb', [])).toEqual(['empty-allow-list']);
  });

  it('refuses plain http to an allowed host; the reference checks no scheme', () => {
    expect(verdictOf('http://agents.bank.ae/cb')).toEqual(['scheme']);
  });

  // [url, what the reference answers, the rules the workbench refuses by]
  it.each<[string, string, string[]]>([
    ['https://user@agents.bank.ae/cb', 'allowed', ['credentials']],
    ['https://evil.example#@agents.bank.ae/cb', 'allowed', ['host']],
    ['agents.bank.ae/cb', 'allowed', ['invalid-url']],
    ['https://AGENTS.BANK.AE/cb', "host 'AGENTS.BANK.AE' is not in the allow-list", []],
    ['https://agents.bank.ae:443/cb', "host 'agents.bank.ae:443' is not in the allow-list", []],
  ])('judges %s by the host the URL parser reaches (the reference: %s)', (url, _ref, rules) => {
    expect(verdictOf(url)).toEqual(rules);
  });
});

describe('a status update that repeats the state', () => {
  const update = (state: 'working' | 'completed', final: boolean) => ({
    kind: 'status-update' as const,
    taskId: 't-1',
    contextId: 'c-1',
    status: { state, timestamp: 0 },
    final,
  });

  it('is not judged as a transition, though advance refuses working -> working as the reference does', () => {
    expect(advance('working', 'working')).toEqual({
      ok: false,
      error: {
        code: 'ILLEGAL_TRANSITION',
        message: 'working -> working is not a legal transition',
      },
    });
    const run = [update('working', false), update('working', false), update('completed', true)];
    const judged = judgeStream(run, {
      judgesFinal: true,
      ended: true,
      from: { taskId: 't-1', state: 'submitted' },
    });
    expect(judged.findings).toEqual([]);
  });
});
