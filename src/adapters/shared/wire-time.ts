// Status timestamps as real agents write them. The workbench's own are WIRE_EPOCH + tick seconds
// and come back as ticks alone; any other timestamp is kept exactly as written (so a task
// re-encoded says what the agent said, to the digit), and a missing one stays missing.
import { tickToIso, WIRE_EPOCH_ISO } from './time';
import type { WireSink } from './wire-findings';

/** RFC 3339 / ISO 8601 date-time, with an optional fraction of any length and an optional zone. */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?([Zz]|[+-]\d{2}:\d{2})?$/;

const EPOCH_MS = Date.parse(WIRE_EPOCH_ISO);

/** What a wire status's timestamp becomes in the core: a tick, and the text when it is not ours. */
export interface ReadTime {
  readonly tick: number;
  /** As written on the wire; null when the wire had none; absent when it is the tick's own. */
  readonly time?: string | null;
}

/**
 * Reads a status timestamp. A timestamp without a zone is read as UTC (never the machine's own
 * zone) and reported; one that is not a date-time is kept as written and reported.
 */
export function readWireTime(written: string | undefined, path: string, sink: WireSink): ReadTime {
  if (written === undefined) return { tick: 0, time: null };
  const match = DATE_TIME.exec(written);
  if (match === null) {
    sink.add(
      'TIMESTAMP_UNREADABLE',
      path,
      `${JSON.stringify(written)} is not an RFC 3339 date-time; kept as written`,
    );
    return { tick: 0, time: written };
  }
  const zone = match[8];
  if (zone === undefined) {
    sink.add(
      'TIMESTAMP_WITHOUT_ZONE',
      path,
      `${JSON.stringify(written)} names no time zone; read as UTC`,
    );
  }
  const ms = instantMs(written);
  if (ms === undefined) {
    sink.add(
      'TIMESTAMP_UNREADABLE',
      path,
      `${JSON.stringify(written)} is not a real instant; kept as written`,
    );
    return { tick: 0, time: written };
  }
  const tick = Math.max(0, Math.floor((ms - EPOCH_MS) / 1000));
  return tickToIso(tick) === written ? { tick } : { tick, time: written };
}

/**
 * The instant (ms since 1970, UTC) an RFC 3339 timestamp names, its zone applied (none read as
 * UTC); undefined for text that is not one.
 * @example instantMs('2026-01-01T10:00:00+02:00') === instantMs('2026-01-01T08:00:00Z') // true
 */
export function instantMs(written: string): number | undefined {
  const match = DATE_TIME.exec(written);
  if (match === null) return undefined;
  const [, y, mo, d, h, mi, s, fraction = '', zone] = match;
  const offset = zone === undefined || /^[Zz]$/.test(zone) ? 0 : zoneMinutes(zone);
  const ms =
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) +
    Math.trunc(Number(`0.${fraction || '0'}`) * 1000) -
    offset * 60_000;
  return Number.isFinite(ms) ? ms : undefined;
}

const zoneMinutes = (zone: string): number => {
  const sign = zone.startsWith('-') ? -1 : 1;
  const [hours = '0', minutes = '0'] = zone.slice(1).split(':');
  return sign * (Number(hours) * 60 + Number(minutes));
};

/** The timestamp a status is written with: as the agent wrote it, none, or the tick's own. */
export const writeWireTime = (status: { timestamp: number; time?: string | null | undefined }) =>
  status.time === null ? undefined : (status.time ?? tickToIso(status.timestamp));
