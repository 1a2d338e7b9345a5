import { describe, expect, it } from "vitest";
import { MORTGAGE_INSURANCE_RULES } from "../../../domain/closing-costs/cmhc";
import { CITY_LEVIES, JURISDICTIONS } from "../../../domain/closing-costs/land-transfer-tax-tables";
import { translatorFor } from "../../../i18n/intl";
import { calculatorFormats } from "../calculators/format";
import {
  effectiveDate,
  LEVY_NAMES,
  reliefText,
  ruleText,
  shortPercent,
  SOURCE_TEXT,
  sourceText,
} from "./closing-costs-text";

const english = calculatorFormats(translatorFor("en-CA"), "en-CA");
const french = calculatorFormats(translatorFor("fr-CA"), "fr-CA");

describe("the closing-cost calculators' wording", () => {
  it("names every levy of the tables", () => {
    const levies = [
      ...Object.values(JURISDICTIONS).flatMap((jurisdiction) => jurisdiction.levies),
      ...Object.values(CITY_LEVIES).map((city) => city.levy),
    ];
    expect(levies.map((levy) => levy.id).sort()).toEqual(Object.keys(LEVY_NAMES).sort());
  });

  it("says every source of the tables, in English exactly as the table names it", () => {
    const stored: Record<string, string> = { insurance: MORTGAGE_INSURANCE_RULES.source };
    for (const [code, jurisdiction] of Object.entries(JURISDICTIONS)) {
      if (!jurisdiction.landTransferTax && jurisdiction.registrationFees === "not-computed") {
        stored[code] = jurisdiction.source;
      }
      for (const levy of jurisdiction.levies) stored[levy.id] = levy.source;
    }
    for (const { levy } of Object.values(CITY_LEVIES)) stored[levy.id] = levy.source;
    expect(Object.keys(SOURCE_TEXT).sort()).toEqual(Object.keys(stored).sort());
    for (const [key, source] of Object.entries(stored)) {
      expect(sourceText(key, source, english)).toBe(source);
      expect(sourceText(key, source, french)).not.toBe(source);
    }
  });

  it("writes a rate with no more decimals than it needs", () => {
    expect(shortPercent(0.5, english)).toBe("0.5%");
    expect(shortPercent(2, english)).toBe("2%");
    expect(shortPercent(5.45, french)).toBe("5,45\u00a0%");
  });

  it("says how each line of the working is charged", () => {
    expect(ruleText({ type: "per-step", stepValue: 5_000, feePerStep: 5 }, english)).toBe(
      "$5.00 per $5,000 or part of it",
    );
    expect(ruleText({ type: "exempt" }, french)).toBe("Exonéré");
  });

  it("says the first-time relief, and that Québec's is a credit in the tax return", () => {
    expect(reliefText({ type: "capped", max: 4_000 }, english)).toBe(
      "First-time buyers get back up to $4,000 of this tax.",
    );
    expect(reliefText({ type: "none" }, english)).toBeUndefined();
    expect(
      reliefText(
        { type: "tax-credit", tiers: [{ taxUpTo: 5_000, percent: 100 }], valueBelow: 1_000_000 },
        french,
      ),
    ).toContain("déclaration de revenus");
  });

  it("dates a source the page's language's way, the first of the month « 1er » in French", () => {
    expect(effectiveDate("2017-01-01", english)).toBe("January 1, 2017");
    expect(effectiveDate("2017-01-01", french)).toBe("1er janvier 2017");
    expect(effectiveDate("2026-04-15", french)).toBe("15 avril 2026");
  });
});
