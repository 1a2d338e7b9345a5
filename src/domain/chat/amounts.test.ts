import { describe, expect, it } from "vitest";
import { figuresIn, firstMoney, isAmount, type FigureKind } from "./amounts";

const read = (text: string) =>
  figuresIn(text).map(({ kind, value }) => [kind, value] as [FigureKind, number]);

describe("figures typed in a question", () => {
  it.each([
    ["$750k", 750_000],
    ["$750K", 750_000],
    ["$ 750k", 750_000],
    ["750k", 750_000],
    ["750 k", 750_000],
    ["$750,000", 750_000],
    ["$750,000.50", 750_000.5],
    ["750,000$", 750_000],
    ["750 000 $", 750_000],
    ["750\u00a0000\u00a0$", 750_000],
    ["750\u202f000 $", 750_000],
    ["1.2M", 1_200_000],
    ["$1.2 million", 1_200_000],
    ["1,2 M", 1_200_000],
    ["1,2 million", 1_200_000],
    ["1,25 millions", 1_250_000],
    ["2 millions", 2_000_000],
    ["95 mille", 95_000],
    ["$1,234,567.89", 1_234_567.89],
    ["500 dollars", 500],
    ["750000$", 750_000],
  ])("%s is an amount of %d dollars", (text, value) => {
    expect(read(`about ${text} or so`)).toEqual([["dollars", value]]);
  });

  it("reads a bare number, a thousands group and a decimal", () => {
    expect(read("750000")).toEqual([["number", 750_000]]);
    expect(read("750,000")).toEqual([["number", 750_000]]);
    expect(read("750 000")).toEqual([["number", 750_000]]);
    expect(read("4.5")).toEqual([["number", 4.5]]);
    expect(read("4,5")).toEqual([["number", 4.5]]);
  });

  it.each([
    ["10%", 10],
    ["10 %", 10],
    ["10\u00a0%", 10],
    ["7.5%", 7.5],
    ["7,5 %", 7.5],
    ["20 percent", 20],
    ["20 per cent", 20],
    ["20 pour cent", 20],
  ])("%s is a percentage", (text, value) => {
    expect(read(`with ${text} down`)).toEqual([["percent", value]]);
  });

  it.each([
    ["30 years", 30],
    ["30-year", 30],
    ["30 year", 30],
    ["25 yrs", 25],
    ["30 ans", 30],
    ["1 an", 1],
  ])("%s is a number of years", (text, value) => {
    expect(read(`over ${text}`)).toEqual([["years", value]]);
  });

  it("reads every figure of a sentence in order, each with its kind", () => {
    expect(read("A $600k home with 10% down over 30 years, and $5,000 for closing")).toEqual([
      ["dollars", 600_000],
      ["percent", 10],
      ["years", 30],
      ["dollars", 5_000],
    ]);
    expect(read("Une maison de 450 000 $ avec 5 % de mise de fonds sur 25 ans")).toEqual([
      ["dollars", 450_000],
      ["percent", 5],
      ["years", 25],
    ]);
  });

  it("keeps a list's comma apart from a thousands group", () => {
    expect(read("600 000, 10 %")).toEqual([
      ["number", 600_000],
      ["percent", 10],
    ]);
    expect(read("$600k, $60k down")).toEqual([
      ["dollars", 600_000],
      ["dollars", 60_000],
    ]);
  });

  it("leaves numbers inside words and codes alone", () => {
    expect(read("my T4 and an M5V postal code")).toEqual([]);
    expect(read("a 5m2 balcony")).toEqual([["number", 5]]);
  });

  it("takes small bare numbers for money only where the words say so", () => {
    const [kids] = figuresIn("2 kids");
    expect(kids && isAmount(kids)).toBe(false);
    const [price] = figuresIn("1500");
    expect(price && isAmount(price)).toBe(true);
    const [year] = figuresIn("the 2026 rules");
    expect(year && isAmount(year)).toBe(false);
    const [dollars] = figuresIn("$2026");
    expect(dollars && isAmount(dollars)).toBe(true);
    expect(firstMoney("I earn 95 a year")).toBe(95);
    expect(firstMoney("30 years at 5%")).toBeUndefined();
  });
});
