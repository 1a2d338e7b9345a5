import type { Page } from "@playwright/test";
import { authMessages, passwordResetMessages, publicMessages } from "../support/english-texts";
import { tinyPng } from "../../src/server/storage/test-files";
import { en } from "./admin-english";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";
import { waitForMail } from "./mailbox";

// Signing in, uploads and several page loads take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function openAgentsTab(page: Page, { phone = false } = {}) {
  await signIn(page, "super_admin");
  await expect(page).toHaveURL(/\/super-admin$/);
  // The default tab, with no ?tab= in the address (a phone keeps the menu in a closed drawer).
  if (!phone) {
    await expect(page.getByRole("link", { name: "Agents", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
  await expect(page.getByRole("heading", { name: en("admin.agents.listTitle") })).toBeVisible();
}

function agentRow(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
}

async function saveEdits(page: Page, change: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>) {
  const dialog = page.getByRole("dialog", { name: en("admin.agents.editTitle") });
  await expect(dialog.getByLabel(en("admin.agents.fullName"))).toBeVisible();
  await change(dialog);
  await dialog.getByRole("button", { name: en("admin.agents.save") }).click();
  await expect(page.getByText(en("admin.agents.updated")).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("onboards an agent, edits them, shows each change publicly, deactivates and deletes them", async ({
  page,
  browser,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  const stamp = Date.now().toString(36);
  const name = `Nadia E2e ${stamp}`;
  const email = `nadia.${stamp}@e2e.vayu.local`;
  const password = `pw-${stamp}-secret`;

  await openAgentsTab(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: en("admin.agents.newAgent") }).click();
  const create = page.getByRole("dialog", { name: en("admin.agents.createTitle") });
  await create.getByRole("button", { name: en("admin.agents.create") }).click();
  await expect(create.getByText("Full name is required")).toBeVisible();
  await create.getByLabel(en("admin.agents.fullName")).fill(name);
  await create.getByLabel(en("admin.agents.email")).fill(email);
  await create.getByLabel(en("admin.agents.password"), { exact: true }).fill(password);
  await expectNoSeriousAxeViolations(page);
  await create.getByRole("button", { name: en("admin.agents.create") }).click();
  await expect(page.getByText(en("admin.agents.created"))).toBeVisible();
  await expect(create).toBeHidden();
  const row = agentRow(page, name);
  await expect(row).toContainText(en("admin.common.active"));

  // The public page opens in a new tab and shows the new broker.
  const openLink = row.getByRole("link", { name: new RegExp(en("admin.agents.openPublicPage")) });
  await expect(openLink).toHaveAttribute("target", "_blank");
  await expect(openLink).toHaveAttribute("rel", "noopener noreferrer");
  const [publicPage] = await Promise.all([page.context().waitForEvent("page"), openLink.click()]);
  await expect(publicPage.getByRole("heading", { level: 1, name })).toBeVisible();
  await publicPage.close();

  // Edit name, slug and bio, and upload a headshot (saved at once).
  const newName = `Nadia Edited ${stamp}`;
  const slug = `nadia${stamp}`;
  await row.getByRole("button", { name: en("admin.agents.editLabel", { name: name }) }).click();
  await saveEdits(page, async (dialog) => {
    await dialog.getByLabel(en("admin.agents.headshot")).setInputFiles({
      name: "headshot.png",
      mimeType: "image/png",
      buffer: Buffer.from(tinyPng()),
    });
    await expect(dialog.getByRole("button", { name: /Remove headshot/ })).toBeVisible();
    await dialog.getByLabel(en("admin.agents.fullName")).fill(newName);
    await dialog.getByLabel("Bio").fill(`Helping first-time buyers ${stamp}.`);
    await dialog.getByLabel("Profile slug").fill(`Nadia-${stamp}!`);
    await expect(dialog.getByText(`/agent/${slug}`)).toBeVisible();
    await dialog.getByLabel("Meta title").fill("Nadia | Toronto");
    await expect(dialog.getByText("15/60 characters")).toBeVisible();
  });
  const edited = agentRow(page, newName);
  await expect(edited).toContainText(slug);
  await expect(
    edited.getByRole("link", { name: new RegExp(en("admin.agents.openPublicPage")) }),
  ).toHaveAttribute("href", `/agent/${slug}`);

  await page.goto(`/agent/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();
  await expect(page.locator("#about")).toContainText(`Helping first-time buyers ${stamp}.`);
  await expect(page.getByRole("img", { name: `${newName}, mortgage agent` }).first()).toHaveAttribute(
    "src",
    /\/storage\/agent-headshots\//,
  );

  // Deactivate: the public page is gone and the agent's sign-in no longer opens the dashboard.
  await page.goto("/super-admin");
  await agentRow(page, newName)
    .getByRole("button", { name: en("admin.agents.editLabel", { name: newName }) })
    .click();
  await saveEdits(page, (dialog) => dialog.getByRole("checkbox", { name: "Active" }).click());
  await expect(agentRow(page, newName)).toContainText(en("admin.common.inactive"));
  await page.goto(`/agent/${slug}`);
  await expect(page.getByRole("heading", { name: publicMessages.agentNotFoundTitle })).toBeVisible();

  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await agentPage.goto("/auth");
  await agentPage.getByLabel("Email").fill(email);
  await agentPage.getByLabel("Password").fill(password);
  await agentPage.getByRole("button", { name: authMessages.submit, exact: true }).click();
  await expect(agentPage.getByText(authMessages.accessDenied)).toBeVisible();
  await expect(agentPage).toHaveURL(/\/$/);
  await agentContext.close();

  // Delete, only once confirmed.
  await page.goto("/super-admin");
  const remove = agentRow(page, newName).getByRole("button", {
    name: en("admin.agents.deleteLabel", { name: newName }),
  });
  await remove.click();
  const confirm = page.getByRole("alertdialog", { name: en("admin.agents.deleteTitle") });
  await confirm.getByRole("button", { name: en("admin.common.cancel") }).click();
  await expect(agentRow(page, newName)).toBeVisible();
  await remove.click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(en("admin.agents.deleted"))).toBeVisible();
  await expect(agentRow(page, newName)).toHaveCount(0);
  await page.reload();
  await expect(agentRow(page, "Priya Raman")).toBeVisible();
  await expect(agentRow(page, newName)).toHaveCount(0);
});

test("invites a broker by e-mail, who chooses a password from the link and reaches the dashboard", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Iris Invited ${stamp}`;
  const email = `iris.${stamp}@e2e.vayu.local`;
  const password = `pw-${stamp}-chosen`;

  await openAgentsTab(page);
  await page.getByRole("button", { name: en("admin.agents.newAgent") }).click();
  const create = page.getByRole("dialog", { name: en("admin.agents.createTitle") });
  await create.getByLabel(en("admin.agents.fullName")).fill(name);
  await create.getByLabel(en("admin.agents.email")).fill(email);
  await create.getByRole("checkbox", { name: en("admin.agents.sendInvitation") }).click();
  await expect(create.getByLabel(en("admin.agents.password"), { exact: true })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await create.getByRole("button", { name: en("admin.agents.create") }).click();
  await expect(page.getByText(en("admin.agents.invited", { email: email }))).toBeVisible();
  await expect(agentRow(page, name)).toContainText(en("admin.common.active"));

  const mail = await waitForMail(
    (message) => message.to.includes(email) && message.subject === "Set your Vayu password",
  );
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toContain("invite=1");

  const brokerContext = await browser.newContext();
  const broker = await brokerContext.newPage();
  await broker.goto(link!);
  await expect(
    broker.getByRole("heading", { level: 1, name: passwordResetMessages.inviteTitle }),
  ).toBeVisible();
  await broker.getByLabel(passwordResetMessages.newPassword, { exact: true }).fill(password);
  await broker.getByLabel(passwordResetMessages.confirmPassword, { exact: true }).fill(password);
  await broker.getByRole("button", { name: passwordResetMessages.inviteSubmit }).click();
  await expect(broker.getByRole("status")).toHaveText(passwordResetMessages.inviteSuccess);
  await broker.getByRole("link", { name: passwordResetMessages.signIn, exact: true }).click();
  await broker.getByLabel("Email").fill(email);
  await broker.getByLabel("Password", { exact: true }).fill(password);
  await broker.getByRole("button", { name: authMessages.submit, exact: true }).click();
  await expect(broker).toHaveURL(/\/agent-dashboard$/);
  await brokerContext.close();
});

test("fits a phone as cards, searches, and shows the spec's error when agents cannot load", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAgentsTab(page, { phone: true });
  const priya = page.getByRole("listitem").filter({ hasText: "Priya Raman" });
  await expect(priya).toContainText("priyaraman");
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel(en("admin.agents.searchLabel")).fill("marc-andre");
  await expect(page).toHaveURL(/q=marc-andre/);
  await expect(page.getByRole("listitem").filter({ hasText: "Marc-André Tremblay" })).toBeVisible();
  await expect(priya).toHaveCount(0);

  consoleErrors.allow(/500|Failed to load resource/);
  await page.route("**/api/admin/agents?*", (route) =>
    route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } }),
  );
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: en("admin.agents.loadFailed") })).toBeVisible({
    timeout: 30_000,
  });
});
