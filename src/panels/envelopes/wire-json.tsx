// A wire document with its kernel partners marked (hover or focus one to light up the same field
// in the other forms) and its losses said beside the values that lose.
import { useMemo } from 'react';
import type { JsonObject } from '../../core/json';
import type { LossEntry } from '../../adapters/shared/loss';
import { PathJson, type JsonNote, type JsonTarget } from '../../components/path-json';
import { partnersIn, type KernelField, type WireDocument } from './correspondence';
import { anchorLosses } from './loss-anchors';
import { LossNote } from './loss-note';

export interface WireJsonProps {
  readonly document: WireDocument;
  readonly doc: JsonObject;
  /** The document's accessible name. */
  readonly label: string;
  /** The form named in loss notes ("ACP"). */
  readonly form: string;
  readonly loss?: readonly LossEntry[];
  readonly active: KernelField | undefined;
  readonly onActivate: (field: KernelField | undefined) => void;
}

export function WireJson({
  document,
  doc,
  label,
  form,
  loss = [],
  active,
  onActivate,
}: WireJsonProps) {
  const targets = useMemo<JsonTarget[]>(
    () =>
      partnersIn(document, doc).map(({ field, label: what, path }) => ({
        path,
        id: field,
        label: `the ${what}, kernel field ${field}`,
      })),
    [document, doc],
  );
  const notes = useMemo<JsonNote[]>(
    () =>
      anchorLosses(document, doc, loss).map(({ entry, path }) => ({
        path,
        content: <LossNote entry={entry} form={form} />,
      })),
    [document, doc, loss, form],
  );
  return (
    <PathJson
      value={doc}
      label={label}
      targets={targets}
      notes={notes}
      active={active}
      onActivate={(id) => onActivate(id as KernelField | undefined)}
    />
  );
}
