import type { Page } from "@playwright/test";
import {
  homeMessages,
  loadErrors,
  publicMessages,
  saveErrors,
  successMessages,
} from "../support/english-texts";
import { slugify } from "../../src/domain/slug";
import { tinyPng } from "../../src/server/storage/test-files";
import { en } from "./admin-english";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

const publishLabel = (title: string) => en("admin.blog.publishLabel", { title });
const editPostLabel = (title: string) => en("admin.blog.editLabel", { title });
const deletePostLabel = (title: string) => en("admin.blog.deleteLabel", { title });
const approveLabel = (name: string) => en("admin.testimonials.approveLabel", { name });
const editTestimonialLabel = (name: string) => en("admin.testimonials.editLabel", { name });
const deleteTestimonialLabel = (name: string) => en("admin.testimonials.deleteLabel", { name });

/** A pending testimonial of the demo seed, and the broker page it belongs on once approved. */
const PENDING_CLIENT = "Kevin Liu";
const PENDING_BROKER_PAGE = "/agents/priyaraman";

// Signing in, saving and waiting for toasts take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function openTab(page: Page, tab: "testimonials" | "blog") {
  await signIn(page, "super_admin");
  await expect(page).toHaveURL(/\/super-admin$/);
  await page.goto(`/super-admin?tab=${tab}`);
  const title = tab === "blog" ? en("admin.blog.listTitle") : en("admin.testimonials.listTitle");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
}

function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
}

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function confirmDelete(page: Page, label: string, title: string) {
  await page.getByRole("button", { name: label }).click();
  await page.getByRole("alertdialog", { name: title }).getByRole("button", { name: "Delete" }).click();
}

test("testimonials: write one for the home page, edit it, delete it", async ({ page, context }) => {
  const client = `E2E Client ${Date.now()}`;
  await openTab(page, "testimonials");
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: en("admin.testimonials.write") }).click();
  const form = page.getByRole("dialog", { name: en("admin.testimonials.write") });
  await form.getByRole("button", { name: en("admin.testimonials.save") }).click();
  await expect(form.getByText("Client name is required")).toBeVisible();
  await form.getByLabel(en("back-office.testimonials.clientName")).fill(client);
  await form.getByLabel(en("back-office.testimonials.content")).fill("Clear advice and no pressure at all.");
  await form.getByLabel(en("back-office.testimonials.rating")).selectOption("4");
  await expectNoSeriousAxeViolations(page);
  await form.getByRole("button", { name: en("admin.testimonials.save") }).click();
  await expect(toast(page, en("admin.testimonials.created"))).toBeVisible();
  await expect(form).toBeHidden();

  const written = row(page, client);
  await expect(written).toContainText(en("admin.testimonials.adminBadge"));
  await expect(written).toContainText(en("back-office.approved"));
  await expect(written.getByRole("switch")).toHaveCount(0);

  const home = await context.newPage();
  await home.goto("/");
  const section = home.getByRole("region", { name: homeMessages.testimonialsTitle });
  await expect(section.getByRole("listitem").filter({ hasText: client })).toContainText(
    "Clear advice and no pressure at all.",
  );

  await written.getByRole("button", { name: editTestimonialLabel(client) }).click();
  const edit = page.getByRole("dialog", { name: en("admin.testimonials.editTitle") });
  await expect(edit.getByLabel(en("back-office.testimonials.rating"))).toHaveValue("4");
  await edit
    .getByLabel(en("back-office.testimonials.content"))
    .fill("Edited: the best rate we were offered.");
  await edit.getByRole("button", { name: en("admin.testimonials.save") }).click();
  await expect(toast(page, en("admin.testimonials.updated"))).toBeVisible();
  await expect(written).toContainText("Edited: the best rate we were offered.");
  await home.reload();
  await expect(section.getByRole("listitem").filter({ hasText: client })).toContainText("Edited:");

  await confirmDelete(page, deleteTestimonialLabel(client), en("admin.testimonials.deleteTitle"));
  await expect(toast(page, en("admin.testimonials.deleted"))).toBeVisible();
  await expect(written).toHaveCount(0);
  await home.reload();
  await expect(section.getByRole("listitem").first()).toBeVisible();
  await expect(section.getByText(client)).toHaveCount(0);
});

test("testimonials: approving an agent's testimonial puts it on their page, unapproving takes it off", async ({
  page,
  context,
  consoleErrors,
}) => {
  await openTab(page, "testimonials");
  const pending = row(page, PENDING_CLIENT);
  const toggle = pending.getByRole("switch", { name: approveLabel(PENDING_CLIENT) });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(pending).toContainText(en("back-office.pending"));
  await expect(pending.getByRole("button", { name: editTestimonialLabel(PENDING_CLIENT) })).toHaveCount(0);

  // A refused change shows the spec's toast and puts the switch back.
  consoleErrors.allow(/500|Failed to load resource/);
  await page.route("**/api/admin/testimonials/*/approval", (route) =>
    route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } }),
  );
  await toggle.click();
  await expect(toast(page, saveErrors.updateTestimonial)).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await page.unrouteAll();

  await toggle.click();
  await expect(toast(page, successMessages.testimonialApproved)).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  const broker = await context.newPage();
  await broker.goto(PENDING_BROKER_PAGE);
  await expect(broker.getByText(PENDING_CLIENT)).toBeVisible();

  await toggle.click();
  await expect(toast(page, successMessages.testimonialUnapproved)).toBeVisible();
  await expect(pending).toContainText(en("back-office.pending"));
  await broker.reload();
  await expect(broker.getByRole("heading", { level: 1, name: "Priya Raman" })).toBeVisible();
  await expect(broker.getByText(PENDING_CLIENT)).toHaveCount(0);
});

test("blog: publish a new post at once, rename it, unpublish it, delete it", async ({
  page,
  context,
  consoleErrors,
}) => {
  const title = `E2E Post ${Date.now()}: Renewal Tips!`;
  const slug = slugify(title);
  await openTab(page, "blog");
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: en("admin.blog.newPost") }).click();
  const form = page.getByRole("dialog", { name: en("admin.blog.createTitle") });
  await form.getByLabel(en("back-office.blog.title")).fill(title);
  await expect(form.getByLabel(en("admin.blog.slug"))).toHaveValue(slug);
  await form.getByLabel(en("back-office.blog.excerpt")).fill("Three things to check before you renew.");
  await form
    .getByLabel(en("back-office.blog.content"))
    .fill("## Check your rate\n\nCompare **three** offers.");
  await form.getByRole("button", { name: en("back-office.blog.preview") }).click();
  await expect(form.getByRole("heading", { name: "Check your rate" })).toBeVisible();
  await expect(form.locator("strong", { hasText: "three" })).toBeVisible();
  await form.getByRole("button", { name: en("back-office.blog.write") }).click();
  await form.getByLabel(en("back-office.blog.featuredImage")).setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: Buffer.from(tinyPng()),
  });
  await expect(form.getByRole("button", { name: /Remove featured image/ })).toBeVisible();
  const publishNow = form.getByRole("checkbox", { name: en("admin.blog.publishNow") });
  await expect(publishNow).not.toBeChecked();
  await publishNow.check();
  await expectNoSeriousAxeViolations(page);
  await form.getByRole("button", { name: en("admin.blog.save") }).click();
  await expect(toast(page, en("admin.blog.created"))).toBeVisible();

  const post = row(page, title);
  await expect(post).toContainText(en("back-office.published"));
  await expect(post.getByRole("switch", { name: publishLabel(title) })).toHaveAttribute(
    "aria-checked",
    "true",
  );

  const blog = await context.newPage();
  await blog.goto(`/blog/${slug}`);
  await expect(blog.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(blog.getByRole("heading", { name: "Check your rate" })).toBeVisible();
  await expect(blog.locator('article img[src*="/storage/blog-images/"]')).toBeVisible();

  const renamed = `${title} (updated)`;
  await post.getByRole("button", { name: editPostLabel(title) }).click();
  const edit = page.getByRole("dialog", { name: en("admin.blog.editTitle") });
  await expect(edit.getByLabel(en("admin.blog.slug"))).toHaveValue(slug);
  await edit.getByLabel(en("back-office.blog.title")).fill(renamed);
  // An existing post keeps its address when its title changes.
  await expect(edit.getByLabel(en("admin.blog.slug"))).toHaveValue(slug);
  await edit.getByRole("button", { name: en("admin.blog.save") }).click();
  await expect(toast(page, en("admin.blog.saved"))).toBeVisible();
  await blog.reload();
  await expect(blog.getByRole("heading", { level: 1, name: renamed })).toBeVisible();

  const renamedRow = row(page, renamed);
  await renamedRow.getByRole("switch", { name: publishLabel(renamed) }).click();
  await expect(toast(page, successMessages.postUnpublished)).toBeVisible();
  await expect(renamedRow).toContainText(en("admin.blog.draft"));
  consoleErrors.allow(/404|Failed to load resource/);
  await blog.reload();
  await expect(blog.getByRole("heading", { name: publicMessages.blogNotFound })).toBeVisible();

  await confirmDelete(page, deletePostLabel(renamed), en("admin.blog.deleteTitle"));
  await expect(toast(page, en("admin.blog.deleted"))).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
});

test("both tabs fit a phone as cards, with no sideways scroll, and say when they cannot load", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTab(page, "testimonials");
  await expect(page.getByRole("listitem").filter({ hasText: PENDING_CLIENT })).toContainText("Priya Raman");
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page);

  await page.goto("/super-admin?tab=blog");
  await expect(page.getByRole("heading", { name: en("admin.blog.listTitle") })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Your mortgage renewal" })).toContainText(
    en("back-office.published"),
  );
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page);

  consoleErrors.allow(/500|Failed to load resource/);
  const failure = { status: 500, json: { error: { message: "boom", code: "internal" } } };
  await page.route("**/api/admin/blog?*", (route) => route.fulfill(failure));
  await page.route("**/api/admin/testimonials?*", (route) => route.fulfill(failure));
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: loadErrors.blogPosts })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto("/super-admin?tab=testimonials");
  await expect(page.getByRole("alert").filter({ hasText: loadErrors.testimonials })).toBeVisible({
    timeout: 30_000,
  });
});
