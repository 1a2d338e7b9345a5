/**
 * Figures as visitors type them in their language. English groups thousands with commas and marks
 * decimals with a point ("612,345.50"); Canadian French groups with spaces (a plain, non-breaking or
 * narrow non-breaking space) and marks decimals with a comma ("612 345,50", "4,79"). A French
 * visitor who types a point ("4.79") means a decimal too: a point never groups thousands in French.
 * The machine format (the query string, the API) is always the point.
 */
import type { Locale } from "./format";

/** Every space a keyboard, a copy from a spreadsheet or `Intl` puts between digit groups. */
const SPACES = /[\s\u00a0\u202f]/g;
/** The units a visitor may type along with the figure. */
const UNITS = /[$%]/g;
const PLAIN_DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The typed text in machine format ("612345.50"), or undefined when it holds no figure at all. */
function normalise(text: string, locale: Locale): string | undefined {
  const bare = text.replace(SPACES, "").replace(UNITS, "");
  if (bare === "") return undefined;
  if (locale === "en-CA") return bare.replace(/,/g, "");
  // A French figure with both marks ("1.234,5") is ambiguous: it is refused rather than guessed.
  if (bare.includes(",") && bare.includes(".")) return "NaN";
  return bare.replace(",", ".");
}

/**
 * The number a visitor typed in `locale`: "612 345,50" → 612345.5 in French, "612,345.50" → 612345.5
 * in English. Blank (or only spaces and units) is undefined; anything else that is not a figure is NaN,
 * which the schemas refuse with the field's own message.
 */
export function parseDecimalInput(text: string, locale: Locale): number | undefined {
  const normal = normalise(text, locale);
  if (normal === undefined) return undefined;
  return PLAIN_DECIMAL.test(normal) ? Number(normal) : Number.NaN;
}

/** A machine-format figure ("4.84") as the visitor's language writes it in a field ("4,84"). */
export function decimalInputText(machine: string, locale: Locale): string {
  return locale === "fr-CA" ? machine.replace(".", ",") : machine;
}
