// Before any delegation is recorded: what the panel will show, and one click to record the bank's
// streamed screening (or a link to set one up in Lifecycle).
import { useId } from 'react';
import { Button } from '../../components/button';
import { PlayIcon } from '../../components/panel-icons';
import { useWorkbench, useWorkbenchApi } from '../../store';
import { screeningProblem, startScreening } from './screening';
import { StateWords } from './state-words';

export function EmptyState() {
  const id = useId();
  const store = useWorkbenchApi();
  const problem = useWorkbench((s) => screeningProblem(s.workspace));
  const error = useWorkbench((s) => s.session.error);
  return (
    <div className="envelopes-empty">
      <section className="envelopes-empty-card" aria-labelledby={id}>
        <h2 id={id}>No delegation recorded yet</h2>
        <p>
          This panel shows one delegated task three ways side by side: as A2A JSON, as the
          kernel&apos;s own task, and as an ACP run, at any step of a recorded delegation. Matching
          fields light up together, and each translation says what it loses and where it keeps it.
        </p>
        <p className="muted">
          The recording is shared with the Lifecycle panel: stepping in either moves both.
        </p>
        <div className="envelopes-empty-actions">
          <Button
            variant="primary"
            icon={<PlayIcon />}
            disabled={problem !== undefined}
            onClick={() => startScreening(store)}
          >
            Start the streamed screening
          </Button>
          <a className="btn btn-secondary" href="#/lifecycle">
            Set up a delegation in Lifecycle
          </a>
        </div>
        {problem !== undefined && <p className="muted">{problem}</p>}
        {error !== undefined && (
          <p className="envelopes-error" role="alert">
            {error.message}
          </p>
        )}
      </section>
      <StateWords />
    </div>
  );
}
