// @vitest-environment node
// The build's first view: drawn where there is no window, as the build draws it, and put into
// index.html's root.
import { describe, expect, it } from 'vitest';
import { withFirstView } from '../../scripts/build/prerender';
import { renderFirstView } from '../../src/app/first-view';
import { PANELS } from '../../src/app/panels';
import { BUILT_VIEW_ATTRIBUTE, STORAGE_PREFIX } from '../../src/app/first-view-marks';
import { THEME_KEY } from '../../src/app/theme';
import { RECOVERY_KEY, STORAGE_KEY } from '../../src/store/persistence';

describe('withFirstView', () => {
  const page = '<title>W</title>\n  <body>\n    <div id="root"></div>\n  </body>';

  it('puts the view into the empty root, marks the root, and holds the first frame until its end', () => {
    expect(withFirstView(page, '<main>x</main>')).toBe(
      '<title>W</title>\n' +
        '    <link rel="expect" href="#built-view-end" blocking="render" />\n' +
        '  <body>\n' +
        `    <div id="root" ${BUILT_VIEW_ATTRIBUTE}><main>x</main></div>` +
        '<span id="built-view-end" hidden></span>\n  </body>',
    );
  });

  it('keeps a view holding replacement patterns as written', () => {
    expect(withFirstView(page, "<p>$& $' $1</p>")).toContain("<p>$& $' $1</p>");
  });

  it('refuses a page without an empty root or a title', () => {
    expect(() => withFirstView('<title></title><div id="root"><p></p></div>', '<p>x</p>')).toThrow(
      /no empty <div id="root"><\/div>/,
    );
    expect(() => withFirstView('<div id="root"></div>', '<p>x</p>')).toThrow(/no <title>/);
  });
});

describe('renderFirstView', () => {
  it('draws the shell and the home panel whole, with no window', async () => {
    expect(typeof window).toBe('undefined');
    const html = await renderFirstView();
    expect(html).toContain('<h1 class="panel-title" tabindex="-1">Cards</h1>');
    for (const panel of PANELS) expect(html).toContain(`href="#/${panel.id}"`);
    // The bank example's three cards, the first one open in the editor.
    for (const name of ['sanctions-screening-agent', 'kyc-refresh-agent', 'marketing-copy-agent'])
      expect(html).toContain(name);
    expect(html).toContain('value="sanctions-screening-agent"');
    // The published card, beside the editor at 1440 px, is drawn at once; the editor's lower
    // sections, below the fold at every size, a render later.
    expect(html).toContain('Published card');
    expect(html).not.toContain('Security requirements');
    // Nothing left for the browser to draw.
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toMatch(/Loading /);
  });
});

describe('the new-visitor check', () => {
  it('knows every key the app keeps in localStorage by its prefix', () => {
    for (const key of [STORAGE_KEY, RECOVERY_KEY, THEME_KEY])
      expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
  });
});
