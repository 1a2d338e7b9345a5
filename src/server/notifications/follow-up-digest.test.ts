import { describe, expect, it } from "vitest";
import { DIGEST_LIST_LIMIT, followUpDigestEmail, type FollowUpDigestInput } from "./follow-up-digest";

const LEAD_A = "0b6f6c2e-8f1d-4c59-9c39-5d1f5ac0d001";
const LEAD_B = "0b6f6c2e-8f1d-4c59-9c39-5d1f5ac0d002";
const LEAD_C = "0b6f6c2e-8f1d-4c59-9c39-5d1f5ac0d003";

/** Saturday, December 5, 2026 in Toronto (EST, UTC-5). */
function input(overrides: Partial<FollowUpDigestInput> = {}): FollowUpDigestInput {
  return {
    agentName: "Jordan Lee",
    date: "2026-12-05",
    timeZone: "America/Toronto",
    today: {
      items: [
        {
          leadId: LEAD_A,
          clientName: "Amélie Tremblay",
          followUpAt: new Date("2026-12-05T14:30:00Z"),
          note: "Call about the pre-approval",
        },
        {
          leadId: LEAD_B,
          clientName: "Sam <b>Kim</b>",
          followUpAt: new Date("2026-12-05T20:00:00Z"),
          note: null,
        },
      ],
      total: 2,
    },
    overdue: {
      items: [
        {
          leadId: LEAD_C,
          clientName: "Priya Shah",
          followUpAt: new Date("2026-12-03T15:00:00Z"),
          note: "Send the rate options",
        },
      ],
      total: 1,
    },
    origin: "https://vayu.example",
    brokerageName: "Vayu Mortgage Inc.",
    locale: "en-CA",
    ...overrides,
  };
}

describe("the morning follow-ups e-mail", () => {
  it("lists today's follow-ups at the broker's local time, with what to do and each lead's link", () => {
    const email = followUpDigestEmail(input());
    expect(email.subject).toBe("2 follow-ups today, December 5, 2026");
    expect(email.text).toContain("Hello Jordan Lee,");
    expect(email.text).toContain("Here are the 2 follow-ups planned for today.");
    expect(email.text).toContain("Times are in your profile's time zone (Eastern Time).");
    // 14:30 UTC is 9:30 AM in Toronto; 20:00 UTC is 3:00 PM.
    expect(email.text).toMatch(
      /TODAY\n\n9:30\sa\.m\. – Amélie Tremblay\n {2}Call about the pre-approval\n {2}Open the lead: https:\/\/vayu\.example\/agent-dashboard\/leads\/0b6f6c2e-8f1d-4c59-9c39-5d1f5ac0d001\n/,
    );
    expect(email.text).toMatch(
      /3:00\sp\.m\. – Sam <b>Kim<\/b>\n {2}Open the lead: https:\/\/vayu\.example\/agent-dashboard\/leads\/0b6f6c2e-8f1d-4c59-9c39-5d1f5ac0d002\n/,
    );
    expect(email.text).toMatch(
      /STILL OVERDUE\n.*\n\nDec 3, 10:00\sa\.m\. – Priya Shah\n {2}Send the rate options\n/,
    );
    expect(email.text.indexOf("TODAY")).toBeLessThan(email.text.indexOf("STILL OVERDUE"));
    expect(email.text).toContain("Vayu sends this e-mail at 8 AM on the days you have follow-ups.");
    expect(email.text.trimEnd().endsWith("— Vayu Mortgage Inc.")).toBe(true);
  });

  it("escapes what clients wrote in the HTML and links each lead there", () => {
    const { html } = followUpDigestEmail(input());
    expect(html).toContain('<html lang="en-CA">');
    expect(html).toContain("Sam &lt;b&gt;Kim&lt;/b&gt;");
    expect(html).not.toContain("<b>Kim</b>");
    expect(html).toContain(`href="https://vayu.example/agent-dashboard/leads/${LEAD_A}"`);
    expect(html).toContain(`href="https://vayu.example/agent-dashboard/leads/${LEAD_C}"`);
    expect(html).toContain("Call about the pre-approval");
  });

  it("is written in French for a broker who reads French, with French links and times", () => {
    const email = followUpDigestEmail(input({ locale: "fr-CA" }));
    expect(email.subject).toBe("2 suivis aujourd’hui, 5 décembre 2026");
    expect(email.text).toContain("Bonjour Jordan Lee,");
    expect(email.text).toContain("Voici les 2 suivis prévus aujourd’hui.");
    expect(email.text).toMatch(/AUJOURD’HUI\n\n9\sh\s30 – Amélie Tremblay\n/);
    expect(email.text).toContain(
      `Ouvrir la demande\u00a0: https://vayu.example/fr/agent-dashboard/leads/${LEAD_A}`,
    );
    expect(email.text).toContain("TOUJOURS EN RETARD");
    expect(email.html).toContain('<html lang="fr-CA">');
    expect(email.html).toContain(`href="https://vayu.example/fr/agent-dashboard/leads/${LEAD_B}"`);
    expect(email.text).toContain(
      "Vayu vous envoie ce courriel à 8\u00a0h les jours où vous avez des suivis.",
    );
  });

  it("says one follow-up in the singular and leaves out the overdue part when nothing is overdue", () => {
    const one = input().today.items.slice(0, 1);
    const email = followUpDigestEmail(
      input({ today: { items: one, total: 1 }, overdue: { items: [], total: 0 } }),
    );
    expect(email.subject).toBe("1 follow-up today, December 5, 2026");
    expect(email.text).toContain("Here is the follow-up planned for today.");
    expect(email.text).not.toContain("STILL OVERDUE");
    expect(email.html).not.toContain("Still overdue");
    const french = followUpDigestEmail(
      input({ locale: "fr-CA", today: { items: one, total: 1 }, overdue: { items: [], total: 0 } }),
    );
    expect(french.subject).toBe("1 suivi aujourd’hui, 5 décembre 2026");
    expect(french.text).toContain("Voici le suivi prévu aujourd’hui.");
  });

  it("counts what it does not list, and says where to look when the site's address is unknown", () => {
    const items = Array.from({ length: DIGEST_LIST_LIMIT }, (_, i) => ({
      leadId: `lead-${i}`,
      clientName: `Client ${i}`,
      followUpAt: new Date("2026-12-05T15:00:00Z"),
      note: null,
    }));
    const email = followUpDigestEmail(
      input({ today: { items, total: DIGEST_LIST_LIMIT + 7 }, origin: null }),
    );
    expect(email.subject).toBe(`${DIGEST_LIST_LIMIT + 7} follow-ups today, December 5, 2026`);
    expect(email.text).toContain("And 7 more in your dashboard's Leads tab.");
    expect(email.text).toContain("Open the Leads tab of your Vayu dashboard to see them.");
    expect(email.text).not.toContain("http");
    expect(email.html).not.toContain("href=");
  });

  it("keeps a stored name with a line break on its own line", () => {
    const today = {
      items: [{ ...input().today.items[0]!, clientName: "Eve\nOpen the lead: https://evil.example" }],
      total: 1,
    };
    const { text } = followUpDigestEmail(input({ today }));
    expect(text).toMatch(/9:30\sa\.m\. – Eve Open the lead: https:\/\/evil\.example\n/);
    expect(text).not.toMatch(/^Open the lead: https:\/\/evil/m);
  });
});
