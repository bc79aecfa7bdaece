import { describe, expect, it } from 'vitest';
import {
  artifactSchema,
  dataPart,
  messageSchema,
  messageText,
  partSchema,
  textPart,
} from '../../src/core/parts';

const messagesOf = (input: unknown): string[] => {
  const parsed = partSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('parts', () => {
  it.each([
    ['a text part', { kind: 'text', text: 'Screen Acme Trading FZE' }],
    ['an empty text part', { kind: 'text', text: '' }],
    ['a file part by uri', { kind: 'file', uri: 'https://bank.ae/r.pdf', mimeType: 'x/pdf' }],
    ['a file part by bytes', { kind: 'file', name: 'r.txt', bytes: 'aGVsbG8=' }],
    ['a data part', { kind: 'data', data: { matches: 1, list: 'SDN', nested: { a: [1, null] } } }],
    ['an empty data part', { kind: 'data', data: {} }],
  ])('accepts %s', (_label, input) => {
    expect(partSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    ['a text part without text', { kind: 'text' }, 'a text part needs text'],
    ['a text part whose text is not a string', { kind: 'text', text: 7 }, 'a text part needs text'],
    [
      'a file part with neither uri nor bytes',
      { kind: 'file', name: 'r.pdf' },
      'a file part needs a uri or base64 bytes (exactly one)',
    ],
    [
      'a file part with both uri and bytes',
      { kind: 'file', uri: 'https://x.example/r', bytes: 'aGVsbG8=' },
      'a file part needs a uri or base64 bytes (exactly one)',
    ],
  ])('refuses %s, saying why', (_label, input, message) => {
    expect(messagesOf(input)).toContain(message);
  });

  it.each([
    ['no data', { kind: 'data' }],
    ['data that is a string', { kind: 'data', data: 'matches=1' }],
    ['data that is an array', { kind: 'data', data: [1, 2] }],
    ['data that is null', { kind: 'data', data: null }],
    ['data holding a non-finite number', { kind: 'data', data: { score: Infinity } }],
  ])('refuses a data part with %s', (_label, input) => {
    expect(partSchema.safeParse(input).success).toBe(false);
  });

  it.each([
    ['no data', { kind: 'data' }],
    ['data that is a list', { kind: 'data', data: ['matches', 1] }],
    ['data that is text', { kind: 'data', data: 'matches=1' }],
  ])('says a data part needs a JSON object when it has %s', (_label, input) => {
    expect(messagesOf(input)).toEqual(['a data part needs a JSON object']);
  });

  it('says an empty file uri is not a uri', () => {
    expect(messagesOf({ kind: 'file', uri: '' })).toEqual([
      'a file part needs a uri or base64 bytes (exactly one)',
    ]);
  });

  it('refuses a file part whose bytes are not base64', () => {
    expect(partSchema.safeParse({ kind: 'file', bytes: 'not base64!' }).success).toBe(false);
  });

  it('refuses an unknown part kind', () => {
    expect(partSchema.safeParse({ kind: 'video', uri: 'https://x.example' }).success).toBe(false);
  });

  it('builds text and data parts that satisfy the schema', () => {
    expect(partSchema.parse(textPart('hi'))).toEqual({ kind: 'text', text: 'hi' });
    expect(partSchema.parse(dataPart({ matches: 1 }))).toEqual({
      kind: 'data',
      data: { matches: 1 },
    });
  });

  it('joins the non-empty text parts of a message with spaces, skipping other kinds', () => {
    const parts = [textPart('Screen'), dataPart({ a: 1 }), textPart(''), textPart('Acme')];
    expect(messageText({ parts })).toBe('Screen Acme');
  });

  it('requires a message to carry at least one part', () => {
    const parsed = messageSchema.safeParse({ messageId: 'msg-1', role: 'user', parts: [] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('a message needs at least one part');
  });

  it('accepts only user and agent as message roles', () => {
    const message = { messageId: 'msg-1', parts: [textPart('hi')] };
    expect(messageSchema.safeParse({ ...message, role: 'agent' }).success).toBe(true);
    expect(messageSchema.safeParse({ ...message, role: 'system' }).success).toBe(false);
  });

  it('requires an artifact to carry at least one part', () => {
    const parsed = artifactSchema.safeParse({ artifactId: 'art-1', name: 'report', parts: [] });
    expect(parsed.error?.issues[0]?.message).toBe('an artifact needs at least one part');
  });
});
