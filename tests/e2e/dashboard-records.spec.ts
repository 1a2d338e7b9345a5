import type { Page } from "@playwright/test";
import { authMessages, publicMessages } from "../support/english-texts";
import { DEMO_SIGN_IN_AGENT } from "../../src/server/db/demo/agents";
import { say } from "./back-office-text";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

const documentsText = {
  listTitle: say("dashboard.documents.listTitle"),
  uploadLabel: say("dashboard.documents.uploadLabel"),
  uploaded: say("dashboard.documents.uploaded"),
  uploadFailed: (message: string) => say("dashboard.documents.uploadFailed", { message }),
  deleteTitle: say("dashboard.documents.deleteTitle"),
  deleted: say("dashboard.documents.deleted"),
};
const openDocumentLabel = (name: string) => say("dashboard.documents.openLabel", { name });
const deleteDocumentLabel = (name: string) => say("dashboard.documents.deleteLabel", { name });
const leadsText = {
  listTitle: say("dashboard.leads.listTitle"),
  statusUpdated: say("back-office.leads.statusUpdated"),
};
const statusSelectLabel = (clientName: string) => say("back-office.leads.statusOf", { clientName });

// Signing in, uploading and waiting for toasts take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

async function openTab(page: Page, tab: "documents" | "leads") {
  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  await page.goto(`/agent-dashboard?tab=${tab}`);
}

/** At 375 px the list is cards, and nothing scrolls sideways. */
async function expectPhoneLayout(page: Page, listName: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("list", { name: listName })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test("documents: a PDF is uploaded, listed as a certificate, opened, and deleted; other files are refused", async ({
  page,
  consoleErrors,
}) => {
  // The refused upload's 415 is reported by the browser itself.
  consoleErrors.allow(/status of 415/);
  await openTab(page, "documents");
  const menu = page.getByRole("navigation", { name: "Dashboard" });
  await expect(menu.getByRole("link", { name: "Documents" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Leads" })).toBeVisible();
  await expect(page.getByRole("heading", { name: documentsText.listTitle })).toBeVisible();

  const name = `E2E licence ${Date.now().toString(36)}.pdf`;
  const picker = page.getByLabel(documentsText.uploadLabel);
  await picker.setInputFiles({
    name,
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  });
  await expect(page.getByText(documentsText.uploaded)).toBeVisible();
  const link = page.getByRole("link", { name: openDocumentLabel(name) });
  await expect(link).toHaveAttribute("target", "_blank");
  const row = page.getByRole("row").filter({ has: link });
  await expect(row).toContainText(say("dashboard.documents.type.certificate"));
  await expect(row).toContainText("77 B");

  const href = (await link.getAttribute("href"))!;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["cache-control"]).toBe("private, no-store");
  expect((await file.body()).subarray(0, 8).toString()).toBe("%PDF-1.4");

  await picker.setInputFiles({
    name: "page.html",
    mimeType: "text/html",
    buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
  });
  await expect(
    page.getByText(documentsText.uploadFailed("Unsupported file type:"), { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: openDocumentLabel("page.html") })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await expectPhoneLayout(page, documentsText.listTitle);
  await page.getByRole("button", { name: deleteDocumentLabel(name) }).click();
  const confirm = page.getByRole("alertdialog", { name: documentsText.deleteTitle });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(documentsText.deleted)).toBeVisible();
  await expect(page.getByRole("link", { name: openDocumentLabel(name) })).toHaveCount(0);
  expect((await page.request.get(href)).status()).toBe(404);
});

test("leads: a contact message sent to the demo agent is listed, moved along and exported", async ({
  page,
}) => {
  const agent = await page.request.get(`/api/agents/${DEMO_SIGN_IN_AGENT.profileSlug}`);
  const agentId = ((await agent.json()) as { agent: { id: string } }).agent.id;

  // A visitor writes to the broker through the public contact form.
  const firstName = `E2E Lead ${Date.now().toString(36)}`;
  const clientName = `${firstName} Lambert`;
  await page.goto(`/contact?agent=${agentId}`);
  const form = page.getByRole("main");
  await form.getByLabel("First Name").fill(firstName);
  await form.getByLabel("Last Name").fill("Lambert");
  await form.getByRole("textbox", { name: "Email" }).fill("avery.lambert@example.ca");
  await form.getByRole("textbox", { name: "Phone" }).fill("(613) 555-0188");
  await form.getByLabel("Comments").fill("=1+1, please call me about my renewal.");
  await form.getByRole("checkbox", { name: /I consent to receive communications/ }).check();
  const sent = page.waitForResponse(
    (r) => r.url().endsWith("/api/leads/contact") && r.request().method() === "POST",
  );
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(publicMessages.contactSent)).toBeVisible();
  const { id: leadId } = (await (await sent).json()) as { id: string };

  // The broker follows the link of the new-lead e-mail while signed out: the home page says
  // 'Access denied' (spec), and signing in lands on the link, the lead marked in the list.
  const link = `/agent-dashboard?tab=leads&lead=${leadId}`;
  await page.goto(link);
  await expect(page.getByText(authMessages.accessDenied)).toBeVisible();
  await signIn(page, "agent");
  await expect(page).toHaveURL(link);
  await expect(page.getByRole("heading", { name: leadsText.listTitle })).toBeVisible();
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(clientName) }) });
  await expect(row).toContainText("Contact");
  await expect(row).toContainText("avery.lambert@example.ca");
  await expect(row).toContainText("please call me about my renewal");
  await expect(row).toHaveAttribute("aria-current", "true");

  const status = page.getByLabel(statusSelectLabel(clientName));
  await expect(status).toHaveValue("new");
  await status.selectOption("contacted");
  await expect(page.getByText(leadsText.statusUpdated)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(statusSelectLabel(clientName))).toHaveValue("contacted");

  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await expect(page).toHaveURL(/status=contacted/);
  await expect(row).toBeVisible();
  const exportLink = page.getByRole("link", { name: say("back-office.leads.exportCsv") });
  await expect(exportLink).toHaveAttribute("href", "/api/dashboard/leads/export.csv?status=contacted");
  const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^vayu-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await page.request.get("/api/dashboard/leads/export.csv?status=contacted");
  const text = await csv.text();
  expect(text).toContain(
    `${clientName},avery.lambert@example.ca,(613) 555-0188,contact,contact_form,contacted,`,
  );
  // The message opens with a formula sign and holds a comma: neutralised and quoted.
  expect(text).toContain(`"'=1+1, please call me about my renewal."`);
  await expectNoSeriousAxeViolations(page);

  await expectPhoneLayout(page, leadsText.listTitle);
  await expect(page.getByRole("heading", { name: clientName, level: 4 })).toBeVisible();
});
