// The workbench's namespaced metadata keys. Each wire form has a free-form metadata object; the
// workbench writes only under these keys, so it never collides with anyone else's entries.
import { setData } from '../../core/json';

/**
 * Kernel fields a wire form cannot carry in its own words, as `{ field: kernelValue }`. Written
 * only when the loss report is not empty; read back over what the wire form's own fields say.
 */
export const KERNEL_METADATA_KEY = 'delegation-workbench/kernel';

/** The engine task's delegation chain (oldest first); A2A's Task has no field for it. */
export const DELEGATION_CHAIN_METADATA_KEY = 'delegation-workbench/delegationChain';

/** Where a metadata entry is, as a loss report names it: `metadata["delegation-workbench/kernel"]`. */
export const metadataPath = (key: string): string => `metadata[${JSON.stringify(key)}]`;

const WORKBENCH_PREFIX = 'delegation-workbench/';

/** `metadata` without the workbench's entries: what a reader that does not know them uses. */
export function withoutWorkbenchEntries<M extends Record<string, unknown>>(metadata: M): M {
  const out = {} as Record<string, unknown>;
  for (const key of Object.keys(metadata)) {
    if (!key.startsWith(WORKBENCH_PREFIX)) {
      setData(out, key, metadata[key]);
    }
  }
  return out as M;
}
