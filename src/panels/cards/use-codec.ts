// The codec for the chosen A2A version; undefined while its adapter is still loading.
import { useEffect, useState } from 'react';
import { loadCodec, V0_3, type Codec, type WireVersion } from './wire';

export type CodecState =
  | { readonly status: 'ready'; readonly codec: Codec }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string };

export function useCodec(version: WireVersion): CodecState {
  const [loaded, setLoaded] = useState<Partial<Record<WireVersion, Codec>>>({ '0.3': V0_3 });
  const [failed, setFailed] = useState<Partial<Record<WireVersion, string>>>({});
  const codec = loaded[version];
  useEffect(() => {
    if (codec !== undefined) return undefined;
    let current = true;
    loadCodec(version).then(
      (next) => {
        if (current) setLoaded((all) => ({ ...all, [version]: next }));
      },
      (error: unknown) => {
        if (current)
          setFailed((all) => ({
            ...all,
            [version]: error instanceof Error ? error.message : String(error),
          }));
      },
    );
    return () => {
      current = false;
    };
  }, [version, codec]);
  if (codec !== undefined) return { status: 'ready', codec };
  const message = failed[version];
  return message === undefined ? { status: 'loading' } : { status: 'failed', message };
}
