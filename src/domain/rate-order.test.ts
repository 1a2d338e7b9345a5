import { describe, expect, it } from "vitest";
import { compareRates, termRank } from "./rate-order";

describe("rate order", () => {
  it("ranks 1, 3, 5, 7 year first, then other terms by length", () => {
    const terms = ["10 year", "2 year", "7 year", "1 year", "5 year", "3 year", "4 year"];
    expect([...terms].sort((a, b) => termRank(a) - termRank(b))).toEqual([
      "1 year",
      "3 year",
      "5 year",
      "7 year",
      "2 year",
      "4 year",
      "10 year",
    ]);
  });

  it("puts fixed before variable within a term, then the lowest rate first", () => {
    const rates = [
      { term: "5 year", rate_type: "variable", our_rate: 3.1 },
      { term: "5 year", rate_type: "fixed", our_rate: 4.2 },
      { term: "5 year", rate_type: "fixed", our_rate: 3.9 },
      { term: "3 year", rate_type: "variable", our_rate: 5 },
    ];
    expect([...rates].sort(compareRates).map((r) => `${r.term} ${r.rate_type} ${r.our_rate}`)).toEqual([
      "3 year variable 5",
      "5 year fixed 3.9",
      "5 year fixed 4.2",
      "5 year variable 3.1",
    ]);
  });
});
