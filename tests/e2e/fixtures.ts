import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { authMessages } from "../../src/domain/messages";
import type { Role } from "../../src/domain/roles";
import { E2E_ACCOUNTS } from "./accounts";

/**
 * Every test fails on a console error or an uncaught page error (a CSP violation, a failed
 * chunk load, a React warning), so broken pages can't pass on their visible text alone.
 */
export const test = base.extend<{ consoleErrors: { allow(pattern: RegExp): void } }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the /auth page as one of the e2e accounts. */
export async function signIn(page: Page, role: Role, password?: string) {
  const account = E2E_ACCOUNTS[role];
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(password ?? account.password);
  await page.getByRole("button", { name: authMessages.submit, exact: true }).click();
}

/** axe-core on the current page: no serious or critical violation (WCAG A/AA rules and best practices). */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
}
