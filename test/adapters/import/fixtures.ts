// Card fixtures and a clean card to vary, shared by the importer's tests.
import { readFileSync } from 'node:fs';

/** The text of test/fixtures/cards/NAME, byte-order mark included. */
export const fixture = (name: string): string =>
  readFileSync(new URL(`../../fixtures/cards/${name}`, import.meta.url), 'utf8');

/** The bytes of test/fixtures/cards/NAME, exactly as stored. */
export const fixtureBytes = (name: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(readFileSync(new URL(`../../fixtures/cards/${name}`, import.meta.url)));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A clean 0.3 card as an object, with `changes` merged over it (undefined removes a field). */
export function card03(changes: Record<string, Json | undefined> = {}): string {
  const base = JSON.parse(fixture('v0_3-clean.json')) as Record<string, Json>;
  const merged: Record<string, Json | undefined> = { ...base, ...changes };
  return JSON.stringify(merged);
}

/** A clean 1.0 card as text, with `changes` merged over it. */
export function card10(changes: Record<string, Json | undefined> = {}): string {
  const base = JSON.parse(fixture('v1_0.json')) as Record<string, Json>;
  return JSON.stringify({ ...base, ...changes });
}
