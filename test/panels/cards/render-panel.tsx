// Renders the cards panel around a fresh store (or the one given), with a user-event session.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CardsPanel from '../../../src/panels/cards';
import { createWorkbenchStore, WorkbenchProvider, type WorkbenchStore } from '../../../src/store';

export function renderPanel(store: WorkbenchStore = createWorkbenchStore()) {
  render(
    <WorkbenchProvider store={store}>
      <CardsPanel />
    </WorkbenchProvider>,
  );
  return { store, user: userEvent.setup() };
}

/** The workspace card named `name`. */
export const cardNamed = (store: WorkbenchStore, name: string) =>
  store.getState().workspace.cards.find((c) => c.name === name);
