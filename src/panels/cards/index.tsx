// The Cards panel: the workspace's agent cards in a list, the shown card's editor beside the JSON
// it publishes, and a way to bring in a card from anywhere. The importer is loaded on first use.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/button';
import { Deferred } from '../../components/deferred';
import { useWorkbenchActions } from '../../store';
import { CardHeader } from './card-header';
import { CardEditor } from './card-editor';
import { PlusIcon } from '../../components/panel-icons';
import { PublishedJson } from './published-json';
import { CardList } from './card-list';
import { useShownCard } from './use-shown-card';
import './cards.css';
import './cards-editor.css';
import './cards-json.css';

const ImportDialog = lazy(() => import('./import-dialog'));

export default function CardsPanel() {
  const shown = useShownCard();
  const { addCard, selectCard } = useWorkbenchActions();
  const [importing, setImporting] = useState(false);
  return (
    <div className="cards-panel">
      <div className="cards-layout">
        <CardList shown={shown?.card.name} onImport={() => setImporting(true)} />
        {shown === undefined ? (
          <section className="cards-empty" aria-labelledby="cards-empty-title">
            <h2 id="cards-empty-title">No agent card to edit</h2>
            <p>
              An agent card says what an agent does, where it listens and how callers authenticate.
              Start from a blank card or import one you already publish.
            </p>
            <div className="cards-empty-actions">
              <Button
                variant="primary"
                icon={<PlusIcon />}
                onClick={() => {
                  const result = addCard();
                  if (result.ok) selectCard(result.value.cards.at(-1)?.name);
                }}
              >
                Add card
              </Button>
              <Button onClick={() => setImporting(true)}>Import card</Button>
            </div>
          </section>
        ) : (
          <div className="cards-work">
            <CardHeader card={shown.card} />
            <div className="cards-columns">
              {/* Keyed by place, not name: a rename keeps the form (and focus), another card resets it. */}
              <CardEditor key={shown.index} card={shown.card} index={shown.index} />
              {/* Below the editor on screens up to about 1,350 px wide, beside it past that: a render
                  later, but in the build's first view at once (on screen at 1440 px). */}
              <Deferred inBuiltView>
                <PublishedJson card={shown.card} index={shown.index} />
              </Deferred>
            </div>
          </div>
        )}
      </div>
      {importing && (
        <Suspense
          fallback={
            <p className="cards-hint" role="status">
              Loading the importer…
            </p>
          }
        >
          <ImportDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </div>
  );
}
