import { describe, expect, it } from "vitest";
import {
  adminRatesQuerySchema,
  hasAtMostThreeDecimals,
  RATE_DECIMALS_MESSAGE,
  RATE_REQUIRED_MESSAGE,
  ratePercentSchema,
  rateUpdateSchema,
} from "./admin-rates";

describe("ratePercentSchema", () => {
  it("takes numbers and typed text with up to 3 decimals within the rate range", () => {
    expect(ratePercentSchema.parse(4.125)).toBe(4.125);
    expect(ratePercentSchema.parse(" 3.9 ")).toBe(3.9);
    expect(ratePercentSchema.parse(0)).toBe(0);
    expect(ratePercentSchema.parse("30")).toBe(30);
  });

  it("calls an empty input missing and refuses a 4th decimal, text and out-of-range values", () => {
    const message = (value: unknown) => ratePercentSchema.safeParse(value).error?.issues[0]?.message;
    expect(message("")).toBe(RATE_REQUIRED_MESSAGE);
    expect(message(Number.NaN)).toBe(RATE_REQUIRED_MESSAGE);
    expect(message(undefined)).toBe(RATE_REQUIRED_MESSAGE);
    expect(message(4.1234)).toBe(RATE_DECIMALS_MESSAGE);
    expect(message("abc")).toBe("Must be a number");
    expect(message(-0.001)).toBe("Must be at least 0");
    expect(message(30.001)).toBe("Must be at most 30");
  });

  it("counts decimals the way a person typed them", () => {
    expect([4.1, 4.12, 4.125, 5].every(hasAtMostThreeDecimals)).toBe(true);
    expect(hasAtMostThreeDecimals(4.1255)).toBe(false);
  });
});

describe("rateUpdateSchema", () => {
  it("needs at least one of the two rates", () => {
    expect(rateUpdateSchema.parse({ our_rate: "4.2" })).toEqual({ our_rate: 4.2 });
    expect(rateUpdateSchema.safeParse({}).error?.issues[0]?.path).toEqual(["our_rate"]);
  });
});

describe("adminRatesQuerySchema", () => {
  it("reads the active filter as a boolean and blank filters as none", () => {
    expect(adminRatesQuerySchema.parse({ active: "false", province: "", limit: "10" })).toEqual({
      active: false,
      province: undefined,
      rate_type: undefined,
      term: undefined,
      limit: 10,
      offset: 0,
    });
  });
});
