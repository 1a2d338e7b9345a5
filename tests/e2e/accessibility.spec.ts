import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

/**
 * axe-core over every public route, once each: no serious or critical violation. A run costs
 * several seconds, so a route whose own spec already runs axe on it is not repeated here:
 *   /                                   home.spec.ts (and the quote dialog)
 *   /rates                              rates.spec.ts
 *   /applications                       applications.spec.ts (visitor and staff views)
 *   /products, /products/{id}           catalogue.spec.ts
 *   /services, /services/{id}           catalogue.spec.ts
 *   /blog, /blog/{slug}                 blog.spec.ts
 *   /agents/{slug}, /find-broker        agent-profile.spec.ts
 *   /contact?agent=…, /newsletter       contact.spec.ts
 *   /mortgage-options, /why-broker, /app, /become-broker, /mortgage-news   static-pages.spec.ts
 *   the chat dialog                     chat.spec.ts, chat.mobile.spec.ts
 *   /land-transfer-tax-calculator, /cmhc-insurance-calculator, /closing-costs-calculator
 *                                       closing-costs-calculators.spec.ts
 *   /super-admin (agents, the default)  admin-agents.spec.ts (and its dialogs)
 *   /super-admin?tab=leads              admin-leads.spec.ts
 *   /agent-dashboard?tab=documents|leads  dashboard-records.spec.ts
 *   /agent-dashboard?tab=blog, ?tab=testimonials   dashboard-content.spec.ts (and their dialogs, 375 px)
 *   /agent-dashboard?tab=profile|customize|social|links|seo|analytics  dashboard-profile.spec.ts (375 px)
 *   /reset-password?token=… (the form), the sign-in dialog's "Forgot password?"   password-reset.spec.ts
 * The routes below are checked nowhere else.
 */
const ROUTES_CHECKED_HERE = [
  "/auth",
  // Without a token: the page that says the link no longer works.
  "/reset-password",
  "/calculators",
  "/mortgage-calculator",
  "/affordability-calculator",
  "/contact",
  "/no-such-page",
];

for (const path of ROUTES_CHECKED_HERE) {
  test(`axe: ${path}`, async ({ page, consoleErrors }) => {
    // The browser reports the server's 404 for an unknown address.
    if (path === "/no-such-page") consoleErrors.allow(/status of 404/);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousAxeViolations(page);
  });
}
