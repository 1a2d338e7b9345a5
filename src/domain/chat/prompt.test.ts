import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../schemas/chat";
import { KNOWLEDGE_BASE } from "./knowledge-base";
import { LLM_HISTORY_MESSAGES, promptMessages, recentConversation, systemPrompt } from "./prompt";

const entry = (id: string) => KNOWLEDGE_BASE.find((e) => e.id === id)!;
const rates = {
  fixed: {
    term: "5 year",
    rateType: "fixed" as const,
    province: "Ontario",
    ourRate: 3.891,
    postedRate: 4.99,
  },
  variable: null,
};

describe("systemPrompt", () => {
  it("states the rules the assistant keeps", () => {
    const prompt = systemPrompt({ entries: [], rates });
    expect(prompt).toContain("You are Vayu");
    expect(prompt).toContain("Canadian mortgage brokerage");
    expect(prompt).toContain("MIC (mortgage investment corporation)");
    expect(prompt).toContain("Never give personal financial, legal or tax advice");
    expect(prompt).toContain("general information");
    expect(prompt).toContain("licensed mortgage agent");
    expect(prompt).toContain("Never invent");
    expect(prompt).toContain("Canadian English");
    expect(prompt).toContain("Never use HTML");
  });

  it("grounds the answer in the matching entries and today's rates", () => {
    const prompt = systemPrompt({ entries: [entry("mic"), entry("rates")], rates });
    expect(prompt).toContain("## MIC lending");
    expect(prompt).toContain("section 130.1 of the Income Tax Act");
    expect(prompt).toContain("Best fixed rate: 3.89% (5 year fixed, Ontario; posted 4.99%)");
    expect(prompt).not.toContain("Best variable rate");
  });

  it("says when no rates are available and when no entry matches", () => {
    for (const snapshot of [null, { fixed: null, variable: null }]) {
      const prompt = systemPrompt({ entries: [], rates: snapshot });
      expect(prompt).toContain("No rates are available right now");
      expect(prompt).toContain("No knowledge-base article matches");
    }
  });
});

describe("the answer's language", () => {
  it("tells the model to answer a French question in Québec French, with the rates in French", () => {
    const prompt = systemPrompt({ entries: [], rates, language: "fr-CA" });
    expect(prompt).toContain("The visitor's latest question is in French");
    expect(prompt).toContain("Canadian French");
    expect(prompt).not.toContain("write in Canadian English");
    expect(prompt).toContain(
      "Meilleur taux fixe\u00a0: 3,89\u00a0% (5 ans, fixe, Ontario; taux affiché 4,99\u00a0%)",
    );
  });

  it("tells it to answer an English question in English", () => {
    expect(systemPrompt({ entries: [], rates, language: "en-CA" })).toContain("write in Canadian English");
  });
});

describe("promptMessages", () => {
  const turns = (count: number): ChatMessage[] =>
    Array.from({ length: count }, (_, i) => ({
      role: (count - i) % 2 === 1 ? "user" : "assistant",
      content: `message ${i}`,
    }));

  it("sends the system prompt and the latest messages, starting with the visitor's", () => {
    const messages = promptMessages(turns(20), { entries: [], rates: null });
    expect(messages[0]!.role).toBe("system");
    const conversation = messages.slice(1);
    expect(conversation.length).toBeLessThanOrEqual(LLM_HISTORY_MESSAGES);
    expect(conversation[0]!.role).toBe("user");
    expect(conversation.at(-1)).toEqual({ role: "user", content: "message 19" });
    expect(conversation.map((m) => m.content)).not.toContain("message 7");
  });

  it("drops a leading greeting so the conversation opens with the visitor", () => {
    const history: ChatMessage[] = [
      { role: "assistant", content: "Hi, I'm Vayu." },
      { role: "user", content: "What is a MIC?" },
    ];
    expect(recentConversation(history)).toEqual([history[1]]);
  });
});
