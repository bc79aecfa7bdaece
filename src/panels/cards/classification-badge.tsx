// The highest data classification a card may receive, as a badge; the level is written out, so
// the colour is never the only cue.
import { Badge, type BadgeTone } from '../../components/badge';
import type { Classification } from '../../core/classification';

const TONES: Record<Classification, BadgeTone> = {
  public: 'success',
  internal: 'info',
  confidential: 'warning',
  restricted: 'danger',
};

export function ClassificationBadge({ level }: { readonly level: Classification }) {
  return (
    <Badge tone={TONES[level]} className="cards-level">
      {level}
    </Badge>
  );
}
