// Signature verdicts follow the workspace: the watcher (store/trust-sync.ts) loads after the first
// page, and jose only once a card is signed.
import { useEffect } from 'react';
import { useWorkbenchApi } from '../store';

export function useTrustWatch() {
  const store = useWorkbenchApi();
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void import('../store/trust-sync').then(({ watchTrust }) => {
      if (live) stop = watchTrust(store);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [store]);
}
