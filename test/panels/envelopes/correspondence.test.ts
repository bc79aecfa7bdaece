import { describe, expect, it } from 'vitest';
import { KERNEL_FIELDS } from '../../../src/adapters/shared/loss';
import {
  CORRESPONDENCE,
  correspondenceOf,
  partnersIn,
  resolvePattern,
  type KernelField,
  type WireDocument,
} from '../../../src/panels/envelopes/correspondence';
import { envelopesAt } from '../../../src/panels/envelopes/envelopes';
import { frameIndex, screenedStore, timelineOf } from './fixtures';

const CHAIN = 'delegation-workbench/delegationChain';
const KERNEL = 'delegation-workbench/kernel';

function completed(version: '0.3' | '1.0') {
  const store = screenedStore();
  const envelopes = envelopesAt(
    timelineOf(store),
    frameIndex(store, 'completed'),
    version,
    'stream',
  );
  if (envelopes === undefined) throw new Error('no task');
  return envelopes;
}

const pathsOf = (
  document: WireDocument,
  doc: Parameters<typeof partnersIn>[1],
  field: KernelField,
) =>
  partnersIn(document, doc)
    .filter((p) => p.field === field)
    .map((p) => p.path);

describe('the field correspondence table', () => {
  it('has one row per kernel field, in the kernel order', () => {
    expect(CORRESPONDENCE.map((c) => c.field)).toEqual(KERNEL_FIELDS);
  });

  it('pairs each A2A 0.3 field with its place in the task the engine encodes', () => {
    const { a2a } = completed('0.3');
    const at = (field: KernelField) => pathsOf('a2a-0.3', a2a.task, field);
    expect(at('taskId')).toEqual([['id']]);
    expect(at('contextId')).toEqual([['contextId']]);
    expect(at('state')).toEqual([['status', 'state']]);
    expect(at('inputText')).toEqual([['history', 0]]);
    expect(at('outputText')).toEqual([['artifacts', 0, 'parts', 0]]);
    expect(at('structured')).toEqual([['artifacts', 0, 'parts', 1]]);
    expect(at('delegationChain')).toEqual([['metadata', CHAIN]]);
    expect(at('artifacts')).toEqual([['artifacts']]);
  });

  it('pairs the same fields in A2A 1.0, whose parts have no kind and roles are enums', () => {
    const { a2a } = completed('1.0');
    const at = (field: KernelField) => pathsOf('a2a-1.0', a2a.task, field);
    expect(at('state')).toEqual([['status', 'state']]);
    expect(at('inputText')).toEqual([['history', 0]]);
    expect(at('outputText')).toEqual([['artifacts', 0, 'parts', 0]]);
    expect(at('structured')).toEqual([['artifacts', 0, 'parts', 1]]);
    expect(at('delegationChain')).toEqual([['metadata', CHAIN]]);
  });

  it('pairs ACP run fields and the metadata entries that carry what ACP cannot say', () => {
    const { acp } = completed('0.3');
    const at = (field: KernelField) => pathsOf('acp-run', acp.run, field);
    expect(at('state')).toEqual([['status']]);
    expect(at('taskId')).toEqual([['run_id'], ['metadata', KERNEL, 'taskId']]);
    expect(at('contextId')).toEqual([['session_id'], ['metadata', KERNEL, 'contextId']]);
    expect(at('inputText')).toEqual([['metadata', KERNEL, 'inputText']]);
    expect(at('outputText')).toEqual([['output', 0, 'parts', 0]]);
    expect(at('structured')).toEqual([['output', 0, 'parts', 1]]);
    expect(at('delegationChain')).toEqual([['metadata', KERNEL, 'delegationChain']]);
    expect(at('artifacts')).toEqual([['output'], ['metadata', KERNEL, 'artifacts']]);
  });

  it("pairs the input with the ACP create request's input and the context with its session", () => {
    const { acp } = completed('0.3');
    expect(pathsOf('acp-request', acp.request, 'inputText')).toEqual([['input']]);
    expect(pathsOf('acp-request', acp.request, 'contextId')).toEqual([['session_id']]);
    expect(pathsOf('acp-request', acp.request, 'state')).toEqual([]);
  });

  it('names each field in words', () => {
    expect(correspondenceOf('delegationChain').label).toBe('delegation chain');
  });
});

describe('resolving a path pattern', () => {
  const doc = {
    history: [
      { role: 'agent', n: 0 },
      { role: 'user', n: 1 },
      { role: 'user', n: 2 },
    ],
    parts: [{ text: 'a' }, { data: {} }, { text: 'b' }],
  };

  it('keeps only the first match when asked', () => {
    expect(resolvePattern(['history', { where: 'role', is: 'user', first: true }], doc)).toEqual([
      ['history', 1],
    ]);
  });

  it('keeps every element that has a key when no value is given', () => {
    expect(resolvePattern(['parts', { where: 'text' }], doc)).toEqual([
      ['parts', 0],
      ['parts', 2],
    ]);
  });

  it('walks every element of an array', () => {
    expect(resolvePattern(['history', { each: true }, 'n'], doc)).toHaveLength(3);
  });

  it('finds nothing where the document lacks the value', () => {
    expect(resolvePattern(['metadata', 'x'], doc)).toEqual([]);
    expect(resolvePattern(['history', 7], doc)).toEqual([]);
    expect(resolvePattern(['history', { each: true }], { history: 'not a list' })).toEqual([]);
  });

  it("never treats the prototype's members as values", () => {
    expect(resolvePattern(['constructor'], {})).toEqual([]);
    expect(resolvePattern(['toString'], { a: 1 })).toEqual([]);
  });
});
