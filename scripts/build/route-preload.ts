// A build step (vite.config.ts): the one small classic script index.html loads, after the entry's
// own tags. It applies the stored theme before the first paint (public/theme-boot.js, which the dev
// server loads on its own) and starts fetching the opened route's panel (its JavaScript and
// styles) at once instead of after the shell has run. The route-to-files table is written from
// the bundle, so the hashed names are always right.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { FIRST_VIEW_ATTRIBUTE, STORAGE_PREFIX } from '../../src/app/first-view-marks';

const SCRIPT = 'boot.js';
const THEME_BOOT = '<script src="./theme-boot.js"></script>';
const PANEL = /\/src\/panels\/([a-z-]+)\/index\.tsx$/;

interface ChunkLike {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly imports: readonly string[];
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/** The files `file` needs that the entry does not already load: itself, its imports, their CSS. */
function filesOf(file: string, chunks: ReadonlyMap<string, ChunkLike>, shell: ReadonlySet<string>) {
  const js: string[] = [];
  const css: string[] = [];
  const visit = (name: string) => {
    if (shell.has(name) || js.includes(name)) return;
    const chunk = chunks.get(name);
    if (chunk === undefined) return;
    js.push(name);
    for (const sheet of chunk.viteMetadata?.importedCss ?? [])
      if (!css.includes(sheet)) css.push(sheet);
    chunk.imports.forEach(visit);
  };
  visit(file);
  return { js, css };
}

function staticClosure(entry: ChunkLike, chunks: ReadonlyMap<string, ChunkLike>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    chunks.get(name)?.imports.forEach(visit);
  };
  visit(entry.fileName);
  return seen;
}

/** The script: picks the route from the hash (the home panel when it names none) and preloads. */
function script(table: Record<string, { js: string[]; css: string[] }>, home: string) {
  return `// Generated at build time: preloads the opened route's panel.
(function () {
  var table = ${JSON.stringify(table)};
  // index.html holds the view a new visitor sees at the home panel, drawn by the build
  // (prerender.ts). Any other visit (saved state or a chosen theme, another route, a share link,
  // a query such as an OAuth return) marks it drawn, which hides the built view before it
  // paints; the app then draws its own (src/app/start.tsx).
  var fresh = location.search === '' && /^(#\\/?(${home})?)?$/.test(location.hash);
  try {
    for (var i = 0; fresh && i < localStorage.length; i++)
      if (String(localStorage.key(i)).indexOf(${JSON.stringify(STORAGE_PREFIX)}) === 0) fresh = false;
  } catch (e) {
    fresh = false;
  }
  document.documentElement.setAttribute(${JSON.stringify(FIRST_VIEW_ATTRIBUTE)}, fresh ? 'built' : 'drawn');
  var match = /^#\\/?([a-z-]+)/.exec(location.hash);
  var files = table[match && table.hasOwnProperty(match[1]) ? match[1] : ${JSON.stringify(home)}];
  if (!files) return;
  // The panel's stylesheets go before the shell's, where they were when this script ran ahead
  // of the entry's tags: the cascade, and so the first view, stays as it was.
  var shell = document.head.querySelector('link[rel="stylesheet"]');
  var add = function (rel, href) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'modulepreload') link.crossOrigin = '';
    // The panel's styles hold the first paint back, as the entry's own stylesheet does: the
    // import that loads the panel finds the link here and does not wait for it.
    else link.setAttribute('blocking', 'render');
    document.head.insertBefore(link, rel === 'stylesheet' ? shell : null);
  };
  files.js.forEach(function (f) { add('modulepreload', './' + f); });
  files.css.forEach(function (f) { add('stylesheet', './' + f); });
})();
`;
}

/**
 * Emits boot.js (the theme script, then the route preload) and loads it from index.html in its
 * place, in the build only. `home` is the panel an empty or unknown hash opens; `beside` matches
 * the modules every panel loads with its own (the baseline bar), whose chunks are preloaded with
 * each panel's. `themeBoot` is the theme script's path.
 */
export function routePreload(home: string, themeBoot: string, beside?: RegExp): Plugin {
  return {
    name: 'workbench-route-preload',
    apply: 'build',
    // After Vite's own generateBundle, which removes the chunks that held only CSS (a component's
    // shared stylesheet): listed before that, a panel preloaded a file the build never wrote.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, ChunkLike>();
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk') chunks.set(item.fileName, item);
        }
        const entry = [...chunks.values()].find((c) => c.isEntry);
        if (entry === undefined) return;
        const shell = staticClosure(entry, chunks);
        const besideFiles = [...chunks.values()]
          .filter((c) => beside !== undefined && beside.test(c.facadeModuleId ?? ''))
          .map((c) => filesOf(c.fileName, chunks, shell));
        const table: Record<string, { js: string[]; css: string[] }> = {};
        for (const chunk of chunks.values()) {
          const panel = PANEL.exec(chunk.facadeModuleId ?? '')?.[1];
          if (panel === undefined) continue;
          const files = filesOf(chunk.fileName, chunks, shell);
          for (const more of besideFiles) {
            files.js.push(...more.js.filter((f) => !files.js.includes(f)));
            files.css.push(...more.css.filter((f) => !files.css.includes(f)));
          }
          table[panel] = files;
        }
        // The home panel's stylesheets are asked for by index.html itself, ahead of the shell's:
        // the view the build drew there (prerender.ts) is the home panel, and waiting for this
        // script to ask for them held its first paint back. Every route then has them, so no
        // route asks for them again. A/B of 21 cold loads each (peers harness's measure.mjs,
        // 1280 × 800, alternating, load 2): FCP = LCP 348 → 324 ms.
        const page = bundle['index.html'];
        const homeCss = table[home]?.css ?? [];
        if (page?.type === 'asset' && typeof page.source === 'string' && homeCss.length > 0) {
          const links = homeCss.map((f) => `<link rel="stylesheet" href="./${f}">\n    `).join('');
          const at = page.source.indexOf('<link rel="stylesheet"');
          if (at < 0) throw new Error('index.html has no stylesheet to put the home panel before');
          page.source = page.source.slice(0, at) + links + page.source.slice(at);
          for (const files of Object.values(table))
            files.css = files.css.filter((f) => !homeCss.includes(f));
        }
        const theme = readFileSync(themeBoot, 'utf8');
        this.emitFile({
          type: 'asset',
          fileName: SCRIPT,
          source: `${theme}\n${script(table, home)}`,
        });
      },
    },
    // Last in the head, after the entry's script, modulepreloads and stylesheet, so the parser
    // asks for those before it stops for this script. Before them, the entry waited for the
    // blocking scripts: requested 230 ms into a cold load, and the first paint with it (one
    // trace at load 7, `node .paint/trace.mjs`; measured figures in vite.config.ts).
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(`    ${THEME_BOOT}\n`, '')
          .replace('</head>', `  <script src="./${SCRIPT}"></script>\n  </head>`),
    },
  };
}
