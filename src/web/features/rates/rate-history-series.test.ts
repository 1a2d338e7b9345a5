import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/intl";
import {
  chartRows,
  formatHistoryDay,
  historySummary,
  mergeHistories,
  monthTicks,
  rateAxis,
  rowAt,
  stepPath,
  xFraction,
  yFraction,
} from "./rate-history-series";

const fixed = [
  { date: "2025-06-15", our_rate: 4.34 },
  { date: "2025-09-01", our_rate: 4.19 },
  { date: "2026-04-16", our_rate: 4.04 },
];
const variable = [
  { date: "2025-06-15", our_rate: 4.7 },
  { date: "2025-08-01", our_rate: 4.45 },
];

describe("mergeHistories", () => {
  it("puts both lines on one time line, each carrying its value in force", () => {
    expect(mergeHistories({ fixed, variable })).toEqual([
      { date: "2025-06-15", fixed: 4.34, variable: 4.7 },
      { date: "2025-08-01", fixed: 4.34, variable: 4.45 },
      { date: "2025-09-01", fixed: 4.19, variable: 4.45 },
      { date: "2026-04-16", fixed: 4.04, variable: 4.45 },
    ]);
  });

  it("leaves a line empty before its first point", () => {
    expect(mergeHistories({ fixed: fixed.slice(1), variable: [] })).toEqual([
      { date: "2025-09-01", fixed: 4.19, variable: null },
      { date: "2026-04-16", fixed: 4.04, variable: null },
    ]);
    expect(mergeHistories({ fixed: [], variable: [] })).toEqual([]);
  });
});

describe("chartRows", () => {
  it("holds the last values until today", () => {
    const rows = chartRows(mergeHistories({ fixed: fixed.slice(0, 1), variable: [] }), "2026-06-15");
    expect(rows).toEqual([
      { date: "2025-06-15", fixed: 4.34, variable: null, time: Date.UTC(2025, 5, 15) },
      { date: "2026-06-15", fixed: 4.34, variable: null, time: Date.UTC(2026, 5, 15) },
    ]);
  });

  it("adds nothing when the last change was today", () => {
    expect(chartRows(mergeHistories({ fixed, variable }), "2026-04-16")).toHaveLength(4);
  });
});

describe("rateAxis", () => {
  it("pads the range to quarter points, with a tick on each", () => {
    expect(rateAxis(mergeHistories({ fixed, variable }))).toEqual({
      domain: [3.75, 5],
      ticks: [3.75, 4, 4.25, 4.5, 4.75, 5],
    });
  });

  it("ticks every half point over a wide range, and ignores a line that has not started", () => {
    const rows = [
      { date: "2025-06-15", fixed: 2.9, variable: null },
      { date: "2025-09-01", fixed: 5.2, variable: null },
    ];
    expect(rateAxis(rows)).toEqual({ domain: [2.5, 5.5], ticks: [2.5, 3, 3.5, 4, 4.5, 5, 5.5] });
  });
});

describe("monthTicks", () => {
  it("marks the first of each month inside the window", () => {
    const ticks = monthTicks("2025-06-15", "2026-06-15");
    expect(ticks).toHaveLength(12);
    expect(ticks[0]).toBe(Date.UTC(2025, 6, 1));
    expect(ticks.at(-1)).toBe(Date.UTC(2026, 5, 1));
  });
});

describe("historySummary", () => {
  it("names where each line starts and where it stands, in en-CA dates and 2-decimal rates", () => {
    expect(formatHistoryDay("2025-06-15")).toBe("Jun 15, 2025");
    const t = translatorFor("en-CA");
    expect(historySummary("5 year", "Ontario", { fixed, variable: variable.slice(0, 1) }, t, "en-CA")).toBe(
      "Our best 5 year rates in Ontario over the last 12 months. " +
        "5 year fixed: 4.34% on Jun 15, 2025, 4.04% since Apr 16, 2026. " +
        "5 year variable: 4.70% since Jun 15, 2025.",
    );
    expect(historySummary("5 year", "Canada (National)", { fixed: [], variable }, t, "en-CA")).toContain(
      "5 year fixed: no history yet.",
    );
  });
});

describe("historySummary in French", () => {
  it("says the chart in French words, rates and dates", () => {
    const t = translatorFor("fr-CA");
    const summary = historySummary("5 ans", "Québec", { fixed, variable: [] }, t, "fr-CA");
    expect(summary).toMatch(/^Nos meilleurs taux de 5 ans – Québec/);
    expect(summary).toContain("5 ans fixe\u00a0: 4,34\u00a0% le 15 juin 2025");
    expect(summary).toContain("5 ans variable\u00a0: aucun historique pour l’instant.");
  });
});

describe("the chart's geometry", () => {
  const rows = chartRows(
    [
      { date: "2025-06-01", fixed: null, variable: 5 },
      { date: "2025-06-03", fixed: 4.5, variable: 5 },
      { date: "2025-06-05", fixed: 4, variable: 4.5 },
    ],
    "2025-06-11",
  );
  const frame = { start: rows[0]!.time, end: rows.at(-1)!.time, low: 4, high: 5 };

  it("places days across and rates down, the highest rate at the top", () => {
    expect(xFraction(rows[0]!.time, frame)).toBe(0);
    expect(xFraction(rows[2]!.time, frame)).toBe(0.4);
    expect(xFraction(rows.at(-1)!.time, frame)).toBe(1);
    expect(yFraction(5, frame)).toBe(0);
    expect(yFraction(4.5, frame)).toBe(0.5);
    expect(yFraction(4, frame)).toBe(1);
  });

  it("draws each rate as a step held until the next, from the type's first rate to the last day", () => {
    expect(stepPath(rows, "variable", frame)).toBe("M0 0H2H4V500H10");
    expect(stepPath(rows, "fixed", frame)).toBe("M2 500H4V1000H10");
  });

  it("draws nothing for a type without a rate", () => {
    const none = rows.map((row) => ({ ...row, fixed: null }));
    expect(stepPath(none, "fixed", frame)).toBe("");
  });

  it("finds the row in force on a day", () => {
    expect(rowAt(rows, rows[0]!.time - 1)).toBeUndefined();
    expect(rowAt(rows, rows[1]!.time)).toBe(rows[1]);
    expect(rowAt(rows, rows[1]!.time + 86_400_000)).toBe(rows[1]);
    expect(rowAt(rows, rows.at(-1)!.time + 1)).toBe(rows.at(-1));
  });
});
