/**
 * Dollar fields on a French page, formatted as they are typed: the whole dollars grouped with spaces
 * and a decimal comma with up to two digits of cents, so "612345,5" reads "612 345,5" and a French
 * visitor can type the "612 345,50" they read on an offer. (English fields keep whole dollars,
 * grouped with commas: src/web/lib/money-input.ts.) A point typed in French is taken as the comma.
 */
import { formatInteger } from "../../../domain/format";

/** "612345,5" → "612 345,5"; "0012" → "12"; letters and signs are dropped; blank stays blank. */
export function formatFrenchAmountInput(raw: string): string {
  const mark = raw.search(/[,.]/);
  const whole = (mark === -1 ? raw : raw.slice(0, mark)).replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  if (mark === -1) return whole === "" ? "" : formatInteger(BigInt(whole), "fr-CA");
  const cents = raw
    .slice(mark + 1)
    .replace(/\D/g, "")
    .slice(0, 2);
  return `${formatInteger(BigInt(whole === "" ? "0" : whole), "fr-CA")},${cents}`;
}

const SIGNIFICANT = /[\d,.]/;

/** Where the caret goes once reformatted: after the same digit or decimal mark it followed. */
export function caretAfterFrenchFormatting(raw: string, caret: number, formatted: string): number {
  const before = [...raw.slice(0, caret)].filter((char) => SIGNIFICANT.test(char)).length;
  if (before === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (SIGNIFICANT.test(formatted.charAt(index))) seen += 1;
    if (seen === before) return index + 1;
  }
  return formatted.length;
}

/** Reformats a French dollar field in place as it changes, keeping the caret where it was, and returns the text. */
export function reformatFrenchAmountField(input: HTMLInputElement): string {
  const raw = input.value;
  const formatted = formatFrenchAmountInput(raw);
  if (formatted !== raw) {
    const caret = caretAfterFrenchFormatting(raw, input.selectionStart ?? raw.length, formatted);
    input.value = formatted;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  }
  return formatted;
}
