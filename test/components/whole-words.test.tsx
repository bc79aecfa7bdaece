// Which runs get a box of their own: those a browser could break inside (a hyphen, a slash, CJK).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WholeWords } from '../../src/components/whole-words';

const boxed = (text: string) => {
  const { container } = render(<WholeWords text={text} />);
  expect(container.textContent).toBe(text);
  return [...container.querySelectorAll('.whole-word')].map((w) => w.textContent);
};

describe('WholeWords', () => {
  it('boxes the runs that could break inside, and leaves plain words as text', () => {
    expect(boxed('msg-2 of PMT-771 "Tokyo" Ελλάδα Москва v1_2 a/b')).toEqual([
      'msg-2',
      'PMT-771',
      'a/b',
    ]);
  });

  it('boxes Chinese, Japanese and Thai runs, which break between their letters', () => {
    expect(boxed('東京都庁 ภาษาไทย abc')).toEqual(['東京都庁', 'ภาษาไทย']);
  });
});
