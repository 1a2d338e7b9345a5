// Types for the two font tools scripts/inter-font.ts uses, which ship none: only what it calls.
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "woff2" | "woff" | "sfnt" | "truetype";
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** OpenType feature tags to keep; every feature when absent. */
    keepFeatures?: string[];
  }
  export default function subsetFont(source: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: {
    convert(font: Buffer, to: "woff2" | "woff" | "sfnt" | "truetype"): Promise<Buffer>;
  };
  export default fontverter;
}
