import { describe, expect, it } from "vitest";
import {
  readClosingCostsQuery,
  writeClosingCostsQuery,
} from "../../../domain/closing-costs/closing-costs-query";
import { CASH_TO_CLOSE_KEYS, LAND_TRANSFER_TAX_KEYS } from "./calculator-keys";
import { formQuery, initialForm, pickQuery, withProvince } from "./use-closing-costs-form";

const SHARED =
  "price=412345&province=QC&city=montreal&first_time=true&new_build=true&down_payment=41235" +
  "&amortization=30&legal_fees=1900&title_insurance=350&inspection=0&adjustments=1200";

describe("the closing-cost calculators' form and address", () => {
  it("starts from a shared address and writes every input back the same", () => {
    for (const locale of ["en-CA", "fr-CA"] as const) {
      const form = initialForm(new URLSearchParams(SHARED), locale);
      const written = writeClosingCostsQuery(pickQuery(formQuery(form, locale), CASH_TO_CLOSE_KEYS));
      expect(written.toString()).toBe(SHARED);
    }
  });

  it("shows the figures the page's language's way, and reads them back", () => {
    const cents = new URLSearchParams("price=412345.67");
    const form = initialForm(cents, "fr-CA");
    expect(form.figures.price).toBe("412345,67");
    expect(formQuery(form, "fr-CA").price).toBe(412_345.67);
    // English amount fields take whole dollars: what is shown is what is computed.
    expect(initialForm(cents, "en-CA").figures.price).toBe("412346");
    expect(formQuery({ ...form, figures: { ...form.figures, price: "500 000,5" } }, "fr-CA").price).toBe(
      500_000.5,
    );
  });

  it("keeps the defaults' costs out of the address until the buyer types one; an emptied cost is 0", () => {
    const form = initialForm(new URLSearchParams(""), "en-CA");
    expect(form.figures.legalFees).toBeUndefined();
    const emptied = { ...form, figures: { ...form.figures, homeInspection: "" } };
    expect(pickQuery(formQuery(emptied, "en-CA"), CASH_TO_CLOSE_KEYS).homeInspection).toBe(0);
  });

  it("drops the city that is not in the new province, and the mortgage amount outside Alberta", () => {
    const toronto = initialForm(new URLSearchParams("province=ON&city=toronto"), "en-CA");
    expect(withProvince(toronto, "ON").city).toBe("toronto");
    expect(withProvince(toronto, "QC").city).toBe("");
    const alberta = initialForm(new URLSearchParams("province=AB&mortgage_amount=400000"), "en-CA");
    expect(pickQuery(formQuery(alberta, "en-CA"), LAND_TRANSFER_TAX_KEYS).mortgageAmount).toBe(400_000);
    expect(formQuery(withProvince(alberta, "BC"), "en-CA").mortgageAmount).toBeUndefined();
  });

  it("leaves out a figure that is not one, as a shared link's would be", () => {
    const form = initialForm(new URLSearchParams(""), "en-CA");
    const query = formQuery({ ...form, figures: { ...form.figures, price: "abc" } }, "en-CA");
    expect(query.price).toBeUndefined();
    expect(readClosingCostsQuery(writeClosingCostsQuery(query))).toEqual(query);
  });
});
