import { describe, expect, it } from "vitest";
import { KNOWLEDGE_BASE } from "./knowledge-base";
import { matchQuestion, MATCH_THRESHOLD, rankEntries } from "./match";
import { terms } from "./normalize";

const phrasings: Record<string, string[]> = {
  mic: [
    "what's a MIC",
    "tell me about mortgage investment corporations",
    "the bank turned me down, can a private lender help?",
    "how do MIC loans work",
    "are private morgage lenders expensive?",
  ],
  "self-employed": [
    "I'm self employed, can I get a morgage?",
    "I run my own business and write off a lot",
    "mortgage for freelancers",
    "what paperwork do contractors need to show income",
    "do you do stated income loans",
  ],
  rates: [
    "what are todays rates",
    "whats your best rate",
    "current intrest rates?",
    "lowest 5 year fixed rate please",
    "how much is the interest",
  ],
  eligibility: [
    "will i qualify",
    "am I elligible for a mortgage",
    "how much can i borow",
    "what credit score is needed",
    "I have bad credit, can I still get approved?",
  ],
  "stress-test": [
    "what's the stress test",
    "explain the stres test",
    "what rate do I have to qualify at",
    "is the minimum qualifying rate still 5.25",
    "OSFI B-20 rules",
  ],
  "fixed-vs-variable": [
    "fixed or varible?",
    "should i go variable",
    "difference between a fixed and a variable mortgage",
    "what if prime goes up on my variable",
    "fixed vs variable which is better",
  ],
  amortization: [
    "what does amortisation mean",
    "max amortization in canada",
    "can I amortize over 30 years",
    "term vs amortization",
    "how long to pay off my mortgage",
  ],
  "down-payment": [
    "how much downpayment do i need",
    "minimum down payment for a 600k house",
    "what is CMHC",
    "do I need mortgage insurance with 10% down",
    "how much is the cmhc premium",
  ],
  "first-time-buyers": [
    "first time buyer programs",
    "how does the FHSA work",
    "can i use my rrsp for my first home",
    "home buyers plan limit",
    "buying my first house, any incentives?",
  ],
  "pre-approval": [
    "how do i get preapproved",
    "how long is a pre-approval good for",
    "documents for pre approval",
    "can I get a rate hold",
    "does prequalification hurt my credit",
  ],
  "renewal-refinance": [
    "my mortgage is up for renewal",
    "should I refinace",
    "can i switch lenders when I renew",
    "take equity out of my house",
    "consolidate debt into my mortgage",
  ],
  "brokers-licensing": [
    "what does a mortgage broker do",
    "are you licenced",
    "why should I use a broker and not my bank",
    "how do brokers get paid",
    "is FSRA your regulator",
  ],
  privacy: [
    "what do you do with my data",
    "is my personal information safe",
    "privacy policy",
    "do you follow PIPEDA",
    "will you sell my info? I want my data deleted",
  ],
  "contact-broker": [
    "can I talk to a human",
    "I want to speak with an agent",
    "please have someone call me",
    "how do I contact you",
    "book an appointment",
  ],
  greeting: ["hi", "hello there", "hey", "good morning", "Hello Vayu", "Who are you?", "are you a bot"],
};

describe("matchQuestion", () => {
  it("covers every entry of the knowledge base", () => {
    expect(Object.keys(phrasings).sort()).toEqual(KNOWLEDGE_BASE.map((e) => e.id).sort());
  });

  for (const [id, questions] of Object.entries(phrasings)) {
    it.each(questions)(`"%s" reaches ${id}`, (question) => {
      expect(matchQuestion(question)?.entry.id).toBe(id);
    });
  }

  it.each([
    "asdkjh qwpoeiru zxcmnb",
    "what's the weather in Toronto tomorrow",
    "who won the hockey game last night",
    "recipe for banana bread",
    "what time is it",
    "",
    "???",
  ])("falls back for off-topic %j", (question) => {
    expect(matchQuestion(question)).toBeNull();
  });
});

describe("rankEntries", () => {
  it("lists the matching entries best first, the first being matchQuestion's", () => {
    const question = "I'm self employed, what down payment and stress test apply?";
    const ranked = rankEntries(question, 3);
    expect(ranked.length).toBeGreaterThan(1);
    expect(ranked.length).toBeLessThanOrEqual(3);
    expect(ranked[0]).toEqual(matchQuestion(question));
    const scores = ranked.map((match) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((value) => value >= MATCH_THRESHOLD)).toBe(true);
    expect(ranked.map((match) => match.entry.id)).toEqual(
      expect.arrayContaining(["self-employed", "down-payment", "stress-test"]),
    );
  });

  it("returns nothing for an off-topic question", () => {
    expect(rankEntries("recipe for banana bread", 3)).toEqual([]);
    expect(rankEntries("", 3)).toEqual([]);
  });
});

describe("terms", () => {
  it("lowercases, strips accents and punctuation, folds plurals and fixes misspellings", () => {
    expect(terms("Morgage RATES, café!")).toEqual(["mortgage", "rate", "cafe"]);
    expect(terms("intrest on varible refinace")).toEqual(["interest", "variable", "refinance"]);
  });
});
