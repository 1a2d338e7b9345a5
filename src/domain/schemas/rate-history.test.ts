import { describe, expect, it } from "vitest";
import { rateHistoryQuerySchema } from "./rate-history";

const issuePath = (value: unknown) => rateHistoryQuerySchema.safeParse(value).error?.issues[0]?.path;

describe("rateHistoryQuerySchema", () => {
  it("defaults to the 5 year term and the National rates; the type is required", () => {
    expect(rateHistoryQuerySchema.parse({ type: "fixed" })).toEqual({
      term: "5 year",
      type: "fixed",
      province: "National",
    });
    expect(rateHistoryQuerySchema.parse({ type: "variable", province: "" }).province).toBe("National");
    expect(issuePath({})).toEqual(["type"]);
  });

  it("resolves a province code or name to the stored name", () => {
    expect(rateHistoryQuerySchema.parse({ term: "3 year", type: "fixed", province: "bc" })).toEqual({
      term: "3 year",
      type: "fixed",
      province: "British Columbia",
    });
    expect(rateHistoryQuerySchema.parse({ type: "fixed", province: "nova scotia" }).province).toBe(
      "Nova Scotia",
    );
  });

  it("refuses an unknown term, type or province by its field", () => {
    expect(issuePath({ type: "fixed", term: "5 years" })).toEqual(["term"]);
    expect(issuePath({ type: "fixed", term: "" })).toEqual(["term"]);
    expect(issuePath({ type: "Fixed" })).toEqual(["type"]);
    expect(issuePath({ type: "fixed", province: "Atlantis" })).toEqual(["province"]);
  });
});
