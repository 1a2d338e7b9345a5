import type { Browser, Page } from "@playwright/test";
import {
  dashboardMessages,
  loadErrors,
  publicMessages,
  saveErrors,
  successMessages,
} from "../support/english-texts";
import { slugify } from "../../src/domain/slug";
import { tinyPng } from "../../src/server/storage/test-files";
import { en } from "./admin-english";
import { say } from "./back-office-text";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

const blogText = {
  content: say("back-office.blog.content"),
  createTitle: say("dashboard.blog.createTitle"),
  deleteTitle: say("dashboard.blog.deleteTitle"),
  deleted: say("dashboard.blog.deleted"),
  editTitle: say("dashboard.blog.editTitle"),
  featuredImage: say("back-office.blog.featuredImage"),
  listTitle: say("dashboard.blog.listTitle"),
  newPost: say("dashboard.blog.newPost"),
  preview: say("back-office.blog.preview"),
  publishedState: say("back-office.published"),
  republishWarning: say("dashboard.blog.republishWarning"),
  save: say("dashboard.blog.save"),
  saveAndResubmit: say("dashboard.blog.saveAndResubmit"),
  saved: say("dashboard.blog.saved"),
  title: say("back-office.blog.title"),
  write: say("back-office.blog.write"),
};
const deletePostLabel = (title: string) => say("dashboard.blog.deleteLabel", { title });
const editPostLabel = (title: string) => say("dashboard.blog.editLabel", { title });
const testimonialText = {
  approvedState: say("back-office.approved"),
  clientName: say("back-office.testimonials.clientName"),
  content: say("back-office.testimonials.content"),
  listTitle: say("dashboard.testimonials.listTitle"),
  pending: say("back-office.pending"),
  rating: say("back-office.testimonials.rating"),
  send: say("dashboard.testimonials.send"),
  submit: say("dashboard.testimonials.submit"),
  submitTitle: say("dashboard.testimonials.submit"),
  submitted: say("dashboard.testimonials.submitted"),
};
const deleteTestimonialLabel = (clientName: string) =>
  say("dashboard.testimonials.deleteLabel", { clientName });

/** The demo agent's public page: the e2e "agent" account is the seed's Priya Raman. */
const AGENT_PAGE = "/agent/priyaraman";
const AGENT_NAME = "Priya Raman";

// Two accounts, several saves and toasts: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function openTab(page: Page, tab: "testimonials" | "blog") {
  await page.goto(`/agent-dashboard?tab=${tab}`);
  const title = tab === "blog" ? blogText.listTitle : testimonialText.listTitle;
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
}

async function signInAgent(page: Page) {
  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/agent-dashboard$/);
}

/** The super admin, in a browser context of their own so the agent stays signed in. */
async function superAdminPage(browser: Browser, baseURL: string | undefined, path: string): Promise<Page> {
  const admin = await (
    await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  ).newPage();
  await signIn(admin, "super_admin");
  await expect(admin).toHaveURL(/\/super-admin$/);
  await admin.goto(path);
  return admin;
}

function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
}

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function fitsPhone(page: Page, item: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("listitem").filter({ hasText: item })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("testimonials: the agent submits one, the super admin approves it, the agent's page shows it", async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const client = `E2E Client ${Date.now()}`;
  await signInAgent(page);
  await openTab(page, "testimonials");
  await expect(page.getByText(dashboardMessages.testimonialApprovalNote).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: testimonialText.submit }).click();
  const form = page.getByRole("dialog", { name: testimonialText.submitTitle });
  await expect(form).toContainText(dashboardMessages.testimonialApprovalNote);
  await form.getByRole("button", { name: testimonialText.send }).click();
  await expect(form.getByText("Client name is required")).toBeVisible();
  await form.getByLabel(testimonialText.clientName).fill(client);
  await form
    .getByLabel(testimonialText.content)
    .fill("Priya explained every option and found us a better rate.");
  await form.getByLabel(testimonialText.rating).selectOption("5");

  // A refused submission keeps the form and says so in the spec's words.
  consoleErrors.allow(/500|Failed to load resource/);
  await page.route("**/api/dashboard/testimonials", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } })
      : route.fallback(),
  );
  await form.getByRole("button", { name: testimonialText.send }).click();
  await expect(toast(page, saveErrors.submitTestimonial)).toBeVisible();
  await expect(form.getByLabel(testimonialText.clientName)).toHaveValue(client);
  await page.unroute("**/api/dashboard/testimonials");

  await form.getByRole("button", { name: testimonialText.send }).click();
  await expect(toast(page, testimonialText.submitted)).toBeVisible();
  await expect(form).toBeHidden();
  const mine = row(page, client);
  await expect(mine).toContainText(testimonialText.pending);
  await expect(mine.getByRole("button", { name: deleteTestimonialLabel(client) })).toBeVisible();
  await fitsPhone(page, client);

  const admin = await superAdminPage(browser, baseURL, "/super-admin?tab=testimonials&state=pending");
  const pending = row(admin, client);
  await expect(pending).toContainText(AGENT_NAME);
  await pending
    .getByRole("switch", { name: en("admin.testimonials.approveLabel", { name: client }) })
    .click();
  await expect(toast(admin, successMessages.testimonialApproved)).toBeVisible();
  await admin.context().close();

  await page.reload();
  await expect(mine).toContainText(testimonialText.approvedState);
  // Approved testimonials are on the public page; removing one is the super admin's.
  await expect(mine.getByRole("button", { name: deleteTestimonialLabel(client) })).toHaveCount(0);
  await page.goto(AGENT_PAGE);
  await expect(page.getByText(client)).toBeVisible();
});

test("blog: the agent writes a draft, the super admin publishes it, editing sends it back for approval", async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const title = `E2E Agent Post ${Date.now()}: Closing Costs`;
  const slug = slugify(title);
  await signInAgent(page);
  await openTab(page, "blog");
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: blogText.newPost }).click();
  const form = page.getByRole("dialog", { name: blogText.createTitle });
  await form.getByRole("button", { name: blogText.save }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await form.getByLabel(blogText.title).fill(title);
  await expect(form.getByText(`/blog/${slug}`)).toBeVisible();
  await form.getByLabel(blogText.content).fill("## Budget for closing\n\nSet aside **1.5%** of the price.");
  await form.getByRole("button", { name: blogText.preview }).click();
  await expect(form.getByRole("heading", { name: "Budget for closing" })).toBeVisible();
  await form.getByRole("button", { name: blogText.write }).click();
  await form.getByLabel(blogText.featuredImage).setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: Buffer.from(tinyPng()),
  });
  await expect(form.getByRole("button", { name: /Remove featured image/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await form.getByRole("button", { name: blogText.save }).click();
  await expect(toast(page, blogText.saved)).toBeVisible();
  const post = row(page, title);
  await expect(post).toContainText(dashboardMessages.draftPending);
  await fitsPhone(page, title);

  const admin = await superAdminPage(browser, baseURL, "/super-admin?tab=blog&state=draft");
  const draft = row(admin, title);
  await expect(draft).toContainText(en("admin.blog.draft"));
  await expect(draft).toContainText(AGENT_NAME);
  await draft.getByRole("switch", { name: en("admin.blog.publishLabel", { title }) }).click();
  await expect(toast(admin, successMessages.postPublished)).toBeVisible();

  await page.reload();
  await expect(post).toContainText(blogText.publishedState);
  const blog = await page.context().newPage();
  await blog.goto(`/blog/${slug}`);
  await expect(blog.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(blog.locator('article img[src*="/storage/blog-images/"]')).toBeVisible();

  // Editing a published post says, before saving, that it goes back for approval.
  await post.getByRole("button", { name: editPostLabel(title) }).click();
  const edit = page.getByRole("dialog", { name: blogText.editTitle });
  await expect(edit.getByText(blogText.republishWarning)).toBeVisible();
  await edit.getByLabel(blogText.content).fill("## Budget for closing\n\nSet aside **2%** of the price.");
  await edit.getByRole("button", { name: blogText.saveAndResubmit }).click();
  await expect(toast(page, blogText.saved)).toBeVisible();
  await expect(post).toContainText(dashboardMessages.draftPending);
  consoleErrors.allow(/404|Failed to load resource/);
  await blog.reload();
  await expect(blog.getByRole("heading", { name: publicMessages.blogNotFound })).toBeVisible();

  await admin.reload();
  await expect(row(admin, title)).toContainText(en("admin.blog.draft"));
  await admin.context().close();

  await post.getByRole("button", { name: deletePostLabel(title) }).click();
  await page
    .getByRole("alertdialog", { name: blogText.deleteTitle })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(page, blogText.deleted)).toBeVisible();
  await expect(post).toHaveCount(0);
});

test("both tabs say when they cannot load", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/500|Failed to load resource/);
  await signInAgent(page);
  const failure = { status: 500, json: { error: { message: "boom", code: "internal" } } };
  await page.route("**/api/dashboard/blog?*", (route) => route.fulfill(failure));
  await page.route("**/api/dashboard/testimonials?*", (route) => route.fulfill(failure));
  await page.goto("/agent-dashboard?tab=blog");
  await expect(page.getByRole("alert").filter({ hasText: loadErrors.blogPosts })).toBeVisible({
    timeout: 30_000,
  });
  await expect(toast(page, loadErrors.blogPosts)).toBeVisible();
  await page.goto("/agent-dashboard?tab=testimonials");
  await expect(page.getByRole("alert").filter({ hasText: loadErrors.testimonials })).toBeVisible({
    timeout: 30_000,
  });
});

test("an admin without an agent profile is told why the tabs are empty, not shown their errors", async ({
  page,
}) => {
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  for (const tab of ["blog", "testimonials"]) {
    await page.goto(`/agent-dashboard?tab=${tab}`);
    await expect(page.getByText(/not linked to an agent profile/)).toBeVisible();
  }
  await expect(page.getByRole("button", { name: blogText.newPost })).toHaveCount(0);
});
