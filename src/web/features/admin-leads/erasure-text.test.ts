import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/intl";
import { erasureCountsSummary } from "./erasure-text";

describe("erasure texts", () => {
  const en = translatorFor("en-CA");
  const fr = translatorFor("fr-CA");

  it("names only the kinds there are, with singulars and plurals", () => {
    const summary = (leads: number, chat_leads: number, newsletter: number) =>
      erasureCountsSummary({ leads, chat_leads, newsletter }, en, "en-CA");
    expect(summary(2, 1, 1)).toBe("2 leads, 1 chat conversation and 1 newsletter subscription");
    expect(summary(1, 0, 1)).toBe("1 lead and 1 newsletter subscription");
    expect(summary(0, 3, 0)).toBe("3 chat conversations");
    expect(summary(0, 0, 0)).toBe("nothing");
  });

  it("tells how many records the confirmation erases and that it cannot be undone", () => {
    const one = erasureCountsSummary({ leads: 1, chat_leads: 0, newsletter: 0 }, en, "en-CA");
    expect(en("admin.erasure.confirmDescription", { count: 1, summary: one })).toBe(
      "1 record (1 lead) will be erased for good. This cannot be undone.",
    );
    const four = erasureCountsSummary({ leads: 2, chat_leads: 1, newsletter: 1 }, en, "en-CA");
    expect(en("admin.erasure.done", { count: 4, summary: four })).toBe(
      "Erased 4 records: 2 leads, 1 chat conversation and 1 newsletter subscription.",
    );
    expect(en("admin.erasure.moreLeads", { count: 1 })).toBe("and 1 more lead");
  });

  it("says the same in French, joined the French way", () => {
    expect(erasureCountsSummary({ leads: 2, chat_leads: 1, newsletter: 1 }, fr, "fr-CA")).toBe(
      "2 demandes, 1 conversation avec l’assistant et 1 abonnement à l’infolettre",
    );
  });
});
