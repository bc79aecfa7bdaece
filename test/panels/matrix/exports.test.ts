import { describe, expect, it } from 'vitest';
import { makeCard } from '../../../src/core/card';
import { DEFAULT_POLICY } from '../../../src/core/policy';
import {
  csvField,
  describeFilter,
  markdownText,
  matrixCsv,
  matrixMarkdown,
  type MatrixExport,
} from '../../../src/panels/matrix/exports';
import { NO_FILTER, policyMatrix } from '../../../src/store/matrix';

const card = (name: string, tenants: string[]) =>
  makeCard({
    name,
    description: '',
    url: '',
    version: '1',
    platform: { owner: 'o', tenants, maxDataClassification: 'restricted' },
  });
const caller = (agentId: string) => ({
  agentId,
  tenant: 'wholesale',
  userId: 'u',
  scopes: [],
  dataClassification: 'internal' as const,
  delegationChain: [],
});

const matrix = policyMatrix(
  [caller('desk'), caller('=cmd|x')],
  [card('a, "quoted"', []), card('retail|only', ['retail'])],
  DEFAULT_POLICY,
);
const data: MatrixExport = {
  workspace: 'Bank, "East"',
  policy: DEFAULT_POLICY,
  filter: NO_FILTER,
  matrix,
  rows: 'callers',
};

/** A minimal RFC 4180 reader, to check the CSV reads back as written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else {
      field += ch;
    }
  }
  return rows;
}

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('guards a formula behind leading whitespace or written in fullwidth forms', () => {
    expect(csvField(' =1+1')).toBe("' =1+1");
    expect(csvField('\u00a0=1+1')).toBe("'\u00a0=1+1");
    expect(csvField('\u3000@cmd')).toBe("'\u3000@cmd");
    expect(csvField('\n=1+1')).toBe('"\'\n=1+1"');
    expect(csvField('\uff1d1+1')).toBe("'\uff1d1+1");
    expect(csvField('\uff0bSUM(A1)')).toBe("'\uff0bSUM(A1)");
    expect(csvField(' \uff20cmd')).toBe("' \uff20cmd");
    expect(csvField(' plain words')).toBe(' plain words');
    expect(csvField('\uff21=1')).toBe('\uff21=1');
  });

  it('starts with the header row, then the grid with every code, then the policy it used', () => {
    expect(parseCsv(matrixCsv(data))).toEqual([
      ['Caller \\ Agent', 'a, "quoted"', 'retail|only'],
      ['desk', 'allowed', 'denied: TENANT_NOT_PERMITTED'],
      ["'=cmd|x", 'allowed', 'denied: TENANT_NOT_PERMITTED'],
      [''],
      ['# Workspace', 'Bank, "East"'],
      ['# Policy', 'max depth 4; accepts oauth2, mutualTLS; no scope required'],
      ['# Filter', 'none'],
    ]);
  });

  it('turns the grid round when agents are the rows', () => {
    const rows = parseCsv(matrixCsv({ ...data, rows: 'agents' })).slice(0, 3);
    expect(rows).toEqual([
      ['Agent \\ Caller', 'desk', "'=cmd|x"],
      ['a, "quoted"', 'allowed', 'allowed'],
      ['retail|only', 'denied: TENANT_NOT_PERMITTED', 'denied: TENANT_NOT_PERMITTED'],
    ]);
  });

  it('names the filter it was computed under', () => {
    expect(
      describeFilter({ tenant: 'retail', classification: 'internal', verdict: 'denied' }),
    ).toBe('tenant retail; classification internal; verdict denied');
  });
});

describe('Markdown export', () => {
  it('escapes table pipes, markup and line breaks', () => {
    expect(markdownText('a|b')).toBe('a\\|b');
    expect(markdownText('*x* _y_ `z` <b> [l](u)')).toBe(
      '\\*x\\* \\_y\\_ \\`z\\` \\<b\\> \\[l\\](u)',
    );
    expect(markdownText('one\ntwo')).toBe('one two');
    expect(markdownText('back\\slash')).toBe('back\\\\slash');
  });

  it('states the workspace and policy, draws the grid and explains the codes', () => {
    const md = matrixMarkdown(data);
    const lines = md.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '# Policy matrix: Bank, "East"',
      '',
      '- Policy: max depth 4; accepts oauth2, mutualTLS; no scope required',
      '- Filter: none',
      '- Cells: 2 allowed, 2 denied',
    ]);
    expect(lines).toContain('| Caller \\\\ Agent | a, "quoted" | retail\\|only |');
    expect(lines).toContain('| --- | --- | --- |');
    expect(lines).toContain('| =cmd\\|x | ✓ allowed | ✕ TEN |');
    expect(lines).toContain('- TEN: `TENANT_NOT_PERMITTED` (Tenant not served)');
    // Every table row has the same number of cells despite the pipes in the names.
    const table = lines.filter((l) => l.startsWith('| '));
    const cells = table.map((l) => l.split(/(?<!\\)\|/).length);
    expect(new Set(cells).size).toBe(1);
  });

  it('says so when the filter leaves nothing', () => {
    const empty = policyMatrix([], [], DEFAULT_POLICY);
    expect(matrixMarkdown({ ...data, matrix: empty })).toContain(
      'No callers or agents match the filter.',
    );
  });
});
