import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatJsonPath, isWithinPath, jsonLines, lineText } from '../../src/components/json-lines';
import { PathJson, type JsonTarget } from '../../src/components/path-json';

const DOC = {
  id: 't-1',
  status: { state: 'working', at: 3 },
  list: [1, { deep: [true, null] }],
  empty: {},
  'a/b': '"quoted"',
};

describe('JSON as lines with paths', () => {
  it('prints exactly what JSON.stringify prints with two-space indents', () => {
    const text = jsonLines(DOC).map(lineText).join('\n');
    expect(text).toBe(JSON.stringify(DOC, null, 2));
    expect(jsonLines('x').map(lineText)).toEqual(['"x"']);
  });

  it('gives each line the path of the value it belongs to', () => {
    const lines = jsonLines(DOC);
    const state = lines.find((l) => lineText(l).includes('"state"'));
    expect(state?.path).toEqual(['status', 'state']);
    const closing = lines.filter((l) => l.role === 'close').map((l) => formatJsonPath(l.path));
    expect(closing).toEqual(['$.status', '$.list[1].deep', '$.list[1]', '$.list', '$']);
  });

  it('leaves out undefined members as JSON.stringify does', () => {
    expect(jsonLines({ a: undefined, b: 1 }).map(lineText).join('\n')).toBe('{\n  "b": 1\n}');
  });

  it('writes paths the way JSONPath readers expect', () => {
    expect(formatJsonPath(['metadata', 'a/b', 0, 'x'])).toBe('$.metadata["a/b"][0].x');
    expect(isWithinPath(['a', 0, 'b'], ['a', 0])).toBe(true);
    expect(isWithinPath(['a'], ['a', 0])).toBe(false);
    expect(isWithinPath(['ab'], ['a'])).toBe(false);
  });
});

const TARGETS: JsonTarget[] = [
  { path: ['status', 'state'], id: 'state', label: 'the state' },
  { path: ['list'], id: 'list', label: 'the list' },
];

function Harness() {
  const [active, setActive] = useState<string | undefined>();
  return (
    <>
      <p>active: {active ?? 'none'}</p>
      <PathJson
        value={DOC}
        label="Example document"
        targets={TARGETS}
        active={active}
        onActivate={setActive}
        notes={[{ path: ['status'], content: <span>status note</span> }]}
      />
    </>
  );
}

const line = (path: string) => document.querySelector(`[data-path='${path}']`);

describe('PathJson', () => {
  it('makes the first line of each target a tab stop and lights up the target on focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(line('$.status.state'));
    expect(screen.getByText('active: state')).toBeInTheDocument();
    expect(line('$.status.state')).toHaveAttribute('data-highlighted', 'true');
    expect(line('$.id')).not.toHaveAttribute('data-highlighted');
    await user.tab();
    expect(screen.getByText('active: list')).toBeInTheDocument();
    // A container lights up whole, down to its closing bracket.
    expect(line('$.list[1].deep[0]')).toHaveAttribute('data-highlighted', 'true');
    await user.tab();
    expect(screen.getByText('active: none')).toBeInTheDocument();
  });

  it('lights up a target when any of its lines is hovered, and lets go on leaving', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const deep = line('$.list[1].deep[1]');
    if (deep === null) throw new Error('no line');
    await user.hover(deep);
    expect(screen.getByText('active: list')).toBeInTheDocument();
    await user.unhover(screen.getByRole('group', { name: 'Example document' }));
    expect(screen.getByText('active: none')).toBeInTheDocument();
  });

  it('reads the target to screen readers on its first line', () => {
    render(<Harness />);
    expect(line('$.status.state')).toHaveTextContent('"state": "working", (the state)');
  });

  it('shows a note after the last line of the value it is about', () => {
    render(<Harness />);
    const note = screen.getByText('status note');
    const closing = [...document.querySelectorAll("[data-path='$.status']")].at(-1);
    expect(closing?.nextElementSibling).toContainElement(note);
  });

  it('renders markup-looking strings as text', () => {
    render(<PathJson value={{ x: '<img src=x onerror=alert(1)>' }} label="Hostile" />);
    expect(document.querySelector('img')).toBeNull();
    // The string is one token, its words each kept whole: read it whole from its token.
    const string = screen.getByRole('group', { name: 'Hostile' }).querySelector('.json-string');
    expect(string?.textContent).toBe('"<img src=x onerror=alert(1)>"');
  });

  it('keeps each run between spaces whole, so a line breaks only between tokens and words', () => {
    render(
      <PathJson value={{ at: '2025-01-01T00:00:01.000Z', text: 'msg-2 of PMT-771' }} label="T" />,
    );
    const words = [...screen.getByRole('group', { name: 'T' }).querySelectorAll('.whole-word')].map(
      (w) => w.textContent,
    );
    expect(words).toContain('"2025-01-01T00:00:01.000Z"');
    expect(words).toEqual(expect.arrayContaining(['"msg-2', 'PMT-771"']));
    // A run of letters has nowhere to break but to fit the line: it needs no box of its own.
    expect(words).not.toContain('of');
    expect(line('$.text')).toHaveTextContent('"text": "msg-2 of PMT-771"');
    // Spaces are left between the kept runs, where the line may wrap.
    expect(words.every((w) => w !== null && !w.includes(' '))).toBe(true);
  });
});

describe('PathJson at size', () => {
  // 1,200 items of one member each: JSON.stringify's own line count is the whole document's.
  const big = { items: Array.from({ length: 1_200 }, (_, i) => ({ a: i })) };
  const total = JSON.stringify(big, null, 2).split('\n').length;
  const drawn = () => document.querySelectorAll('.path-json-line').length;

  it('draws the first 2,000 lines, counts the rest, and draws them all on request', async () => {
    expect(total).toBe(3_604);
    const user = userEvent.setup();
    render(<PathJson value={big} label="Big" />);
    expect(drawn()).toBe(2_000);
    expect(
      screen.getByText(
        '1,604 more lines not drawn, 3,604 in all; Copy and Download carry them all.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draw all lines of Big' }));
    expect(drawn()).toBe(3_604);
    expect(line('$.items[1199].a')).toHaveTextContent('"a": 1199');
    await user.click(screen.getByRole('button', { name: 'Draw the first lines of Big' }));
    expect(drawn()).toBe(2_000);
  });

  it('gives a line to the deepest target it lies in, and notes to the last line of their value', () => {
    const targets: JsonTarget[] = [
      { path: ['items'], id: 'items', label: 'the items' },
      { path: ['items', 3], id: 'fourth', label: 'the fourth item' },
      { path: ['items', 3, 'a'], id: 'fourth-a', label: 'its a' },
    ];
    render(
      <PathJson
        value={{ items: big.items.slice(0, 5) }}
        label="Small"
        targets={targets}
        active="fourth"
        notes={[{ path: ['items', 3], content: 'note on the fourth' }]}
      />,
    );
    // Lit: the fourth item's lines only (its opening, its member, its closing brace).
    const lit = [...document.querySelectorAll('[data-highlighted]')].map((l) =>
      l.getAttribute('data-path'),
    );
    expect(lit).toEqual(['$.items[3]', '$.items[3].a', '$.items[3]']);
    // Tab stops: the first line of each target.
    const stops = [...document.querySelectorAll('[tabindex="0"]')].map((l) =>
      l.getAttribute('data-path'),
    );
    expect(stops).toEqual(['$.items', '$.items[3]', '$.items[3].a']);
    // The note comes right after the fourth item's closing brace.
    const closing = [...document.querySelectorAll("[data-path='$.items[3]']")].at(-1);
    expect(closing?.nextElementSibling).toHaveTextContent('note on the fourth');
  });
});
