import { clsx, type ClassValue } from "clsx";
import conflicts from "virtual:class-conflicts";
import { classParts, variantScope } from "./class-parts";

/**
 * For each utility class the app's code names: its group (utilities that the same classes override)
 * and the groups it overrides when it comes later. The build computes the table from the classes
 * in src (scripts/class-conflicts.ts), so the browser carries rules for those and no others.
 */
const TABLE = new Map<string, { group: number; overrides: readonly number[] }>();
for (const [utilities, group, overrides] of conflicts) {
  for (const utility of utilities.split(" ")) TABLE.set(utility, { group, overrides });
}

/**
 * Keeps, of classes that set the same thing in the same state, the last one: `p-4 px-2 p-6` is
 * `p-6`, `px-2 p-6` is `p-6`, `p-6 px-2` stays. Classes it does not know are kept as they are.
 */
function mergeClasses(list: string): string {
  const names = list.split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = names.length - 1; index >= 0; index--) {
    const name = names[index];
    if (!name) continue;
    const parts = classParts(name);
    const entry = TABLE.get(parts.utility);
    if (entry) {
      const scope = `${variantScope(parts)}|`;
      if (taken.has(scope + entry.group)) continue;
      for (const group of entry.overrides) taken.add(scope + group);
    }
    kept.push(name);
  }
  return kept.reverse().join(" ");
}

/** Joins class names and lets a later Tailwind class override an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
