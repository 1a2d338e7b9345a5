import { describe, expect, it } from "vitest";
import { invitationEmail, passwordResetEmail } from "./account-email";

const input = {
  name: "Ana <b>Bold</b>\nSmith",
  email: "ana@example.ca",
  link: "https://vayu.ca/reset-password?token=abc&invite=1",
  brokerageName: "Maple & Co Mortgages",
};

describe("account e-mails", () => {
  it("a reset e-mail gives the link, its hour and what to do if it was not asked for, in text and HTML", () => {
    const mail = passwordResetEmail(input);
    expect(mail.subject).toBe("Reset your Vayu password");
    expect(mail.text).toContain("Hello Ana <b>Bold</b> Smith,");
    expect(mail.text).toContain(`Reset your password: ${input.link}\n`);
    expect(mail.text).toContain("The link works once, within 1 hour.");
    expect(mail.text).toContain("If you didn't ask for this, ignore this e-mail");
    expect(mail.text).toContain("— Maple & Co Mortgages");
    expect(mail.html).toContain('href="https://vayu.ca/reset-password?token=abc&amp;invite=1"');
    expect(mail.html).toContain("Ana &lt;b&gt;Bold&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("Maple &amp; Co Mortgages");
  });

  it("an invitation names the brokerage and the days its link works", () => {
    const mail = invitationEmail({ ...input, validDays: 7 });
    expect(mail.subject).toBe("Set your Vayu password");
    expect(mail.text).toContain("Maple & Co Mortgages has created your broker account on Vayu");
    expect(mail.text).toContain(`Set your password: ${input.link}\n`);
    expect(mail.text).toContain("within 7 days");
    expect(mail.html).toContain("within 7 days");
  });
});
