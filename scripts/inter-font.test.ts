import { readFile } from "node:fs/promises";
import path from "node:path";
import { Font, Variation, type Face } from "harfbuzzjs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  INTER_SUBSETS,
  INTER_WEIGHTS,
  cutInter,
  interFileName,
  interSourcePath,
  openFace,
  type InterSubset,
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

describe.each(INTER_SUBSETS)("the %s Inter file cut to the design's weights", (subset: InterSubset) => {
  let source: Uint8Array;
  let cut: Uint8Array;
  let sourceFace: Face;
  let cutFace: Face;
  beforeAll(async () => {
    source = await readFile(interSourcePath(subset));
    cut = await cutInter(source);
    [sourceFace, cutFace] = [await openFace(source), await openFace(cut)];
  });

  it("keeps every character of the package's file", () => {
    expect([...cutFace.collectUnicodes()]).toEqual([...sourceFace.collectUnicodes()]);
  });

  it("spans weights 400 to 800 with 400 as its default, and is smaller", () => {
    expect(sourceFace.getAxisInfos().wght).toMatchObject({ min: 100, max: 900 });
    expect(cutFace.getAxisInfos().wght).toMatchObject({ ...INTER_WEIGHTS, default: 400 });
    expect(cut.length).toBeLessThan(source.length * 0.8);
  });

  it("draws the same glyphs, within one font unit of 2,048, at every weight it keeps", () => {
    const codePoints = sourceFace.collectUnicodes();
    for (const weight of [400, 450, 500, 600, 700, 750, 800]) {
      expect(largestDifference(sourceFace, cutFace, codePoints, weight), `at ${weight}`).toBeLessThanOrEqual(
        1,
      );
    }
  });
});

it("styles.css serves the cut files with the weights they hold", async () => {
  const css = await readFile(path.resolve(import.meta.dirname, "../src/web/styles.css"), "utf8");
  const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
  expect(faces).toHaveLength(INTER_SUBSETS.length);
  for (const subset of INTER_SUBSETS) {
    const face = faces.find((text) =>
      text.includes(`/node_modules/.cache/vayu-fonts/${interFileName(subset)}"`),
    );
    expect(face, subset).toBeDefined();
    expect(face).toContain(`font-weight: ${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};`);
  }
});
