import { describe, expect, it } from "vitest";
import { extractContact, extractFromMessages, type ExtractedContact } from "./extract";

const none: ExtractedContact = { name: null, email: null, phone: null };

const cases: [string, Partial<ExtractedContact>][] = [
  ["My name is Sarah Thompson", { name: "Sarah Thompson" }],
  ["my name is john, my email is john.doe@gmail.com", { name: "John", email: "john.doe@gmail.com" }],
  ["Hi, I'm Priya from Brampton", { name: "Priya" }],
  ["I am Marc-André Tremblay and I want to renew", { name: "Marc-André Tremblay" }],
  ["I'm interested in a MIC loan", {}],
  ["I am looking for a mortgage for my first home", {}],
  ["I'm self-employed, can I qualify?", {}],
  ["i am a first-time buyer in Ottawa", {}],
  ["I'm not sure what amortization means", {}],
  ["I am 34 years old and earn 90k", {}],
  ["I'm currently renting in Toronto", {}],
  ["I AM LOOKING TO REFINANCE", {}],
  ["Hello, I'm Liam O'Connor. Call me at (416) 555-0199", { name: "Liam O'Connor", phone: "(416) 555-0199" }],
  ["You can reach me at +1 416 555 0199 anytime", { phone: "+1 416 555 0199" }],
  ["my number is 416.555.0199", { phone: "416.555.0199" }],
  ["call 647-555-1234 after 5pm", { phone: "647-555-1234" }],
  ["Phone: 4165550199", { phone: "4165550199" }],
  ["cell 555-0199 thanks", { phone: "555-0199" }],
  ["email me at jane+mortgage@example.ca", { email: "jane+mortgage@example.ca" }],
  ["My email is Amelia.Chen@Example.COM.", { email: "amelia.chen@example.com" }],
  ["I want to buy a $750,000 condo with $150,000 down", {}],
  ["We are planning to buy in 2026", {}],
  ["Is 2025-2026 a good time to buy?", {}],
  ["My budget is 1200000 in Vancouver", {}],
  ["My postal code is M5V 2T6", {}],
  ["Rates went from 4.79% to 5.25% last year", {}],
  ["Our closing date is 2026-03-15", {}],
  [
    "I am Noor Haddad, noor.haddad@example.com, 905 555 0142",
    { name: "Noor Haddad", email: "noor.haddad@example.com", phone: "905 555 0142" },
  ],
  ["i'm ethan and my phone is 514-555-0110", { name: "Ethan", phone: "514-555-0110" }],
  ["I’m Chloé Lefebvre", { name: "Chloé Lefebvre" }],
  ["I'm trying to understand the stress test", {}],
  ["my name is a secret", {}],
  ["I am buying a house with my wife", {}],
  ["What is the best 5 year fixed rate?", {}],
  ["I earn $95000 a year", {}],
  [
    "contact me: ben.wright@example.org or 1-800-555-0123",
    { email: "ben.wright@example.org", phone: "1-800-555-0123" },
  ],
];

/** The same details given in French: the triggers « je m’appelle », « mon nom est », « je suis ». */
const frenchCases: [string, Partial<ExtractedContact>][] = [
  [
    "Je m'appelle Marie Tremblay, mon courriel est marie@example.com",
    { name: "Marie Tremblay", email: "marie@example.com" },
  ],
  [
    "je m’appelle jean-françois et mon numéro est le 514 555-0199",
    { name: "Jean-François", phone: "514 555-0199" },
  ],
  [
    "Bonjour, je suis Hélène Gagnon. Appelez-moi au 418-555-0123",
    { name: "Hélène Gagnon", phone: "418-555-0123" },
  ],
  ["Mon nom est Luc Bergeron", { name: "Luc Bergeron" }],
  ["Moi c'est Sophie, 450 555 0142", { name: "Sophie", phone: "450 555 0142" }],
  ["je suis intéressé par un prêt d’une SPH", {}],
  ["Je suis travailleur autonome, suis-je admissible?", {}],
  ["Je suis à la recherche d'une maison à Laval", {}],
  ["Je suis Québécoise et je veux acheter", {}],
  ["J'ai 1 200 000 $ à emprunter et un revenu de 95 000", {}],
  ["mon budget est 1 200 000 à Laval", {}],
  ["Le taux est passé de 4,79 % à 5,25 %", {}],
];

describe("extractContact", () => {
  it.each(cases)("%s", (message, expected) => {
    expect(extractContact(message)).toEqual({ ...none, ...expected });
  });

  it.each(frenchCases)("in French: %s", (message, expected) => {
    expect(extractContact(message)).toEqual({ ...none, ...expected });
  });

  it("has a table of at least 30 messages", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it("keeps names between 2 and 40 characters", () => {
    expect(extractContact("I'm J").name).toBeNull();
    expect(extractContact("my name is Maximiliano Bartholomew Fitzgerald-Worthington").name).toBeNull();
  });
});

describe("extractFromMessages", () => {
  it("gathers fields across messages, first value winning", () => {
    const found = extractFromMessages([
      "What is a MIC?",
      "My name is Grace",
      "my email is grace@example.com",
      "or grace.w@example.com, phone 416 555 0100",
    ]);
    expect(found).toEqual({ name: "Grace", email: "grace@example.com", phone: "416 555 0100" });
  });
});
