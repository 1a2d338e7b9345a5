import type { Page } from "@playwright/test";
import { publicMessages } from "../support/english-texts";
import { DEMO_CHAT_CONVERSATION } from "../../src/server/db/demo/leads";
import backOffice from "../../src/i18n/messages/en-CA/back-office.json" with { type: "json" };
import forms from "../../src/i18n/messages/en-CA/forms.json" with { type: "json" };
import { expect, expectNoSeriousAxeViolations, renderInBrowser, signIn, test } from "./fixtures";

const LIST_API = "/api/leads/applications";

function listHeading(page: Page) {
  return page.getByRole("heading", { name: forms["forms.applications.listTitle"] });
}

function formHeading(page: Page) {
  return page.getByRole("heading", { name: forms["forms.applications.formTitle"] });
}

/** Adds a message with markup to the demo chatbot conversation, to prove the viewer shows it inert. */
async function addMarkupToChat(page: Page) {
  await page.route(`**${LIST_API}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      applications: { source: string; chat_history: { role: string; content: string }[] | null }[];
    };
    const chat = body.applications.find((a) => a.source === "AI Chatbot");
    chat?.chat_history?.push({
      role: "user",
      content: '<img src="x" onerror="window.__chatXss = 1"> <b>not bold</b>',
    });
    await route.fulfill({ response, json: body });
  });
}

// Signing in and waiting for toasts take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe("the application form", () => {
  test("a visitor sees the form and never asks for the list", async ({ page }) => {
    const listRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(LIST_API)) listRequests.push(request.url());
    });
    await page.goto("/applications");
    await expect(page).toHaveTitle(`${forms["forms.applications.pageTitle"]} — Vayu`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /mortgage/i);
    await expect(formHeading(page)).toBeVisible();
    await expect(page.getByLabel("Preferred Agent")).toContainText("Priya Raman");
    await expect(listHeading(page)).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(listRequests).toEqual([]);
    await expectNoSeriousAxeViolations(page);
  });

  test("names each missing required field and sends nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/leads/")) posts.push(request.url());
    });
    await page.goto("/applications");
    await page.getByRole("button", { name: publicMessages.submitApplication }).click();
    await expect(page.getByText("Full Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Phone Number is required")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Full Name").fill("Valid Name");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Phone Number").fill("416-555-0100");
    await page.getByRole("button", { name: publicMessages.submitApplication }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Full Name is required")).toHaveCount(0);
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    // A text field with the decimal keypad, so a French visitor's "450 000,50" is read as typed.
    await expect(page.getByLabel("Mortgage Amount")).toHaveAttribute("inputmode", "decimal");
    expect(posts).toEqual([]);
  });

  test("submits an application, confirms it and resets; staff then see it", async ({ page }) => {
    const name = `E2E Applicant ${Date.now()}`;
    await page.goto("/applications");
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Email").fill("e2e.applicant@example.com");
    await page.getByLabel("Phone Number").fill("(416) 555-0199");
    await page.getByLabel("Mortgage Amount").fill("450000");
    await page.getByLabel("Preferred Agent").selectOption({ label: "Jasmine Nguyen" });
    await page.getByLabel("Property Address").fill("12 Birch Avenue, Toronto, ON M4V 1E2");
    await page.getByLabel("Additional Information").fill("First purchase, closing in August.");

    // Hold the request to see the submitting state, then let it through to the real server.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/leads/application", async (route) => {
      await held;
      await route.continue();
    });
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/leads/application"));
    await page.getByRole("button", { name: publicMessages.submitApplication }).click();
    await expect(page.getByRole("button", { name: publicMessages.submitting })).toBeDisabled();
    await expect(page.getByLabel("Full Name")).toBeDisabled();
    release();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      client_name: name,
      client_email: "e2e.applicant@example.com",
      mortgage_amount: 450000,
      property_address: "12 Birch Avenue, Toronto, ON M4V 1E2",
    });

    await expect(page.getByText(publicMessages.applicationSubmitted)).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Mortgage Amount")).toHaveValue("");
    await expect(page.getByLabel("Preferred Agent")).toHaveValue("none");
    await expect(page.getByRole("button", { name: publicMessages.submitApplication })).toBeEnabled();

    await signIn(page, "super_admin");
    await expect(page).toHaveURL(/\/super-admin$/);
    await page.goto("/applications");
    const card = page.getByRole("listitem").filter({ hasText: name });
    await expect(card).toContainText("$450,000");
    await expect(card).toContainText("12 Birch Avenue, Toronto, ON M4V 1E2");
    await expect(card).toContainText("Jasmine Nguyen");
    await expect(card).toContainText("New");
    await expect(card).toContainText("Website");
  });

  test("a signed-in member who is not staff sees only the form", async ({ page }) => {
    await signIn(page, "others");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/applications");
    await expect(formHeading(page)).toBeVisible();
    await expect(listHeading(page)).toHaveCount(0);
  });
});

test.describe("the recent-applications list", () => {
  test("super_admin sees every demo application with its details and badges", async ({ page }) => {
    await signIn(page, "super_admin");
    await expect(page).toHaveURL(/\/super-admin$/);
    await page.goto("/applications");
    await expect(listHeading(page)).toBeVisible();
    const mateo = page.getByRole("listitem").filter({ hasText: "Mateo Alvarez" });
    await expect(mateo).toContainText("$520,000");
    await expect(mateo).toContainText("48 Maple Grove Drive, Brampton, ON L6P 1A2");
    await expect(mateo).toContainText("Priya Raman");
    await expect(mateo).toContainText("mateo.alvarez@example.com");
    await expect(mateo).toContainText("(905) 555-0172");
    await expect(mateo.getByText("New", { exact: true })).toHaveClass(/bg-primary/);
    const hannah = page.getByRole("listitem").filter({ hasText: "Hannah Kim" });
    await expect(hannah.getByText("Contacted", { exact: true })).toHaveClass(/bg-muted/);
    const jeanPhilippe = page.getByRole("listitem").filter({ hasText: "Jean-Philippe Bouchard" });
    await expect(jeanPhilippe.getByText("Qualified", { exact: true })).toHaveClass(/border-border/);
    const aisha = page.getByRole("listitem").filter({ hasText: "Aisha Mohamed" });
    await expect(aisha.getByText("Closed", { exact: true })).toHaveClass(/bg-destructive/);
    await expect(aisha).toContainText(backOffice["back-office.unassigned"]);
    // Only the demo chatbot application carries a conversation.
    await expect(page.getByRole("button", { name: /View conversation/ })).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
  });

  test("opens an AI Chatbot lead's conversation as plain text, with a 10-second toast", async ({ page }) => {
    await renderInBrowser(page);
    await signIn(page, "super_admin");
    await expect(page).toHaveURL(/\/super-admin$/);
    await addMarkupToChat(page);
    await page.goto("/applications");
    const sarah = page.getByRole("listitem").filter({ hasText: "Sarah Thompson" });
    await expect(sarah).toContainText("AI Chatbot");
    await sarah.getByRole("button", { name: /View conversation/ }).click();

    const dialog = page.getByRole("dialog", { name: backOffice["back-office.leads.chatTitle"] });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(DEMO_CHAT_CONVERSATION[1].content);
    await expect(dialog).toContainText(DEMO_CHAT_CONVERSATION[4].content);
    await expect(dialog).toContainText('<img src="x" onerror="window.__chatXss = 1"> <b>not bold</b>');
    await expect(dialog.locator("img, b")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();

    const toastText = page.getByText(backOffice["back-office.leads.chatLoaded"]);
    await expect(toastText).toBeVisible();
    // sonner's default is 4 seconds; this toast stays for 10.
    await page.waitForTimeout(5_000);
    await expect(toastText).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("an agent sees only the applications assigned to them", async ({ page }) => {
    await signIn(page, "agent");
    await expect(page).toHaveURL(/\/agent-dashboard$/);
    await page.goto("/applications");
    await expect(listHeading(page)).toBeVisible();
    await expect(page.getByText(forms["forms.applications.listScopeAgent"])).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Mateo Alvarez" })).toBeVisible();
    for (const other of ["Hannah Kim", "Jean-Philippe Bouchard", "Aisha Mohamed"]) {
      await expect(page.getByRole("listitem").filter({ hasText: other })).toHaveCount(0);
    }
  });

  test("shows the spec's error when the list cannot load", async ({ page, consoleErrors }) => {
    await renderInBrowser(page);
    consoleErrors.allow(/500|Failed to load resource/);
    await signIn(page, "super_admin");
    await expect(page).toHaveURL(/\/super-admin$/);
    await page.route(`**${LIST_API}`, (route) =>
      route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } }),
    );
    await page.goto("/applications");
    await expect(page.getByText(publicMessages.applicationsLoadError)).toBeVisible({ timeout: 30_000 });
    await expect(formHeading(page)).toBeVisible();
  });
});
