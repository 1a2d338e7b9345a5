// Counts a V8 CPU profile's samples (scripts/cpu-profile-preload.mjs writes one per server in
// `BENCH_PROFILE=1 npm run bench:leads`) by where they fell: a package, a folder of our sources,
// node's built-in modules, WebAssembly, or V8 itself. The built server's frames are traced back to
// src/ through its source maps. Samples are counted rather than timed: on a busy machine the time
// between two samples includes the time the thread waited for a core, which would be charged to
// whatever code it happened to be in.
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, as V8 reports them. */
  lineNumber: number;
  columnNumber: number;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  /** The node each sample fell in, one per sampling interval the thread ran. */
  samples: number[];
}

/** The source file a position of a generated file comes from, when a source map says so. */
export type SourceOf = (url: string, line: number, column: number) => string | undefined;

/** The folder of our sources a file sits in, to two levels ("src/server/http", "src/domain"). */
function ourFolder(file: string): string | undefined {
  const inSrc = /(?:^|\/)src\/(.+)$/.exec(file)?.[1];
  if (inSrc === undefined) return undefined;
  const folders = path.posix
    .dirname(inSrc)
    .split("/")
    .filter((part) => part !== ".");
  return ["src", ...folders.slice(0, 2)].join("/");
}

/** Where a file belongs: its package (the innermost node_modules), our folder, node, or its name. */
export function fileCategory(file: string): string {
  if (file.startsWith("wasm://")) return "WebAssembly";
  const packages = [...file.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  if (packages.length > 0) return packages[packages.length - 1]![1]!;
  if (file.startsWith("node:")) return "node built-in modules";
  return ourFolder(file) ?? path.posix.basename(file);
}

/**
 * The category of a sampled frame, or null for idle time. Frames without a script are V8's and the
 * runtime's own: garbage collection, "(program)" (compiling, the interpreter's entry, native code
 * outside any function) and native functions such as the socket writes.
 */
export function categoryOf(frame: CallFrame, sourceOf: SourceOf): string | null {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === "(idle)") return null;
    if (functionName === "(garbage collector)") return "V8 garbage collection";
    if (functionName === "(program)") return "V8 (program)";
    return `native ${functionName}`;
  }
  return fileCategory(sourceOf(url, frame.lineNumber, frame.columnNumber) ?? url);
}

/** Samples per category, idle ones left out. */
export function samplesByCategory(profile: CpuProfile, sourceOf: SourceOf): Map<string, number> {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byCategory = new Map<string, number>();
  for (const id of profile.samples) {
    const frame = frames.get(id);
    const category = frame ? categoryOf(frame, sourceOf) : null;
    if (category !== null) byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
  }
  return byCategory;
}

/**
 * Maps positions of our built files that have a `.map` beside them (the server's bundle) to their
 * sources. Packages' own maps are not followed: their files are counted under the package.
 */
export function sourceMapsBeside(): SourceOf {
  const maps = new Map<string, SourceMap | null>();
  return (url, line, column) => {
    if (!url.startsWith("file://") || url.includes("/node_modules/")) return undefined;
    let map = maps.get(url);
    if (map === undefined) {
      const file = `${fileURLToPath(url)}.map`;
      map = existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, "utf8"))) : null;
      maps.set(url, map);
    }
    const entry = map?.findEntry(line, column);
    return entry && "originalSource" in entry ? entry.originalSource : undefined;
  };
}

export interface ProfiledSide {
  /** The main thread's samples per category (samplesByCategory). */
  samples: Map<string, number>;
  /** Requests answered while the profiler ran. */
  requests: number;
  /** CPU time over the same span, from /proc, in µs: the main thread's and the process's. */
  mainThreadMicros: number;
  processMicros: number;
}

/** The row of the CPU that the main thread's profile cannot see. */
export const OTHER_THREADS = "other threads (GC helpers, file I/O)";

/**
 * Lines of a table: µs of CPU per request for each category, app beside bare, the categories where
 * the two differ most first, then the process's whole CPU per request. A category's µs are the main
 * thread's CPU shared out by its samples; the rest of the process's CPU (V8's helper threads that
 * collect garbage in parallel, libuv's threads that write files) is one row of its own.
 */
export function profileTable(app: ProfiledSide, bare: ProfiledSide, rows = 20): string[] {
  const total = (side: ProfiledSide) => [...side.samples.values()].reduce((sum, n) => sum + n, 0);
  const perRequest = (side: ProfiledSide, category: string) =>
    category === OTHER_THREADS
      ? (side.processMicros - side.mainThreadMicros) / side.requests
      : ((side.samples.get(category) ?? 0) / total(side)) * (side.mainThreadMicros / side.requests);
  const categories = [...new Set([...app.samples.keys(), ...bare.samples.keys(), OTHER_THREADS])];
  const difference = (category: string) => perRequest(app, category) - perRequest(bare, category);
  categories.sort((a, b) => Math.abs(difference(b)) - Math.abs(difference(a)) || a.localeCompare(b));
  const line = (label: string, a: number, b: number) =>
    `${label.padEnd(34)}${a.toFixed(1).padStart(9)}${b.toFixed(1).padStart(9)}${(a - b).toFixed(1).padStart(10)}`;
  return [
    `${"µs of CPU per request".padEnd(34)}${"app".padStart(9)}${"bare".padStart(9)}${"app−bare".padStart(10)}`,
    ...categories
      .slice(0, rows)
      .map((category) => line(category, perRequest(app, category), perRequest(bare, category))),
    line("all", app.processMicros / app.requests, bare.processMicros / bare.requests),
  ];
}
