// How the user reaches a live agent: which of the card's interfaces, its endpoint and A2A version
// (the interface's own unless overridden) and the credentials. All of it lives in this component's memory only: it is never
// put in the store, so it is never saved, shared, exported or undone.
import { useState } from 'react';
import type { A2aVersion } from '../../../adapters/shared/rpc-codec';
import type { AgentCard } from '../../../core/card';
import type { LiveAuth } from '../../../live/call';
import {
  DEFAULT_LIVE_LIMITS,
  type LiveBinding,
  type LiveLimits,
} from '../../../store/live-session';
import { declaredVersion } from '../../../live/run-log';
import { liveInterfaces, type LiveInterface } from './live-interfaces';
import { useOAuthConfig, type OAuthConfig } from './use-oauth-config';

/** The behaviour choice that makes a delegation go to the real agent the card describes. */
export const LIVE_BEHAVIOUR_ID = 'live-agent';

/** The version a card declares: 1.x cards speak 1.0, anything else 0.3. */
const cardVersion = (card: AgentCard): A2aVersion => declaredVersion(card.protocolVersion);

export type AuthKind = LiveAuth['kind'];

export interface LiveConfig {
  /** The interface the next run calls: the one picked, else the first live mode can speak. */
  readonly liveInterface: (card: AgentCard) => LiveInterface | undefined;
  /** Picks the interface at `index` in the card's list, dropping the endpoint and version typed. */
  readonly pickInterface: (card: AgentCard, index: number) => void;
  readonly binding: (card: AgentCard) => LiveBinding;
  readonly endpoint: (card: AgentCard) => string;
  readonly version: (card: AgentCard) => A2aVersion;
  readonly setEndpoint: (card: AgentCard, endpoint: string) => void;
  /** Puts a card's endpoint and version back as they were (a sign-in's return). */
  readonly restore: (cardName: string, endpoint: string, version: A2aVersion) => void;
  readonly setVersion: (card: AgentCard, version: A2aVersion) => void;
  readonly authKind: AuthKind;
  readonly setAuthKind: (kind: AuthKind) => void;
  readonly secret: string;
  readonly setSecret: (secret: string) => void;
  readonly header: string;
  readonly setHeader: (header: string) => void;
  /** OAuth 2.0 from the card's scheme: its fields and the token it holds. */
  readonly oauth: OAuthConfig;
  /** The credentials for the next call. */
  readonly auth: LiveAuth;
  /** The caps of the next run, as typed (MiB and events). */
  readonly maxMiB: string;
  readonly setMaxMiB: (value: string) => void;
  readonly maxEvents: string;
  readonly setMaxEvents: (value: string) => void;
  /** The caps as numbers: a field left empty or invalid keeps its default. */
  readonly limits: LiveLimits;
}

const MIB = 1024 * 1024;

/** A run limit as typed, when it can be used: a number above zero (events: at least one). */
export const typedLimit = (text: string, whole: boolean): number | undefined => {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return undefined;
  const limit = whole ? Math.floor(value) : value;
  return limit > 0 ? limit : undefined;
};

/** `record` without `key`. */
const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

export function useLiveConfig(): LiveConfig {
  const [picks, setPicks] = useState<Readonly<Record<string, number>>>({});
  const [endpoints, setEndpoints] = useState<Readonly<Record<string, string>>>({});
  const [versions, setVersions] = useState<Readonly<Record<string, A2aVersion>>>({});
  const [authKind, setAuthKind] = useState<AuthKind>('none');
  const [secret, setSecret] = useState('');
  const [header, setHeader] = useState('X-API-Key');
  const [maxMiB, setMaxMiB] = useState(String(DEFAULT_LIVE_LIMITS.maxBytes / MIB));
  const [maxEvents, setMaxEvents] = useState(String(DEFAULT_LIVE_LIMITS.maxEvents));
  const oauth = useOAuthConfig();
  const auth: LiveAuth =
    authKind === 'oauth'
      ? oauth.tokens === undefined
        ? { kind: 'none' }
        : { kind: 'oauth', tokens: oauth.tokens }
      : authKind === 'bearer'
        ? { kind: 'bearer', token: secret }
        : authKind === 'api-key'
          ? { kind: 'api-key', header: header.trim() || 'X-API-Key', key: secret }
          : { kind: 'none' };
  const liveInterface = (card: AgentCard) => {
    const offered = liveInterfaces(card);
    return offered.find((i) => i.index === picks[card.name]) ?? offered[0];
  };
  return {
    liveInterface,
    pickInterface: (card, index) => {
      setPicks((all) => ({ ...all, [card.name]: index }));
      setEndpoints((all) => without(all, card.name));
      setVersions((all) => without(all, card.name));
    },
    binding: (card) => liveInterface(card)?.binding ?? 'JSONRPC',
    endpoint: (card) => endpoints[card.name] ?? liveInterface(card)?.url ?? card.url,
    version: (card) => versions[card.name] ?? liveInterface(card)?.version ?? cardVersion(card),
    setEndpoint: (card, endpoint) => setEndpoints((all) => ({ ...all, [card.name]: endpoint })),
    setVersion: (card, version) => setVersions((all) => ({ ...all, [card.name]: version })),
    restore: (cardName, endpoint, version) => {
      setEndpoints((all) => ({ ...all, [cardName]: endpoint }));
      setVersions((all) => ({ ...all, [cardName]: version }));
    },
    oauth,
    authKind,
    setAuthKind,
    secret,
    setSecret,
    header,
    setHeader,
    auth,
    maxMiB,
    setMaxMiB,
    maxEvents,
    setMaxEvents,
    limits: {
      maxBytes: Math.round((typedLimit(maxMiB, false) ?? DEFAULT_LIVE_LIMITS.maxBytes / MIB) * MIB),
      maxEvents: typedLimit(maxEvents, true) ?? DEFAULT_LIVE_LIMITS.maxEvents,
    },
  };
}
