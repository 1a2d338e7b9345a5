import { escapeHtml } from "../../domain/html";
import { translatorFor } from "../../i18n/intl";
import type { Locale } from "../../i18n/locale";
import type { Translate } from "../../i18n/translate";
import type { RenderedEmail } from "./lead-email";

export interface AccountEmailInput {
  /** The account holder's name, as the account stores it. */
  name: string;
  email: string;
  /** The page on our site where the password is chosen, token included, in the e-mail's language. */
  link: string;
  brokerageName: string;
  /** The language the account holder used when the e-mail was asked for (their page's). */
  locale: Locale;
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
  const t = translatorFor(input.locale);
  return render(input, t, {
    subject: t("email.passwordReset.subject"),
    intro: t("email.passwordReset.intro", { email: input.email }),
    action: t("email.passwordReset.action"),
    validity: t("email.passwordReset.validity"),
    ignore: t("email.passwordReset.ignore"),
  });
}

/** The invitation a new broker gets when the super admin creates their account without a password. */
export function invitationEmail(input: AccountEmailInput & { validDays: number }): RenderedEmail {
  const t = translatorFor(input.locale);
  return render(input, t, {
    subject: t("email.invitation.subject"),
    intro: t("email.invitation.intro", { brokerage: input.brokerageName, email: input.email }),
    action: t("email.invitation.action"),
    validity: t("email.invitation.validity", { days: input.validDays }),
    ignore: t("email.invitation.ignore"),
  });
}

function render(input: AccountEmailInput, t: Translate, parts: AccountEmailParts): RenderedEmail {
  const greeting = t("email.greeting", { name: oneLine(input.name) });
  const text = [
    greeting,
    "",
    parts.intro,
    "",
    t("email.labelledLine", { label: parts.action, value: input.link }),
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
      `${escapeHtml(t("email.buttonFallback"))}<br>` +
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
    html: `<!doctype html><html lang="${input.locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">${html}</body></html>`,
  };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
