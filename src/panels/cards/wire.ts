// The published forms of a card, one codec per A2A version, each from its adapter. 0.3 is the
// default and ships with the panel; 1.0 is loaded the first time someone asks for it.
import type { AgentCard } from '../../core/card';
import type { Result } from '../../core/result';
import { cardLossV03, decodeCard, encodeCard } from '../../adapters/a2a-v0_3';
import type { WireError } from '../../adapters/shared/issues';
import type { WireVersion } from '../../store';
import { keepInterfaceVersions, keepWhat1_0Drops } from './keep-unpublishable';

export type { WireVersion } from '../../store';

export const WIRE_VERSIONS: readonly WireVersion[] = ['0.3', '1.0'];

/** A part of the card this version cannot carry, at its path in the card. */
export interface Loss {
  readonly path: string;
  readonly reason: string;
}

export interface Codec {
  readonly version: WireVersion;
  /** "A2A 0.3" */
  readonly label: string;
  readonly encode: (card: AgentCard) => unknown;
  /**
   * Reads published JSON back over `current`: the platform metadata comes from `current` (it is
   * never published), and so does anything this version cannot carry.
   */
  readonly decode: (json: unknown, current: AgentCard) => Result<AgentCard, WireError>;
  /** What of `card` this version cannot publish. */
  readonly losses: (card: AgentCard) => readonly Loss[];
}

export const V0_3: Codec = {
  version: '0.3',
  label: 'A2A 0.3',
  encode: encodeCard,
  decode: (json, current) => {
    const decoded = decodeCard(json, current.platform);
    return decoded.ok
      ? { ok: true, value: keepInterfaceVersions(decoded.value, current) }
      : decoded;
  },
  losses: cardLossV03,
};

const loaders: Record<WireVersion, () => Promise<Codec>> = {
  '0.3': () => Promise.resolve(V0_3),
  '1.0': () =>
    import('../../adapters/a2a-v1').then((v1): Codec => ({
      version: '1.0',
      label: 'A2A 1.0',
      encode: v1.encodeCard,
      decode: (json, current) => {
        const decoded = v1.decodeCard(json, current.platform);
        return decoded.ok ? { ok: true, value: keepWhat1_0Drops(decoded.value, current) } : decoded;
      },
      losses: v1.cardLossV1,
    })),
};

const loading = new Map<WireVersion, Promise<Codec>>();

/** The codec for `version`, loaded once. */
export function loadCodec(version: WireVersion): Promise<Codec> {
  let codec = loading.get(version);
  if (codec === undefined) {
    codec = loaders[version]();
    // A failed chunk download may be retried later.
    codec.catch(() => loading.delete(version));
    loading.set(version, codec);
  }
  return codec;
}

/** The file name a published card downloads as: `kyc-refresh-agent.a2a-0.3.json`. */
export function publishedFileName(card: AgentCard, version: WireVersion): string {
  const base = card.name.replace(/[^\w.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '') || 'agent-card';
  return `${base}.a2a-${version}.json`;
}

/** The card as published JSON text, two-space indented. */
export const publishedText = (codec: Codec, card: AgentCard) =>
  JSON.stringify(codec.encode(card), null, 2);
