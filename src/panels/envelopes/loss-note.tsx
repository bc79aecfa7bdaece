// A loss, said where it happens: which kernel field the wire form cannot say in its own words,
// why, what a plain reader gets instead (unless the reason already says), and where the adapter
// carries the kernel's value.
import type { LossEntry } from '../../adapters/shared/loss';
import { compactJson } from './compact-json';

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

export function LossNote({ entry, form }: { readonly entry: LossEntry; readonly form: string }) {
  const saysReadBack = entry.reason.includes(JSON.stringify(entry.readBack));
  return (
    <div className="envelopes-loss" role="note" aria-label={`${form} loses ${entry.field}`}>
      <p className="envelopes-loss-title">
        <span className="envelopes-loss-tag">Lost in {form}</span> <code>{entry.field}</code>
      </p>
      <p>
        {sentence(entry.reason)}
        {!saysReadBack && (
          <>
            {' '}
            A plain reader gets <code>{compactJson(entry.readBack)}</code>.
          </>
        )}
      </p>
      <p className="envelopes-loss-detail">
        Kept in <code>{entry.carriedIn}</code>
      </p>
    </div>
  );
}
