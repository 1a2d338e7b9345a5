import { pageMeta } from "../../../domain/page-meta";

/**
 * Texts of the privacy notices shown where the site collects personal information, and of the links to
 * the privacy policy and the terms of use. The policy and terms themselves live in src/web/pages/static.
 */
export const legalMessages = {
  privacyLink: "Privacy policy",
  termsLink: "Terms of use",
  opensInNewTab: "(opens in a new tab)",
  privacyTitle: pageMeta["/privacy"].title,
  termsTitle: pageMeta["/terms"].title,
  lastUpdated: "Last updated",
  loading: "Loading",
  loadFailed: "Failed to load this page. Please try again.",
  licenceLine: (brokerage: string, licence: string) => `${brokerage} · Mortgage brokerage licence ${licence}`,
  /** The privacy policy's section headings, in order. */
  privacySections: {
    whoWeAre: "Who we are",
    collected: "What we collect",
    purposes: "Why we collect it",
    consent: "Your consent",
    sharing: "Who sees your information",
    storage: "Where your information is stored",
    retention: "How long we keep it",
    cookies: "Cookies and browser storage",
    safeguards: "How we protect it",
    rights: "Access, correction and deletion",
    officer: "Person responsible for personal information",
    complaints: "Questions and complaints",
    changes: "Changes to this policy",
  },
  /** The terms of use's section headings, in order. */
  termsSections: {
    about: "About these terms",
    information: "General information, not advice",
    rates: "Rates and approvals",
    licensing: "Licensed brokers",
    tools: "Calculators and the Vayu assistant",
    use: "Using the site",
    warranty: "No warranty",
    liability: "Limitation of liability",
    links: "Other sites",
    law: "Governing law",
    contact: "Contact us",
  },
  notices: {
    quote:
      "We keep the details you enter so a licensed broker can prepare your quote and follow up with you. Only your broker and our staff see them.",
    application:
      "We keep your application so a licensed broker can review it and contact you. Only your broker and our staff see it.",
    contact:
      "We keep your message and contact details to answer you. Only the broker handling your message and our staff see them.",
    newsletter:
      "We keep your email address only to send you the newsletter, and delete it when you ask us to.",
    chat: "Messages you send here may be stored and read by a licensed broker so they can follow up. Please don't share your SIN or banking details.",
  },
} as const;

export type NoticeKind = keyof typeof legalMessages.notices;
