import { describe, expect, it } from 'vitest';
import { CLARIFIER } from '../../src/core/behaviour';
import { getTask, send, stream } from '../../src/core/engine';
import { INVESTIGATOR, KYC_CARD, MARKETING_CARD } from '../../src/scenarios/bank';
import { ask, describeEvents, engineFor, failure, reply, unwrap } from './engine-helpers';
import { investigator } from './fixtures';

const SCREENING_TEXT = 'Acme Trading FZE: 1 possible match (score 0.83) against SDN list';

describe('message/stream', () => {
  const start = ask(engineFor(), 'Screen the beneficiary of PMT-771');
  const run = unwrap(stream(start.state, INVESTIGATOR, start.message));

  it('streams submitted, working, the artifact, completed, then the task', () => {
    expect(describeEvents(run.events)).toEqual([
      'status submitted final=false',
      'status working final=false',
      'artifact sanctions-screening last=true',
      'status completed final=true',
      'task task-1 completed',
    ]);
  });

  it('ends with the same task message/send returns', () => {
    const sent = unwrap(send(start.state, INVESTIGATOR, start.message));
    expect(run.events.at(-1)).toEqual({ kind: 'task', task: sent.task });
    expect(sent.events).toEqual(run.events.slice(0, -1));
  });

  it('records the caller chain plus the caller on the new task', () => {
    expect(run.task.delegationChain).toEqual(['orchestrator', 'payments-investigator']);
    expect(run.task).toMatchObject({ id: 'task-1', contextId: 'ctx-1' });
  });

  it('carries the screening artifact with a text and a data part', () => {
    expect(run.task.artifacts).toEqual([
      {
        artifactId: 'art-1',
        name: 'sanctions-screening',
        description: 'Screening result with match detail',
        parts: [
          { kind: 'text', text: SCREENING_TEXT },
          {
            kind: 'data',
            data: { matches: 1, top_score: 0.83, list: 'SDN', recommendation: 'manual_review' },
          },
        ],
      },
    ]);
  });

  it('keeps the conversation: the request, then the closing word', () => {
    expect(run.task.history.map((m) => [m.messageId, m.role, m.taskId, m.contextId])).toEqual([
      ['msg-1', 'user', 'task-1', 'ctx-1'],
      ['msg-2', 'agent', 'task-1', 'ctx-1'],
    ]);
    expect(run.task.status.message?.parts).toEqual([{ kind: 'text', text: 'Screening complete.' }]);
  });

  it('stamps each status with the next logical tick', () => {
    const ticks = run.events.flatMap((e) =>
      e.kind === 'status-update' ? [e.status.timestamp] : [],
    );
    expect(ticks).toEqual([1, 2, 3]);
    expect(run.state.tick).toBe(3);
  });

  it('keeps the task for tasks/get', () => {
    expect(unwrap(getTask(run.state, 'task-1'))).toEqual(run.task);
    expect(failure(getTask(run.state, 'task-9'))).toEqual({
      code: 'TASK_NOT_FOUND',
      message: 'no such task: task-9',
    });
  });

  it('finds no task under a name every plain object inherits', () => {
    for (const id of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(failure(getTask(run.state, id))).toEqual({
        code: 'TASK_NOT_FOUND',
        message: `no such task: ${id}`,
      });
      const { state, message } = ask(run.state, 'Continue');
      expect(failure(send(state, INVESTIGATOR, { ...message, taskId: id })).code).toBe(
        'TASK_NOT_FOUND',
      );
    }
  });

  it('joins the context a message names instead of opening a new one', () => {
    const { state, message } = ask(run.state, 'And the remitter?');
    const second = unwrap(send(state, INVESTIGATOR, { ...message, contextId: 'ctx-1' }));
    expect(second.task).toMatchObject({ id: 'task-2', contextId: 'ctx-1' });
    expect(second.state.counters.ctx).toBe(1);
  });
});

describe('replies', () => {
  const clarifier = engineFor({ script: CLARIFIER });
  const first = ask(clarifier, 'Screen this entity');
  const paused = unwrap(send(first.state, INVESTIGATOR, first.message));

  it('pauses in input-required with the question, ending the stream', () => {
    expect(paused.task.status.state).toBe('input-required');
    expect(paused.task.status.message?.parts).toEqual([
      { kind: 'text', text: 'Which jurisdiction should I screen against?' },
    ]);
    expect(describeEvents(paused.events)).toEqual([
      'status submitted final=false',
      'status working final=false',
      'status input-required final=true',
    ]);
  });

  it('continues the same task when the caller replies', () => {
    const answer = reply(paused.state, 'task-1', 'UAE and UN lists');
    const done = unwrap(send(answer.state, INVESTIGATOR, answer.message));
    expect(done.task.id).toBe('task-1');
    expect(done.task.status.state).toBe('completed');
    expect(done.task.status.message?.parts).toEqual([
      { kind: 'text', text: 'Screened. No matches.' },
    ]);
    expect(done.task.history.map((m) => m.role)).toEqual(['user', 'agent', 'user', 'agent']);
    expect(describeEvents(done.events)).toEqual([
      'status working final=false',
      'status completed final=true',
    ]);
  });

  it('refuses a reply to a task it does not hold', () => {
    const answer = reply(paused.state, 'task-7', 'UAE');
    expect(failure(send(answer.state, INVESTIGATOR, answer.message)).code).toBe('TASK_NOT_FOUND');
  });

  it('refuses a reply to a finished task', () => {
    const answer = reply(paused.state, 'task-1', 'UAE');
    const done = unwrap(send(answer.state, INVESTIGATOR, answer.message));
    const again = reply(done.state, 'task-1', 'and UN');
    expect(failure(send(again.state, INVESTIGATOR, again.message))).toEqual({
      code: 'TASK_TERMINAL',
      message: 'task task-1 is completed',
    });
  });

  it('checks admission on the reply too', () => {
    const answer = reply(paused.state, 'task-1', 'UAE');
    const deep = investigator({ delegationChain: ['a', 'b', 'c', 'd'] });
    expect(failure(send(answer.state, deep, answer.message)).code).toBe('DEPTH_EXCEEDED');
  });
});

describe('admission on send', () => {
  it.each([
    [KYC_CARD.name, KYC_CARD, ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED']],
    [MARKETING_CARD.name, MARKETING_CARD, ['CLASSIFICATION_EXCEEDED', 'NO_ACCEPTABLE_AUTH']],
  ])('refuses to open a task on %s, carrying every denial', (_name, card, codes) => {
    const { state, message } = ask(engineFor({ card }), 'Screen this');
    const error = failure(send(state, INVESTIGATOR, message));
    expect(error.code).toBe(codes[0]);
    expect(error.message).toBe(error.denials?.[0]?.reason);
    expect(error.denials?.map((d) => d.code)).toEqual(codes);
  });

  it('refuses a caller that is already in the chain', () => {
    const { state, message } = ask(engineFor(), 'Screen this');
    const cyclic = investigator({ delegationChain: ['sanctions-screening-agent'] });
    expect(failure(stream(state, cyclic, message)).code).toBe('CYCLE_DETECTED');
  });
});
