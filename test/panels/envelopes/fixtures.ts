// The bank's streamed screening recorded on a fresh store, for the envelopes tests.
import { createWorkbenchStore, type WorkbenchStore } from '../../../src/store';
import { startScreening } from '../../../src/panels/envelopes/screening';
import { sessionActionsOf } from '../../../src/store/session-actions';

/** A store whose session holds the streamed screening, run to completion. */
export function screenedStore(): WorkbenchStore {
  const store = createWorkbenchStore();
  const started = startScreening(store);
  if (!started.ok) throw new Error(started.error.message);
  const ran = sessionActionsOf(store).runToEnd();
  if (!ran.ok) throw new Error(ran.error.message);
  return store;
}

/** The recorded timeline of `store`'s session. */
export function timelineOf(store: WorkbenchStore) {
  const run = store.getState().session.run;
  if (run === undefined) throw new Error('no session');
  return run.timeline;
}

/** The frame index whose label is `label`. */
export function frameIndex(store: WorkbenchStore, label: string): number {
  const index = timelineOf(store).frames.findIndex((f) => f.label === label);
  if (index < 0) throw new Error(`no frame labelled ${label}`);
  return index;
}
