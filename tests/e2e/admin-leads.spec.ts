import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { CHATBOT_LEAD_SOURCE } from "../../src/domain/constants";
import { ADMIN_LEADS_PAGE_SIZE } from "../../src/domain/schemas/admin-leads";
import { DEMO_CHAT_CONVERSATION } from "../../src/server/db/demo/leads";
import backOffice from "../../src/i18n/messages/en-CA/back-office.json" with { type: "json" };
import type { ErasureCounts } from "../../src/domain/schemas/personal-data";
import { erasureCountsSummary } from "../../src/web/features/admin-leads/erasure-text";
import { en, englishTranslate } from "./admin-english";
import { E2E_ACCOUNTS } from "./accounts";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

const LEADS_TAB = "/super-admin?tab=leads";

const summary = (counts: ErasureCounts) => erasureCountsSummary(counts, englishTranslate, "en-CA");
const total = (counts: ErasureCounts) => counts.leads + counts.chat_leads + counts.newsletter;

// Signing in and waiting for toasts take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

async function openLeadsTab(page: Page, query = "") {
  await signIn(page, "super_admin");
  await expect(page).toHaveURL(/\/super-admin$/);
  await page.goto(`${LEADS_TAB}${query}`);
  await expect(page.getByRole("heading", { name: en("admin.leads.listTitle") })).toBeVisible();
}

function row(page: Page, clientName: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: clientName }) });
}

test("lists every lead with its agent, shows a chatbot conversation and filters by source", async ({
  page,
}) => {
  await openLeadsTab(page);
  await expect(row(page, "Amelia Chen")).toContainText("Priya Raman");
  await expect(
    row(page, "Amelia Chen").getByRole("link", { name: "amelia.chen@example.com" }),
  ).toHaveAttribute("href", "mailto:amelia.chen@example.com");
  await expect(row(page, "Ethan Roy")).toContainText("Marc-André Tremblay");
  await expect(row(page, "Lucas Martin")).toContainText(backOffice["back-office.unassigned"]);
  await expect(page.getByLabel("Status of Noor Haddad")).toHaveValue("qualified");
  await expectNoSeriousAxeViolations(page);

  const sarah = row(page, "Sarah Thompson");
  await expect(sarah).toContainText(CHATBOT_LEAD_SOURCE);
  await sarah
    .getByRole("button", { name: new RegExp(backOffice["back-office.leads.viewConversation"]) })
    .click();
  const dialog = page.getByRole("dialog", { name: backOffice["back-office.leads.chatTitle"] });
  await expect(dialog).toContainText(DEMO_CHAT_CONVERSATION[3].content);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const source = page.getByLabel(backOffice["back-office.source"], { exact: true });
  await expect(source.locator("option", { hasText: CHATBOT_LEAD_SOURCE })).toHaveText(/AI Chatbot \(\d+\)/);
  await source.selectOption(CHATBOT_LEAD_SOURCE);
  await expect(page).toHaveURL(/source=AI\+Chatbot/);
  await expect(row(page, "Amelia Chen")).toHaveCount(0);
  await expect(sarah).toBeVisible();
  for (const cell of await page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") })
    .all()) {
    await expect(cell).toContainText(CHATBOT_LEAD_SOURCE);
  }

  await test.step("exports the filtered leads as CSV", async () => {
    const exportLink = page.getByRole("link", { name: backOffice["back-office.leads.exportCsv"] });
    await expect(exportLink).toHaveAttribute("href", "/api/admin/leads/export.csv?source=AI+Chatbot");
    const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^vayu-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    // The UTF-8 byte order mark, for Excel.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(
      "Client name,Email,Phone,Type,Source,Status,Agent,Message,Received," +
        "Price,Down payment,CMHC premium,Total mortgage,Rate (%),Amortization (years),Payment frequency,Payment,Follow-up",
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Sarah Thompson,sarah\.thompson@example\.com,905-555-0187,application,AI Chatbot,/,
      ),
    );
    expect(lines.some((line) => line.startsWith("Amelia Chen,"))).toBe(false);
  });
});

test("changes a lead's status for good and deletes it only once confirmed", async ({
  page,
  consoleErrors,
}) => {
  // A lead of this test's own, so parallel tests relying on the demo leads are left alone.
  const clientName = `E2E Leadtab ${Date.now()}`;
  const created = await page.request.post("/api/leads/contact", {
    data: {
      first_name: "E2E",
      last_name: clientName.slice(4),
      email: "e2e.leadtab@example.com",
      phone: "416-555-0142",
      comments: "Please call me about a renewal.",
      casl_consent: true,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // Opened the way its new-lead e-mail links to it: the lead is marked in the list.
  await openLeadsTab(page, `&lead=${id}`);
  await expect(row(page, clientName)).toHaveAttribute("aria-current", "true");
  await expect(row(page, "Amelia Chen")).not.toHaveAttribute("aria-current", "true");
  const status = page.getByLabel(`Status of ${clientName}`);
  await expect(status).toHaveValue("new");

  // A refused save shows the spec's toast and puts the old status back.
  consoleErrors.allow(/500|Failed to load resource/);
  await page.route("**/api/admin/leads/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } })
      : route.fallback(),
  );
  await status.selectOption("qualified");
  await expect(page.getByText(en("admin.leads.statusUpdateFailed"))).toBeVisible();
  await expect(status).toHaveValue("new");
  await page.unrouteAll();

  await status.selectOption("contacted");
  await expect(page.getByText(en("admin.leads.statusUpdated"))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Status of ${clientName}`)).toHaveValue("contacted");

  const deleteButton = page.getByRole("button", {
    name: en("admin.leads.deleteLabel", { name: clientName }),
  });
  await deleteButton.click();
  const confirm = page.getByRole("alertdialog", { name: en("admin.leads.deleteTitle") });
  await expect(confirm).toContainText(clientName);
  await confirm.getByRole("button", { name: en("back-office.cancel") }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, clientName)).toBeVisible();

  await deleteButton.click();
  await confirm.getByRole("button", { name: en("back-office.delete") }).click();
  await expect(row(page, clientName)).toHaveCount(0);
  await expect(page.getByText(en("admin.leads.deleted"))).toBeVisible();
  await page.reload();
  await expect(row(page, "Amelia Chen")).toBeVisible();
  await expect(row(page, clientName)).toHaveCount(0);
});

test("pages with Next and Previous, each page read from a lead of the one beside it, and keeps it on reload", async ({
  page,
}) => {
  // The demo holds fewer leads than a page: here the list's requests ask for pages of four.
  const size = 4;
  const sent: URLSearchParams[] = [];
  await page.route("**/api/admin/leads?*", (route) => {
    const url = new URL(route.request().url());
    const offset = Number(url.searchParams.get("offset") ?? 0);
    url.searchParams.set("limit", String(size));
    url.searchParams.set("offset", String((offset / ADMIN_LEADS_PAGE_SIZE) * size));
    sent.push(url.searchParams);
    return route.continue({ url: url.toString() });
  });
  await openLeadsTab(page);
  const pager = page.getByRole("navigation", { name: "Leads pages" });
  const shownIds = () =>
    page.locator("tbody tr[data-row-id]").evaluateAll((rows) => rows.map((r) => r.dataset.rowId));
  // Other tests add leads meanwhile: the total is whatever the line says, the rest is exact.
  const showing = (first: number) =>
    expect
      .poll(async () => {
        const text = (await pager.getByText(/^Showing/).textContent()) ?? "";
        return (
          text ===
          en("admin.leads.pageSummary", {
            first,
            last: first + size - 1,
            total: Number(/of (\d+)/.exec(text)?.[1]),
          })
        );
      })
      .toBe(true);
  await showing(1);
  const previous = pager.getByRole("button", { name: en("admin.leads.previousPage") });
  const next = pager.getByRole("button", { name: en("admin.leads.nextPage") });
  await expect(previous).toBeDisabled();
  const first = await shownIds();

  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await showing(5);
  const second = await shownIds();
  expect(second.some((id) => first.includes(id))).toBe(false);
  expect(sent.at(-1)?.has("after")).toBe(true);

  await next.click();
  await expect(page).toHaveURL(/page=3/);
  await showing(9);
  const third = await shownIds();
  expect(third.some((id) => second.includes(id))).toBe(false);

  // The cursor rides in the history entry: a reload reads the same page the same way.
  await page.reload();
  await showing(9);
  expect(await shownIds()).toEqual(third);
  expect(sent.at(-1)?.has("after")).toBe(true);

  await previous.click();
  await expect(page).toHaveURL(/page=2/);
  await showing(5);
  expect(await shownIds()).toEqual(second);
  expect(sent.at(-1)?.has("before")).toBe(true);

  await previous.click();
  await expect(page).not.toHaveURL(/page=/);
  await showing(1);
  expect(sent.at(-1)?.has("before") || sent.at(-1)?.has("after")).toBe(false);
  await expect(previous).toBeDisabled();
});

test("fits a phone as cards and shows the spec's error when leads cannot load", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openLeadsTab(page);
  const amelia = page.getByRole("listitem").filter({ hasText: "Amelia Chen" });
  await expect(amelia).toContainText("Priya Raman");
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  consoleErrors.allow(/500|Failed to load resource/);
  await page.route("**/api/admin/leads?*", (route) =>
    route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } }),
  );
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: en("admin.leads.loadFailed") })).toBeVisible({
    timeout: 30_000,
  });
});

test("erases everything held for one person's address after a confirmation, at 1280 and 375 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const clientName = `E2E Erasure ${stamp}`;
  const email = `e2e.erasure.${stamp}@example.com`;
  const created = await page.request.post("/api/leads/contact", {
    data: {
      first_name: "E2E",
      last_name: clientName.slice(4),
      email,
      phone: "416-555-0142",
      comments: "Please delete my data after this.",
      casl_consent: true,
    },
  });
  expect(created.status()).toBe(201);
  const subscribed = await page.request.post("/api/newsletter", { data: { email: email.toUpperCase() } });
  expect(subscribed.status()).toBe(201);
  const held = { leads: 1, chat_leads: 0, newsletter: 1 };

  await openLeadsTab(page);
  await expect(row(page, clientName)).toBeVisible();
  const section = page.getByRole("region", { name: en("admin.erasure.title") });
  const address = section.getByLabel(en("admin.erasure.emailLabel"));
  const find = section.getByRole("button", { name: en("admin.erasure.find") });

  await address.fill("not-an-address");
  await find.click();
  await expect(section.getByText("Please enter a valid email address")).toBeVisible();
  await expect(address).toHaveAttribute("aria-invalid", "true");

  // Capital letters do not matter: the address is matched however it was typed.
  await address.fill(email.toUpperCase());
  await find.click();
  await expect(section.getByText(en("admin.erasure.held", { summary: summary(held) }))).toBeVisible();
  await expect(section.getByRole("list", { name: en("admin.erasure.listLabel") })).toContainText("Contact");
  // The rest of the tab is checked by the first test; axe over every lead is slow on a busy runner.
  await expectNoSeriousAxeViolations(page, "#erase-personal-data");

  const erase = section.getByRole("button", { name: en("admin.erasure.erase") });
  await erase.click();
  const confirm = page.getByRole("alertdialog", { name: en("admin.erasure.confirmTitle") });
  await expect(confirm).toContainText(
    en("admin.erasure.confirmDescription", { count: total(held), summary: summary(held) }),
  );
  await confirm.getByRole("button", { name: en("back-office.cancel") }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, clientName)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await erase.click();
  await expect(confirm).toBeVisible();
  await expectNoSeriousAxeViolations(page, '[role="alertdialog"]');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await confirm.getByRole("button", { name: en("admin.erasure.confirm") }).click();

  await expect(
    page.getByText(en("admin.erasure.done", { count: total(held), summary: summary(held) })),
  ).toBeVisible();
  await expect(section.getByText(en("admin.erasure.nothingHeld"))).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: clientName })).toHaveCount(0);
  await expect(section.getByRole("list", { name: en("admin.erasure.historyTitle") })).toContainText(
    en("admin.erasure.logLine", { actor: E2E_ACCOUNTS.super_admin.email, summary: summary(held) }),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(row(page, "Amelia Chen")).toBeVisible();
  await expect(row(page, clientName)).toHaveCount(0);
});
