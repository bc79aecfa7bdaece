// fast-check arbitraries for engine tasks and stream events: every part kind (files by uri and by
// bytes), optional fields present or absent, awkward strings and data, any lifecycle state.
import fc from 'fast-check';
import { TASK_STATES } from '../../src/core/lifecycle';
import type { Artifact, Message, Part } from '../../src/core/parts';
import type { StreamEvent, Task, TaskStatus } from '../../src/core/task';
import { awkwardString, jsonObjectArb } from './kernel-arbitrary';

/** Optional strings that are present are never empty: proto3 cannot tell "" from absent. */
const optionalText = fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: undefined });
const id = fc.string({ minLength: 1, maxLength: 10 });

const withOptional = <T extends object>(value: T, extra: Record<string, unknown>): T => {
  const out = { ...value } as Record<string, unknown>;
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) out[k] = v;
  return out as T;
};

const partArb: fc.Arbitrary<Part> = fc.oneof(
  awkwardString.map((text): Part => ({ kind: 'text', text })),
  jsonObjectArb.map((data): Part => ({ kind: 'data', data })),
  fc
    .tuple(
      optionalText,
      fc.option(fc.constantFrom('application/pdf', 'image/png'), { nil: undefined }),
      fc.oneof(
        fc.webUrl().map((uri) => ({ uri })),
        fc.base64String({ minLength: 4, maxLength: 16 }).map((bytes) => ({ bytes })),
      ),
    )
    .map(([name, mimeType, body]): Part =>
      withOptional({ kind: 'file', ...body }, { name, mimeType }),
    ),
);

const messageArb: fc.Arbitrary<Message> = fc
  .tuple(
    id,
    fc.constantFrom('user' as const, 'agent' as const),
    fc.array(partArb, { minLength: 1, maxLength: 3 }),
    optionalText,
    optionalText,
  )
  .map(([messageId, role, parts, taskId, contextId]) =>
    withOptional<Message>({ messageId, role, parts }, { taskId, contextId }),
  );

const artifactArb: fc.Arbitrary<Artifact> = fc
  .tuple(id, awkwardString, optionalText, fc.array(partArb, { minLength: 1, maxLength: 3 }))
  .map(([artifactId, name, description, parts]) =>
    withOptional<Artifact>({ artifactId, name, parts }, { description }),
  );

const statusArb: fc.Arbitrary<TaskStatus> = fc
  .tuple(
    fc.constantFrom(...TASK_STATES),
    fc.option(messageArb, { nil: undefined }),
    fc.nat(100_000),
  )
  .map(([state, message, timestamp]) =>
    withOptional<TaskStatus>({ state, timestamp }, { message }),
  );

export const taskArb: fc.Arbitrary<Task> = fc.record({
  id,
  contextId: id,
  status: statusArb,
  history: fc.array(messageArb, { maxLength: 3 }),
  artifacts: fc.array(artifactArb, { maxLength: 3 }),
  delegationChain: fc.array(awkwardString, { maxLength: 3 }),
});

export const streamEventArb: fc.Arbitrary<StreamEvent> = fc.oneof(
  taskArb.map((task): StreamEvent => ({ kind: 'task', task })),
  fc
    .tuple(id, id, statusArb, fc.boolean())
    .map(([taskId, contextId, status, final]): StreamEvent => ({
      kind: 'status-update',
      taskId,
      contextId,
      status,
      final,
    })),
  fc
    .tuple(id, id, artifactArb, fc.boolean(), fc.boolean())
    .map(([taskId, contextId, artifact, append, lastChunk]): StreamEvent => ({
      kind: 'artifact-update',
      taskId,
      contextId,
      artifact,
      append,
      lastChunk,
    })),
);
