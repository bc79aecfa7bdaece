// A mark for what changed against a baseline or by the last edit: a glyph and words, in a hue no
// verdict uses, so "newly denied" reads beside a red DENY without being mistaken for it.
import type { ReactNode } from 'react';
import './change-mark.css';

export type ChangeGlyph = 'changed' | 'added' | 'removed';

const GLYPHS: Record<ChangeGlyph, string> = { changed: 'Δ', added: '+', removed: '−' };

export interface ChangeMarkProps {
  readonly glyph?: ChangeGlyph;
  /** A longer explanation for the tooltip (the words shown must stand on their own). */
  readonly title?: string;
  readonly children: ReactNode;
}

export function ChangeMark({ glyph = 'changed', title, children }: ChangeMarkProps) {
  return (
    <span className="change-mark" title={title}>
      <span className="change-mark-glyph" aria-hidden="true">
        {GLYPHS[glyph]}
      </span>
      <span>{children}</span>
    </span>
  );
}
