/**
 * The Inter files the site serves, cut from @fontsource-variable/inter's latin and latin-ext files to
 * the weights the design uses: its classes ask for 400 to 700, the logo for 750, and `<strong>`
 * inside semibold text for "bolder"; the package's files carry 100 to 900. The latin file is split:
 * the characters of the site's own English and French text (INTER_CORE_TEXT), which every page
 * preloads, and the rest, fetched only where shown. Only the layout features the site's text uses
 * are kept (INTER_FEATURES). Outlines stay within one unit of the font's 2,048
 * (scripts/inter-font.test.ts). Preloaded file: 48 KB in the package, 35 KB cut to 400–800, 24 KB
 * now.
 *
 * `npm run build` and Vite's dev server write them (the Vite plugin below) into INTER_OUT_DIR, which
 * src/web/styles.css points at; a file is written again only when its source or its cut changes.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import fontverter from "fontverter";
import { Blob as FontBlob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

export const INTER_WEIGHTS = { min: 400, max: 800 } as const;
/** The package's files the site's faces are cut from. */
export const INTER_SUBSETS = ["latin", "latin-ext"] as const;
export type InterSubset = (typeof INTER_SUBSETS)[number];

/**
 * The characters the site's own English and French text is written in: ASCII, the letters of
 * French, the symbols and punctuation its texts and figures use (dashes, typographic quotes, the
 * ellipsis, ×, ÷, ·, ©, €, the minus sign, no-break and thin spaces). Every page preloads the file
 * holding them; the package's other latin characters go in a second file, which a browser fetches
 * only for a page that shows one of them (a name such as "Muñoz"). The two files are cut from the
 * one package file, so a glyph is drawn the same from either.
 */
export const INTER_CORE_TEXT =
  String.fromCodePoint(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i)) +
  "ÀÂÆÇÈÉÊËÎÏÔÙÛÜŸàâæçèéêëîïôùûüÿŒœ" +
  "\u00a0¡¢£¥§©«®°±²³µ¶·¹»¼½¾¿×÷" +
  "\u2009\u202f–—‘’‚“”„•…′″‹›€™−";

/**
 * The OpenType features the cut files keep: those a browser applies to Latin text by default
 * (kerning, contextual alternates, mark positioning, composition) and `tnum`, which the site's
 * `tabular-nums` figures ask for. The package's others (fractions, numerators and denominators,
 * capital spacing) are never requested by the site's CSS (scripts/inter-font.test.ts checks it),
 * and took about a tenth of the preloaded file.
 */
export const INTER_FEATURES = [
  "calt",
  "ccmp",
  "kern",
  "liga",
  "locl",
  "mark",
  "mkmk",
  "rvrn",
  "tnum",
] as const;

/** The files served: their names, the package file each is cut from, and which of its characters. */
export const INTER_FILES = [
  { name: "latin-core", subset: "latin", characters: "core" },
  { name: "latin", subset: "latin", characters: "rest" },
  { name: "latin-ext", subset: "latin-ext", characters: "all" },
] as const;
export type InterFile = (typeof INTER_FILES)[number];

/** The file every page preloads (vite.config.ts). */
export const PRELOADED_INTER_FILE = "latin-core";

const root = path.resolve(import.meta.dirname, "..");
export const INTER_OUT_DIR = path.join(root, "node_modules/.cache/vayu-fonts");

export function interSourcePath(subset: InterSubset): string {
  return path.join(root, `node_modules/@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`);
}

export function interFileName(name: InterFile["name"]): string {
  return `inter-${name}-wght-${INTER_WEIGHTS.min}-${INTER_WEIGHTS.max}.woff2`;
}

/** A font file read by HarfBuzz (woff2 unpacked first). */
export async function openFace(woff2: Uint8Array): Promise<Face> {
  const sfnt: Uint8Array = await fontverter.convert(Buffer.from(woff2), "sfnt");
  return new Face(new FontBlob(sfnt), 0);
}

const CORE_CODE_POINTS = new Set([...INTER_CORE_TEXT].map((ch) => ch.codePointAt(0)!));

/** The code points of the package file (`available`) that `file` holds, in order. */
export function fileCodePoints(file: InterFile, available: Iterable<number>): number[] {
  const all = [...available].sort((a, b) => a - b);
  if (file.characters === "all") return all;
  const inCore = (codePoint: number) => CORE_CODE_POINTS.has(codePoint);
  return all.filter((codePoint) => (file.characters === "core" ? inCore(codePoint) : !inCore(codePoint)));
}

/** A CSS unicode-range for `codePoints` (sorted): runs written as ranges ("U+0020-007E, U+00A0"). */
export function unicodeRange(codePoints: readonly number[]): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
  const parts: string[] = [];
  for (let i = 0; i < codePoints.length;) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === codePoints[j]! + 1) j += 1;
    parts.push(i === j ? `U+${hex(codePoints[i]!)}` : `U+${hex(codePoints[i]!)}-${hex(codePoints[j]!)}`);
    i = j + 1;
  }
  return parts.join(", ");
}

/** The package file cut to `file`'s characters, its weight axis limited to INTER_WEIGHTS. */
export async function cutInter(source: Uint8Array, file: InterFile): Promise<Uint8Array> {
  const face = await openFace(source);
  const text = String.fromCodePoint(...fileCodePoints(file, face.collectUnicodes()));
  return subsetFont(Buffer.from(source), text, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: INTER_WEIGHTS.min, max: INTER_WEIGHTS.max } },
    keepFeatures: [...INTER_FEATURES],
  });
}

/** Writes each cut file unless the one there was cut from the same source the same way. */
export async function writeInterFiles(outDir = INTER_OUT_DIR): Promise<void> {
  await mkdir(outDir, { recursive: true });
  for (const file of INTER_FILES) {
    const source = await readFile(interSourcePath(file.subset));
    const stamp = createHash("sha256")
      .update(source)
      .update(JSON.stringify([INTER_WEIGHTS, INTER_FEATURES, file, INTER_CORE_TEXT]))
      .digest("hex");
    const target = path.join(outDir, interFileName(file.name));
    const stampFile = `${target}.source`;
    const previous = await readFile(stampFile, "utf8").catch(() => "");
    const existing = await readFile(target).catch(() => undefined);
    if (previous === stamp && existing) continue;
    await writeFile(target, await cutInter(source, file));
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
