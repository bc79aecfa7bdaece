// Where each loss is shown: beside the value in the wire document that says the field badly
// (ACP's status for awaiting_auth, its run_id for the task id), or, when the document has no such
// value at all (ACP's run never repeats the input), beside the metadata entry that carries it.
import type { JsonLineValue, JsonPathSegments } from '../../components/json-lines';
import type { LossEntry } from '../../adapters/shared/loss';
import { correspondenceOf, resolvePattern, type WireDocument } from './correspondence';

export interface AnchoredLoss {
  readonly entry: LossEntry;
  readonly path: JsonPathSegments;
}

const isMetadata = (path: JsonPathSegments) => path[0] === 'metadata';

/** Each loss entry with the path in `doc` it belongs beside; entries with no place are dropped. */
export function anchorLosses(
  document: WireDocument,
  doc: JsonLineValue,
  loss: readonly LossEntry[],
): AnchoredLoss[] {
  return loss.flatMap((entry) => {
    const paths = correspondenceOf(entry.field).paths[document].flatMap((p) =>
      resolvePattern(p, doc),
    );
    const own = paths.find((p) => !isMetadata(p));
    const path = own ?? paths[0];
    return path === undefined ? [] : [{ entry, path }];
  });
}
