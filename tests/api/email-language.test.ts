import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agents } from "../../src/server/db/schema";
import { startTestSmtp, type ReceivedMail, type TestSmtp } from "../support/test-smtp";
import { createTestContext, type TestContext } from "./harness";
import type { ApiErrorBody } from "./public-fixtures";
import { WRITE_SAMPLES } from "./write-samples";

const SITE = "https://vayu.example.ca";
const NB = "\u00a0";
const FRENCH_PAGE = { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" };

let smtp: TestSmtp;
let t: TestContext;
let superCookie: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestContext({
    SMTP_URL: smtp.url,
    BROKERAGE_NAME: "Maple Mortgages",
    PUBLIC_SITE_URL: SITE,
  });
  superCookie = (await t.signInAs("super_admin")).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** Sends the queue, then the e-mail that reached the SMTP server for `to`. */
async function mailTo(to: string): Promise<ReceivedMail> {
  await t.deps.notifications.drain();
  return smtp.waitFor((mail) => mail.to.includes(to));
}

function linkIn(mail: ReceivedMail, path: string): URL {
  const match = new RegExp(`https?://\\S+${path}\\S*`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return new URL(match![0]);
}

describe("e-mails to account holders, in the language of the page they used", () => {
  it("a reset asked for from a French page is French and links to the French reset page", async () => {
    const user = await t.signInAs("agent");
    const res = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: user.email },
      headers: FRENCH_PAGE,
    });
    expect(res.status).toBe(200);
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe("Réinitialisez votre mot de passe Vayu");
    expect(mail.text).toContain("Bonjour Test agent,");
    expect(mail.text).toContain("dans un délai d’une heure");
    expect(mail.text).not.toContain("Reset your password");
    expect(mail.html).toContain('lang="fr-CA"');
    const link = linkIn(mail, "/fr/reset-password");
    expect(link.pathname).toBe("/fr/reset-password");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9]{24}$/);
  });

  it("a reset asked for from an English page stays English", async () => {
    const user = await t.signInAs("agent");
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: user.email },
      headers: { "accept-language": "en-CA,en;q=0.9,fr;q=0.5" },
    });
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe("Reset your Vayu password");
    expect(linkIn(mail, "/reset-password").pathname).toBe("/reset-password");
  });

  it("an invitation sent from the French panel is French and links to the French page", async () => {
    const email = `invite-fr-${randomUUID()}@brokers.test`;
    const res = await t.request("/api/admin/agents", {
      method: "POST",
      cookie: superCookie,
      json: { fullName: "Élise Gagnon", email, sendInvitation: true },
      headers: FRENCH_PAGE,
    });
    expect(res.status).toBe(201);
    const mail = await mailTo(email);
    expect(mail.subject).toBe("Créez votre mot de passe Vayu");
    expect(mail.text).toContain("Maple Mortgages a créé votre compte de courtier sur Vayu");
    expect(mail.text).toContain("dans un délai de 7 jours");
    const link = linkIn(mail, "/fr/reset-password");
    expect(link.searchParams.get("invite")).toBe("1");
  });
});

describe("a broker's preferred language", () => {
  async function broker(language?: "en" | "fr") {
    const { cookie, agentId } = await t.signInAs("agent");
    const crmEmail = `crm-${agentId}@crm.example.ca`;
    await t.deps.db.update(agents).set({ crmEmail }).where(eq(agents.id, agentId!));
    if (language) {
      const res = await t.request("/api/dashboard/profile", {
        method: "PATCH",
        cookie,
        json: {
          ...WRITE_SAMPLES["PATCH /api/dashboard/profile"],
          crm_email: crmEmail,
          preferred_language: language,
        },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(((await res.json()) as { agent: { preferred_language: string } }).agent.preferred_language).toBe(
        language,
      );
    }
    return { cookie, agentId: agentId!, crmEmail };
  }

  async function quoteFor(agentId: string): Promise<string> {
    const res = await t.request("/api/leads/quote", {
      method: "POST",
      json: { ...WRITE_SAMPLES["POST /api/leads/quote"], agent_id: agentId, client_name: "Luc Gagnon" },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  it("is English until chosen, and read back by the profile", async () => {
    const { cookie } = await broker();
    const res = await t.request("/api/dashboard/profile", { cookie });
    expect(((await res.json()) as { agent: { preferred_language: string } }).agent.preferred_language).toBe(
      "en",
    );
  });

  it("is refused unless it is en or fr, naming the field", async () => {
    const { cookie } = await broker();
    const res = await t.request("/api/dashboard/profile", {
      method: "PATCH",
      cookie,
      json: { ...WRITE_SAMPLES["PATCH /api/dashboard/profile"], preferred_language: "de" },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error.field).toBe("preferred_language");
  });

  it("French: the new lead's e-mail is in French, figures and link the French way", async () => {
    const { agentId, crmEmail } = await broker("fr");
    // The visitor's page was English: the broker's choice decides, not the visitor's.
    const leadId = await quoteFor(agentId);
    const mail = await mailTo(crmEmail);
    expect(mail.subject).toBe(`Nouvelle demande de soumission${NB}: Luc Gagnon`);
    expect(mail.text).toContain(`Prix d’achat${NB}: 600${NB}000${NB}$`);
    expect(mail.text).toContain(`Mise de fonds${NB}: 60${NB}000${NB}$`);
    expect(mail.text).toContain(`Taux${NB}: 3,94${NB}%`);
    expect(mail.text).toContain(`Ouvrir la demande${NB}: ${SITE}/fr/agent-dashboard/leads/${leadId}`);
    expect(mail.text).not.toContain("Purchase price");
    expect(mail.html).toContain('lang="fr-CA"');
  });

  it("English: the new lead's e-mail stays English, even for a lead sent from a French page", async () => {
    const { agentId, crmEmail } = await broker("en");
    const res = await t.request("/api/leads/quote", {
      method: "POST",
      json: { ...WRITE_SAMPLES["POST /api/leads/quote"], agent_id: agentId, client_name: "Luc Gagnon" },
      headers: FRENCH_PAGE,
    });
    expect(res.status).toBe(201);
    const leadId = ((await res.json()) as { id: string }).id;
    const mail = await mailTo(crmEmail);
    expect(mail.subject).toBe("New rate quote lead: Luc Gagnon");
    expect(mail.text).toContain("Purchase price: $600,000");
    expect(mail.text).toContain(`Open the lead: ${SITE}/agent-dashboard/leads/${leadId}`);
  });

  it("can be set by the super admin", async () => {
    const { agentId } = await broker();
    const res = await t.request(`/api/admin/agents/${agentId}`, {
      method: "PATCH",
      cookie: superCookie,
      json: { preferred_language: "fr" },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { agent: { preferred_language: string } }).agent.preferred_language).toBe(
      "fr",
    );
  });
});
