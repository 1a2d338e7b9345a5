import { describe, expect, it } from "vitest";
import { readRatesFixture } from "./fixtures/fixture-server";
import { SourceError } from "./types";
import { parseValetObservations, valetObservationsUrl } from "./valet-source";

const recorded = readRatesFixture("valet-observations.json");

function parseError(body: string): string {
  try {
    parseValetObservations(body);
  } catch (error) {
    expect(error).toBeInstanceOf(SourceError);
    return (error as SourceError).message;
  }
  throw new Error("the answer was accepted");
}

describe("the Bank of Canada Valet source", () => {
  it("asks for the series it reads", () => {
    expect(valetObservationsUrl("https://www.bankofcanada.ca/valet")).toBe(
      "https://www.bankofcanada.ca/valet/observations/V80691333,V80691334,V80691335,V80691311/json?recent=5",
    );
  });

  it("turns each series' latest observation into a posted-only National rate", () => {
    expect(parseValetObservations(recorded)).toEqual({
      rates: [
        {
          term: "1 year",
          rateType: "fixed",
          province: "National",
          mortgageType: "Conventional",
          postedRate: 5.99,
          ourRate: null,
        },
        {
          term: "3 year",
          rateType: "fixed",
          province: "National",
          mortgageType: "Conventional",
          postedRate: 6.05,
          ourRate: null,
        },
        {
          term: "5 year",
          rateType: "fixed",
          province: "National",
          mortgageType: "Conventional",
          postedRate: 6.09,
          ourRate: null,
        },
        {
          term: "5 year",
          rateType: "variable",
          province: "National",
          mortgageType: "Conventional",
          postedRate: 4.45,
          ourRate: null,
        },
      ],
      skipped: [],
    });
  });

  it("falls back to the latest week that has a value", () => {
    const data = JSON.parse(recorded) as { observations: Record<string, unknown>[] };
    // The two latest weeks (5.99) have no 1-year value: the week before (6.09) is used.
    delete data.observations.at(-1)!.V80691333;
    delete data.observations.at(-2)!.V80691333;
    expect(parseValetObservations(JSON.stringify(data)).rates[0]!.postedRate).toBe(6.09);
  });

  it("names what is wrong with an answer it cannot use", () => {
    expect(parseError("<html>Service unavailable</html>")).toBe(
      "The Bank of Canada answered with something that is not JSON.",
    );
    expect(parseError("{}")).toBe("The Bank of Canada's answer has no observations.");
    const data = JSON.parse(recorded) as { observations: Record<string, unknown>[] };
    for (const o of data.observations) delete o.V80691335;
    expect(parseError(JSON.stringify(data))).toBe(
      "The Bank of Canada's answer has no value for Conventional mortgage: 5-year (V80691335).",
    );
    const bad = JSON.parse(recorded) as { observations: Record<string, { v: string }>[] };
    bad.observations.at(-1)!.V80691311 = { v: "44.5" };
    expect(parseError(JSON.stringify(bad))).toMatch(
      /Prime rate \(V80691311\) of 2025-11-12 is '44.5', not a rate between 0 and 30%/,
    );
  });
});
