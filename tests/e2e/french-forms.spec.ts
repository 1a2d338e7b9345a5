import type { Page } from "@playwright/test";
import forms from "../../src/i18n/messages/fr-CA/forms.json" with { type: "json" };
import home from "../../src/i18n/messages/fr-CA/home.json" with { type: "json" };
import quote from "../../src/i18n/messages/fr-CA/quote.json" with { type: "json" };
import validation from "../../src/i18n/messages/fr-CA/validation.json" with { type: "json" };
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

/*
 * The forms of the French site: their labels, their validation messages and their toasts in French,
 * and figures typed the French way (« 500 000 », « 3,94 »). Lead forms are rate-limited per IP, so
 * this file sends one quote and one contact lead.
 *
 * Worked example (home.spec.ts, computed outside the app): 500,000 with 50,000 down at 3.94% over
 * 25 years, monthly: CMHC 13,950, total mortgage 463,950, payment 2,433.55 → « 2 434 $ ».
 */

const NBSP = "\u00a0";

async function openFrenchQuote(page: Page) {
  await page.goto("/fr");
  await page.getByRole("button", { name: home["home.getStarted"] }).click();
  const dialog = page.getByRole("dialog", { name: quote["quote.buyingTitle"] });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a quote in French: French labels and messages, a decimal comma, the success toast in French", async ({
  page,
}) => {
  const dialog = await openFrenchQuote(page);
  await expect(dialog.getByText(quote["quote.calculatorTitle"])).toBeVisible();

  // Nothing filled in: the spec's toast and the field messages, in French, and nothing is sent.
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/leads/quote")) sent.push(r.url());
  });
  await dialog.getByRole("button", { name: quote["quote.submit"] }).click();
  const missing = quote["quote.missingFields"];
  await expect(page.getByRole("listitem").filter({ hasText: missing })).toBeVisible();
  await expect(dialog.getByLabel(quote["quote.email"])).toHaveAccessibleDescription(missing);
  expect(sent).toEqual([]);

  // A down payment above the price; then a rate that is no figure.
  await dialog.getByLabel(quote["quote.purchasePrice"]).fill("500 000");
  await dialog.getByLabel(quote["quote.downPayment"]).fill("600 000");
  await dialog.getByRole("button", { name: quote["quote.submit"] }).click();
  await expect(dialog.getByText(validation["validation.downPaymentAbovePrice"])).toBeVisible();
  await dialog.getByLabel(quote["quote.downPayment"]).fill("50 000");
  await dialog.getByLabel(quote["quote.interestRate"]).fill("trois");
  await dialog.getByRole("button", { name: quote["quote.submit"] }).click();
  await expect(dialog.getByText(quote["quote.rateInvalid"])).toBeVisible();

  // Figures typed the French way give the worked example, shown in French figures.
  await dialog.getByLabel(quote["quote.interestRate"]).fill("3,94");
  const estimate = dialog.getByRole("region", { name: quote["quote.estimate"] });
  await expect(estimate.getByText(`463${NBSP}950${NBSP}$`)).toBeVisible();
  await expect(estimate.getByText(`2${NBSP}434${NBSP}$`)).toBeVisible();
  await expect(estimate.getByText("Versement mensuel")).toBeVisible();

  await dialog
    .getByLabel(quote["quote.name"], { exact: true })
    .fill(`E2E Soumission ${Date.now().toString(36)}`);
  await dialog.getByLabel(quote["quote.email"]).fill("soumission.e2e@example.ca");
  const [request, response] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/api/leads/quote") && r.method() === "POST"),
    page.waitForResponse((r) => r.url().endsWith("/api/leads/quote")),
    dialog.getByRole("button", { name: quote["quote.submit"] }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(request.headers()["accept-language"]).toBe("fr-CA");
  expect(request.postDataJSON()).toMatchObject({
    metadata: { price: 500000, downPayment: 50000, mortgageRate: 3.94, amortization: 25 },
  });
  await expect(page.getByText(quote["quote.success"])).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("the quote dialog in French has no English label left and is axe clean", async ({ page }) => {
  const dialog = await openFrenchQuote(page);
  for (const label of ["Purchase price", "Down payment", "Interest rate", "Request my quote", "(optional)"]) {
    await expect(dialog.getByText(label, { exact: false })).toHaveCount(0);
  }
  await expect(dialog.getByLabel(quote["quote.downPayment"])).toHaveAccessibleDescription(
    /^Mise de fonds minimale/,
  );
  await expectNoSeriousAxeViolations(page);
});

test("the contact form in French: French validation messages, then the message is sent", async ({ page }) => {
  await page.goto("/fr/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: forms["forms.contact.title"] })).toBeVisible();
  const submit = main.getByRole("button", { name: forms["forms.contact.submit"] });

  await submit.click();
  for (const id of [
    "validation.firstNameRequired",
    "validation.lastNameRequired",
    "validation.emailRequired",
    "validation.phoneRequired",
    "validation.commentsRequired",
  ] as const) {
    await expect(main.getByText(validation[id], { exact: true })).toBeVisible();
  }
  await expect(main.getByText("First Name is required")).toHaveCount(0);

  await main.getByLabel(forms["forms.contact.firstName"]).fill("Élise");
  await main.getByLabel(forms["forms.contact.lastName"]).fill(`Gagnon ${Date.now().toString(36)}`);
  await main.getByRole("textbox", { name: forms["forms.contact.email"] }).fill("pas-un-courriel");
  await main.getByRole("textbox", { name: forms["forms.contact.phone"] }).fill("(514) 555-0142");
  await main.getByLabel(forms["forms.contact.comments"]).fill("Nous renouvelons en mars.");
  await main.getByLabel(forms["forms.contact.postalCode"]).fill("h2y 1c6");
  await submit.click();
  await expect(main.getByText(validation["validation.emailInvalid"])).toBeVisible();

  await main.getByRole("textbox", { name: forms["forms.contact.email"] }).fill("elise.gagnon@example.ca");
  await submit.click();
  await expect(page.getByText(validation["validation.consentRequired"], { exact: true })).toHaveCount(2);

  await main.getByRole("checkbox", { name: /^J’accepte de recevoir des communications/ }).check();
  const [request, response] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/leads/contact")),
    page.waitForResponse((r) => r.url().endsWith("/api/leads/contact")),
    submit.click(),
  ]);
  expect(response.status()).toBe(201);
  expect(request.postDataJSON()).toMatchObject({ postal_code: "H2Y 1C6", casl_consent: true });
  await expect(page.getByText(forms["forms.contact.sent"])).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
