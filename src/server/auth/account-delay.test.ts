import { describe, expect, it } from "vitest";
import {
  accountDelaySeconds,
  ACCOUNT_FIRST_DELAY_SECONDS,
  ACCOUNT_FREE_FAILURES,
  ACCOUNT_MAX_DELAY_SECONDS,
} from "./account-delay";
import { waitPhrase } from "./sign-in-limits";

describe("accountDelaySeconds", () => {
  it("lets the first failures through without a pause", () => {
    for (let failures = 0; failures < ACCOUNT_FREE_FAILURES; failures++) {
      expect(accountDelaySeconds(failures)).toBe(0);
    }
  });

  it("doubles the pause with each further failure", () => {
    const pauses = [0, 1, 2, 3, 4].map((n) => accountDelaySeconds(ACCOUNT_FREE_FAILURES + n));
    expect(pauses).toEqual([1, 2, 4, 8, 16].map((x) => x * ACCOUNT_FIRST_DELAY_SECONDS));
  });

  it("never grows beyond the cap, however many failures", () => {
    expect(accountDelaySeconds(ACCOUNT_FREE_FAILURES + 9)).toBeLessThan(ACCOUNT_MAX_DELAY_SECONDS);
    expect(accountDelaySeconds(ACCOUNT_FREE_FAILURES + 10)).toBe(ACCOUNT_MAX_DELAY_SECONDS);
    expect(accountDelaySeconds(10_000)).toBe(ACCOUNT_MAX_DELAY_SECONDS);
    expect(accountDelaySeconds(Number.MAX_SAFE_INTEGER)).toBe(ACCOUNT_MAX_DELAY_SECONDS);
  });

  it("grows monotonically", () => {
    for (let failures = 1; failures < 60; failures++) {
      expect(accountDelaySeconds(failures)).toBeGreaterThanOrEqual(accountDelaySeconds(failures - 1));
    }
  });
});

describe("waitPhrase", () => {
  it.each([
    [1, "1 second"],
    [45, "45 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [900, "15 minutes"],
  ])("%i s → %s", (seconds, phrase) => {
    expect(waitPhrase(seconds)).toBe(phrase);
  });
});
