/**
 * The script chunks a server-rendered page needs beyond the entry, from the build's manifest
 * (dist/web/.vite/manifest.json, vite.config.ts). Announced in the page's head as modulepreload
 * links, they download alongside the entry instead of after it has run: without them the browser
 * learns of a page's own chunks only once the entry has loaded and asked for them, a second round
 * trip before the page can answer a tap.
 */

/** One chunk of Vite's build manifest: its file and the chunks it imports statically. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/**
 * A route module as routes.tsx names it ("./pages/home/home-page.tsx"), as the manifest keys it; a
 * catalogue bundle ("virtual:catalog/site/fr-CA") is keyed by its name.
 */
function manifestKey(module: string): string {
  if (module.startsWith("virtual:")) return module;
  return `src/web/${module.replace(/^\.\//, "")}`;
}

/**
 * Each module's chunk and every chunk it imports, depth first so a chunk comes before the ones it
 * imports, each once, as site-absolute paths ("/assets/home-page-….js"). Unknown modules are skipped:
 * a page whose chunks cannot be named still loads them itself.
 */
export function pageChunks(manifest: BuildManifest, modules: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    // A page's module and its chunk's own name both key the chunk (scripts/public-chunks.ts).
    const file = `/${chunk.file}`;
    if (!files.includes(file)) files.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(manifestKey(module));
  return files;
}

/** Paths a built page already loads or preloads (its src and href attributes). */
export function referencedPaths(html: string): Set<string> {
  return new Set([...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!));
}

/** modulepreload links for `files`, leaving out those in `alreadyLoaded`. */
export function modulePreloadLinks(files: readonly string[], alreadyLoaded: ReadonlySet<string>): string {
  return files
    .filter((file) => !alreadyLoaded.has(file) && file.endsWith(".js"))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
    .join("");
}
