// "Check the live card": what this card's agent serves now, against the workspace's card and the
// newest review's snapshot of it, field by field. The fetch and compare code loads on the press;
// the result lives in this component for as long as the card is shown.
import { useRef, useState } from 'react';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { FieldChanges } from '../../components/field-changes';
import type { AgentCard } from '../../core/card';
import type { DriftComparison, DriftRow } from '../../core/card-drift';
import { useWorkbenchApi } from '../../store';
import { driftLines, driftReferencesOf, statusText } from '../../store/drift/results';
import { Section } from './section';

const TONE: Readonly<Record<string, BadgeTone>> = {
  'in sync': 'success',
  drifted: 'warning',
  'signature changed': 'danger',
  unreachable: 'danger',
  'not reviewed': 'neutral',
};

function Against({
  what,
  card,
  comparison,
}: {
  readonly what: string;
  readonly card: string;
  readonly comparison: DriftComparison | undefined;
}) {
  const word = statusText(comparison);
  const lines = driftLines(comparison);
  return (
    <div className="cards-live-against">
      <p>
        Against {what}: <Badge tone={TONE[word] ?? 'neutral'}>{word}</Badge>
      </p>
      {lines.length > 0 && (
        <FieldChanges label={`${card}: the live card against ${what}`} lines={lines} />
      )}
    </div>
  );
}

export function LiveCardCheck({ card }: { readonly card: AgentCard }) {
  const store = useWorkbenchApi();
  const [row, setRow] = useState<DriftRow>();
  const [running, setRunning] = useState(false);
  const stop = useRef<AbortController | undefined>(undefined);
  const check = async () => {
    const controller = new AbortController();
    stop.current = controller;
    setRunning(true);
    try {
      const { checkCard } = await import('../../live/check-cards');
      const refs = driftReferencesOf(store.getState().workspace, [card]);
      const next = await checkCard(card, refs, {
        signal: controller.signal,
        origin: window.location.origin,
      });
      if (!controller.signal.aborted) setRow(next);
    } finally {
      stop.current = undefined;
      setRunning(false);
    }
  };
  return (
    <Section
      title="Live card"
      description="Is the card the agent serves now the one in the workspace, and the one reviewed?"
      actions={
        <>
          <Button size="sm" busy={running} onClick={() => void check()}>
            {running ? 'Checking…' : 'Check the live card'}
          </Button>
          {running && (
            <Button size="sm" variant="ghost" onClick={() => stop.current?.abort()}>
              Stop
            </Button>
          )}
        </>
      }
    >
      {row === undefined ? (
        <p className="cards-section-text">
          Fetches the card from {card.url || '(no URL)'} (a plain GET, no credentials).
        </p>
      ) : (
        <div role="status" className="cards-live-result">
          {row.error !== undefined ? (
            <p>
              <Badge tone="danger">unreachable</Badge> {row.error}
            </p>
          ) : (
            <>
              <p className="cards-section-text">Read from {row.readFrom}.</p>
              <Against what="the workspace" card={card.name} comparison={row.workspace} />
              <Against what={`the newest review`} card={card.name} comparison={row.review} />
            </>
          )}
        </div>
      )}
    </Section>
  );
}
