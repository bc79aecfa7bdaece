// The app's resolved theme, read from <html data-theme> (the shell owns it), so React Flow's own
// colours follow the same light or dark choice as the rest of the page.
import { useSyncExternalStore } from 'react';

export type DocumentTheme = 'light' | 'dark';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const read = (): DocumentTheme =>
  document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';

export const useDocumentTheme = (): DocumentTheme => useSyncExternalStore(subscribe, read, read);
