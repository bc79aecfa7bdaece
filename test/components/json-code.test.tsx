import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JsonCode } from '../../src/components/json-code';
import { foldRanges, tokenizeJson } from '../../src/components/json-tokens';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

describe('json tokenizer', () => {
  it('tells keys from string values and keeps an SSE prefix as plain text', () => {
    const [line] = tokenizeJson(
      'data: {"state": "working", "final": false, "n": -1.5e3, "x": null}',
    );
    const kinds = (line ?? []).filter((t) => t.kind !== 'space').map((t) => `${t.kind}:${t.text}`);
    expect(kinds).toEqual([
      'text:data',
      'punct::',
      'punct:{',
      'key:"state"',
      'punct::',
      'string:"working"',
      'punct:,',
      'key:"final"',
      'punct::',
      'boolean:false',
      'punct:,',
      'key:"n"',
      'punct::',
      'number:-1.5e3',
      'punct:,',
      'key:"x"',
      'punct::',
      'null:null',
      'punct:}',
    ]);
  });

  it('keeps escaped quotes and brackets inside strings', () => {
    const [line] = tokenizeJson('"a \\"{quoted}\\" [b]"');
    expect(line).toEqual([{ kind: 'string', text: '"a \\"{quoted}\\" [b]"' }]);
    expect(foldRanges(tokenizeJson(pretty({ s: '{ not a bracket' })))).toEqual([
      { start: 0, end: 2, depth: 0 },
    ]);
  });

  it('finds every multi-line bracket pair with its depth', () => {
    const lines = tokenizeJson(pretty({ a: { b: [1, 2] }, c: [] }));
    expect(foldRanges(lines)).toEqual([
      { start: 0, end: 8, depth: 0 },
      { start: 1, end: 6, depth: 1 },
      { start: 2, end: 5, depth: 2 },
    ]);
  });
});

describe('JsonCode', () => {
  it('renders tokens as text, never as markup', () => {
    render(<JsonCode text={pretty({ html: '<img src=x onerror=alert(1)>' })} label="payload" />);
    const block = screen.getByRole('group', { name: 'payload' });
    expect(block).toHaveTextContent('"<img src=x onerror=alert(1)>"');
    expect(block.querySelector('img')).toBeNull();
  });

  it('folds an object to one line and unfolds it', async () => {
    const user = userEvent.setup();
    render(<JsonCode text={pretty({ task: { id: 't-1', state: 'working' } })} label="task" />);
    const block = screen.getByRole('group', { name: 'task' });
    const toggle = within(block).getByRole('button', { name: 'Collapse lines 2–5' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(block).toHaveTextContent('"task": { … 2 lines }');
    expect(block).not.toHaveTextContent('t-1');
    await user.click(within(block).getByRole('button', { name: 'Expand lines 2–5' }));
    expect(block).toHaveTextContent('t-1');
  });

  it('starts with deep objects folded when asked', () => {
    render(<JsonCode text={pretty({ a: { b: { c: 1 } } })} label="deep" collapseDepth={2} />);
    const block = screen.getByRole('group', { name: 'deep' });
    expect(block).toHaveTextContent('"b": { … 1 line }');
  });
});

describe('JsonCode keepOpen', () => {
  it('never folds away a kept key, however deep, and folds the rest', () => {
    const text = JSON.stringify(
      { result: { task: { id: 't', status: { state: 'TASK_STATE_WORKING' }, history: [1] } } },
      null,
      2,
    );
    render(
      <>
        <JsonCode text={text} label="kept" collapseDepth={2} keepOpen={['state']} />
        <JsonCode text={text} label="plain" collapseDepth={2} />
      </>,
    );
    expect(screen.getByLabelText('kept')).toHaveTextContent('"state": "TASK_STATE_WORKING"');
    expect(screen.getByLabelText('plain')).not.toHaveTextContent('TASK_STATE_WORKING');
  });
});
