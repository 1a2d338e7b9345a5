import frAuth from "../../src/i18n/messages/fr-CA/auth.json" with { type: "json" };
import { E2E_ACCOUNTS } from "./accounts";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

test.describe("signing in in French", () => {
  test("/fr/auth speaks French, validates in French and keeps the broker in French", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    await page.goto("/fr/auth");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { name: frAuth["auth.title"] })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const submit = page.getByRole("main").getByRole("button", { name: frAuth["auth.submit"], exact: true });
    await submit.click();
    await expect(page.getByText(frAuth["auth.emailRequired"])).toBeVisible();
    await expect(page.getByText(frAuth["auth.passwordRequired"])).toBeVisible();

    await page.getByLabel(frAuth["auth.emailLabel"]).fill(E2E_ACCOUNTS.agent.email);
    await page.getByLabel(frAuth["auth.passwordLabel"]).fill("definitely-wrong");
    await submit.click();
    await expect(page.getByText(frAuth["auth.invalidCredentials"]).first()).toBeVisible();

    await page.getByLabel(frAuth["auth.passwordLabel"]).fill(E2E_ACCOUNTS.agent.password);
    await submit.click();
    await expect(page).toHaveURL(/\/fr\/agent-dashboard$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  });

  test("forgot password in French", async ({ page }) => {
    await page.goto("/fr/auth");
    await page.getByRole("button", { name: frAuth["auth.forgotPassword"] }).click();
    await expect(page.getByRole("heading", { name: frAuth["auth.requestTitle"] })).toBeVisible();
    await page.getByLabel(frAuth["auth.emailLabel"]).fill("nobody@e2e.vayu.local");
    await page.getByRole("button", { name: frAuth["auth.requestSubmit"] }).click();
    await expect(page.getByText(frAuth["auth.requestSent"])).toBeVisible();
  });
});
