import { describe, expect, it } from "vitest";
import { languageScores, questionLanguage } from "./language";

describe("questionLanguage", () => {
  it.each([
    "Quels sont vos taux aujourd’hui?",
    "quel est le meilleur taux pour 5 ans",
    "hypotheque",
    "Bonjour",
    "c'est quoi une SPH",
    "Je m'appelle Marie Tremblay, mon courriel est marie@example.com",
    "mise de fonds minimale?",
    "Combien puis-je emprunter avec un revenu de 95 000 $?",
  ])("reads %j as French, even on an English page", (question) => {
    expect(questionLanguage(question, "en-CA")).toBe("fr-CA");
  });

  it.each([
    "What are today's best mortgage rates?",
    "how much down payment do I need",
    "Hi",
    "I'm self-employed, can I get a mortgage?",
    "My name is Sarah Thompson",
    "what's a MIC",
    // An English question with a French word in it is still English.
    "What does the Québec welcome tax cost?",
  ])("reads %j as English, even on a French page", (question) => {
    expect(questionLanguage(question, "fr-CA")).toBe("en-CA");
  });

  it.each(["SCHL?", "CMHC", "OK", "514 555-0199", "marie@example.com", "???"])(
    "leaves %j, which says nothing of its language, to the page's language",
    (question) => {
      expect(questionLanguage(question, "fr-CA")).toBe("fr-CA");
      expect(questionLanguage(question, "en-CA")).toBe("en-CA");
    },
  );

  it("counts French words, accented words and elisions against English words", () => {
    expect(languageScores("L’hypothèque de ma maison")).toEqual({ french: 4, english: 0 });
    expect(languageScores("the rate for my house")).toEqual({ french: 0, english: 5 });
    expect(languageScores("Vayu")).toEqual({ french: 0, english: 0 });
  });
});
