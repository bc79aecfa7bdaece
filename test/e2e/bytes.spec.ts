// The same bytes get the same verdict in the browser and on the command line: each fixture goes
// through the import dialog's real file input in Chromium and through `card check`'s own reader.
import { expect, test } from '@playwright/test';
import { checkFiles } from '../../src/adapters/import/card-command';
import { readCardFile } from '../../scripts/card';
import { VERSION_NAMES } from '../../src/adapters/import/version-names';
import { collectCspViolations, openApp } from './helpers/app';

const FILES = [
  'cards/v0_3-clean.json',
  'cards/v1_0.json',
  'cards/bom.json',
  'cards/utf16le-bom.json',
  'cards/utf16be-bom.json',
  'cards/utf16le-no-bom.json',
  'cards/latin1.json',
  'cards/overlong-utf8.json',
  'cards/invalid-json.json',
  'json/n_string_unescaped_ctrl_char.json',
  'json/n_string_unescaped_newline.json',
  'json/n_string_unescaped_tab.json',
];

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;
const SEVERITY_NAMES = { error: 'Error', warning: 'Warning', info: 'Note' } as const;

test('the import dialog and card check give every file the same verdict', async ({ page }) => {
  const problems = await collectCspViolations(page);
  await openApp(page, '#/cards');
  await page.getByRole('button', { name: 'Import card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import agent cards' });
  const verdicts: string[] = [];

  for (const file of FILES) {
    const path = `test/fixtures/${file}`;
    const cli = checkFiles([path], { readFile: readCardFile }).results[0];
    if (cli === undefined) throw new Error(`card check gave no result for ${path}`);
    const name = file.slice(file.indexOf('/') + 1);
    await dialog.getByLabel('Agent card files').setInputFiles(path);
    await expect(
      dialog.getByText(new RegExp(`^${name} was not read\\.$|^Read from ${name}\\.$`)),
    ).toBeVisible();

    const result = dialog.locator('.cards-import-result');
    await expect(result.locator('.cards-verdict-badge'), file).toHaveText(cli.verdict);
    await expect(result.getByRole('definition').first(), file).toHaveText(
      VERSION_NAMES[cli.version],
    );
    const expected = [...cli.findings]
      .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity])
      .map(
        (f) =>
          `${SEVERITY_NAMES[f.severity]}${f.path}${f.message}${f.change === undefined ? '' : ` Changed: ${f.change}.`}`,
      );
    await expect(result.getByRole('listitem'), file).toHaveText(expected);
    verdicts.push(`${name}: ${cli.verdict}`);
  }
  // The fixtures cover all three verdicts, so agreement is not agreement on "rejected" alone.
  expect(verdicts).toEqual(
    expect.arrayContaining([
      'v0_3-clean.json: valid',
      'bom.json: migrated',
      'utf16le-bom.json: rejected',
    ]),
  );
  problems.expectNone();
});
