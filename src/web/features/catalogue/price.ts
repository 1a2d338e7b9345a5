import { formatCurrency, type Locale } from "../../../domain/format";

/**
 * A product's fee as the page's language writes it: `$2,920` or `2 920 $` for whole amounts, with
 * cents when there are some; null for anything that is not a number.
 */
export function formatPrice(amount: unknown, locale: Locale): string | null {
  const value = typeof amount === "string" && amount.trim() !== "" ? Number(amount) : amount;
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  return formatCurrency(value, Number.isInteger(value) ? 0 : 2, locale);
}
