import { describe, expect, it } from "vitest";
import { invitationEmail, passwordResetEmail } from "./account-email";

const input = {
  name: "Ana <b>Bold</b>\nSmith",
  email: "ana@example.ca",
  link: "https://vayu.ca/reset-password?token=abc&invite=1",
  brokerageName: "Maple & Co Mortgages",
  locale: "en-CA" as const,
};

const french = { ...input, link: "https://vayu.ca/fr/reset-password?token=abc", locale: "fr-CA" as const };

describe("account e-mails", () => {
  it("a reset e-mail gives the link, its hour and what to do if it was not asked for, in text and HTML", () => {
    const mail = passwordResetEmail(input);
    expect(mail.subject).toBe("Reset your Vayu password");
    expect(mail.text).toContain("Hello Ana <b>Bold</b> Smith,");
    expect(mail.text).toContain(`Reset your password: ${input.link}\n`);
    expect(mail.text).toContain("The link works once, within 1 hour.");
    expect(mail.text).toContain("If you didn't ask for this, ignore this e-mail");
    expect(mail.text).toContain("— Maple & Co Mortgages");
    expect(mail.html).toContain('<html lang="en-CA">');
    expect(mail.html).toContain('href="https://vayu.ca/reset-password?token=abc&amp;invite=1"');
    expect(mail.html).toContain("Ana &lt;b&gt;Bold&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("Maple &amp; Co Mortgages");
    expect(mail.html).toContain("If the button does not work, copy this address into your browser:");
  });

  it("an invitation names the brokerage and the days its link works", () => {
    const mail = invitationEmail({ ...input, validDays: 7 });
    expect(mail.subject).toBe("Set your Vayu password");
    expect(mail.text).toContain("Maple & Co Mortgages has created your broker account on Vayu");
    expect(mail.text).toContain(`Set your password: ${input.link}\n`);
    expect(mail.text).toContain("within 7 days");
    expect(mail.html).toContain("within 7 days");
  });

  it("a reset asked for from a French page is written in French, the link's label set off the French way", () => {
    const mail = passwordResetEmail(french);
    expect(mail.subject).toBe("Réinitialisez votre mot de passe Vayu");
    expect(mail.text).toContain("Bonjour Ana <b>Bold</b> Smith,");
    expect(mail.text).toContain(`Réinitialiser votre mot de passe\u00a0: ${french.link}\n`);
    expect(mail.text).toContain("dans un délai d’une heure");
    expect(mail.text).toContain("«\u00a0Mot de passe oublié?\u00a0»");
    expect(mail.text).toContain("— Maple & Co Mortgages");
    expect(mail.text).not.toMatch(/Hello|Reset your|within 1 hour/);
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain("Si le bouton ne fonctionne pas");
    expect(mail.html).toContain("Ana &lt;b&gt;Bold&lt;/b&gt;");
  });

  it("a French invitation counts its days in French", () => {
    const mail = invitationEmail({ ...french, validDays: 7 });
    expect(mail.subject).toBe("Créez votre mot de passe Vayu");
    expect(mail.text).toContain("Maple & Co Mortgages a créé votre compte de courtier sur Vayu");
    expect(mail.text).toContain("dans un délai de 7 jours");
    expect(invitationEmail({ ...french, validDays: 1 }).text).toContain("dans un délai de 1 jour.");
  });
});
