import { describe, expect, it } from "vitest";
import { PROVINCES } from "../constants";
import { provinceLabel } from "../province-labels";
import { placeInQuestion } from "./place-question";

describe("where the home in a question is", () => {
  it.each(PROVINCES)("$name by its English name, its French name and its code $code", ({ code, name }) => {
    expect(placeInQuestion(`a house in ${name}`)).toEqual({ province: code, city: null });
    expect(placeInQuestion(`une maison en ${provinceLabel(code, "fr-CA")}`)).toEqual({
      province: code,
      city: null,
    });
    expect(placeInQuestion(`a condo in ${code}?`)).toEqual({ province: code, city: null });
  });

  it.each([
    ["a condo in Toronto", "ON", "toronto"],
    ["downtown toronto", "ON", "toronto"],
    ["à Montréal", "QC", "montreal"],
    ["in Montreal, Quebec", "QC", "montreal"],
    ["Toronto, Ontario", "ON", "toronto"],
    ["in Québec City", "QC", "quebec-city"],
    ["in Quebec city", "QC", "quebec-city"],
    ["dans la ville de Québec", "QC", "quebec-city"],
    ["une maison à Québec", "QC", "quebec-city"],
  ] as const)("%s is in %s, in the city %s", (question, province, city) => {
    expect(placeInQuestion(question)).toEqual({ province, city });
  });

  it.each([
    ["une maison au Québec", "QC"],
    ["a home in BC", "BC"],
    ["a home in b.c.", "BC"],
    ["in la Colombie-Britannique", "BC"],
    ["a condo in Vancouver", "BC"],
    ["a house in Calgary", "AB"],
    ["in Ottawa", "ON"],
    ["à Gatineau", "QC"],
    ["in Halifax", "NS"],
    ["PEI", "PE"],
    // A taxing city named beside the home's own place is not where the home is.
    ["a $750k house in Mississauga, near Toronto", "ON"],
    ["moving from Toronto to Vancouver", "BC"],
    ["from Montréal to a condo in Ottawa", "ON"],
  ] as const)("%s is in %s, with no city tax of its own", (question, province) => {
    expect(placeInQuestion(question)).toEqual({ province, city: null });
  });

  it("knows nothing of a question that names no place, and reads codes only in capitals", () => {
    expect(placeInQuestion("a $500k house")).toEqual({ province: null, city: null });
    expect(placeInQuestion("is tax on a house owed?")).toEqual({ province: null, city: null });
  });
});
