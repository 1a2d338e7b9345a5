/** Texts of /auth beyond the spec's sign-in form, shared with its tests. */
export const authPageMessages = {
  staffOnly: "Sign-in is for Vayu brokers and staff.",
  visitorPrompt: "Looking for a mortgage?",
  visitorLink: "Find a broker",
} as const;
