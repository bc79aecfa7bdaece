// The workbench's namespaced metadata keys. Each wire form has a free-form metadata object; the
// workbench writes only under these keys, so it never collides with anyone else's entries.

/**
 * Kernel fields a wire form cannot carry in its own words, as `{ field: kernelValue }`. Written
 * only when the loss report is not empty; read back over what the wire form's own fields say.
 */
export const KERNEL_METADATA_KEY = 'delegation-workbench/kernel';

/** The engine task's delegation chain (oldest first); A2A's Task has no field for it. */
export const DELEGATION_CHAIN_METADATA_KEY = 'delegation-workbench/delegationChain';
