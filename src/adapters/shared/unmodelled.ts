// Nothing dropped without a word: the fields of a live reply that the timeline's task does not
// hold, each reported with its JSON path. A field the version defines but the core does not model
// (metadata, extensions, referenceTaskIds, a part's metadata) is FIELD_NOT_MODELLED; a field the
// version does not define at all is FIELD_UNKNOWN. Both stay as sent in the transcript's raw body.
import { jsonPath } from './issues';
import { withoutWorkbenchEntries } from './metadata-keys';
import type { WireSink } from './wire-findings';

type Path = readonly PropertyKey[];

/** What the core makes of a field: held, not held, a metadata object, or an object or list to walk. */
export type FieldRule = 'held' | 'not-held' | 'metadata' | Shape | { readonly each: Shape };

/** The fields a version defines for one wire object, each with its rule. */
export interface Shape {
  readonly [field: string]: FieldRule;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEach = (rule: FieldRule): rule is { readonly each: Shape } =>
  typeof rule === 'object' && Object.hasOwn(rule, 'each') && Object.keys(rule).length === 1;

/**
 * Reports into `sink` every field of `json` (a wire object of `shape`) that the core does not
 * hold, recursing into the objects and lists the shape names, after the reader has read it. The workbench's own metadata
 * entries are read (the delegation chain) or carried (the kernel entry), so they are not reported.
 * @example reportUnmodelled({ id: 't', extensions: ['x'] }, { id: 'held', extensions: 'not-held' }, sink, ['result'], '1.0') // FIELD_NOT_MODELLED at $.result.extensions
 */
export function reportUnmodelled(
  json: unknown,
  shape: Shape,
  sink: WireSink,
  at: Path,
  version: string,
  // Paths the reader already reported (a field dropped for its shape): said once is enough.
  said: ReadonlySet<string> = new Set(sink.findings.map((f) => f.path)),
): void {
  if (!isObject(json)) return;
  for (const field of Object.keys(json)) {
    const here = [...at, field];
    const rule = Object.hasOwn(shape, field) ? shape[field] : undefined;
    const value = json[field];
    if (said.has(jsonPath(here))) continue;
    if (rule === undefined) {
      sink.add(
        'FIELD_UNKNOWN',
        jsonPath(here),
        `A2A ${version} defines no field ${JSON.stringify(field)} here; kept as sent in the transcript`,
      );
    } else if (rule === 'not-held') {
      sink.add(
        'FIELD_NOT_MODELLED',
        jsonPath(here),
        `the timeline's task does not hold ${field}; kept as sent in the transcript`,
      );
    } else if (rule === 'metadata') {
      if (!isObject(value)) continue;
      for (const key of Object.keys(withoutWorkbenchEntries(value))) {
        sink.add(
          'FIELD_NOT_MODELLED',
          jsonPath([...here, key]),
          `the timeline's task does not hold metadata; kept as sent in the transcript`,
        );
      }
    } else if (rule === 'held') {
      continue;
    } else if (isEach(rule)) {
      if (Array.isArray(value)) {
        value.forEach((item, i) =>
          reportUnmodelled(item, rule.each, sink, [...here, i], version, said),
        );
      }
    } else {
      reportUnmodelled(value, rule, sink, here, version, said);
    }
  }
}
