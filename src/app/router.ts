// A hash router: `#/<panel>` picks the panel, `#/share/v1/…` opens a shared workspace. Hash routes
// work from any subpath the app is served under and need no server rewrite rules.
import { useSyncExternalStore } from 'react';

export type Route =
  | { readonly kind: 'panel'; readonly id: string }
  | { readonly kind: 'share'; readonly hash: string }
  | { readonly kind: 'home' }
  | { readonly kind: 'unknown'; readonly path: string };

/** Reads a location hash against the panel ids that exist. */
export function parseRoute(hash: string, panelIds: readonly string[]): Route {
  const path = hash.replace(/^#\/?/, '');
  if (path === '') return { kind: 'home' };
  if (path.startsWith('share/')) return { kind: 'share', hash };
  const id = path.split(/[/?]/)[0] ?? '';
  return panelIds.includes(id) ? { kind: 'panel', id } : { kind: 'unknown', path };
}

export const panelHref = (id: string): string => `#/${id}`;

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const currentHash = () => window.location.hash;

/** The current location hash, re-rendering on every change (links, back and forward). */
export const useHash = (): string => useSyncExternalStore(subscribe, currentHash, () => '');

/**
 * Replaces the current history entry with `#/<id>` (`#/` without one) (a redirect, so Back does not return to the
 * route being left) and tells the router.
 */
export function replaceRoute(id: string | undefined): void {
  const url = new URL(window.location.href);
  url.hash = panelHref(id ?? '');
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
