// Text that wraps only at its spaces. Browsers also break after a hyphen, so a time stamp or an id
// came apart mid-token ("2025-/01-/01T00:…", "msg-/2"); here each run without a space moves to the
// next line whole, and only a run wider than the whole line breaks inside.
//
// A run of Latin, Greek or Cyrillic letters, digits, underscores and quotes has no break
// opportunity of its own, so it is left as text inside the one wrapper, which lets a run wider
// than the line break (overflow-wrap); only runs with other characters get a box of their own. A
// value of a 5,000-part task, in prose or padding, drew 20,000 such boxes in one Envelopes column.
import './whole-words.css';

/**
 * Runs the browser never breaks inside but to fit the line: Latin, Greek and Cyrillic letters,
 * digits, underscores and quotes. Chinese, Japanese, Korean and Thai text breaks between its
 * letters, so such runs keep their box.
 */
const UNBROKEN = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}_"']*$/u;

/** `text` with each run of non-space characters kept on one line. */
export function WholeWords({ text }: { readonly text: string }) {
  return (
    <span className="whole-words">
      {text.split(/( +)/).map((part, index) =>
        index % 2 === 1 || part === '' || UNBROKEN.test(part) ? (
          part
        ) : (
          <span key={index} className="whole-word">
            {part}
          </span>
        ),
      )}
    </span>
  );
}
