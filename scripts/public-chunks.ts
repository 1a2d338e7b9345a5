/**
 * How the client build groups the modules of the server-rendered pages into chunks (vite.config.ts,
 * rolldown's `output.codeSplitting.groups`; docs/decisions/0043).
 *
 * Left to itself the bundler makes one chunk for every set of lazy routes that shares a module, so /
 * loaded 41 scripts, 33 of them under 1 KB (an icon, a label, a hook). Over HTTP/1.1 a browser opens
 * six connections to a site and each further request costs a round trip on one of them. Here every
 * module a server-rendered page imports (beside what the entry already carries) goes to the page's
 * own chunk when no other such page imports it, to the chunk of the set of pages that import it when
 * that set shares enough code to be worth a request, or else to one chunk shared by the public site
 * (the site layout's modules are always there: every such page is drawn inside it). / then loads 8
 * scripts.
 *
 * Modules only the back office or a lazily loaded part (a dialog, a chart) needs keep the bundler's
 * own chunks; when one of those imports from a public chunk it loads that chunk, as the sign-in page
 * or the dashboard load the site's shared one.
 */

import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

/** What this needs of the bundler's module graph: a module's static and dynamic imports. */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    /** The module's code as transformed, before minifying: its size weighs a set of modules. */
    code?: string | null;
  } | null;
}

export interface PublicChunkOptions {
  /** The app's entry module (main.tsx): what it imports statically is in the entry chunk already. */
  entry: string;
  /** The module that lazily imports every page (routes.tsx). */
  routes: string;
  /** The layout every server-rendered page is drawn in (site-layout.tsx). */
  layout: string;
  /** Page modules the server does not render (sign-in, the back office): left to the bundler. */
  clientOnly: readonly string[];
  /**
   * Modules that the same several pages import, in less code than this (characters before
   * minifying), join a chunk those pages load anyway rather than make a request of their own.
   */
  minChunkSource: number;
  /** Modules of the back office, which no public page may load: the build fails if one would. */
  backOffice: RegExp;
}

/** The name of the chunk shared by the server-rendered pages. */
export const SHARED_CHUNK = "site";

/**
 * The names in the braces of an import or export list ("A, B as C"): each name as the source module
 * has it ("A", "B") or, with `side` "local", as this module calls it ("A", "C").
 */
function listedNames(list: string, side: "source" | "local"): string[] {
  return list
    .split(",")
    .map((part) => {
      const [source, local = source] = part.trim().split(/\s+as\s+/);
      return (side === "source" ? source : local)!.trim();
    })
    .filter(Boolean);
}

/** `import { A, B as C } from "spec"` in a module's code: the names it takes from each specifier. */
function namedImports(code: string): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const match of code.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    imports.set(match[2]!, [...(imports.get(match[2]!) ?? []), ...listedNames(match[1]!, "source")]);
  }
  return imports;
}

/**
 * What each name a package's index re-exports comes from (its specifier): `export { default as X }
 * from "./x.mjs"`, or `import * as X from "pkg"` later exported as X. Empty for a module that is not
 * such an index.
 */
function reexports(code: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const match of code.matchAll(/\bexport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const name of listedNames(match[1]!, "local")) sources.set(name, match[2]!);
  }
  for (const match of code.matchAll(/\b(?:import|export)\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g)) {
    sources.set(match[1]!, match[2]!);
  }
  return sources;
}

/** The module among `candidates` that `specifier`, written in module `from`, names. */
function resolveAmong(from: string, specifier: string, candidates: readonly string[]): string | undefined {
  if (specifier.startsWith(".")) {
    const target = path.resolve(path.dirname(from), specifier);
    return candidates.find((id) => id === target);
  }
  const packageDir = `${path.sep}node_modules${path.sep}${specifier.split("/").join(path.sep)}${path.sep}`;
  return candidates.find((id) => id.includes(packageDir));
}

/**
 * The modules a package's index `id` needs for `names`: an index such as lucide-react's or
 * radix-ui's re-exports hundreds of modules, of which a module that imports three icons needs three.
 * Undefined when all of its imports are needed: a module of our own, or a name this cannot place
 * (better every import than a missed one).
 */
function narrowedImports(graph: ModuleGraph, id: string, names: readonly string[]): string[] | undefined {
  const info = graph.getModuleInfo(id);
  if (!info || !id.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
  const sources = reexports(info.code ?? "");
  const needed: string[] = [];
  for (const name of names) {
    const specifier = sources.get(name);
    const target = specifier === undefined ? undefined : resolveAmong(id, specifier, info.importedIds);
    if (target === undefined) return undefined;
    needed.push(target);
  }
  return needed;
}

/**
 * Every module `from` reaches through static imports, itself included, following only the parts of
 * a package index (narrowedImports) that the importing module names.
 */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const expanded = new Set<string>();
  const stack: Import[] = [{ id: from, follow: true }];
  while (stack.length > 0) {
    const { id, follow } = stack.pop()!;
    seen.add(id);
    if (!follow || expanded.has(id)) continue;
    expanded.add(id);
    stack.push(...directImports(graph, id));
  }
  return seen;
}

/** A module another imports, and whether all of its own imports are needed too. */
interface Import {
  id: string;
  /** False for a package index of which only named parts are needed (listed beside it). */
  follow: boolean;
}

/** What module `id` imports statically, package indexes narrowed to the parts it names. */
function directImports(graph: ModuleGraph, id: string): Import[] {
  const info = graph.getModuleInfo(id);
  if (!info) return [];
  const namesBy = new Map<string, string[]>();
  for (const [specifier, names] of namedImports(info.code ?? "")) {
    const target = resolveAmong(id, specifier, info.importedIds);
    if (target !== undefined) namesBy.set(target, names);
  }
  return info.importedIds.flatMap((imported): Import[] => {
    const names = namesBy.get(imported);
    const needed = names === undefined ? undefined : narrowedImports(graph, imported, names);
    if (needed === undefined) return [{ id: imported, follow: true }];
    return [{ id: imported, follow: false }, ...needed.map((target) => ({ id: target, follow: true }))];
  });
}

/** "…/pages/home/home-page.tsx" → "home-page": the chunk of a page's own modules. */
function pageChunkName(page: string): string {
  return page.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, "");
}

/** A chunk for what the same several pages import: "home-page+rates-page", "contact-page+4". */
function setChunkName(pages: readonly string[]): string {
  return pages.length <= 2 ? pages.join("+") : `${pages[0]}+${pages.length - 1}`;
}

interface PageSet {
  /** The pages (chunk names) that import every module of the set. */
  pages: string[];
  modules: string[];
  /** Characters of code, before minifying. */
  size: number;
}

/**
 * The chunk of a set of modules: a single page's own chunk; the shared chunk for the layout's
 * modules; a chunk of the set's own when it is large enough. A small set goes where its imports
 * already are, so that no page loads a chunk it did not load before: into the shared chunk when
 * they are all there (or in the entry), into the one other chunk that holds them, or else its own.
 */
function chunkForSet(
  set: PageSet,
  layout: string,
  minChunkSource: number,
  chunksOfImports: () => Set<string>,
): string {
  if (set.pages.includes(layout)) return SHARED_CHUNK;
  if (set.pages.length === 1) return set.pages[0]!;
  if (set.size >= minChunkSource) return setChunkName(set.pages);
  const others = [...chunksOfImports()].filter((chunk) => chunk !== SHARED_CHUNK);
  if (others.length === 0) return SHARED_CHUNK;
  return others.length === 1 ? others[0]! : setChunkName(set.pages);
}

/**
 * Which chunk each module belongs to: SHARED_CHUNK, a page's chunk, or null (the bundler decides),
 * computed once from the graph on first call, as rolldown's group `name` function is called.
 */
export function publicChunkNamer(options: PublicChunkOptions) {
  let chunkOf: Map<string, string> | undefined;
  let publicPages: string[] = [];

  function assign(graph: ModuleGraph): Map<string, string> {
    const inEntry = staticClosure(graph, options.entry);
    const clientOnly = new Set(options.clientOnly);
    const pages = (graph.getModuleInfo(options.routes)?.dynamicallyImportedIds ?? []).filter(
      (page) => !clientOnly.has(page),
    );
    if (!pages.includes(options.layout)) {
      throw new Error(
        `${options.layout} is not among the pages ${options.routes} imports: update vite.config.ts`,
      );
    }
    publicPages = pages;
    const owners = new Map<string, Set<string>>();
    for (const page of pages) {
      for (const id of staticClosure(graph, page)) {
        if (inEntry.has(id)) continue;
        let pagesOfModule = owners.get(id);
        if (!pagesOfModule) owners.set(id, (pagesOfModule = new Set()));
        pagesOfModule.add(page);
      }
    }
    // Modules grouped by the set of pages that import them; each set one chunk, unless it is a
    // single page's (that page's chunk) or too small to be worth a request (the shared chunk).
    const sets = new Map<string, PageSet>();
    for (const [id, pagesOfModule] of owners) {
      const pagesSorted = [...pagesOfModule].map(pageChunkName).sort();
      const key = pagesSorted.join(" ");
      let set = sets.get(key);
      if (!set) sets.set(key, (set = { pages: pagesSorted, modules: [], size: 0 }));
      set.modules.push(id);
      set.size += graph.getModuleInfo(id)?.code?.length ?? 0;
    }
    const layout = pageChunkName(options.layout);
    const chunks = new Map<string, string>();
    // Sets of more pages first: a module's imports are imported by every page that imports it, so
    // their sets are supersets of its own and already placed when it is.
    const bySpread = [...sets.values()].sort((a, b) => b.pages.length - a.pages.length);
    for (const set of bySpread) {
      const name = chunkForSet(set, layout, options.minChunkSource, () => {
        const placed = new Set<string>();
        for (const id of set.modules) {
          for (const imported of directImports(graph, id)) {
            const chunk = chunks.get(imported.id);
            if (chunk !== undefined) placed.add(chunk);
          }
        }
        return placed;
      });
      for (const id of set.modules) chunks.set(id, name);
    }
    return chunks;
  }

  return {
    /** rolldown's group `name`: the module's chunk, or null to leave it to the bundler. */
    chunkOf(id: string, graph: ModuleGraph): string | null {
      chunkOf ??= assign(graph);
      return chunkOf.get(id) ?? null;
    },
    /** The server-rendered pages' modules, once chunkOf has run. */
    pages: (): readonly string[] => publicPages,
    /** The names of the chunks chunkOf made. */
    chunkNames: (): ReadonlySet<string> => new Set(chunkOf?.values()),
  };
}

/**
 * The client build's plugin: groups the public pages' modules (publicChunkNamer), checks the entry
 * imports none of those chunks and no public page can load back-office code, and names each page's
 * chunk in the manifest (namePageChunks).
 */
export function publicChunks(options: PublicChunkOptions): Plugin {
  const namer = publicChunkNamer(options);
  let root = "";
  let manifestFile = "";
  return {
    name: "vayu-public-chunks",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  debugName: "public pages",
                  name: (id, ctx) => namer.chunkOf(id, ctx),
                  // Each module's imports are placed by the namer itself (see chunkForSet).
                  includeDependenciesRecursively: false,
                },
                // What the entry shares with lazily loaded chunks (React, the API client): one chunk
                // instead of the bundler's three or four, all of which every page loads at once.
                { name: "app", tags: ["$initial"], minShareCount: 2 },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
      manifestFile = path.resolve(config.root, config.build.outDir, ".vite/manifest.json");
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle) as BuiltChunk[];
      checkEntryImports(chunks, namer.chunkNames());
      checkBackOfficeReach(chunks, namer.pages(), options.backOffice);
    },
    async writeBundle(_options, bundle) {
      const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Manifest;
      const named = namePageChunks(manifest, Object.values(bundle) as BuiltChunk[], namer.pages(), root);
      await writeFile(manifestFile, `${JSON.stringify(named, null, 2)}\n`);
    },
  };
}

interface BuiltChunk {
  type: "chunk" | "asset";
  fileName: string;
  name?: string;
  isEntry?: boolean;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
  moduleIds?: readonly string[];
}

type Manifest = Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>;

/**
 * Vite's manifest names a chunk by the module it was made for, and a grouped chunk by its file
 * ("_home-page-….js"): the server, which looks a page's chunks up by its module
 * (src/server/pages/page-chunks.ts), then found nothing. Each page module gets its chunk's entry
 * under its own name, as the manifest would have it without groups.
 */
export function namePageChunks(
  manifest: Manifest,
  chunks: readonly BuiltChunk[],
  pages: readonly string[],
  root: string,
): Manifest {
  const named: Manifest = { ...manifest };
  for (const page of pages) {
    const key = path.relative(root, page).split(path.sep).join("/");
    if (named[key]) continue;
    const chunk = chunks.find((c) => c.type === "chunk" && c.moduleIds?.includes(page));
    const entry = chunk && Object.values(manifest).find((e) => e.file === chunk.fileName);
    if (entry) named[key] = { ...entry, src: key, isDynamicEntry: true };
  }
  return named;
}

/** Throws when the entry chunk imports a grouped chunk: every page would then load it, and in a cycle. */
export function checkEntryImports(chunks: readonly BuiltChunk[], groupNames: ReadonlySet<string>): void {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    for (const file of entry.imports ?? []) {
      const name = byFile.get(file)?.name;
      if (name !== undefined && groupNames.has(name)) {
        throw new Error(
          `The entry chunk imports ${file}, a chunk of the public pages (scripts/public-chunks.ts)`,
        );
      }
    }
  }
}

/**
 * Throws when a public page could load a module `backOffice` matches: in a chunk the entry imports,
 * or one a public page's chunk reaches through its imports, at once or later (a dialog, a chart).
 * The entry's lazy imports are the routes, the back office's among them: only its static ones count.
 */
export function checkBackOfficeReach(
  chunks: readonly BuiltChunk[],
  pages: readonly string[],
  backOffice: RegExp,
): void {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pending = chunks
    .filter((chunk) => chunk.isEntry || pages.some((page) => chunk.moduleIds?.includes(page)))
    .map((chunk) => chunk.fileName);
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = byFile.get(file);
    const module = chunk?.moduleIds?.find((id) => backOffice.test(id));
    if (module) throw new Error(`${file}, which public pages load, holds back-office code: ${module}`);
    pending.push(...(chunk?.imports ?? []), ...(chunk?.isEntry ? [] : (chunk?.dynamicImports ?? [])));
  }
}
