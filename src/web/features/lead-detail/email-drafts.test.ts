import { describe, expect, it } from "vitest";
import { LEAD_EMAIL_TEMPLATES } from "../../../domain/schemas/lead-workspace";
import { translatorFor } from "../../../i18n/intl";
import { clientFirstName, leadEmailDraft } from "./email-drafts";

describe("clientFirstName", () => {
  it("takes the first name the form asked for, else the name's first word", () => {
    expect(clientFirstName({ client_name: "Marie-Ève Tremblay", metadata: {} })).toBe("Marie-Ève");
    expect(clientFirstName({ client_name: "Anne Marie Roy", metadata: { first_name: "Anne Marie" } })).toBe(
      "Anne Marie",
    );
  });
});

describe("leadEmailDraft", () => {
  it.each(["en-CA", "fr-CA"] as const)("fills every saved e-mail with both names (%s)", (locale) => {
    const t = translatorFor(locale);
    for (const template of LEAD_EMAIL_TEMPLATES) {
      const draft = leadEmailDraft(template, { firstName: "Priya", brokerName: "Jean Courtier" }, t);
      expect(draft.subject).not.toMatch(/[\r\n{}]/);
      expect(draft.body).toContain("Priya");
      expect(draft.body.trimEnd().endsWith("Jean Courtier")).toBe(true);
    }
  });

  it("writes the French e-mails in French", () => {
    const draft = leadEmailDraft(
      "documents",
      { firstName: "Priya", brokerName: "Jean" },
      translatorFor("fr-CA"),
    );
    expect(draft.body).toContain("Bonjour Priya");
    expect(draft.body).toContain("avis de cotisation");
  });
});
