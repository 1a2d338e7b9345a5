import { describe, expect, it } from "vitest";
import { translatorFor } from "../../i18n/intl";
import { LOCALES } from "../../i18n/locale";
import { questionLanguage } from "./language";
import { rankInLanguage } from "./match";
import { CHAT_SUGGESTIONS } from "./suggestions";

describe("chat suggestions", () => {
  for (const locale of LOCALES) {
    const t = translatorFor(locale);
    it.each(CHAT_SUGGESTIONS)(
      `in ${locale}, $messageId is answered by the $entryId entry`,
      ({ messageId, entryId }) => {
        const question = t(messageId);
        // Offered on a page of the other language, the question is still answered in its own.
        const language = questionLanguage(question, locale === "fr-CA" ? "en-CA" : "fr-CA");
        expect(language).toBe(locale);
        expect(rankInLanguage(question, 1, language)[0]?.entry.id).toBe(entryId);
      },
    );
  }

  it("offers three or four distinct topics", () => {
    expect(CHAT_SUGGESTIONS.length).toBeGreaterThanOrEqual(3);
    expect(CHAT_SUGGESTIONS.length).toBeLessThanOrEqual(4);
    expect(new Set(CHAT_SUGGESTIONS.map((s) => s.entryId)).size).toBe(CHAT_SUGGESTIONS.length);
  });
});
