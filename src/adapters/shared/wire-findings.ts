// What the JSON-RPC decoders report about live traffic: one table of stable codes, each with a
// fixed severity, as the card importer does for cards. A decoder reads what it can, reports the
// rest here, and refuses a document only when nothing usable is left (an error finding).
import type { Severity } from '../import/findings';

export type { Severity };

export const WIRE_FINDING_CODES = {
  /** The body is not JSON, or not the JSON-RPC envelope at all. */
  INVALID_JSON: 'error',
  NOT_JSON_RPC: 'error',
  /** `jsonrpc` is not "2.0"; the envelope is read anyway. */
  JSON_RPC_VERSION: 'warning',
  /** Both result and error, or neither. */
  RESULT_AND_ERROR: 'error',
  /** A field the document cannot do without is missing or unusable. */
  MISSING_REQUIRED_FIELD: 'error',
  INVALID_VALUE: 'error',
  /** An optional field held a value of the wrong shape; it was left out. */
  FIELD_DROPPED: 'warning',
  /** One item of a list (a history message, an artifact, a part) could not be read; it was left out. */
  ITEM_DROPPED: 'warning',
  /** A state the lifecycle has no place for (0.3 "unknown", TASK_STATE_UNSPECIFIED). */
  UNKNOWN_STATE: 'error',
  UNKNOWN_METHOD: 'error',
  /** A reply or SSE frame whose `id` is not the request's (value and type): shown, not applied. */
  RPC_ID_MISMATCH: 'error',
  /** A result in the shape another method returns (a stream event answering message/send). */
  RESULT_FOR_OTHER_METHOD: 'error',
  /** A 0.3 status-update without its required `final`: read as its state implies, and applied. */
  FINAL_FIELD_MISSING: 'warning',
  /** A 0.3 `final` that is not a boolean: read as its state implies, and applied. */
  FINAL_FIELD_INVALID: 'warning',
  /** A field A2A defines that the timeline's task does not hold: kept as sent in the transcript. */
  FIELD_NOT_MODELLED: 'info',
  /** A field the version's schema does not define: kept as sent in the transcript. */
  FIELD_UNKNOWN: 'warning',
  /** Timestamps: kept as written; these say what the workbench could make of them. */
  TIMESTAMP_WITHOUT_ZONE: 'warning',
  TIMESTAMP_UNREADABLE: 'warning',
  /** An HTTP+JSON body that is a JSON-RPC envelope: that binding sends the bare result; not applied. */
  JSONRPC_ENVELOPE_ON_REST: 'error',
  /** An HTTP+JSON error body under a 2xx status: read as the error it names, never as a result. */
  ERROR_ON_SUCCESS_STATUS: 'error',
  /** A 1.0 error body whose `error.code` is not the HTTP status it came with. */
  ERROR_STATUS_MISMATCH: 'warning',
  /** An HTTP+JSON error body in neither version's error shape: kept as the HTTP status it came with. */
  ERROR_BODY_NOT_A2A: 'warning',
  /** A JSON-RPC error code neither JSON-RPC nor A2A defines; kept with its message. */
  SERVER_DEFINED_ERROR: 'info',
  /** A push config with a scheme other than Bearer: kept, but the workbench sends only Bearer. */
  PUSH_SCHEME_NOT_BEARER: 'warning',
  /**
   * A field the spec requires was missing; the document is read with the value the protocol's
   * own SDK gives it (ACP's acp-sdk defaults a Run's output to [] and its status to "created").
   */
  DEFAULTED_FIELD: 'warning',
} as const satisfies Record<string, Severity>;

export type WireFindingCode = keyof typeof WIRE_FINDING_CODES;

export interface WireFinding {
  /** Where, as a JSON path: `$.result.status.timestamp`; `$` is the whole document. */
  readonly path: string;
  readonly severity: Severity;
  readonly code: WireFindingCode;
  readonly message: string;
}

/** A finding with the severity its code carries. */
export const wireFinding = (code: WireFindingCode, path: string, message: string): WireFinding => ({
  path,
  severity: WIRE_FINDING_CODES[code],
  code,
  message,
});

/** What a decoder read: the value, or undefined when nothing usable was left, and its findings. */
export interface Read<T> {
  readonly value: T | undefined;
  readonly findings: readonly WireFinding[];
}

/** Past this many findings, the rest are counted in one summary finding. */
const MAX_FINDINGS = 100;

/** Collects findings while a document is read; a hostile document cannot make it grow unbounded. */
export class WireSink {
  private readonly kept: WireFinding[] = [];
  private dropped = 0;

  add(code: WireFindingCode, path: string, message: string): void {
    if (this.kept.length < MAX_FINDINGS) this.kept.push(wireFinding(code, path, message));
    else this.dropped += 1;
  }

  get findings(): readonly WireFinding[] {
    return this.dropped === 0
      ? [...this.kept]
      : [
          ...this.kept,
          wireFinding('ITEM_DROPPED', '$', `${this.dropped} more findings not listed.`),
        ];
  }

  /** True once an error was reported. */
  get failed(): boolean {
    return this.kept.some((f) => f.severity === 'error');
  }

  /** Nothing usable: the error findings say why. */
  refused<T>(): Read<T> {
    return { value: undefined, findings: this.findings };
  }

  read<T>(value: T | undefined): Read<T> {
    return { value: this.failed ? undefined : value, findings: this.findings };
  }
}
