// A file dropped on (or chosen for) the workspace Import that is not a workspace may be an agent
// card: say so, and offer to add it as a card. Loaded only when that happens, with the importer.
import { Button } from '../components/button';
import { importCard } from '../adapters/import/import-card';
import { edits, type WorkbenchStore } from '../store';
import { replaceRoute } from './router';
import type { Notify } from './use-notices';

function addCardFrom(
  store: WorkbenchStore,
  notify: Notify,
  dismiss: (key: string) => void,
  card: NonNullable<ReturnType<typeof importCard>['card']>,
  fileName: string,
) {
  const { workspace, actions } = store.getState();
  const name = edits.uniqueName(card.name, new Set(workspace.cards.map((c) => c.name)));
  const added = actions.addCard({ ...card, name });
  dismiss('import');
  if (!added.ok) {
    notify({ key: 'import', tone: 'error', title: added.error.message });
    return;
  }
  actions.selectCard(name);
  replaceRoute('cards');
  notify({
    key: 'workspace',
    tone: 'success',
    title: `Added the card “${name}” from ${fileName}.`,
    detail: 'Undo removes it again.',
  });
}

/** Offers `text` (from `fileName`) as a card when it reads as one; false when it does not. */
export function offerCard(
  text: string,
  fileName: string,
  store: WorkbenchStore,
  notify: Notify,
  dismiss: (key: string) => void,
): boolean {
  const read = importCard(text);
  const card = read.card;
  if (card === null) return false;
  notify({
    key: 'import',
    tone: 'info',
    title: `${fileName} is an agent card (A2A ${read.version}), not a workspace.`,
    stays: true,
    detail: (
      <div className="banner-actions">
        <Button
          size="sm"
          variant="primary"
          onClick={() => addCardFrom(store, notify, dismiss, card, fileName)}
        >
          Add “{card.name}” to the cards
        </Button>
        <span>
          {read.findings.length === 0
            ? 'The importer found nothing to report.'
            : `The importer noted ${read.findings.length} ${read.findings.length === 1 ? 'thing' : 'things'}; Import card in the Cards panel lists them.`}
        </span>
      </div>
    ),
  });
  return true;
}
