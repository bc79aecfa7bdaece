import { describe, expect, it } from 'vitest';
import type { DriftRun } from '../../../src/core/card-drift';
import { csvField, driftCsv, driftMarkdown } from '../../../src/store/drift/export';
import { readDriftRun } from '../../../src/store/drift/results';

const run: DriftRun = {
  checkedAt: '2026-12-03T10:00:00Z',
  reviewName: 'Q1 | sign-off',
  total: 3,
  rows: [
    {
      card: 'kyc',
      url: 'https://kyc.example/rpc',
      readFrom: 'https://kyc.example/.well-known/agent-card.json',
      workspace: { status: 'in-sync', changes: [] },
      review: {
        status: 'drifted',
        changes: [{ kind: 'version', path: '$.version', before: '1', after: '2' }],
      },
    },
    {
      card: '=HYPERLINK("http://evil.example","x")',
      url: 'http://a.example/, "quoted"',
      error: 'Could not reach http://a.example/\nsecond line',
      workspace: { status: 'unreachable', changes: [] },
    },
  ],
};

describe('the live-card table as CSV', () => {
  it('opens a cell a spreadsheet would run as a formula with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvField('a=1')).toBe('a=1');
    expect(csvField('-5')).toBe("'-5");
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
  });

  it('writes a header and a row per card, CRLF-terminated', () => {
    expect(driftCsv(run)).toBe(
      [
        'Card,URL,Against the workspace,Against the review,Changes',
        'kyc,https://kyc.example/rpc,in sync,drifted,version $.version',
        `"'=HYPERLINK(""http://evil.example"",""x"")","http://a.example/, ""quoted""",unreachable,not reviewed,"Could not reach http://a.example/\nsecond line"`,
        '',
      ].join('\r\n'),
    );
  });
});

describe('the live-card table as Markdown', () => {
  it('escapes pipes, folds line breaks and says when it was stopped', () => {
    expect(driftMarkdown(run)).toBe(
      [
        'Live cards checked at 2026-12-03T10:00:00Z against the workspace and review “Q1 \\| sign-off”: 3 cards, stopped after 2.',
        '',
        '| Card | URL | Against the workspace | Against the review | Changes |',
        '| --- | --- | --- | --- | --- |',
        '| kyc | https://kyc.example/rpc | in sync | drifted | version $.version |',
        '| =HYPERLINK("http://evil.example","x") | http://a.example/, "quoted" | unreachable | not reviewed | Could not reach http://a.example/ second line |',
        '',
      ].join('\n'),
    );
  });
});

describe('a run read back from a report', () => {
  it('reads what it wrote and refuses what is not a run', () => {
    expect(readDriftRun(JSON.parse(JSON.stringify(run)))).toEqual(JSON.parse(JSON.stringify(run)));
    expect(readDriftRun({ ...run, rows: [{ card: 1 }] })).toBeUndefined();
    expect(readDriftRun(JSON.parse('{"__proto__":{"x":1}}'))).toBeUndefined();
  });
});
