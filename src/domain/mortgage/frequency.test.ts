import { describe, expect, it } from "vitest";
import { translatorFor } from "../../i18n/intl";
import { COMPOUNDING_TEXT, FREQUENCY_INFO, FREQUENCY_TEXT, PAYMENT_FREQUENCIES } from "./frequency";

const english = translatorFor("en-CA");
const french = translatorFor("fr-CA");

describe("payment frequencies", () => {
  it("label and count payments as spec section 9 says", () => {
    expect(
      PAYMENT_FREQUENCIES.map((f) => [english(FREQUENCY_TEXT[f].label), FREQUENCY_INFO[f].paymentsPerYear]),
    ).toEqual([
      ["Monthly", 12],
      ["Semi-monthly", 24],
      ["Bi-weekly", 26],
      ["Rapid Bi-weekly", 26],
      ["Weekly", 52],
      ["Rapid Weekly", 52],
    ]);
  });

  it("are named as Québec lenders name them", () => {
    expect(PAYMENT_FREQUENCIES.map((f) => french(FREQUENCY_TEXT[f].label))).toEqual([
      "Mensuel",
      "Semi-mensuel",
      "Aux deux semaines",
      "Aux deux semaines accéléré",
      "Hebdomadaire",
      "Hebdomadaire accéléré",
    ]);
    expect(french(FREQUENCY_TEXT["rapid-bi-weekly"].payment)).toBe("Versement aux deux semaines accéléré");
  });

  it("describe both compounding options", () => {
    expect(english(COMPOUNDING_TEXT["per-period"].label)).toContain("rate ÷ payments per year");
    expect(english(COMPOUNDING_TEXT["semi-annual"].description)).toContain("Interest Act");
    expect(french(COMPOUNDING_TEXT["semi-annual"].description)).toContain("Loi sur l’intérêt");
  });
});
