/** Money as visitors read it (BRAND.md): en-CA, CAD; whole dollars unless the spec asks for cents. */
import { formatCurrency } from "./format";

/** Shown instead of a figure that could not be computed, so NaN or Infinity never reaches the screen. */
export const NO_FIGURE = "—";

/** `$2,920`: whole dollars, where the spec asks for no decimals. */
export function formatDollars(value: number): string {
  return Number.isFinite(value) ? formatCurrency(value, 0) : NO_FIGURE;
}

/** `$2,443.10`: two decimals, for the full payment calculator and prices with cents. */
export function formatCents(value: number): string {
  return Number.isFinite(value) ? formatCurrency(value, 2) : NO_FIGURE;
}
