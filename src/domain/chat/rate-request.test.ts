import { describe, expect, it } from "vitest";
import { NATIONAL_PROVINCE, PROVINCES } from "../constants";
import type { QuotedRate } from "./entry";
import { provinceInQuestion, rateRequest, snapshotFor } from "./rate-request";
import { ratesAnswer } from "./topics-lending";
import { ratesAnswerFr } from "./topics-lending-fr";

/** Every province gets its own figures, lower for the 3 year term so a term question is told apart. */
const ACTIVE: QuotedRate[] = PROVINCES.flatMap(({ name }, index) => [
  { term: "5 year", rateType: "fixed", province: name, ourRate: 4 + index / 100, postedRate: 6 },
  { term: "3 year", rateType: "fixed", province: name, ourRate: 3.5 + index / 100, postedRate: 6 },
  { term: "5 year", rateType: "variable", province: name, ourRate: 5 + index / 100, postedRate: 7 },
]);

describe("rates asked in French", () => {
  it.each([
    ["Quel est le taux fixe 5 ans en Colombie-Britannique?", "British Columbia"],
    ["taux 5 ans au Québec", "Quebec"],
    ["meilleur taux 5 ans nouvelle ecosse", "Nova Scotia"],
    ["taux à l'Île-du-Prince-Édouard pour 5 ans", "Prince Edward Island"],
  ] as const)("%s", (question, province) => {
    expect(rateRequest(question)).toEqual({ province, term: "5 year" });
  });

  it("quotes them in French, with the province's French name", () => {
    const snapshot = snapshotFor(ACTIVE, rateRequest("taux fixe 3 ans au Québec"));
    expect(ratesAnswerFr(snapshot)).toContain(
      "Meilleur taux fixe\u00a0: 3,60\u00a0% (3 ans, fixe, Québec; taux affiché 6,00\u00a0%)",
    );
  });
});

describe("rates for the province asked", () => {
  it.each(PROVINCES.map((province, index) => ({ ...province, index })))(
    "$name by name and by its code $code",
    ({ name, code, index }) => {
      for (const question of [`What is ${name}'s 5-year fixed rate?`, `5 year fixed rate in ${code}?`]) {
        const snapshot = snapshotFor(ACTIVE, rateRequest(question));
        expect(snapshot.fixed).toMatchObject({ province: name, term: "5 year", ourRate: 4 + index / 100 });
        expect(snapshot.variable).toMatchObject({ province: name, ourRate: 5 + index / 100 });
        expect(ratesAnswer(snapshot)).toContain(`5 year fixed, ${name}`);
      }
    },
  );

  it("quotes Ontario's figure, not the lowest in the country, for Ontario's 5-year fixed", () => {
    const active: QuotedRate[] = [
      { term: "5 year", rateType: "fixed", province: "Alberta", ourRate: 4.01, postedRate: 6 },
      { term: "5 year", rateType: "fixed", province: "Ontario", ourRate: 4.04, postedRate: 6 },
    ];
    const answer = ratesAnswer(snapshotFor(active, rateRequest("What is Ontario's 5-year fixed rate?")));
    expect(answer).toContain("4.04%");
    expect(answer).not.toContain("4.01%");
  });

  it("gives the lowest rate of any term when no term is asked", () => {
    expect(snapshotFor(ACTIVE, rateRequest("Best rate in Quebec?")).fixed).toMatchObject({
      province: "Quebec",
      term: "3 year",
    });
  });

  it("falls back to the National rates for a province without its own", () => {
    const active: QuotedRate[] = [
      { term: "5 year", rateType: "fixed", province: NATIONAL_PROVINCE, ourRate: 4.5, postedRate: 6 },
      { term: "5 year", rateType: "fixed", province: "Alberta", ourRate: 4.01, postedRate: 6 },
    ];
    expect(snapshotFor(active, rateRequest("Yukon rates?")).fixed?.province).toBe(NATIONAL_PROVINCE);
  });

  it("compares across every province when none is named", () => {
    expect(snapshotFor(ACTIVE, rateRequest("What is your best 5 year fixed rate?")).fixed).toMatchObject({
      province: "Alberta",
      ourRate: 4,
    });
  });

  it("reads everyday names and accents, and codes only in capitals", () => {
    expect(provinceInQuestion("rates in Québec")).toBe("Quebec");
    expect(provinceInQuestion("PEI rates")).toBe("Prince Edward Island");
    expect(provinceInQuestion("moving to Newfoundland")).toBe("Newfoundland and Labrador");
    expect(provinceInQuestion("a condo in b.c.")).toBe("British Columbia");
    expect(provinceInQuestion("rates on a 5 year term")).toBeNull();
  });
});
