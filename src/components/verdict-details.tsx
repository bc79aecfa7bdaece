// One verdict in full: the outcome, every denial with its reason, the caller context it was judged
// with and the delegation chain. Takes plain text only, so any panel can show any verdict with it.
import { useId, type ReactNode } from 'react';
import { Badge, type BadgeTone } from './badge';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';
import './verdict-details.css';

export type VerdictDetailsTone = 'allowed' | 'denied' | 'unreachable' | 'unknown';

export interface VerdictDetailsData {
  readonly tone: VerdictDetailsTone;
  readonly summary: string;
  readonly reasons: ReadonlyArray<{
    readonly code: string;
    readonly title: string;
    readonly reason: string;
  }>;
  readonly context: ReadonlyArray<{ readonly label: string; readonly value: string }>;
  /** Oldest first; the last entry is the agent being asked. */
  readonly chain: readonly string[];
}

const TONES: Record<VerdictDetailsTone, { badge: BadgeTone; icon: ReactNode }> = {
  allowed: { badge: 'success', icon: <CheckIcon size={12} /> },
  denied: { badge: 'danger', icon: <CloseIcon size={12} /> },
  unreachable: { badge: 'neutral', icon: <InfoIcon size={12} /> },
  unknown: { badge: 'warning', icon: <AlertIcon size={12} /> },
};

export interface VerdictDetailsProps {
  readonly data: VerdictDetailsData;
  /** The level of the section headings; the heading above this component is one higher. */
  readonly headingLevel?: 3 | 4;
}

export function VerdictDetails({ data, headingLevel = 3 }: VerdictDetailsProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const id = useId();
  const tone = TONES[data.tone];
  const last = data.chain.length - 1;
  return (
    <div className="verdict-details">
      <p className="verdict-details-summary">
        <Badge tone={tone.badge} icon={tone.icon}>
          {data.summary}
        </Badge>
      </p>
      {data.reasons.length > 0 && (
        <section className="verdict-details-section">
          <Heading id={`${id}-denials`}>Denials</Heading>
          <ul className="verdict-details-reasons" aria-labelledby={`${id}-denials`}>
            {data.reasons.map((r) => (
              <li key={r.code}>
                <Badge tone="danger" code>
                  {r.code}
                </Badge>
                <span className="verdict-details-title">{r.title}</span>
                <span className="verdict-details-reason">{r.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="verdict-details-section">
        <Heading>Evaluated with</Heading>
        <dl className="verdict-details-facts">
          {data.context.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="verdict-details-section">
        <Heading id={`${id}-chain`}>Chain</Heading>
        <ol className="verdict-details-chain" aria-labelledby={`${id}-chain`}>
          {data.chain.map((name, index) => (
            <li key={`${index}:${name}`} aria-current={index === last ? 'step' : undefined}>
              <span className="verdict-details-agent">{name}</span>
              {index === last && <span className="verdict-details-asked"> (asked)</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
