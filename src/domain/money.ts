/** Money as visitors read it (BRAND.md): en-CA, CAD; whole dollars unless the spec asks for cents. */
import { formatCanadianDollars } from "./en-ca";

/** Shown instead of a figure that could not be computed, so NaN or Infinity never reaches the screen. */
export const NO_FIGURE = "—";

function clean(value: number, smallest: number): number {
  // Rounding can leave -0.001, which would read "-$0.00".
  return Object.is(value, -0) || Math.abs(value) < smallest ? 0 : value;
}

/** `$2,920`: whole dollars, where the spec asks for no decimals. */
export function formatDollars(value: number): string {
  return Number.isFinite(value) ? formatCanadianDollars(clean(value, 0.5), 0) : NO_FIGURE;
}

/** `$2,443.10`: two decimals, for the full payment calculator and prices with cents. */
export function formatCents(value: number): string {
  return Number.isFinite(value) ? formatCanadianDollars(clean(value, 0.005), 2) : NO_FIGURE;
}
