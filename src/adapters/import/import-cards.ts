// Importing many agent cards at once: several documents (files or pasted text), each holding one
// card, a JSON array of cards, or an object listing them (`{"agents": [...]}`). Every card gets its
// own findings, a problem in one never stops the others, and a summary counts what would be added,
// migrated and rejected, naming duplicates. The cards panel and `card check` both use this.
import type { AgentCard } from '../../core/card';
import { createFindingSink, type Finding, type FindingCode } from './findings';
import {
  importCardValue,
  readDocument,
  unreadable,
  unreadableImport,
  type CardImport,
  type ImportOptions,
} from './import-card';
import { decodeBytes, type ReadBytesError } from './read-bytes';
import { MAX_DOCUMENT_BYTES } from './text-position';
import { publishedAt } from './published-at';
import { childPath } from './json-path';
import { isObject } from './read-fields';
import type { SafeJson } from './safe-json';

/** One document to import: where it came from (a file name) and its text, or why it has none. */
export type CardSource =
  | { readonly name: string; readonly text: string }
  | { readonly name: string; readonly error: ReadBytesError };

/** A file's bytes as a source, decoded by the one decoder every input path shares. */
export function sourceFromBytes(name: string, bytes: Uint8Array): CardSource {
  const text = decodeBytes(bytes, MAX_DOCUMENT_BYTES);
  return text.ok ? { name, text: text.value } : { name, error: text.error };
}

/** Keys under which a listing object may hold its cards, in the order they are looked for. */
const LISTING_KEYS = ['agents', 'cards', 'agentCards', 'items'] as const;

/** More cards than this in one import are refused: no workspace needs them, and a tab would stall. */
const MAX_CARDS_PER_IMPORT = 2000;

export type DocumentShape = 'card' | 'array' | 'listing' | 'unreadable';

/** Why a readable card is not added. */
export type Duplicate =
  | { readonly of: 'workspace' }
  | { readonly of: 'import'; readonly source: string; readonly at: string };

export interface ImportedCard extends CardImport {
  /** The document the card came from. */
  readonly source: string;
  /** Where in that document: `$` for a single card, `$[2]` or `$.agents[2]` in a list. */
  readonly at: string;
  /** Set when the card is readable but its name is taken; such a card is not added. */
  readonly duplicate?: Duplicate;
}

export interface ImportedDocument {
  readonly source: string;
  readonly shape: DocumentShape;
  /** How many cards the document held. */
  readonly count: number;
  /** Notes about a list or listing itself, not about any one card in it. */
  readonly findings: readonly Finding[];
}

export interface ImportSummary {
  /** Cards that would be added: valid or migrated, with a name not yet taken. */
  readonly added: number;
  /** Of those added, how many the importer had to migrate. */
  readonly migrated: number;
  readonly rejected: number;
  /** Names of readable cards left out because the name was already taken. */
  readonly duplicates: readonly string[];
}

export interface CardsImport {
  readonly documents: readonly ImportedDocument[];
  /** Every card found, in document order; rejected ones included. */
  readonly cards: readonly ImportedCard[];
  /** The cards to add, in order. */
  readonly additions: readonly AgentCard[];
  readonly summary: ImportSummary;
}

export interface CardsImportOptions extends ImportOptions {
  /** Names already in the workspace: a card with one of them is a duplicate. */
  readonly existing?: Iterable<string>;
}

/** One finding with the severity its code carries. */
function finding(code: FindingCode, path: string, message: string): Finding {
  const sink = createFindingSink();
  sink.add(code, path, message);
  const [only] = sink.findings;
  if (only === undefined) throw new Error('a finding sink lost a finding');
  return only;
}

/** `path` (relative to a card, `$` = the card) as a path in the document, the card being at `at`. */
const absolute = (path: string, at: string) => (path === '$' ? at : `${at}${path.slice(1)}`);
/** `path` (in the document) relative to the card at `at`; undefined when it is not inside it. */
function relative(path: string, at: string): string | undefined {
  if (path === at) return '$';
  const rest = path.slice(at.length);
  return path.startsWith(at) && (rest.startsWith('.') || rest.startsWith('['))
    ? `$${rest}`
    : undefined;
}

const located = (result: CardImport, source: string, at: string): ImportedCard => {
  if (at === '$') return { ...result, source, at };
  const move = (text: string) => {
    const colon = text.indexOf(': ');
    return colon < 0 ? text : `${absolute(text.slice(0, colon), at)}${text.slice(colon)}`;
  };
  return {
    ...result,
    source,
    at,
    findings: result.findings.map((f) => ({ ...f, path: absolute(f.path, at) })),
    changes: result.changes.map(move),
    reasons: result.reasons.map(move),
  };
};

interface Split {
  readonly shape: Exclude<DocumentShape, 'unreadable'>;
  /** Each card with its path in the document. */
  readonly items: ReadonlyArray<{ readonly value: SafeJson; readonly at: string }>;
  /** Notes about the document itself (not about any one card). */
  readonly notes: readonly Finding[];
}

/** The cards a document holds: itself, its elements, or the elements of its listing key. */
function split(value: SafeJson): Split {
  const each = (items: readonly SafeJson[], at: string) =>
    items.map((item, i) => ({ value: item, at: childPath(at, i) }));
  if (Array.isArray(value)) return { shape: 'array', items: each(value, '$'), notes: [] };
  if (isObject(value) && typeof value.name !== 'string') {
    const key = LISTING_KEYS.find((k) => Object.hasOwn(value, k) && Array.isArray(value[k]));
    const list = key === undefined ? undefined : value[key];
    if (key !== undefined && Array.isArray(list)) {
      const others = Object.keys(value).filter((k) => k !== key);
      const notes =
        others.length === 0
          ? []
          : [
              finding(
                'UNKNOWN_FIELD',
                '$',
                `The listing's other fields (${others.join(', ')}) were not read; its cards are under ${key}.`,
              ),
            ];
      return { shape: 'listing', items: each(list, childPath('$', key)), notes };
    }
  }
  return { shape: 'card', items: [{ value, at: '$' }], notes: [] };
}

function importDocument(source: CardSource, options: ImportOptions) {
  if ('error' in source) {
    return {
      shape: 'unreadable' as const,
      results: [located(unreadableImport(source.error), source.name, '$')],
      notes: [],
    };
  }
  const doc = readDocument(source.text);
  if (doc.value === undefined) {
    return {
      shape: 'unreadable' as const,
      results: [located(unreadable(doc.findings), source.name, '$')],
      notes: [],
    };
  }
  const { shape, items, notes } = split(doc.value);
  const claimed = (path: string) => items.some(({ at }) => relative(path, at) !== undefined);
  const loose = [...doc.findings.filter((f) => !claimed(f.path)), ...notes];
  // An error outside every card (a duplicated listing key, say) makes the whole document suspect.
  if (shape !== 'card' && loose.some((f) => f.severity === 'error')) {
    return {
      shape: 'unreadable' as const,
      results: [located(unreadable(loose), source.name, '$')],
      notes: [],
    };
  }
  if (items.length === 0) {
    const empty = finding('NOT_AN_OBJECT', '$', `The ${shape} holds no agent cards.`);
    return {
      shape: 'unreadable' as const,
      results: [located(unreadable([...loose, empty]), source.name, '$')],
      notes: [],
    };
  }
  const results = items.map(({ value, at }) => {
    const own = doc.findings.flatMap((f) => {
      const path = relative(f.path, at);
      return path === undefined ? [] : [{ ...f, path }];
    });
    // A single card keeps the document's own notes (a byte-order mark); a list's stay with it.
    const carried = shape === 'card' ? [...loose, ...own] : own;
    const published = publishedAt(source.text, at);
    return located(importCardValue(value, carried, { ...options, published }), source.name, at);
  });
  return { shape, results, notes: shape === 'card' ? [] : loose };
}

/**
 * Imports every card in `sources`. Readable cards whose name is free are the additions; a card
 * named like one in `existing` or earlier in this import is a duplicate and is not added.
 * @example importCards([{ name: 'cards.json', text }], { existing: ['kyc-refresh-agent'] })
 */
export function importCards(
  sources: readonly CardSource[],
  options: CardsImportOptions = {},
): CardsImport {
  const { existing = [], ...cardOptions } = options;
  const taken = new Map<string, Duplicate>([...existing].map((n) => [n, { of: 'workspace' }]));
  const documents: ImportedDocument[] = [];
  const cards: ImportedCard[] = [];
  const additions: AgentCard[] = [];
  const duplicates: string[] = [];
  let [migrated, rejected] = [0, 0];
  for (const source of sources) {
    const { shape, results, notes } = importDocument(source, cardOptions);
    documents.push({
      source: source.name,
      shape,
      count: shape === 'unreadable' ? 0 : results.length,
      findings: notes,
    });
    for (const result of results) {
      if (cards.length >= MAX_CARDS_PER_IMPORT) {
        const over = finding(
          'DOCUMENT_TOO_LARGE',
          '$',
          `One import takes at most ${MAX_CARDS_PER_IMPORT} cards; this one was not read.`,
        );
        cards.push(located(unreadable([over]), source.name, result.at));
        rejected += 1;
        continue;
      }
      const card = result.card;
      if (card === null) {
        rejected += 1;
        cards.push(result);
        continue;
      }
      const clash = taken.get(card.name);
      if (clash !== undefined) {
        duplicates.push(card.name);
        cards.push({ ...result, duplicate: clash });
        continue;
      }
      taken.set(card.name, { of: 'import', source: source.name, at: result.at });
      additions.push(card);
      if (result.verdict === 'migrated') migrated += 1;
      cards.push(result);
    }
  }
  return {
    documents,
    cards,
    additions,
    summary: { added: additions.length, migrated, rejected, duplicates },
  };
}

/** The summary in one sentence: "3 cards to add (1 migrated), 1 rejected; duplicates: a, b". */
export function describeSummary(summary: ImportSummary): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = [
    `${plural(summary.added, 'card')} to add${summary.migrated > 0 ? ` (${summary.migrated} migrated)` : ''}`,
    `${summary.rejected} rejected`,
  ];
  if (summary.duplicates.length > 0) {
    parts.push(
      `${plural(summary.duplicates.length, 'duplicate')} left out: ${summary.duplicates.join(', ')}`,
    );
  }
  return parts.join('; ');
}
