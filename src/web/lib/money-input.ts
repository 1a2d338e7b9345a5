/**
 * Money fields that format as the visitor types: only digits are kept and they are grouped the way the
 * page's language groups them, so "500000" reads "500,000" in English and "500 000" in French (the "$"
 * sits beside the field). Whole dollars only; percentages stay plain.
 */
import { formatInteger, type Locale } from "../../domain/format";

function digitsOf(text: string): string {
  return text.replace(/\D/g, "");
}

/** "$500000" → "500,000"; "0012" → "12"; letters, signs and decimal points are dropped; blank stays blank. */
export function formatMoneyInput(raw: string, locale: Locale = "en-CA"): string {
  const digits = digitsOf(raw).replace(/^0+(?=\d)/, "");
  return digits === "" ? "" : formatInteger(BigInt(digits), locale);
}

/** The typed amount as a number: "500,000" → 500000; blank → 0. */
export function parseMoneyInput(formatted: string): number {
  const digits = digitsOf(formatted);
  return digits === "" ? 0 : Number(digits);
}

/**
 * Where the caret goes once `raw` (with the caret at `caret`) has been reformatted: after the same digit it
 * followed, so typing or deleting in the middle of "1,234,567" does not throw the caret to the end.
 */
export function caretAfterFormatting(raw: string, caret: number, formatted: string): number {
  const allDigits = digitsOf(raw);
  const leadingZeros = allDigits.length - allDigits.replace(/^0+(?=\d)/, "").length;
  const digitsBefore = Math.max(0, digitsOf(raw.slice(0, caret)).length - leadingZeros);
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/**
 * Reformats a money field in place as it changes, keeping the caret after the digit it followed, and returns
 * the new text. A controlled input then re-renders with the value it already shows, so the caret stays put.
 */
export function reformatMoneyField(input: HTMLInputElement, locale: Locale = "en-CA"): string {
  const raw = input.value;
  const formatted = formatMoneyInput(raw, locale);
  if (formatted !== raw) {
    const caret = caretAfterFormatting(raw, input.selectionStart ?? raw.length, formatted);
    input.value = formatted;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  }
  return formatted;
}
