import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/chromium';

/** The features playwright-core's own Chromium switches turn off, read from its source. */
function playwrightDisabledFeatures(): string[] {
  const lib = join(
    dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')),
    'lib',
  );
  const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.js'),
  );
  for (const file of files) {
    const text = readFileSync(join(lib, file), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(text)?.[1];
    if (list === undefined) continue;
    const code = list.replace(/\/\/.*$/gm, '');
    return [...code.matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1] ?? '');
  }
  return [];
}

describe('the switches Chromium starts with', () => {
  const disable = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
  const ours = disable.at(-1)?.slice('--disable-features='.length).split(',') ?? [];

  it('turn features off in one switch, the omnibox popup among them', () => {
    expect(disable).toHaveLength(1);
    expect(ours).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });

  it('keep every feature Playwright turns off, since Chromium reads only the last such switch', () => {
    const playwright = playwrightDisabledFeatures();
    // The list was found and read: Playwright 1.65 turns off sixteen features.
    expect(playwright.length).toBeGreaterThanOrEqual(10);
    expect(playwright).toContain('PaintHolding');
    expect(ours).toEqual(expect.arrayContaining(playwright));
  });
});
