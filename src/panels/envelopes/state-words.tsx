// The eight kernel states in each protocol's words, one row each: where ACP's five statuses run
// out, two kernel states share a word.
import { KERNEL_TO_ACP_STATUS } from '../../adapters/acp';
import { STATE_TO_V1 } from '../../adapters/a2a-v1';
import { useId } from 'react';
import { KERNEL_STATES, KERNEL_TO_A2A_STATE } from '../../core/kernel';

export function StateWords() {
  const id = useId();
  const shared = (state: (typeof KERNEL_STATES)[number]) =>
    KERNEL_STATES.filter((s) => KERNEL_TO_ACP_STATUS[s] === KERNEL_TO_ACP_STATUS[state]).length > 1;
  return (
    <section className="envelopes-empty-card" aria-labelledby={id}>
      <h2 id={id}>How the state words line up</h2>
      <p className="muted">
        The kernel has eight states and A2A eight; ACP has five words for them, so two pairs of
        kernel states share one.
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
                <code>{KERNEL_TO_A2A_STATE[state]}</code>
              </td>
              <td>
                <code>{STATE_TO_V1[KERNEL_TO_A2A_STATE[state]]}</code>
              </td>
              <th scope="row">
                <code>{state}</code>
              </th>
              <td>
                <code>{KERNEL_TO_ACP_STATUS[state]}</code>
                {shared(state) && <span className="envelopes-states-shared"> · shared</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
