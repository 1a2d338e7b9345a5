import { describe, expect, it } from "vitest";
import { formatCount, formatDay, formatEventTime, formatShortDay } from "./format";

describe("analytics formats", () => {
  it("write days and counts the English way", () => {
    expect(formatShortDay("2026-11-05", "en-CA")).toBe("Nov 5");
    expect(formatDay("2026-11-05", "en-CA")).toBe("Nov 5, 2026");
    expect(formatEventTime("2026-11-24T19:00:00Z", "en-CA")).toBe("Nov 24, 2:00 p.m.");
    expect(formatCount(12345, "en-CA")).toBe("12,345");
  });

  it("write them the French way", () => {
    expect(formatShortDay("2026-11-05", "fr-CA")).toBe("5 nov.");
    expect(formatDay("2026-11-05", "fr-CA")).toBe("5 nov. 2026");
    expect(formatEventTime("2026-11-24T19:00:00Z", "fr-CA")).toBe("24 nov., 14 h 00");
    expect(formatCount(12345, "fr-CA")).toBe("12\u00a0345");
  });
});
