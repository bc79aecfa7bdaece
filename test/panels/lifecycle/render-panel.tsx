import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LifecyclePanel from '../../../src/panels/lifecycle';
import { createWorkbenchStore, WorkbenchProvider, type WorkbenchStore } from '../../../src/store';

/** The lifecycle panel on a fresh bank-example store. */
export function renderPanel(store: WorkbenchStore = createWorkbenchStore()) {
  render(
    <WorkbenchProvider store={store}>
      <LifecyclePanel />
    </WorkbenchProvider>,
  );
  return { store, user: userEvent.setup() };
}

/** The event log's entries as "index label" strings. */
export const logEntries = () =>
  within(screen.getByRole('list', { name: 'Event log' }))
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');

/** The event log entry the cursor is on. */
export const currentEntry = () =>
  within(screen.getByRole('list', { name: 'Event log' }))
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'step');

/** The stepper's buttons (queried inside their group: the transcript holds many buttons). */
export const controls = () =>
  within(
    screen.getByRole('group', { name: 'Step through the events' }).parentElement ?? document.body,
  );

/** The setup form. */
export const setup = () => within(screen.getByRole('form', { name: 'Delegation setup' }));

/** The scenario presets. */
export const presets = () => within(screen.getByRole('group', { name: 'Scenarios' }));

/** The task section. */
export const task = () => within(screen.getByRole('region', { name: 'Task' }));
