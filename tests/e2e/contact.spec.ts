import type { APIRequestContext, Page } from "@playwright/test";
import { publicMessages } from "../support/english-texts";
import forms from "../../src/i18n/messages/en-CA/forms.json" with { type: "json" };
import { E2E_LEGAL } from "./accounts";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

/*
 * Lead forms are rate-limited per IP, so this file sends exactly one contact lead and one newsletter
 * sign-up; failures are simulated by intercepting the request.
 */

const REQUIRED_MESSAGES = [
  "First Name is required",
  "Last Name is required",
  "Email is required",
  "Phone is required",
  "Comments are required",
];

async function agentId(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/api/agents/${slug}`);
  return ((await response.json()) as { agent: { id: string } }).agent.id;
}

/** Counts the contact-lead POSTs the page sends. */
function countContactPosts(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/leads/contact")) sent.push(request.url());
  });
  return sent;
}

function form(page: Page) {
  const main = page.getByRole("main");
  return {
    firstName: main.getByLabel("First Name"),
    lastName: main.getByLabel("Last Name"),
    email: main.getByRole("textbox", { name: "Email" }),
    phone: main.getByRole("textbox", { name: "Phone" }),
    phoneType: main.getByLabel("Phone Type"),
    postalCode: main.getByLabel("Postal Code"),
    comments: main.getByLabel("Comments"),
    consent: main.getByRole("checkbox", { name: /I consent to receive communications/ }),
    submit: main.getByRole("button", { name: "Submit" }),
  };
}

async function fillRequired(page: Page, firstName = "Avery") {
  const f = form(page);
  await f.firstName.fill(firstName);
  await f.lastName.fill("Lambert");
  await f.email.fill("avery.lambert@example.ca");
  await f.phone.fill("(613) 555-0188");
  await f.comments.fill("We renew in March and would like to compare offers before the bank's.");
}

test("submitting an empty contact form shows every required-field message and sends nothing", async ({
  page,
}) => {
  const sent = countContactPosts(page);
  await page.goto("/contact");
  await expect(page).toHaveTitle("Contact Us — Vayu");
  await expect(form(page).phoneType).toHaveValue("Mobile");
  await form(page).submit.click();
  const main = page.getByRole("main");
  for (const message of REQUIRED_MESSAGES) {
    await expect(main.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(main.getByText(publicMessages.contactConsentRequired, { exact: true })).toBeVisible();
  await expect(form(page).firstName).toHaveAttribute("aria-invalid", "true");
  expect(sent).toEqual([]);
});

test("without consent the contact form says so and sends nothing", async ({ page }) => {
  const sent = countContactPosts(page);
  await page.goto("/contact");
  await fillRequired(page);
  await form(page).email.fill("not-an-email");
  await form(page).submit.click();
  const main = page.getByRole("main");
  await expect(main.getByText("Please enter a valid email address")).toBeVisible();

  await form(page).email.fill("avery.lambert@example.ca");
  await form(page).submit.click();
  // Inline under the checkbox and as a toast.
  await expect(page.getByText(publicMessages.contactConsentRequired, { exact: true })).toHaveCount(2);
  for (const message of REQUIRED_MESSAGES) await expect(main.getByText(message)).toHaveCount(0);
  expect(sent).toEqual([]);
});

test("a contact message for a broker is stored, confirmed and the form resets", async ({ page, request }) => {
  const id = await agentId(request, "marcandretremblay");
  // Hold the request briefly so the busy state can be seen.
  await page.route("**/api/leads/contact", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto(`/contact?agent=${id}`);

  const broker = page.getByRole("complementary", { name: "Your Broker" });
  await expect(broker.getByText("Marc-André Tremblay", { exact: true })).toBeVisible();
  await expect(broker.getByRole("link", { name: /profile/ })).toHaveAttribute(
    "href",
    "/agent/marcandretremblay",
  );

  const firstName = `E2E Contact ${Date.now()}`;
  await fillRequired(page, firstName);
  const f = form(page);
  await f.phoneType.selectOption("Work");
  await f.postalCode.fill("k1p 5g3");
  await f.consent.check();

  const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/leads/contact"));
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/leads/contact"));
  await f.submit.click();
  await expect(page.getByRole("button", { name: publicMessages.submitting })).toBeDisabled();
  expect((await posted).postDataJSON()).toEqual({
    first_name: firstName,
    last_name: "Lambert",
    email: "avery.lambert@example.ca",
    phone: "(613) 555-0188",
    comments: "We renew in March and would like to compare offers before the bank's.",
    postal_code: "K1P 5G3",
    phone_type: "Work",
    casl_consent: true,
    agent_id: id,
  });
  expect((await answered).status()).toBe(201);
  await expect(page.getByText(publicMessages.contactSent)).toBeVisible();
  await expect(f.firstName).toHaveValue("");
  await expect(f.comments).toHaveValue("");
  await expect(f.phoneType).toHaveValue("Mobile");
  await expect(f.consent).not.toBeChecked();
});

test("a failed or refused contact message shows the error and keeps the form", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of (500|429)/);
  await page.route("**/api/leads/contact", (route) =>
    route.fulfill({ status: 500, json: { error: { message: "internal", code: "internal" } } }),
  );
  await page.goto("/contact");
  await fillRequired(page);
  await form(page).consent.check();
  await form(page).submit.click();
  await expect(page.getByText(publicMessages.contactSendFailed).first()).toBeVisible();
  await expect(form(page).firstName).toHaveValue("Avery");

  const limited = "Too many requests. Please try again in a few minutes.";
  await page.unroute("**/api/leads/contact");
  await page.route("**/api/leads/contact", (route) =>
    route.fulfill({ status: 429, json: { error: { message: limited, code: "rate_limited" } } }),
  );
  await form(page).submit.click();
  await expect(page.getByText(limited).first()).toBeVisible();
});

test("the external mortgage network's outcome is announced after the message is sent", async ({ page }) => {
  // The server reports what happened to the optional external post; each outcome has the spec's toast.
  for (const [outcome, text] of [
    ["submitted", publicMessages.externalSubmitted],
    ["failed", publicMessages.externalFailed],
    ["skipped", publicMessages.externalSkipped],
  ] as const) {
    await page.route("**/api/leads/contact", (route) =>
      route.fulfill({
        status: 201,
        json: { id: "00000000-0000-4000-8000-000000000000", external_network: outcome },
      }),
    );
    await page.goto("/contact");
    await fillRequired(page);
    await form(page).consent.check();
    await form(page).submit.click();
    await expect(page.getByText(publicMessages.contactSent).first()).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await page.unroute("**/api/leads/contact");
  }
});

test("the Your Broker card appears only for an active broker named in the address", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("main").getByText("Head Office")).toBeVisible();
  await expect(page.getByText("Your Broker")).toHaveCount(0);

  await page.goto("/contact?agent=jasminenguyen");
  await expect(page.getByRole("heading", { name: "Your Broker" })).toBeVisible();
  await expect(page.getByText("Jasmine Nguyen").first()).toBeVisible();

  await page.goto("/contact?agent=danielokafor");
  await expect(page.getByRole("main").getByText("Head Office")).toBeVisible();
  await expect(page.getByText("Your Broker")).toHaveCount(0);
});

test("the contact page lists the head office and the brokerage licence", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByText("Vayu Mortgages").first()).toBeVisible();
  await expect(main.getByText(/Toronto, ON/)).toBeVisible();
  // The licence is the one the server is configured with, never a number written into the page.
  await expect(main.getByText(`Brokerage licence: ${E2E_LEGAL.brokerageLicence}`)).toBeVisible();
  await expect(main.getByRole("heading", { name: "Office hours" })).toBeVisible();
});

test("newsletter: an invalid email is refused inline, a valid one subscribes", async ({ page }) => {
  await page.goto("/newsletter");
  await expect(page).toHaveTitle("Newsletter — Vayu");
  const email = page.getByRole("main").getByLabel("Email");
  const subscribe = page.getByRole("button", { name: forms["forms.newsletter.submit"] });

  await subscribe.click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await email.fill("not-an-email");
  await subscribe.click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill(`e2e-newsletter-${Date.now()}@example.ca`);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/newsletter"));
  await subscribe.click();
  expect((await answered).status()).toBe(201);
  await expect(page.getByText(forms["forms.newsletter.subscribed"])).toBeVisible();
  await expect(email).toHaveValue("");
});

for (const path of ["/contact?agent=jasminenguyen", "/newsletter"]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (path.startsWith("/contact"))
      await expect(page.getByRole("heading", { name: "Your Broker" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
