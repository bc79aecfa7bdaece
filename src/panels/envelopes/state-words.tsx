// The eight kernel states in each protocol's words, one row each: where ACP's statuses run out,
// kernel states share a word. The sentence above the table counts them from the mappings.
import { KERNEL_TO_ACP_STATUS } from '../../adapters/acp';
import { STATE_TO_V1 } from '../../adapters/a2a-v1';
import { Fragment, useId } from 'react';
import { KERNEL_STATES, KERNEL_TO_A2A_STATE } from '../../core/kernel';

/** A word that may break only after its underscores: `TASK_STATE_<wbr>INPUT_<wbr>REQUIRED`. */
function Word({ text }: { readonly text: string }) {
  const parts = text.split(/(?<=_)/);
  return (
    <code>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </code>
  );
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const inWords = (n: number) => NUMBER_WORDS[n] ?? String(n);

export function StateWords() {
  const id = useId();
  const acpWords = new Set(KERNEL_STATES.map((s) => KERNEL_TO_ACP_STATUS[s]));
  const sharing = [...acpWords].filter(
    (word) => KERNEL_STATES.filter((s) => KERNEL_TO_ACP_STATUS[s] === word).length > 1,
  );
  const shared = (state: (typeof KERNEL_STATES)[number]) =>
    sharing.includes(KERNEL_TO_ACP_STATUS[state]);
  return (
    <section className="envelopes-empty-card" aria-labelledby={id}>
      <h2 id={id}>How the state words line up</h2>
      <p className="muted">
        The kernel has {inWords(KERNEL_STATES.length)} states and A2A{' '}
        {inWords(KERNEL_STATES.length)}; ACP has {inWords(acpWords.size)} words for them, so{' '}
        {sharing.length === 1 ? 'one word is' : `${inWords(sharing.length)} words are`} shared by
        two kernel states ({sharing.map((w) => `“${w}”`).join(', ')}).
      </p>
      <table className="envelopes-states" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">A2A 0.3</th>
            <th scope="col">A2A 1.0</th>
            <th scope="col">Kernel</th>
            <th scope="col">ACP</th>
          </tr>
        </thead>
        <tbody>
          {KERNEL_STATES.map((state) => (
            <tr key={state}>
              <td>
                <Word text={KERNEL_TO_A2A_STATE[state]} />
              </td>
              <td>
                <Word text={STATE_TO_V1[KERNEL_TO_A2A_STATE[state]]} />
              </td>
              <th scope="row">
                <Word text={state} />
              </th>
              <td>
                <Word text={KERNEL_TO_ACP_STATUS[state]} />
                {shared(state) && <span className="envelopes-states-shared"> · shared</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
