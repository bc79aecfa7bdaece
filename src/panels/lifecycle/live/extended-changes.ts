// What the extended card changes in the workspace's card, as the importer reads both: field by
// field, without the platform's own metadata (no agent sends it) and without the published JSON
// text each keeps (a text, not a field of the card: listing it would show every reply as a change).
// The card taken in keeps the extended card's own published JSON, which its signatures cover.
import type { AgentCard } from '../../../core/card';
import { fieldChanges, type FieldChange } from '../../../core/field-diff';

export interface ExtendedChanges {
  /** The card the workspace would hold: the extended card, under the card's name and platform. */
  readonly taken: AgentCard;
  /** Its fields that differ from the workspace's card. */
  readonly fields: readonly FieldChange[];
  /** True when the JSON it was published as differs from the workspace card's. */
  readonly publishedDiffers: boolean;
}

/** The card as the importer reads it from the wire: no platform metadata, no kept JSON text. */
const asRead = ({ platform: _platform, published: _published, ...card }: AgentCard) => card;

/** `extended`, the importer's reading of the extended card, against the workspace's `card`. */
export function extendedChanges(card: AgentCard, extended: AgentCard): ExtendedChanges {
  const taken: AgentCard = { ...extended, name: card.name, platform: card.platform };
  return {
    taken,
    fields: fieldChanges(asRead(card), asRead(taken)),
    publishedDiffers: taken.published !== card.published,
  };
}
