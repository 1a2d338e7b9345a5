/**
 * The table behind src/web/lib/cn.ts: which of the app's Tailwind utilities override which. It is
 * computed at build time from the classes Tailwind's own scanner finds in src, by asking
 * tailwind-merge (a build-time dependency only) about every ordered pair. The browser then merges
 * classes exactly as tailwind-merge would for those utilities, with a table of a few KB instead of
 * tailwind-merge's rules for every Tailwind utility (docs/decisions/0047).
 */
import { fileURLToPath } from "node:url";
import { Scanner } from "@tailwindcss/oxide";
import { extendTailwindMerge } from "tailwind-merge";
import type { Plugin } from "vite";
import { classParts } from "../src/web/lib/class-parts.js";

/** Utilities (space-separated) that share a group, that group, and the groups each overrides. */
export type ConflictTable = [utilities: string, group: number, overrides: number[]][];

const SOURCES = fileURLToPath(new URL("../src", import.meta.url));

/** Every class-like word in src, as Tailwind's scanner finds them for the stylesheet. */
export function scanClasses(base = SOURCES): string[] {
  return new Scanner({ sources: [{ base, pattern: "**/*", negated: false }] }).scan();
}

export function conflictTable(candidates: Iterable<string>): ConflictTable {
  // Every pair is asked once: a cache would only be filled and thrown away.
  const merge = extendTailwindMerge({ cacheSize: 0 });
  const isUtility = (name: string) => merge(`${name} ${name}`) === name;
  const utilities = [...new Set([...candidates].filter(isUtility).map((name) => classParts(name).utility))]
    .filter(isUtility)
    .sort();

  // overrides[later][earlier]: `earlier later` merges to `later`.
  const overrides = utilities.map((later) =>
    utilities.map((earlier) => merge(`${earlier} ${later}`) === later),
  );
  // A group: the utilities overridden by exactly the same ones.
  const groupIds = new Map<string, number>();
  const groupOf = utilities.map((_, earlier) => {
    const key = overrides.map((row) => (row[earlier] ? "1" : "0")).join("");
    let id = groupIds.get(key);
    if (id === undefined) {
      id = groupIds.size;
      groupIds.set(key, id);
    }
    return id;
  });

  const rows = new Map<string, { utilities: string[]; group: number; overrides: number[] }>();
  utilities.forEach((utility, later) => {
    const overridden = [...new Set(groupOf.filter((_, earlier) => overrides[later]![earlier]))].sort(
      (a, b) => a - b,
    );
    const key = `${groupOf[later]}|${overridden.join(",")}`;
    const row = rows.get(key) ?? { utilities: [], group: groupOf[later]!, overrides: overridden };
    row.utilities.push(utility);
    rows.set(key, row);
  });
  return [...rows.values()].map((row) => [row.utilities.join(" "), row.group, row.overrides]);
}

const MODULE_ID = "virtual:class-conflicts";
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Serves `virtual:class-conflicts`, the table for the classes in src when the module is loaded. */
export function classConflicts(): Plugin {
  return {
    name: "vayu-class-conflicts",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(conflictTable(scanClasses()))};`;
    },
  };
}
