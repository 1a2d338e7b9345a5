import { describe, expect, it } from "vitest";
import { ratesQuerySchema, resolveRateProvince } from "./rates";

describe("resolveRateProvince", () => {
  it("accepts codes, names and National in any case", () => {
    expect(resolveRateProvince("on")).toBe("Ontario");
    expect(resolveRateProvince("Prince Edward Island")).toBe("Prince Edward Island");
    expect(resolveRateProvince("national")).toBe("National");
    expect(resolveRateProvince("Atlantis")).toBeUndefined();
  });
});

describe("ratesQuerySchema", () => {
  it("resolves the province and refuses an unknown one", () => {
    expect(ratesQuerySchema.parse({ province: "BC", terms: "home" })).toEqual({
      province: "British Columbia",
      terms: "home",
    });
    expect(ratesQuerySchema.parse({ province: "" })).toEqual({ province: undefined });
    expect(ratesQuerySchema.safeParse({ province: "XX" }).error?.issues[0]?.path).toEqual(["province"]);
  });
});
