import { describe, expect, it } from "vitest";
import { bestRateSteps, type HistoryEntry } from "./best-series";

const FROM = "2025-06-15";

function entry(day: string, mortgageType: string, ourRate: number, postedRate = 6): HistoryEntry {
  return { day, mortgageType, ourRate, postedRate };
}

const point = (date: string, our_rate: number, posted_rate = 6) => ({ date, our_rate, posted_rate });

describe("bestRateSteps", () => {
  it("is empty without history", () => {
    expect(bestRateSteps([], FROM)).toEqual([]);
  });

  it("starts at the window with the value in force then, taken from the last entry before it", () => {
    const entries = [entry("2025-01-10", "Conventional", 4.9), entry("2025-04-01", "Conventional", 4.7)];
    expect(bestRateSteps(entries, FROM)).toEqual([point(FROM, 4.7)]);
  });

  it("starts at the first entry when nothing was in force before the window", () => {
    const entries = [entry("2025-08-01", "Conventional", 4.5), entry("2025-10-02", "Conventional", 4.4)];
    expect(bestRateSteps(entries, FROM)).toEqual([point("2025-08-01", 4.5), point("2025-10-02", 4.4)]);
  });

  it("keeps the lowest rate across mortgage types, each at its latest value", () => {
    const entries = [
      entry("2025-05-01", "Conventional", 4.6, 6.1),
      entry("2025-05-02", "High-Ratio", 4.4, 6.2),
      // High-Ratio rises above Conventional: Conventional becomes the best.
      entry("2025-07-01", "High-Ratio", 4.8, 6.2),
      // Conventional rises but stays the best.
      entry("2025-09-01", "Conventional", 4.7, 6.1),
      // A third type undercuts both.
      entry("2025-11-20", "Refinance", 4.3, 5.9),
    ];
    expect(bestRateSteps(entries, FROM)).toEqual([
      point(FROM, 4.4, 6.2),
      point("2025-07-01", 4.6, 6.1),
      point("2025-09-01", 4.7, 6.1),
      point("2025-11-20", 4.3, 5.9),
    ]);
  });

  it("emits nothing when a change leaves the best value as it was", () => {
    const entries = [
      entry("2025-05-01", "Conventional", 4.4),
      entry("2025-05-01", "High-Ratio", 4.9),
      entry("2025-08-01", "High-Ratio", 4.7),
      entry("2025-09-01", "Conventional", 4.4),
    ];
    expect(bestRateSteps(entries, FROM)).toEqual([point(FROM, 4.4)]);
  });

  it("counts a change of the posted rate alone", () => {
    const entries = [
      entry("2025-05-01", "Conventional", 4.4, 6),
      entry("2025-08-01", "Conventional", 4.4, 5.8),
    ];
    expect(bestRateSteps(entries, FROM)).toEqual([point(FROM, 4.4, 6), point("2025-08-01", 4.4, 5.8)]);
  });

  it("keeps a day's last value: one point per day, none when the day ends where it began", () => {
    const entries = [
      entry("2025-05-01", "Conventional", 4.4),
      entry("2025-08-01", "Conventional", 4.2),
      entry("2025-08-01", "Conventional", 4.3),
      entry("2025-09-01", "Conventional", 4.1),
      entry("2025-09-01", "Conventional", 4.3),
    ];
    expect(bestRateSteps(entries, FROM)).toEqual([point(FROM, 4.4), point("2025-08-01", 4.3)]);
  });

  it("puts a change on the window's first day into the first point", () => {
    const entries = [entry("2025-05-01", "Conventional", 4.4), entry(FROM, "Conventional", 4.25)];
    expect(bestRateSteps(entries, FROM)).toEqual([point(FROM, 4.25)]);
  });

  it("breaks a tie of our rates by the lower posted rate, whatever the order", () => {
    const a = entry("2025-05-01", "Conventional", 4.4, 6.2);
    const b = entry("2025-05-01", "High-Ratio", 4.4, 5.9);
    expect(bestRateSteps([a, b], FROM)).toEqual([point(FROM, 4.4, 5.9)]);
    expect(bestRateSteps([b, a], FROM)).toEqual([point(FROM, 4.4, 5.9)]);
  });

  it("follows each rate by its id, and leaves out a rate while it is switched off", () => {
    const line = (day: string, rateId: string, ourRate: number, active = true): HistoryEntry => ({
      ...entry(day, "Conventional", ourRate),
      rateId,
      active,
    });
    const entries = [
      line("2025-07-01", "synced", 4.4),
      // A second conventional rate of the same term: both count, by their own ids.
      line("2025-07-01", "manual", 4.6),
      line("2025-08-01", "synced", 4.4, false),
      line("2025-09-01", "synced", 4.2, true),
    ];
    expect(bestRateSteps(entries, FROM)).toEqual([
      point("2025-07-01", 4.4),
      point("2025-08-01", 4.6),
      point("2025-09-01", 4.2),
    ]);
  });
});
