import { describe, expect, it } from "vitest";
import { nextRunAt, occurrenceAt } from "./schedule";

const NIGHTLY = { pattern: "0 2 * * *", timezone: "America/Toronto" };

function runsFrom(start: string, count: number): string[] {
  const runs: string[] = [];
  let from = new Date(start);
  for (let i = 0; i < count; i += 1) {
    from = nextRunAt(NIGHTLY, from)!;
    runs.push(from.toISOString());
  }
  return runs;
}

describe("the nightly rate sync at 02:00 America/Toronto", () => {
  it("runs once each night across the spring change (2 AM does not exist on March 8, 2026)", () => {
    // EST is UTC-5, EDT UTC-4; on the change night 02:00 EST becomes 03:00 EDT, the same instant.
    expect(runsFrom("2026-03-06T12:00:00Z", 4)).toEqual([
      "2026-03-07T07:00:00.000Z",
      "2026-03-08T07:00:00.000Z",
      "2026-03-09T06:00:00.000Z",
      "2026-03-10T06:00:00.000Z",
    ]);
  });

  it("runs once, not twice, across the autumn change (1 AM repeats on November 1, 2026)", () => {
    expect(runsFrom("2026-10-30T12:00:00Z", 4)).toEqual([
      "2026-10-31T06:00:00.000Z",
      "2026-11-01T07:00:00.000Z",
      "2026-11-02T07:00:00.000Z",
      "2026-11-03T07:00:00.000Z",
    ]);
  });

  it("names the occurrence a firing stands for, whatever the timer's jitter", () => {
    const scheduled = "2026-11-24T07:00:00.000Z";
    for (const firedAt of [
      "2026-11-24T06:59:59.400Z",
      "2026-11-24T07:00:00.000Z",
      "2026-11-24T07:00:03.250Z",
    ]) {
      expect(occurrenceAt(NIGHTLY, new Date(firedAt)).toISOString()).toBe(scheduled);
    }
  });
});
