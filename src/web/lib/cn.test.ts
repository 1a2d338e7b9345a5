import fc from "fast-check";
import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { scanClasses } from "../../../scripts/class-conflicts";
import { cn } from "./cn";

/** tailwind-merge itself; without a cache, which every new pair would only fill and empty. */
const twMerge = extendTailwindMerge({ cacheSize: 0 });

/** The Tailwind classes in src, with their variants, as tailwind-merge recognises them. */
const CLASSES = scanClasses().filter((name) => twMerge(`${name} ${name}`) === name);

describe("cn", () => {
  it("keeps the last class of a kind, per state, and classes it does not know", () => {
    expect(cn("p-4 px-2", "p-6")).toBe("p-6");
    expect(cn("px-2", "p-6")).toBe("p-6");
    expect(cn("p-6", "px-2")).toBe("p-6 px-2");
    expect(cn("md:p-4", "p-6")).toBe("md:p-4 p-6");
    expect(cn("hover:md:p-2", "md:hover:p-4")).toBe("md:hover:p-4");
    expect(cn("text-sm text-primary", "text-base")).toBe("text-primary text-base");
    expect(cn("group", "group", null, { hidden: false, flex: true })).toBe("group group flex");
  });

  it("merges every pair of the app's classes as tailwind-merge does", () => {
    expect(CLASSES.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const earlier of CLASSES) {
      for (const later of CLASSES) {
        const input = `${earlier} ${later}`;
        const expected = twMerge(input);
        if (cn(input) !== expected) differences.push(`${input} → ${cn(input)}, not ${expected}`);
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  }, 120_000);

  it("merges any list of the app's classes as tailwind-merge does", () => {
    const name = fc.oneof(fc.constantFrom(...CLASSES), fc.constantFrom("group", "peer", "prose"));
    fc.assert(
      fc.property(fc.array(name, { maxLength: 8 }), (names) => {
        expect(cn(...names)).toBe(twMerge(names.join(" ")));
      }),
      { numRuns: 3000 },
    );
  });
});
