import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Font, Variation, type Face } from "harfbuzzjs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  INTER_CORE_TEXT,
  INTER_FEATURES,
  INTER_FILES,
  INTER_WEIGHTS,
  cutInter,
  fileCodePoints,
  interFileName,
  interSourcePath,
  openFace,
  unicodeRange,
  type InterFile,
} from "./inter-font";

/** Numbers of an SVG path HarfBuzz draws, in font units. */
const coordinates = (svgPath: string) => (svgPath.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);

/** The largest difference, in font units, between the two fonts' outlines and advances at `weight`. */
function largestDifference(source: Face, cut: Face, codePoints: Iterable<number>, weight: number): number {
  const [a, b] = [new Font(source), new Font(cut)];
  for (const font of [a, b]) font.setVariations([new Variation("wght", weight)]);
  let largest = 0;
  for (const codePoint of codePoints) {
    const [glyphA, glyphB] = [a.glyph(codePoint), b.glyph(codePoint)];
    if (glyphA === undefined || glyphB === undefined) return Infinity;
    const [pointsA, pointsB] = [coordinates(a.glyphToPath(glyphA)), coordinates(b.glyphToPath(glyphB))];
    if (pointsA.length !== pointsB.length) return Infinity;
    pointsA.forEach((value, i) => (largest = Math.max(largest, Math.abs(value - pointsB[i]!))));
    largest = Math.max(largest, Math.abs(a.glyphHAdvance(glyphA) - b.glyphHAdvance(glyphB)));
  }
  return largest;
}

describe.each(INTER_FILES)("the $name Inter file", (file: InterFile) => {
  let source: Uint8Array;
  let cut: Uint8Array;
  let sourceFace: Face;
  let cutFace: Face;
  beforeAll(async () => {
    source = await readFile(interSourcePath(file.subset));
    cut = await cutInter(source, file);
    [sourceFace, cutFace] = [await openFace(source), await openFace(cut)];
  });

  it("holds its share of the package file's characters", () => {
    const held = [...cutFace.collectUnicodes()];
    expect(held).toEqual(fileCodePoints(file, sourceFace.collectUnicodes()));
    if (file.characters !== "all") expect(held.length).toBeGreaterThan(50);
  });

  it("spans weights 400 to 800 with 400 as its default, and is smaller", () => {
    expect(sourceFace.getAxisInfos().wght).toMatchObject({ min: 100, max: 900 });
    expect(cutFace.getAxisInfos().wght).toMatchObject({ ...INTER_WEIGHTS, default: 400 });
    expect(cut.length).toBeLessThan(source.length * 0.8);
  });

  it("keeps only the layout features the site's text uses", () => {
    // HarfBuzz also drops a kept feature that has nothing to do on the file's glyphs (tnum: no digits).
    for (const table of ["GSUB", "GPOS"] as const) {
      const kept = cutFace.getTableFeatureTags(table);
      expect(
        kept.filter((tag) => !INTER_FEATURES.includes(tag as never)),
        table,
      ).toEqual([]);
    }
    expect(sourceFace.getTableFeatureTags("GSUB").some((tag) => !INTER_FEATURES.includes(tag as never))).toBe(
      true,
    );
    if (file.name === "latin-core") {
      expect(cutFace.getTableFeatureTags("GSUB")).toEqual(expect.arrayContaining(["calt", "locl", "tnum"]));
      expect(cutFace.getTableFeatureTags("GPOS")).toEqual(expect.arrayContaining(["kern"]));
    }
  });

  it("draws the same glyphs, within one font unit of 2,048, at every weight it keeps", () => {
    const codePoints = cutFace.collectUnicodes();
    for (const weight of [400, 450, 500, 600, 700, 750, 800]) {
      expect(largestDifference(sourceFace, cutFace, codePoints, weight), `at ${weight}`).toBeLessThanOrEqual(
        1,
      );
    }
  });
});

describe("the latin file's split", () => {
  it("puts every character of the package's latin file in one of its two parts", async () => {
    const face = await openFace(await readFile(interSourcePath("latin")));
    const [core, rest] = INTER_FILES.filter((file) => file.subset === "latin").map((file) =>
      fileCodePoints(file, face.collectUnicodes()),
    );
    expect([...core!, ...rest!].sort((a, b) => a - b)).toEqual(
      [...face.collectUnicodes()].sort((a, b) => a - b),
    );
    expect(core!.filter((codePoint) => rest!.includes(codePoint))).toEqual([]);
  });

  it("keeps the characters of French and of the site's figures in the preloaded part", () => {
    for (const text of [
      "Québec, Trois-Rivières, Montréal",
      "Œuvre, garçon, naïve, où",
      "1 234,56 $ — « 5 % »",
      "© 2026 · 3 × 4 ÷ 2 − 1 … “fixed” ‘rate’",
    ]) {
      expect(
        [...text].filter((ch) => !INTER_CORE_TEXT.includes(ch)),
        text,
      ).toEqual([]);
    }
  });

  it("writes runs of characters as ranges", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa0, 0x2026, 0x2027])).toBe("U+0020-0022, U+00A0, U+2026-2027");
  });
});

const styles = () => readFile(path.resolve(import.meta.dirname, "../src/web/styles.css"), "utf8");

it("styles.css serves each cut file with its weights, and the latin parts with their characters", async () => {
  const faces = (await styles()).match(/@font-face\s*{[^}]*}/g) ?? [];
  expect(faces).toHaveLength(INTER_FILES.length);
  const latin = await openFace(await readFile(interSourcePath("latin")));
  for (const file of INTER_FILES) {
    const face = faces.find((text) =>
      text.includes(`/node_modules/.cache/vayu-fonts/${interFileName(file.name)}"`),
    );
    expect(face, file.name).toBeDefined();
    expect(face).toContain(`font-weight: ${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};`);
    if (file.subset !== "latin") continue;
    const range = /unicode-range:([^;]*);/.exec(face!)?.[1]?.replace(/\s+/g, " ").trim();
    expect(range, file.name).toBe(unicodeRange(fileCodePoints(file, latin.collectUnicodes())));
  }
  // The face declared last is tried first where ranges overlap (latin-ext also lists Œ and œ).
  expect(faces.at(-1)).toContain(interFileName("latin-core"));
});

it("the site's CSS asks for no font feature the cut files dropped", async () => {
  const sources = [await styles()];
  const web = path.resolve(import.meta.dirname, "../src/web");
  for (const entry of await readdir(web, { recursive: true })) {
    if (/\.tsx?$/.test(entry) && !entry.endsWith(".test.ts"))
      sources.push(await readFile(path.join(web, entry), "utf8"));
  }
  const asks =
    /font-feature-settings|font-variant-(?:numeric|caps|ligatures|alternates|east-asian)|\b(?:ordinal|slashed-zero|lining-nums|oldstyle-nums|diagonal-fractions|stacked-fractions|small-caps)\b/;
  expect(sources.filter((text) => asks.test(text)).map((text) => asks.exec(text)![0])).toEqual([]);
});
