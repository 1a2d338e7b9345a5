import { describe, expect, it } from "vitest";
import { qualifyingRate, STRESS_TEST_BUFFER_POINTS, STRESS_TEST_FLOOR_PERCENT } from "./stress-test";

describe("qualifyingRate", () => {
  it("is the greater of the contract rate + 2 points and 5.25%", () => {
    expect(STRESS_TEST_FLOOR_PERCENT).toBe(5.25);
    expect(STRESS_TEST_BUFFER_POINTS).toBe(2);
    expect(qualifyingRate(3)).toBe(5.25); // 3 + 2 = 5 < 5.25 → floor
    expect(qualifyingRate(3.25)).toBe(5.25); // 3.25 + 2 = 5.25, equal to the floor
    expect(qualifyingRate(3.26)).toBe(5.26);
    expect(qualifyingRate(4)).toBe(6);
    expect(qualifyingRate(0)).toBe(5.25);
  });

  it("reads as the sum a buyer expects, without binary noise", () => {
    expect(3.264 + 2).not.toBe(5.264);
    expect(qualifyingRate(3.264)).toBe(5.264);
    expect(qualifyingRate(4.84)).toBe(6.84);
    expect(qualifyingRate(3.94)).toBe(5.94);
  });
});
