// A build step (vite.config.ts): how the code is cut into chunks. Left to itself the bundler makes
// a chunk for every set of lazy chunks that shares a module, so the home panel (Cards) came in 30
// scripts and 5 stylesheets beside the entry's. Here the lazy modules fall into three groups:
// - what the home panel loads that another lazy chunk loads too: `<home>-shared`;
// - what two or more other panels share: `panels-shared`;
// - the entry's own modules: `shell`. Without this group, the first two would split the entry
//   into a dozen chunks (rolldown makes a common chunk of every module the entry shares with
//   a group's chunk).
// A cold load of the home panel then fetches the entry, the bundler's runtime, the shell, boot.js,
// the home panel and what it shares (6 scripts, 3 stylesheets), and any other panel its own chunk
// and at most those two.

/** What the bundler tells about a module (rolldown's ModuleInfo, the fields read here). */
interface ModuleLike {
  readonly importedIds: readonly string[];
  readonly dynamicallyImportedIds: readonly string[];
}

/** The bundler's view of the module graph while it cuts chunks (rolldown's ChunkingContext). */
export interface ChunkingContextLike {
  getModuleInfo(id: string): ModuleLike | null;
}

/** One `build.rolldownOptions.output.codeSplitting.groups` entry. */
interface ChunkGroup {
  readonly debugName: string;
  readonly name: (id: string, ctx: ChunkingContextLike) => string | null;
  readonly includeDependenciesRecursively: boolean;
}

export interface PanelChunkOptions {
  /** The app's entry module (absolute path). */
  readonly entry: string;
  /** Matches a panel's module; its first group is the panel's id. */
  readonly panel: RegExp;
  /** The panel an empty route opens. */
  readonly home: string;
  /** Modules loaded beside the panels' own (the baseline bar), as the route preload has them. */
  readonly beside?: RegExp;
}

/** Which modules go to which group; any other module is left to the bundler. */
export interface ChunkPlan {
  readonly shell: ReadonlySet<string>;
  readonly homeShared: ReadonlySet<string>;
  readonly panelsShared: ReadonlySet<string>;
}

/** The modules `from` imports statically, transitively, itself included. */
function staticClosure(from: string, ctx: ChunkingContextLike): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Every module that a module reachable from `entry` loads with `import()`. */
function lazyEntries(entry: string, ctx: ChunkingContextLike): string[] {
  const seen = new Set<string>();
  const lazy = new Set<string>();
  const stack = [entry];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
    for (const dynamic of info?.dynamicallyImportedIds ?? []) lazy.add(dynamic);
  }
  return [...lazy];
}

/** Sorts the modules of the graph `ctx` knows into the three groups. */
export function chunkPlan(options: PanelChunkOptions, ctx: ChunkingContextLike): ChunkPlan {
  const { entry, panel, home, beside } = options;
  const first = staticClosure(entry, ctx);
  // For each module outside the entry's closure, the lazy entries whose closure holds it.
  const loadedBy = new Map<string, string[]>();
  const lazy = lazyEntries(entry, ctx).filter((id) => !first.has(id));
  for (const id of lazy) {
    for (const member of staticClosure(id, ctx)) {
      if (first.has(member)) continue;
      loadedBy.set(member, [...(loadedBy.get(member) ?? []), id]);
    }
  }
  const panelOf = (id: string) => panel.exec(id)?.[1];
  const withHome = (id: string) => panelOf(id) === home || (beside?.test(id) ?? false);
  const homeShared = new Set<string>();
  const panelsShared = new Set<string>();
  for (const [id, by] of loadedBy) {
    // The home panel's own modules stay in its chunk.
    const onlyHome = by.length === 1 && panelOf(by[0] ?? '') === home;
    if (by.some(withHome)) {
      if (!onlyHome) homeShared.add(id);
    } else if (by.filter((e) => panelOf(e) !== undefined).length >= 2) {
      panelsShared.add(id);
    }
  }
  // The entry module itself stays the entry chunk, which imports the shell.
  const shell = new Set([...first].filter((id) => id !== entry));
  return { shell, homeShared, panelsShared };
}

/**
 * The groups for `build.rolldownOptions.output.codeSplitting.groups`, as the file's header says.
 * A group leaves a module's dependencies to be grouped on their own account: they are loaded by
 * the same lazy chunks or more, so they fall in the same group, an earlier one, or the shell.
 */
export function panelChunks(options: PanelChunkOptions): ChunkGroup[] {
  // Worked out once per build, when the bundler first asks about a module.
  let planned: ChunkPlan | undefined;
  const plan = (ctx: ChunkingContextLike) => (planned ??= chunkPlan(options, ctx));
  const group = (name: string, pick: (p: ChunkPlan) => ReadonlySet<string>): ChunkGroup => ({
    debugName: name,
    name: (id, ctx) => (pick(plan(ctx)).has(id) ? name : null),
    includeDependenciesRecursively: false,
  });
  return [
    group('shell', (p) => p.shell),
    group(`${options.home}-shared`, (p) => p.homeShared),
    group('panels-shared', (p) => p.panelsShared),
  ];
}
