import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, nextAttemptAt } from "./notifications";

describe("nextAttemptAt", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const minutesAfter = (attempts: number) => {
    const at = nextAttemptAt(attempts, now);
    return at === null ? null : (at.getTime() - now.getTime()) / 60_000;
  };

  it("waits 1, 5, 30 and 120 minutes after the first four failures", () => {
    expect([1, 2, 3, 4].map(minutesAfter)).toEqual([1, 5, 30, 120]);
  });

  it("gives up after the fifth attempt", () => {
    expect(MAX_ATTEMPTS).toBe(5);
    expect(minutesAfter(5)).toBeNull();
  });
});
