// jsdom's TextEncoder hands out bytes of another realm than the one jose checks payloads against
// (a browser has one realm): while a file's tests run, its bytes are re-wrapped in this realm's
// Uint8Array, so jose signs and verifies here as it does in Chromium.
import { afterAll, beforeAll } from 'vitest';

export function joseRealmWhileRunning(): void {
  const RealmEncoder = globalThis.TextEncoder;
  beforeAll(() => {
    globalThis.TextEncoder = class extends RealmEncoder {
      override encode(input?: string) {
        return new Uint8Array(super.encode(input));
      }
    };
  });
  afterAll(() => {
    globalThis.TextEncoder = RealmEncoder;
  });
}
