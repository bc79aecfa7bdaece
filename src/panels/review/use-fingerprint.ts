// A fingerprint computed off the render path: SHA-256 is asynchronous in the browser, so the
// value arrives a moment after the content changes, and a stale answer is never shown.
import { useEffect, useState } from 'react';
import { fingerprintWorkspace, type Reviewable } from '../../store/review/content';

export type FingerprintState =
  | { readonly status: 'pending' }
  | { readonly status: 'ready'; readonly value: string }
  | { readonly status: 'failed'; readonly message: string };

const PENDING: FingerprintState = { status: 'pending' };

/** The fingerprint of `content`, recomputed whenever it changes. */
export function useFingerprint(content: Reviewable | undefined): FingerprintState {
  const [state, setState] = useState<{ of: Reviewable | undefined; value: FingerprintState }>({
    of: undefined,
    value: PENDING,
  });
  useEffect(() => {
    if (content === undefined) return undefined;
    let current = true;
    void fingerprintWorkspace(content).then((result) => {
      if (!current) return;
      setState({
        of: content,
        value: result.ok
          ? { status: 'ready', value: result.value }
          : { status: 'failed', message: result.error.message },
      });
    });
    return () => {
      current = false;
    };
  }, [content]);
  return state.of === content ? state.value : PENDING;
}

/** `sha256:1a2b3c4d…` for tight spaces; the full value goes in a title or a copy button. */
export const shortFingerprint = (fingerprint: string): string =>
  `${fingerprint.slice(0, 'sha256:'.length + 12)}…`;
