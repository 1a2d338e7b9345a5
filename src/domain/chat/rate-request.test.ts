import { describe, expect, it } from "vitest";
import { PROVINCES } from "../constants";
import type { QuotedRate } from "./entry";
import { bestRates, provinceInQuestion, rateRequest, type RateRequest } from "./rate-request";
import { ratesAnswer } from "./topics-lending";
import { ratesAnswerFr } from "./topics-lending-fr";

/** Every province gets its own figures, lower for the 3 year term so a term question is told apart. */
const ACTIVE: QuotedRate[] = PROVINCES.flatMap(({ name }, index) => [
  { term: "5 year", rateType: "fixed", province: name, ourRate: 4 + index / 100, postedRate: 6 },
  { term: "3 year", rateType: "fixed", province: name, ourRate: 3.5 + index / 100, postedRate: 6 },
  { term: "5 year", rateType: "variable", province: name, ourRate: 5 + index / 100, postedRate: 7 },
]);

/**
 * The assistant's rates for a request among `active`, each province's own here (the National stand-in is
 * the rates page's query's, checked through the database in tests/api/chat-figures.test.ts).
 */
function answerRates(active: readonly QuotedRate[], request: RateRequest) {
  const shown = request.province ? active.filter((rate) => rate.province === request.province) : active;
  return bestRates(shown, request.term);
}

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
    const snapshot = answerRates(ACTIVE, rateRequest("taux fixe 3 ans au Québec"));
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
        const snapshot = answerRates(ACTIVE, rateRequest(question));
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
    const answer = ratesAnswer(answerRates(active, rateRequest("What is Ontario's 5-year fixed rate?")));
    expect(answer).toContain("4.04%");
    expect(answer).not.toContain("4.01%");
  });

  it("gives the lowest rate of any term when no term is asked", () => {
    expect(answerRates(ACTIVE, rateRequest("Best rate in Quebec?")).fixed).toMatchObject({
      province: "Quebec",
      term: "3 year",
    });
  });

  it("compares across every province when none is named", () => {
    expect(answerRates(ACTIVE, rateRequest("What is your best 5 year fixed rate?")).fixed).toMatchObject({
      province: "Alberta",
      ourRate: 4,
    });
  });

  it("takes the visitor's chosen province when the question names none, and the question's over it", () => {
    expect(rateRequest("What is the 5 year fixed rate?", "BC")).toEqual({
      province: "British Columbia",
      term: "5 year",
    });
    expect(rateRequest("What is Ontario's 5 year fixed rate?", "BC").province).toBe("Ontario");
    expect(rateRequest("Best rates?", null).province).toBeNull();
    expect(answerRates(ACTIVE, rateRequest("best rates?", "QC")).fixed).toMatchObject({ province: "Quebec" });
  });

  it("reads everyday names and accents, and codes only in capitals", () => {
    expect(provinceInQuestion("rates in Québec")).toBe("Quebec");
    expect(provinceInQuestion("PEI rates")).toBe("Prince Edward Island");
    expect(provinceInQuestion("moving to Newfoundland")).toBe("Newfoundland and Labrador");
    expect(provinceInQuestion("a condo in b.c.")).toBe("British Columbia");
    expect(provinceInQuestion("rates on a 5 year term")).toBeNull();
  });
});
