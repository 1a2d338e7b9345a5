/**
 * The Inter files the site serves: @fontsource-variable/inter's latin and latin-ext files with every
 * character they hold, cut to the weights the design uses. Its classes ask for 400 to 700, the logo
 * for 750, and `<strong>` inside semibold text for "bolder"; the package's files carry 100 to 900.
 * Cut to 400–800, the latin file every page preloads goes from 48 to 35 KB and latin-ext from 85 to
 * 57 KB, with the same outlines within one unit of the font's 2,048 (scripts/inter-font.test.ts).
 *
 * `npm run build` and Vite's dev server write them (the Vite plugin below) into INTER_OUT_DIR, which
 * src/web/styles.css points at; a file is written again only when its source or the weights change.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import fontverter from "fontverter";
import { Blob as FontBlob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

export const INTER_WEIGHTS = { min: 400, max: 800 } as const;
export const INTER_SUBSETS = ["latin", "latin-ext"] as const;
export type InterSubset = (typeof INTER_SUBSETS)[number];

const root = path.resolve(import.meta.dirname, "..");
export const INTER_OUT_DIR = path.join(root, "node_modules/.cache/vayu-fonts");

export function interSourcePath(subset: InterSubset): string {
  return path.join(root, `node_modules/@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`);
}

export function interFileName(subset: InterSubset): string {
  return `inter-${subset}-wght-${INTER_WEIGHTS.min}-${INTER_WEIGHTS.max}.woff2`;
}

/** A font file read by HarfBuzz (woff2 unpacked first). */
export async function openFace(woff2: Uint8Array): Promise<Face> {
  const sfnt: Uint8Array = await fontverter.convert(Buffer.from(woff2), "sfnt");
  return new Face(new FontBlob(sfnt), 0);
}

/** The source file with all its characters, its weight axis limited to INTER_WEIGHTS. */
export async function cutInter(source: Uint8Array): Promise<Uint8Array> {
  const face = await openFace(source);
  const text = String.fromCodePoint(...face.collectUnicodes());
  return subsetFont(Buffer.from(source), text, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: INTER_WEIGHTS.min, max: INTER_WEIGHTS.max } },
  });
}

/** Writes each cut file unless the one there was cut from the same source to the same weights. */
export async function writeInterFiles(outDir = INTER_OUT_DIR): Promise<void> {
  await mkdir(outDir, { recursive: true });
  for (const subset of INTER_SUBSETS) {
    const source = await readFile(interSourcePath(subset));
    const stamp = createHash("sha256").update(source).update(JSON.stringify(INTER_WEIGHTS)).digest("hex");
    const file = path.join(outDir, interFileName(subset));
    const stampFile = `${file}.source`;
    const previous = await readFile(stampFile, "utf8").catch(() => "");
    const existing = await readFile(file).catch(() => undefined);
    if (previous === stamp && existing) continue;
    await writeFile(file, await cutInter(source));
    await writeFile(stampFile, stamp);
  }
}

/** Vite plugin: the cut files exist before any stylesheet that names them is read. */
export function interFonts(): Plugin {
  return {
    name: "vayu-inter-fonts",
    async buildStart() {
      await writeInterFiles();
    },
  };
}
