// A build step (vite.config.ts): a small classic script, loaded by index.html before the app, that starts fetching
// the opened route's panel (its JavaScript and styles) at once instead of after the shell has run.
// The route-to-files table is written from the bundle, so the hashed names are always right.
import type { Plugin } from 'vite';

const SCRIPT = 'route-preload.js';
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
  var match = /^#\\/?([a-z-]+)/.exec(location.hash);
  var files = table[match && table.hasOwnProperty(match[1]) ? match[1] : ${JSON.stringify(home)}];
  if (!files) return;
  var add = function (rel, href) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'modulepreload') link.crossOrigin = '';
    document.head.appendChild(link);
  };
  files.js.forEach(function (f) { add('modulepreload', './' + f); });
  files.css.forEach(function (f) { add('stylesheet', './' + f); });
})();
`;
}

/**
 * Emits route-preload.js and loads it from index.html, in the build only. `home` is the panel an
 * empty or unknown hash opens; `beside` matches the modules every panel loads with its own (the
 * baseline bar), whose chunks are preloaded with each panel's.
 */
export function routePreload(home: string, beside?: RegExp): Plugin {
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
        this.emitFile({ type: 'asset', fileName: SCRIPT, source: script(table, home) });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          '<script src="./theme-boot.js"></script>',
          `<script src="./theme-boot.js"></script>\n    <script src="./${SCRIPT}"></script>`,
        ),
    },
  };
}
