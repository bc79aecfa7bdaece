// The marks that tell the boot whether to take over the view the build drew into index.html
// (scripts/build/prerender.ts), shared by the build steps that write them and the app that reads
// them.

/**
 * On `<html>`, set by boot.js before the body is parsed: `built` when this visit shows what the
 * build drew (a new visitor at the home panel), `drawn` when the app draws its own view, and
 * `redrawn` when React had to draw the built view again (start.tsx).
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/** On `#root` while it holds the view the build drew. */
export const BUILT_VIEW_ATTRIBUTE = 'data-built-view';

/** What every key the app keeps in localStorage starts with (store/persistence.ts, app/theme.ts). */
export const STORAGE_PREFIX = 'delegation-workbench';
