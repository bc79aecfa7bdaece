// What the chosen A2A version cannot publish of this card. Those parts stay in the card (editing
// the JSON keeps them); only the published form goes without.
import { InfoIcon } from '../../components/icons';
import type { Loss, WireVersion } from './wire';

export function LossNote({
  version,
  losses,
}: {
  readonly version: WireVersion;
  readonly losses: readonly Loss[];
}) {
  return (
    <div className="cards-loss">
      <p className="cards-loss-title">
        <InfoIcon /> A2A {version} cannot carry{' '}
        {losses.length === 1 ? 'one part' : `${losses.length} parts`} of this card
      </p>
      <ul className="cards-problems">
        {losses.map((loss) => (
          <li key={loss.path}>
            <code className="cards-path">{loss.path}</code> {loss.reason}
          </li>
        ))}
      </ul>
      <p className="cards-hint">
        They stay in the card; editing this JSON leaves them as they are.
      </p>
    </div>
  );
}
