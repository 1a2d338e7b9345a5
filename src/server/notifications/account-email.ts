import { escapeHtml } from "../../domain/html";
import type { RenderedEmail } from "./lead-email";

export interface AccountEmailInput {
  /** The account holder's name, as the account stores it. */
  name: string;
  email: string;
  /** The page on our site where the password is chosen, token included. */
  link: string;
  brokerageName: string;
}

interface AccountEmailParts {
  subject: string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
}

/** A reset link asked for with "Forgot password?". */
export function passwordResetEmail(input: AccountEmailInput): RenderedEmail {
  return render(input, {
    subject: "Reset your Vayu password",
    intro: `Someone asked to reset the password of your Vayu account (${input.email}).`,
    action: "Reset your password",
    validity:
      "The link works once, within 1 hour. After that, use “Forgot password?” on the sign-in page again.",
    ignore: "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
  });
}

/** The invitation a new broker gets when the super admin creates their account without a password. */
export function invitationEmail(input: AccountEmailInput & { validDays: number }): RenderedEmail {
  return render(input, {
    subject: "Set your Vayu password",
    intro: `${input.brokerageName} has created your broker account on Vayu. You sign in with this address (${input.email}) and a password you choose.`,
    action: "Set your password",
    validity: `The link works once, within ${input.validDays} days. If it has run out, use “Forgot password?” on the sign-in page to get a new one.`,
    ignore: "If you weren't expecting this, ignore this e-mail.",
  });
}

function render(input: AccountEmailInput, parts: AccountEmailParts): RenderedEmail {
  const greeting = `Hello ${oneLine(input.name)},`;
  const text = [
    greeting,
    "",
    parts.intro,
    "",
    `${parts.action}: ${input.link}`,
    "",
    parts.validity,
    "",
    parts.ignore,
    "",
    `— ${input.brokerageName}`,
    "",
  ].join("\n");
  const paragraph = (content: string, style = "margin:0 0 16px") => `<p style="${style}">${content}</p>`;
  const html = [
    paragraph(escapeHtml(greeting)),
    paragraph(escapeHtml(parts.intro)),
    paragraph(
      `<a href="${escapeHtml(input.link)}" style="display:inline-block;background:#0f4c5c;color:#ffffff;` +
        `font-weight:600;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(parts.action)}</a>`,
      "margin:24px 0",
    ),
    paragraph(
      `If the button does not work, copy this address into your browser:<br>` +
        `<a href="${escapeHtml(input.link)}" style="color:#0f4c5c;word-break:break-all">${escapeHtml(input.link)}</a>`,
      "margin:0 0 16px;color:#475569;font-size:14px",
    ),
    paragraph(escapeHtml(parts.validity)),
    paragraph(escapeHtml(parts.ignore)),
    paragraph(escapeHtml(input.brokerageName), "margin:24px 0 0;color:#475569"),
  ].join("");
  return {
    subject: parts.subject,
    text,
    html: `<!doctype html><html lang="en-CA"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">${html}</body></html>`,
  };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
