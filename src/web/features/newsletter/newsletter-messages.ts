/** Texts of the newsletter sign-up that the spec leaves to us; the tests assert them from here. */
export const newsletterMessages = {
  subscribed: "You're subscribed. Watch your inbox for rate updates.",
  failed: "We couldn't sign you up. Please try again.",
  submit: "Subscribe",
} as const;
