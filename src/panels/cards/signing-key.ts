// The author's signing key, held in this module's memory for the page's life: never in the store,
// so no autosave, export, share link or undo step can carry it. Gone on reload, or when the author
// forgets it; a private key leaves only through the author's own download.
import type { SigningKey } from '../../adapters/signature/sign';

let held: SigningKey | undefined;

/** The key the author made or imported this session, if any. */
export const heldKey = (): SigningKey | undefined => held;

/** Holds `key` (undefined forgets it). */
export function holdKey(key: SigningKey | undefined): void {
  held = key;
}
