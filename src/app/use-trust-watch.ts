// Signature verdicts follow the workspace: the watchers (store/trust-sync.ts for the panels,
// store/review/trust-watch.ts for each side of a comparison) load after the first page, and jose
// only once a card is signed.
import { useEffect } from 'react';
import { useWorkbenchApi } from '../store';

export function useTrustWatch() {
  const store = useWorkbenchApi();
  useEffect(() => {
    let live = true;
    const stops: Array<() => void> = [];
    void import('../store/trust-sync').then(({ watchTrust }) => {
      if (live) stops.push(watchTrust(store));
    });
    void import('../store/review/trust-watch').then(({ watchContentTrust }) => {
      if (live) stops.push(watchContentTrust(store));
    });
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, [store]);
}
