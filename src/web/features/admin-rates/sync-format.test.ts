import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/intl";
import {
  describeSchedule,
  formatNextRun,
  formatRelative,
  formatRunTime,
  runProblems,
  timeZoneLabel,
} from "./sync-format";

const TORONTO = "America/Toronto";
const en = { t: translatorFor("en-CA"), locale: "en-CA" } as const;
const fr = { t: translatorFor("fr-CA"), locale: "fr-CA" } as const;

describe("describeSchedule", () => {
  it("reads the default nightly pattern in words", () => {
    expect(describeSchedule("0 2 * * *", TORONTO, en)).toBe("Every night at 2:00 a.m. Eastern Time");
  });

  it("reads a pattern with a seconds field", () => {
    expect(describeSchedule("0 30 1 * * *", TORONTO, en)).toBe("Every night at 1:30 a.m. Eastern Time");
  });

  it("says day for a daytime run and names other zones", () => {
    expect(describeSchedule("15 14 * * *", "America/Vancouver", en)).toBe(
      "Every day at 2:15 p.m. Pacific Time",
    );
  });

  it("quotes patterns that are not once a day", () => {
    expect(describeSchedule("0 */6 * * *", TORONTO, en)).toBe("On the schedule “0 */6 * * *” (Eastern Time)");
    expect(describeSchedule("0 2 * * 1-5", TORONTO, en)).toBe("On the schedule “0 2 * * 1-5” (Eastern Time)");
    expect(describeSchedule("30 0 2 * * *", TORONTO, en)).toBe(
      "On the schedule “30 0 2 * * *” (Eastern Time)",
    );
    expect(describeSchedule("0 25 * * *", TORONTO, en)).toBe("On the schedule “0 25 * * *” (Eastern Time)");
  });
});

describe("in French", () => {
  it("says the schedule, the next run and how long ago in French", () => {
    expect(describeSchedule("0 2 * * *", TORONTO, fr)).toBe("Chaque nuit à 2 h 00, heure de l’Est");
    expect(formatNextRun("2026-11-24T07:00:00.000Z", TORONTO, fr)).toBe("mar. 24 nov. à 2 h 00");
    const now = new Date("2026-11-23T12:00:00.000Z");
    expect(formatRelative("2026-11-23T11:59:40.000Z", now, fr)).toBe("à l’instant");
    expect(formatRelative("2026-11-23T09:00:00.000Z", now, fr)).toBe("il y a 3 heures");
  });
});

describe("formatNextRun", () => {
  it("gives the day and time in the schedule's zone, in standard time", () => {
    expect(formatNextRun("2026-11-24T07:00:00.000Z", TORONTO, en)).toBe("Tue, Nov 24 at 2:00 a.m.");
  });

  it("follows daylight time", () => {
    expect(formatNextRun("2026-07-14T06:00:00.000Z", TORONTO, en)).toBe("Tue, Jul 14 at 2:00 a.m.");
  });
});

describe("formatRunTime", () => {
  it("gives the full date and time", () => {
    expect(formatRunTime("2026-11-23T19:05:00.000Z", TORONTO, "en-CA")).toBe("Nov 23, 2026, 2:05 p.m.");
  });
});

describe("formatRelative", () => {
  const now = new Date("2026-11-23T12:00:00.000Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it("says just now under a minute, and for a time slightly ahead", () => {
    expect(formatRelative(ago(20), now, en)).toBe("just now");
    expect(formatRelative(ago(-5), now, en)).toBe("just now");
  });

  it("picks the largest whole unit", () => {
    expect(formatRelative(ago(60), now, en)).toBe("1 minute ago");
    expect(formatRelative(ago(5 * 60 + 30), now, en)).toBe("5 minutes ago");
    expect(formatRelative(ago(3 * 3600), now, en)).toBe("3 hours ago");
    expect(formatRelative(ago(26 * 3600), now, en)).toBe("yesterday");
    expect(formatRelative(ago(40 * 24 * 3600), now, en)).toBe("last month");
  });
});

describe("timeZoneLabel", () => {
  it("names a zone by its generic name", () => {
    expect(timeZoneLabel(TORONTO, "en-CA")).toBe("Eastern Time");
    expect(timeZoneLabel("America/Winnipeg", "en-CA")).toBe("Central Time");
  });
});

describe("runProblems", () => {
  const forbidden = { source: "Rates page", message: "the source answered HTTP 403 Forbidden" };
  const timeout = { source: "Bank of Canada", message: "no answer within 20 s" };

  it("lists each source's error once when the run's error only repeats them", () => {
    expect(
      runProblems({
        error: "Rates page: the source answered HTTP 403 Forbidden Bank of Canada: no answer within 20 s",
        source_errors: [forbidden, timeout],
      }),
    ).toEqual([
      "Rates page: the source answered HTTP 403 Forbidden",
      "Bank of Canada: no answer within 20 s",
    ]);
  });

  it("puts the run's own error first when it says something else", () => {
    expect(
      runProblems({ error: "The rates could not be saved; nothing was changed.", source_errors: [timeout] }),
    ).toEqual([
      "The rates could not be saved; nothing was changed.",
      "Bank of Canada: no answer within 20 s",
    ]);
  });

  it("does not name a source twice", () => {
    const refused = { source: "Rates page", message: "Rates page refused the request (HTTP 403)." };
    expect(
      runProblems({
        error: "Rates page: Rates page refused the request (HTTP 403).",
        source_errors: [refused],
      }),
    ).toEqual(["Rates page refused the request (HTTP 403)."]);
  });

  it("is empty for a run without errors", () => {
    expect(runProblems({ error: null, source_errors: [] })).toEqual([]);
  });
});
