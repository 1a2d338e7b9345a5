/** Accounts the e2e server is started with; the global setup creates those the seed doesn't. */
export const E2E_ACCOUNTS = {
  super_admin: { email: "admin@e2e.vayu.local", password: "e2e-admin-password" },
  agent: { email: "agent@vayu.local", password: "e2e-agent-password" },
  admin: { email: "office-admin@e2e.vayu.local", password: "e2e-office-admin" },
  others: { email: "member@e2e.vayu.local", password: "e2e-member-password" },
} as const;

/** An account of its own for the password reset journey, whose password it changes. */
export const E2E_RESET_ACCOUNT = {
  email: "forgetful@e2e.vayu.local",
  password: "e2e-forgotten-password",
} as const;

/**
 * An account whose mailbox refuses the first e-mail sent to it (the test SMTP server answers 550 once),
 * for the super admin's list of notifications that could not be sent.
 */
export const E2E_BOUNCING_ACCOUNT = {
  email: "bouncing@e2e.vayu.local",
  password: "e2e-bouncing-password",
} as const;

/** The brokerage settings the e2e server runs with, so the footer's licence line and the policy's contact show. */
export const E2E_LEGAL = {
  brokerageLicence: "FSRA 12345",
  privacyOfficerName: "Jordan Lee",
} as const;
