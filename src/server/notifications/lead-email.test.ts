import { describe, expect, it } from "vitest";
import { leadEmail, NO_LINK_TEXT, type LeadEmailInput } from "./lead-email";

const NB = "\u00a0";

const quote: LeadEmailInput["lead"] = {
  clientName: "Zoë Tremblay",
  clientEmail: "zoe@example.ca",
  clientPhone: "514-555-0199",
  type: "rate_quote",
  source: "website",
  message: null,
  notes: null,
  metadata: {
    form: "renewal",
    propertyValue: 750_000,
    mortgageBalance: 412_345,
    renewalDate: "2027-03-31",
    currentRate: 2.39,
    location: "Quebec",
    amortization: 25,
    mortgageRate: 4.19,
    paymentFrequency: "bi-weekly",
    calculations: { monthlyPayment: 2_214.56, currentRatePayment: 1_820.1, paymentChange: 394.46 },
  },
};

const input = (
  locale: LeadEmailInput["locale"],
  overrides: Partial<LeadEmailInput> = {},
): LeadEmailInput => ({
  lead: quote,
  agentName: "Marc-André Tremblay",
  leadUrl: "https://vayu.ca/agent-dashboard/leads/1",
  brokerageName: "Maple Mortgages",
  locale,
  ...overrides,
});

describe("a new lead's e-mail", () => {
  it("reads in English with the figures the English way", () => {
    const mail = leadEmail(input("en-CA"));
    expect(mail.subject).toBe("New rate quote lead: Zoë Tremblay");
    expect(mail.text).toContain("Type: Rate quote\nSource: Website\nAssigned to: Marc-André Tremblay");
    expect(mail.text).toContain("Property value: $750,000");
    expect(mail.text).toContain("Mortgage balance: $412,345");
    expect(mail.text).toContain("Renewal date: March 31, 2027");
    expect(mail.text).toContain("Current rate: 2.39%");
    expect(mail.text).toContain("Location: Quebec");
    expect(mail.text).toContain("Amortization: 25 years");
    expect(mail.text).toContain("Payment frequency: bi-weekly");
    expect(mail.text).toContain("Monthly payment: $2,214.56");
    expect(mail.text).toContain("\nFigures\n");
    expect(mail.text).toContain("Open the lead: https://vayu.ca/agent-dashboard/leads/1");
    expect(mail.html).toContain('<html lang="en-CA">');
    expect(mail.html).toContain(">Open the lead</a>");
  });

  it("reads in French with French labels, money, percentages and dates", () => {
    const mail = leadEmail(input("fr-CA", { leadUrl: "https://vayu.ca/fr/agent-dashboard/leads/1" }));
    expect(mail.subject).toBe(`Nouvelle demande de soumission${NB}: Zoë Tremblay`);
    expect(mail.text).toContain(
      `Type${NB}: Soumission\nSource${NB}: Site Web\nAttribuée à${NB}: Marc-André Tremblay`,
    );
    expect(mail.text).toContain(`Valeur de la propriété${NB}: 750${NB}000${NB}$`);
    expect(mail.text).toContain(`Solde du prêt hypothécaire${NB}: 412${NB}345${NB}$`);
    expect(mail.text).toContain(`Date de renouvellement${NB}: 31 mars 2027`);
    expect(mail.text).toContain(`Taux actuel${NB}: 2,39${NB}%`);
    expect(mail.text).toContain(`Province${NB}: Québec`);
    expect(mail.text).toContain(`Amortissement${NB}: 25 ans`);
    expect(mail.text).toContain(`Fréquence des versements${NB}: aux deux semaines`);
    expect(mail.text).toContain(`Versement mensuel${NB}: 2${NB}214,56${NB}$`);
    expect(mail.text).toContain("\nChiffres\n");
    expect(mail.text).toContain(`Ouvrir la demande${NB}: https://vayu.ca/fr/agent-dashboard/leads/1`);
    expect(mail.text).not.toMatch(/Property value|Open the lead|\$750,000/);
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain(">Ouvrir la demande</a>");
  });

  it("names a chat lead and its conversation in each language", () => {
    const chat: LeadEmailInput["lead"] = {
      ...quote,
      type: "contact",
      source: "AI Chatbot",
      metadata: {},
      notes: JSON.stringify([
        { role: "user", content: "Je renouvelle en mars" },
        { role: "assistant", content: "Voici les taux" },
      ]),
    };
    const english = leadEmail(input("en-CA", { lead: chat, agentName: null, leadUrl: null }));
    expect(english.subject).toBe("New chat lead: Zoë Tremblay");
    expect(english.text).toContain("Source: AI Chatbot\nAssigned to: Unassigned");
    expect(english.text).toContain(
      "Conversation (latest messages)\nVisitor: Je renouvelle en mars\nVayu: Voici les taux",
    );
    expect(english.text).toContain(NO_LINK_TEXT);

    const french = leadEmail(input("fr-CA", { lead: chat, agentName: null, leadUrl: null }));
    expect(french.subject).toBe(`Nouvelle demande par clavardage${NB}: Zoë Tremblay`);
    expect(french.text).toContain(`Source${NB}: Assistant virtuel\nAttribuée à${NB}: Non attribuée`);
    expect(french.text).toContain(
      `Conversation (derniers messages)\nVisiteur${NB}: Je renouvelle en mars\nVayu${NB}: Voici les taux`,
    );
    expect(french.text).toContain("Ouvrez l’onglet Demandes de votre tableau de bord Vayu");
  });

  it("shows a stored word it has no translation for as it was stored", () => {
    const lead = {
      ...quote,
      metadata: { location: "Nova Scotia", paymentFrequency: "weekly", phoneType: "Pager" },
    };
    const mail = leadEmail(input("fr-CA", { lead }));
    expect(mail.text).toContain(`Province${NB}: Nova Scotia`);
    expect(mail.text).toContain(`Fréquence des versements${NB}: weekly`);
    expect(mail.text).toContain(`Type de téléphone${NB}: Pager`);
    expect(leadEmail(input("en-CA", { lead })).text).toContain("Location: Nova Scotia");
  });
});

describe("a lead handed to a broker", () => {
  it("says so in its subject, in the broker's language, and carries the same figures and link", () => {
    const english = leadEmail(input("en-CA", { reason: "lead_assigned" }));
    expect(english.subject).toBe("A lead was assigned to you: Zoë Tremblay");
    expect(english.text).toContain("Monthly payment: $2,214.56");
    expect(english.text).toContain("Open the lead: https://vayu.ca/agent-dashboard/leads/1");
    const french = leadEmail(input("fr-CA", { reason: "lead_assigned" }));
    expect(french.subject).toBe(`Une demande vous a été confiée${NB}: Zoë Tremblay`);
  });
});
