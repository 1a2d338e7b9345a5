/**
 * The figures a visitor types in a question, in either language: dollar amounts ("$750k", "750,000",
 * "750 000 $", "1.2M", "1,2 million"), percentages ("10%", "10 %", "10 pour cent") and numbers of years
 * ("30 years", "30-year", "30 ans"). The figure answers (affordability, land transfer tax, mortgage
 * insurance) read their inputs from these.
 *
 * One reader serves both languages: a group of exactly three digits after a comma or a space is a
 * thousands group ("750,000", "750 000"), any other comma or point is the decimal mark ("1,2 M", "1.2M").
 */

export type FigureKind =
  /** Marked as money by a dollar sign, "dollars" or a multiplier ("k", "M", "mille", "million"). */
  | "dollars"
  /** A bare number, money or not ("95000"). */
  | "number"
  | "percent"
  | "years";

export interface Figure {
  kind: FigureKind;
  value: number;
  /** Where the figure starts and ends in the text it was read from. */
  start: number;
  end: number;
}

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  mille: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  millions: 1e6,
};

/**
 * A number, then what follows it: a multiplier, a percent sign or word, a word for years, a dollar sign.
 * The spaces that group thousands may be ordinary, no-break or narrow no-break spaces.
 */
const FIGURE =
  /(\$\s*)?(\d{1,3}(?:(?:,|[ \u00a0\u202f])\d{3})+(?!\d)|\d+)(?:[.,](\d+))?(?:\s*(k|thousand|mille|mm|m|millions?)(?![\p{L}\d]))?(?:\s*(%|per\s?cent|pour\s?cent)|\s*-?\s*(years?|yrs?|ans?)(?![\p{L}\d])|\s*(\$|dollars?))?/giu;

function kindOf(match: RegExpExecArray): FigureKind {
  const [, dollarBefore, , , multiplier, percent, years, dollarAfter] = match;
  if (percent) return "percent";
  if (years) return "years";
  return dollarBefore || dollarAfter || multiplier ? "dollars" : "number";
}

/** Every figure in `text`, in order. */
export function figuresIn(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const [whole, , digits = "", fraction, multiplier] = match;
    // A letter or digit right before the number makes it part of a word or code ("T4", "A1B").
    if (/[\p{L}\d]/u.test(text.charAt(match.index - 1)) && !whole.startsWith("$")) continue;
    const number = Number(`${digits.replace(/[^\d]/g, "")}${fraction ? `.${fraction}` : ""}`);
    const factor = multiplier ? (MULTIPLIERS[multiplier.toLowerCase()] ?? 1) : 1;
    figures.push({
      kind: kindOf(match),
      // Cents at most: "1.2345M" is $1,234,500.
      value: Math.round(number * factor * 100) / 100,
      start: match.index,
      end: match.index + whole.length,
    });
  }
  return figures;
}

/** The smallest bare number read as money: below it "5" in "5 year fixed" or "2 kids" is not a price. */
export const BARE_AMOUNT_MIN = 1_000;

/** Bare numbers in this range are read as years ("taxes in 2026"), never as amounts. */
const YEARS = { from: 1900, to: 2100 } as const;

/** Whether a figure is an amount of money: marked as one, or a bare number of at least $1,000 that is no year. */
export function isAmount(figure: Figure): boolean {
  if (figure.kind === "dollars") return true;
  const isYear = Number.isInteger(figure.value) && figure.value >= YEARS.from && figure.value <= YEARS.to;
  return figure.kind === "number" && figure.value >= BARE_AMOUNT_MIN && !isYear;
}

/**
 * The first figure in `text` that can be money, however small, for a clause its words already tie to money
 * ("I earn 95000 a year"); percentages and years are never money.
 */
export function firstMoney(text: string): number | undefined {
  return figuresIn(text).find((figure) => figure.kind === "dollars" || figure.kind === "number")?.value;
}
