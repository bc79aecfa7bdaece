// Text that wraps only at its spaces. Browsers also break after a hyphen, so a time stamp or an id
// came apart mid-token ("2025-/01-/01T00:…", "msg-/2"); here each run without a space moves to the
// next line whole, and only a run wider than the whole line breaks inside.
import './whole-words.css';

/** `text` with each run of non-space characters kept on one line. */
export function WholeWords({ text }: { readonly text: string }) {
  return text.split(/( +)/).map((part, index) =>
    index % 2 === 1 || part === '' ? (
      part
    ) : (
      <span key={index} className="whole-word">
        {part}
      </span>
    ),
  );
}
