// A text value that may be very long (an agent's output streamed in thousands of parts: 1.25 MB in
// one string), shown by its first characters with a button for the rest. Laying out the whole of
// such a string in three Envelopes columns held the page for seconds; Copy and Download still
// carry every character.
import { useState } from 'react';
import { Button } from './button';
import { count } from './counts';
import { WholeWords } from './whole-words';

/** Characters shown before the rest wait for the button. */
const TEXT_SHOWN = 2_000;

/** Where to cut `text` near `at` without splitting a surrogate pair. */
const cutAt = (text: string, at: number): number => {
  const code = text.charCodeAt(at - 1);
  return code >= 0xd800 && code <= 0xdbff ? at - 1 : at;
};

export function CappedText({ text }: { readonly text: string }) {
  const [all, setAll] = useState(false);
  if (text.length <= TEXT_SHOWN) return <WholeWords text={text} />;
  const cut = cutAt(text, TEXT_SHOWN);
  return (
    <>
      <WholeWords text={all ? text : `${text.slice(0, cut)}…`} />{' '}
      <Button size="sm" className="capped-text-toggle" onClick={() => setAll(!all)}>
        {all ? 'Show less' : `Show ${count(text.length - cut)} more characters`}
      </Button>
    </>
  );
}
