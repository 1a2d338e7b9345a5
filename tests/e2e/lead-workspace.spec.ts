import type { Browser, Page } from "@playwright/test";
import backOfficeEnglish from "../../src/i18n/messages/en-CA/back-office.json" with { type: "json" };
import dashboardEnglish from "../../src/i18n/messages/en-CA/dashboard.json" with { type: "json" };
import quoteEnglish from "../../src/i18n/messages/en-CA/quote.json" with { type: "json" };
import backOfficeFrench from "../../src/i18n/messages/fr-CA/back-office.json" with { type: "json" };
import dashboardFrench from "../../src/i18n/messages/fr-CA/dashboard.json" with { type: "json" };
import quoteFrench from "../../src/i18n/messages/fr-CA/quote.json" with { type: "json" };
import { homeMessages } from "../support/english-texts";
import { E2E_ACCOUNTS } from "./accounts";
import { say, sayInFrench } from "./back-office-text";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";
import { waitForMail } from "./mailbox";
import { expectNoEnglishLeft } from "./untranslated";

// Each journey signs in, writes and reloads; on a busy machine that takes a while.
test.describe.configure({ timeout: 90_000 });

/** The demo broker the e2e agent account signs in as. */
const BROKER = "Priya Raman";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The signed-in broker's agent id, so a test's lead can be sent to them. */
async function ownAgentId(page: Page): Promise<string> {
  const me = await page.request.get("/api/me");
  const { user } = (await me.json()) as { user: { agentId: string } };
  return user.agentId;
}

/** A contact-form lead of the test's own, for `agentId` or for nobody. */
async function contactLead(page: Page, clientName: string, agentId?: string): Promise<string> {
  const [first, ...last] = clientName.split(" ");
  const created = await page.request.post("/api/leads/contact", {
    data: {
      first_name: first,
      last_name: last.join(" "),
      email: `${clientName.toLowerCase().replace(/\W+/g, ".")}@example.ca`,
      phone: "(416) 555-0177",
      comments: "Please call me about my renewal next spring.",
      casl_consent: true,
      ...(agentId && { agent_id: agentId }),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** A signed-in page of its own for `role`, beside the test's page. */
async function signedInPage(browser: Browser, role: "agent" | "super_admin"): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, role);
  await expect(page).toHaveURL(role === "agent" ? /\/agent-dashboard/ : /\/super-admin/);
  return page;
}

function timeline(page: Page) {
  return page.getByTestId("lead-timeline");
}

test("a quote from the home page opens on its broker's lead page, with the payment the dialog showed", async ({
  page,
}, testInfo) => {
  const clientName = `Quote Client ${unique()}`;
  await page.goto("/");
  await page.getByRole("button", { name: homeMessages.getStarted }).click();
  const dialog = page.getByRole("dialog", { name: homeMessages.buyingTitle });
  await dialog.getByLabel("Purchase price").fill("640000");
  await dialog.getByLabel("Down payment").fill("64000");
  await dialog.getByLabel("Interest rate").fill("4.29");
  await dialog.getByLabel("Name", { exact: true }).fill(clientName);
  await dialog.getByLabel("Email").fill("quote.workspace@example.ca");
  await dialog.getByLabel("Phone (optional)").fill("416-555-0188");
  await dialog.getByLabel("Preferred broker").selectOption({ label: BROKER });
  const estimate = dialog.getByRole("region", { name: "Your estimate" });
  const payment = (await estimate.locator("dd").last().innerText()).trim();
  expect(payment).toMatch(/^\$\d{1,3}(,\d{3})*$/);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/leads/quote") && r.request().method() === "POST"),
    dialog.getByRole("button", { name: "Request my quote" }).click(),
  ]);
  const { id } = (await response.json()) as { id: string };

  // Signed out, the lead's address asks for a sign-in first, then lands on the lead.
  await page.goto(`/agent-dashboard/leads/${id}`);
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, "agent");
  await expect(page).toHaveURL(new RegExp(`/agent-dashboard/leads/${id}$`));

  await expect(page.getByRole("heading", { level: 2, name: clientName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${clientName} — `));
  await expect(page.getByTestId("lead-payment")).toHaveText(payment);
  const quote = page.getByRole("region", { name: say("back-office.leadDetail.quoteTitle") });
  await expect(quote).toContainText("$640,000");
  await expect(quote).toContainText(
    say("back-office.leadDetail.downPaymentShare", { amount: "$64,000", percent: "10%" }),
  );
  await expect(quote).toContainText("4.29%");
  await expect(page.getByRole("link", { name: "quote.workspace@example.ca" })).toHaveAttribute(
    "href",
    "mailto:quote.workspace@example.ca",
  );
  await expect(page.getByRole("link", { name: "416-555-0188" })).toHaveAttribute("href", "tel:4165550188");
  await expect(timeline(page)).toContainText(
    say("back-office.leadDetail.event.created", {
      source: say("back-office.leadSource.mortgage_calculator"),
    }),
  );
  // The menu still leads to the dashboard's tabs, with Leads as the current one.
  const menu = page.getByRole("navigation", { name: say("dashboard.menuTitle") });
  await expect(menu.getByRole("link", { name: say("dashboard.tab.leads") })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("lead-1280.png"), fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId("lead-payment")).toHaveText(payment);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("lead-375.png"), fullPage: true });

  await page.getByRole("link", { name: say("back-office.leadDetail.backToLeads") }).click();
  await expect(page).toHaveURL(/\/agent-dashboard\?tab=leads$/);
});

test("a note is kept after a reload, and only its author rewords or deletes it", async ({ page }) => {
  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/agent-dashboard/);
  const id = await contactLead(page, `Note Client ${unique()}`, await ownAgentId(page));
  await page.goto(`/agent-dashboard/leads/${id}`);

  const notes = page.getByRole("region", { name: say("back-office.leadDetail.notesTitle") });
  const newNote = notes.getByLabel(say("back-office.leadDetail.newNoteLabel"));
  await notes.getByRole("button", { name: say("back-office.leadDetail.addNote") }).click();
  await expect(newNote).toHaveAccessibleDescription(say("validation.noteRequired"));

  await newNote.fill("Called, left a voicemail.\nTry again Thursday morning.");
  await notes.getByRole("button", { name: say("back-office.leadDetail.addNote") }).click();
  await expect(page.getByTestId("lead-saved")).toHaveText(say("back-office.leadDetail.noteAdded"));
  await expect(newNote).toHaveValue("");
  await page.reload();
  const note = timeline(page).getByRole("article", {
    name: say("back-office.leadDetail.noteBy", { name: BROKER }),
  });
  await expect(note).toContainText("Try again Thursday morning.");

  await note
    .getByRole("button", { name: `${say("back-office.edit")} ${say("back-office.leadDetail.thisNote")}` })
    .click();
  const editor = timeline(page).getByLabel(say("back-office.leadDetail.editNoteLabel"));
  await editor.fill("Called twice; she prefers e-mail.");
  await timeline(page)
    .getByRole("button", { name: say("back-office.saveChanges") })
    .click();
  await expect(note).toContainText("she prefers e-mail");
  await expect(note).toContainText(say("back-office.leadDetail.edited"));

  await note.getByRole("button", { name: say("back-office.leadDetail.deleteNoteLabel") }).click();
  const confirm = page.getByRole("alertdialog", { name: say("back-office.leadDetail.deleteNoteTitle") });
  await confirm.getByRole("button", { name: say("back-office.delete") }).click();
  await expect(note).toHaveCount(0);
  await page.reload();
  await expect(timeline(page).getByRole("article")).toHaveCount(0);
});

test("a note the API refuses keeps what was typed and says why on the field", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400/);
  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/agent-dashboard/);
  const id = await contactLead(page, `Refused Note ${unique()}`, await ownAgentId(page));
  await page.route(`**/api/dashboard/leads/${id}/notes`, (route) =>
    route.fulfill({
      status: 400,
      json: { error: { message: "body: Too long for a note", code: "invalid_request", field: "body" } },
    }),
  );
  await page.goto(`/agent-dashboard/leads/${id}`);
  const newNote = page.getByLabel(say("back-office.leadDetail.newNoteLabel"));
  await newNote.fill("A note the server will not take.");
  await page.getByRole("button", { name: say("back-office.leadDetail.addNote") }).click();
  await expect(newNote).toHaveAccessibleDescription("body: Too long for a note");
  await expect(newNote).toHaveValue("A note the server will not take.");
});

test("a follow-up set in the past shows as overdue, and it can be cleared", async ({ page }) => {
  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/agent-dashboard/);
  const id = await contactLead(page, `Follow Client ${unique()}`, await ownAgentId(page));
  await page.goto(`/agent-dashboard/leads/${id}`);

  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, "0")}-${String(
    yesterday.getDate(),
  ).padStart(2, "0")}`;
  const form = page.getByRole("form", { name: say("dashboard.leadDetail.followUpForm") });
  await form.getByLabel(say("dashboard.leadDetail.followUpDate")).fill(day);
  await form.getByLabel(say("dashboard.leadDetail.followUpTime")).fill("10:30");
  await form.getByLabel(say("dashboard.leadDetail.followUpNote")).fill("Send the pre-approval checklist");
  await form.getByRole("button", { name: say("dashboard.leadDetail.saveFollowUp") }).click();
  await expect(page.getByTestId("lead-saved")).toHaveText(say("dashboard.leadDetail.followUpSaved"));

  const status = page.getByTestId("follow-up-status");
  await expect(status).toContainText(say("back-office.leads.followUpOverdue"));
  await expect(status).toContainText("Send the pre-approval checklist");
  await page.reload();
  await expect(page.getByTestId("follow-up-status")).toContainText(say("back-office.leads.followUpOverdue"));
  await expect(timeline(page)).toContainText("Send the pre-approval checklist");

  await page.getByRole("button", { name: say("dashboard.leadDetail.clearFollowUp") }).click();
  await expect(page.getByText(say("back-office.leads.noFollowUp"))).toBeVisible();
  await expect(timeline(page)).toContainText(say("back-office.leadDetail.event.followUpCleared"));
});

test("the super admin hands an unassigned lead to a broker, who then finds it in their dashboard", async ({
  page,
  browser,
}, testInfo) => {
  const clientName = `Assign Client ${unique()}`;
  const id = await contactLead(page, clientName);
  await signIn(page, "super_admin");
  await expect(page).toHaveURL(/\/super-admin/);
  await page.goto(`/super-admin/leads/${id}`);
  await expect(page.getByRole("heading", { level: 2, name: clientName })).toBeVisible();
  await expect(page.getByTestId("lead-broker")).toHaveText(say("admin.leadDetail.nobody"));

  await page.getByLabel(say("admin.leadDetail.brokerLabel")).selectOption({ label: BROKER });
  await page.getByRole("button", { name: say("admin.leadDetail.assign") }).click();
  await expect(page.getByTestId("lead-saved")).toHaveText(
    say("admin.leadDetail.assignedTo", { name: BROKER }),
  );
  await expect(page.getByTestId("lead-broker")).toHaveText(
    say("admin.leadDetail.currentBroker", { name: BROKER }),
  );
  await expect(timeline(page)).toContainText(say("back-office.leadDetail.event.assigned", { agent: BROKER }));
  await page.screenshot({ path: testInfo.outputPath("admin-lead-1280.png"), fullPage: true });

  const broker = await signedInPage(browser, "agent");
  await broker.goto(`/agent-dashboard/leads/${id}`);
  await expect(broker.getByRole("heading", { level: 2, name: clientName })).toBeVisible();
  await expect(timeline(broker)).toContainText(
    say("back-office.leadDetail.event.assigned", { agent: BROKER }),
  );
  await broker.context().close();
});

test("a lead of another broker, or none, is not found in the dashboard", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const id = await contactLead(page, `Nobody Client ${unique()}`);
  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/agent-dashboard/);
  await page.goto(`/agent-dashboard/leads/${id}`);
  await expect(
    page.getByRole("heading", { name: say("back-office.leadDetail.notFoundTitle") }),
  ).toBeVisible();
  await expect(page.getByText(say("dashboard.leadDetail.notFound"))).toBeVisible();
  await page.goto("/agent-dashboard/leads/not-a-lead");
  await expect(page.getByText(say("dashboard.leadDetail.notFound"))).toBeVisible();
});

test("an e-mail to the client leaves through the outbox and shows on the timeline", async ({ page }) => {
  const clientName = `Mail Client ${unique()}`;
  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/agent-dashboard/);
  const id = await contactLead(page, clientName, await ownAgentId(page));
  const clientEmail = `${clientName.toLowerCase().replace(/\W+/g, ".")}@example.ca`;
  await page.goto(`/agent-dashboard/leads/${id}`);

  const composer = page.getByRole("region", { name: say("dashboard.leadEmail.title") });
  await composer.getByRole("button", { name: say("dashboard.leadEmail.write") }).click();
  await composer.getByLabel(say("dashboard.leadEmail.template")).selectOption({
    label: say("dashboard.leadEmail.template.thanks.label"),
  });
  const subject = say("dashboard.leadEmail.template.thanks.subject", {
    firstName: "Mail",
    brokerName: BROKER,
  });
  await expect(composer.getByLabel(say("dashboard.leadEmail.subject"))).toHaveValue(subject);
  await expect(composer.getByLabel(say("dashboard.leadEmail.message"))).toHaveValue(
    /^Hi Mail,[\s\S]*Priya Raman$/,
  );
  await composer.getByRole("button", { name: say("dashboard.leadEmail.send") }).click();
  await expect(page.getByTestId("lead-saved")).toHaveText(
    say("dashboard.leadEmail.sent", { email: clientEmail }),
  );

  const mail = await waitForMail((m) => m.to.includes(clientEmail) && m.subject === subject);
  expect(mail.text).toContain("Hi Mail,");
  expect(mail.replyTo).toContain(E2E_ACCOUNTS.agent.email);
  await expect(timeline(page)).toContainText(
    say("back-office.leadDetail.event.emailSent", { to: clientEmail }),
  );
  const sent = timeline(page).locator("details").filter({ hasText: subject });
  await sent.locator("summary").click();
  await expect(sent).toContainText("Thank you for reaching out.");
});

test("the French lead page says everything in French", async ({ page }, testInfo) => {
  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/agent-dashboard/);
  const agentId = await ownAgentId(page);
  const quote = await page.request.post("/api/leads/quote", {
    data: {
      client_name: `Client Québec ${unique()}`,
      client_email: "client.quebec@example.ca",
      client_phone: "514-555-0166",
      agent_id: agentId,
      type: "refinance",
      metadata: {
        form: "renewal",
        propertyValue: 700000,
        mortgageBalance: 350000,
        renewalDate: `${new Date().getUTCFullYear() + 1}-03-31`,
        currentRate: 1.89,
        location: "Quebec",
        amortization: 25,
        mortgageRate: 3.94,
        paymentFrequency: "bi-weekly",
      },
    },
  });
  expect(quote.status()).toBe(201);
  const { id } = (await quote.json()) as { id: string };
  await page.request.post(`/api/dashboard/leads/${id}/notes`, { data: { body: "Rappeler jeudi." } });

  // Signed out, the French link asks for a sign-in, then lands on the lead in French.
  await page.context().clearCookies();
  await page.goto(`/fr/agent-dashboard/leads/${id}`);
  await expect(page).toHaveURL(/\/fr\/?$/);
  await page.goto("/fr/auth");
  await page.getByLabel("Courriel").fill(E2E_ACCOUNTS.agent.email);
  await page.getByLabel("Mot de passe").fill(E2E_ACCOUNTS.agent.password);
  await page.locator("#main-content").getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/agent-dashboard/leads/${id}$`));
  await expect(
    page.getByRole("heading", { name: sayInFrench("back-office.leadDetail.renewalQuoteTitle") }),
  ).toBeVisible();
  await expect(timeline(page)).toContainText("Rappeler jeudi.");
  await expect(page.getByTestId("lead-payment")).toHaveText(/^\d[\d\u00a0\u202f ]*\u00a0\$$/u);
  await expect(
    page.getByRole("link", { name: sayInFrench("back-office.leadDetail.backToLeads") }),
  ).toHaveAttribute("href", "/fr/agent-dashboard?tab=leads");
  await page.getByRole("button", { name: sayInFrench("dashboard.leadEmail.write") }).click();
  await expectNoEnglishLeft(page, [
    [backOfficeEnglish, backOfficeFrench],
    [dashboardEnglish, dashboardFrench],
    [quoteEnglish, quoteFrench],
  ]);
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("lead-fr-375.png"), fullPage: true });
});
