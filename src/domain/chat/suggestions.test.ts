import { describe, expect, it } from "vitest";
import { matchQuestion } from "./match";
import { CHAT_SUGGESTIONS } from "./suggestions";

describe("chat suggestions", () => {
  it.each(CHAT_SUGGESTIONS)("'$question' is answered by the $entryId entry", ({ question, entryId }) => {
    expect(matchQuestion(question)?.entry.id).toBe(entryId);
  });

  it("offers three or four distinct topics", () => {
    expect(CHAT_SUGGESTIONS.length).toBeGreaterThanOrEqual(3);
    expect(CHAT_SUGGESTIONS.length).toBeLessThanOrEqual(4);
    expect(new Set(CHAT_SUGGESTIONS.map((s) => s.entryId)).size).toBe(CHAT_SUGGESTIONS.length);
  });
});
