// The report's HTML builder at the size a report can reach: 100 callers × 1,000 agents can flip
// 100,000 cells, each a table row, and a function call takes only so many arguments.
import { describe, expect, it } from 'vitest';
import { el, table, text } from '../../src/store/review/report/html';

describe('the report HTML builder', () => {
  it('builds a table of 250,000 rows', () => {
    const rows = Array.from({ length: 250_000 }, (_, i) => [text(`cell ${i}`), 'allow']);
    const html = table('Flipped', ['Cell', 'Change'], rows);
    expect(html.match(/<tr>/g)).toHaveLength(250_001);
    expect(html.endsWith('<tr><td>cell 249999</td><td>allow</td></tr></tbody></table>')).toBe(true);
  });

  it('takes children as strings and as lists, in order', () => {
    expect(el('ul', { class: 'plain' }, el('li', {}, 'a'), ['<li>b</li>', '<li>c</li>'], '')).toBe(
      '<ul class="plain"><li>a</li><li>b</li><li>c</li></ul>',
    );
  });
});
