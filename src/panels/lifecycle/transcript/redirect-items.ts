// A live call that met a redirect, in the transcript: each redirect as far as the transport could
// see it, the status line and Location (Node), or only that one came back (a browser hides both).
// None was followed; the finding says what the page could and could not see.
import type { LiveCallLog } from '../../../live/run-log';

/** A transcript item (entries.ts's TranscriptItem, which imports this module) for one redirect. */
interface RedirectItem {
  readonly key: string;
  readonly dir: 'error';
  readonly title: string;
  readonly display: string;
  readonly copy: string;
  readonly head: string;
}

/** The items to show after the request of `call`, keyed after the request's `key`. */
export function redirectItems(call: LiveCallLog, key: string): RedirectItem[] {
  const failure = call.failure;
  return (failure?.redirects ?? []).map((hop, n) => {
    const head =
      hop.status === undefined
        ? 'Opaque redirect: the browser hides its status and its Location'
        : [
            `HTTP ${hop.status}${hop.statusText ? ` ${hop.statusText}` : ''}`,
            ...(hop.to === undefined ? [] : [`Location: ${hop.to}`]),
          ].join('\n');
    const text = failure?.message ?? '';
    return {
      key: `${key}-redirect-${n}`,
      dir: 'error',
      title: `Redirect · ${call.rpcMethod} · id ${call.callId} · not followed`,
      display: text,
      copy: `${head}\n\n${text}`,
      head,
    };
  });
}
