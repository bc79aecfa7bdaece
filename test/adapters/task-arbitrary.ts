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

export const messageArb: fc.Arbitrary<Message> = fc
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
  .tuple(
    id,
    fc.option(
      awkwardString.filter((s) => s !== ''),
      { nil: undefined },
    ),
    optionalText,
    fc.array(partArb, { minLength: 1, maxLength: 3 }),
  )
  .map(([artifactId, name, description, parts]) =>
    withOptional<Artifact>({ artifactId, parts }, { name, description }),
  );

const EPOCH_MS = Date.UTC(2025, 0, 1);

/**
 * A status time as real agents write it, with the tick it stands for: sub-second digits of any
 * length, "Z" or a numeric offset. The tick is worked out here from Date.parse of the same
 * instant written in plain milliseconds, not by the code under test.
 */
const foreignTime = fc
  .tuple(
    fc.integer({ min: EPOCH_MS, max: EPOCH_MS + 10 * 365 * 86_400_000 }),
    fc.stringMatching(/^\d{0,9}$/),
    fc.constantFrom('Z', '+00:00', '+04:00', '-05:30'),
  )
  .map(([ms, digits, zone]) => {
    const offsetMin =
      zone === 'Z'
        ? 0
        : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
    const local = new Date(Math.floor(ms / 1000) * 1000 + offsetMin * 60_000)
      .toISOString()
      .slice(0, 19);
    const time = `${local}${digits === '' ? '' : `.${digits}`}${zone}`;
    const utcMs = Date.parse(
      `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`,
    );
    return { time, tick: Math.floor((utcMs - EPOCH_MS) / 1000) };
  })
  // The workbench's own timestamps come back as the tick alone; keep this arbitrary foreign.
  .filter(({ time }) => !/\.000Z$/.test(time));

const statusArb: fc.Arbitrary<TaskStatus> = fc
  .tuple(
    fc.constantFrom(...TASK_STATES),
    fc.option(messageArb, { nil: undefined }),
    fc.oneof(
      fc.nat(100_000).map((tick) => ({ tick, time: undefined })),
      fc.constant({ tick: 0, time: null }),
      foreignTime,
    ),
  )
  .map(([state, message, { tick, time }]) =>
    withOptional<TaskStatus>({ state, timestamp: tick }, { message, time }),
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
  messageArb.map((message): StreamEvent => ({ kind: 'message', message })),
);
