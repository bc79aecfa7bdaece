// What the importer reports about a card: one table of stable codes, each with a fixed severity,
// so the UI, the CLI and tests match on codes rather than on message wording.

/** error rejects the card; warning is worth a look (and may say what was repaired); info is a note. */
export type Severity = 'error' | 'warning' | 'info';

export const FINDING_CODES = {
  // The document as text.
  FILE_UNREADABLE: 'error',
  INVALID_ENCODING: 'error',
  DOCUMENT_TOO_LARGE: 'error',
  BYTE_ORDER_MARK: 'warning',
  INVALID_JSON: 'error',
  NESTING_TOO_DEEP: 'error',
  DANGEROUS_KEY: 'error',
  DUPLICATE_KEY: 'error',
  NON_FINITE_NUMBER: 'error',
  CONTROL_CHARACTER: 'warning',
  LONE_SURROGATE: 'error',
  NOT_AN_OBJECT: 'error',
  // Shape of the card.
  MISSING_REQUIRED_FIELD: 'error',
  WRONG_TYPE: 'error',
  INVALID_OPTIONAL_FIELD: 'warning',
  FIELD_DEFAULTED: 'warning',
  UNKNOWN_FIELD: 'info',
  FIELD_NOT_KEPT: 'info',
  HYBRID_CONFLICT: 'info',
  SCHEMA_VIOLATION: 'error',
  // Versions, endpoints and media types.
  MISSING_PROTOCOL_VERSION: 'warning',
  UNRECOGNIZED_PROTOCOL_VERSION: 'warning',
  UNSUPPORTED_TRANSPORT: 'error',
  TRANSPORT_SUBSTITUTED: 'warning',
  UNKNOWN_BINDING: 'info',
  INTERFACE_NOT_KEPT: 'warning',
  MEDIA_TYPE_SHORTHAND: 'warning',
  RELATIVE_URL: 'warning',
  UNRESOLVED_URL: 'error',
  NON_HTTP_URL: 'error',
  INVALID_URL: 'error',
  URL_CONTROL_CHARACTER: 'error',
  URL_USERINFO: 'warning',
  MIXED_SCRIPT_HOST: 'warning',
  INTERFACE_FROM_URL: 'warning',
  BASE_URL_INVALID: 'warning',
  // Skills and provider.
  SKILL_WITHOUT_TAGS: 'warning',
  PROVIDER_NAME: 'warning',
  // Security.
  LEGACY_AUTHENTICATION: 'warning',
  CREDENTIALS_IGNORED: 'warning',
  SCHEME_NAME_LIST: 'warning',
  UNKNOWN_SCHEME_NAME: 'warning',
  INVALID_SECURITY_SCHEME: 'error',
  UNDECLARED_SCHEME: 'warning',
  NO_SECURITY_SCHEMES: 'info',
  // Platform metadata.
  PLATFORM_FIELD_IGNORED: 'warning',
  PLATFORM_DEFAULTED: 'info',
} as const satisfies Record<string, Severity>;

export type FindingCode = keyof typeof FINDING_CODES;

export interface Finding {
  /** Where in the document, as a JSON path: `$.skills[0].tags`. `$` is the whole document. */
  readonly path: string;
  readonly severity: Severity;
  readonly code: FindingCode;
  readonly message: string;
  /** What the importer changed to repair this, when it changed anything. */
  readonly change?: string;
}

/** A finding with the severity its code carries. */
function finding(code: FindingCode, path: string, message: string, change?: string): Finding {
  const base = { path, severity: FINDING_CODES[code], code, message };
  return change === undefined ? base : { ...base, change };
}

/** Past this many findings of one code, the rest are counted in one summary finding. */
const MAX_FINDINGS_PER_CODE = 50;

/** Collects findings while a document is read; readers add to it rather than throwing. */
export interface FindingSink {
  add(code: FindingCode, path: string, message: string, change?: string): void;
  /** The findings so far, with a summary for each code that passed the limit. */
  readonly findings: readonly Finding[];
}

/** An empty sink. A hostile document cannot make it grow past a bounded size. */
export function createFindingSink(): FindingSink {
  const kept: Finding[] = [];
  const counts = new Map<FindingCode, number>();
  return {
    add(code, path, message, change) {
      const count = (counts.get(code) ?? 0) + 1;
      counts.set(code, count);
      if (count <= MAX_FINDINGS_PER_CODE) kept.push(finding(code, path, message, change));
    },
    get findings() {
      const summaries = [...counts]
        .filter(([, count]) => count > MAX_FINDINGS_PER_CODE)
        .map(([code, count]) =>
          finding(code, '$', `${count - MAX_FINDINGS_PER_CODE} more ${code} findings not listed.`),
        );
      return [...kept, ...summaries];
    },
  };
}
