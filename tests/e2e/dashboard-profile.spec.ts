import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  authMessages,
  dashboardMessages,
  successMessages,
  validationMessages,
} from "../support/english-texts";
import { tinyPng } from "../../src/server/storage/test-files";
import { say } from "./back-office-text";
import { E2E_ACCOUNTS } from "./accounts";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

const text = {
  fullName: say("dashboard.profile.fullName"),
  bio: say("dashboard.profile.bio"),
  bioPreview: say("dashboard.profile.bioPreview"),
  headshot: say("dashboard.profile.headshot"),
  save: say("back-office.saveChanges"),
  profileSaved: say("dashboard.profile.profileSaved"),
  publicUrlTitle: say("dashboard.profile.publicUrlTitle"),
  saveUrl: say("dashboard.profile.saveUrl"),
  copied: say("dashboard.profile.copied"),
  socialSaved: say("dashboard.profile.socialSaved"),
  seoSaved: say("dashboard.profile.seoSaved"),
  heroPreview: say("dashboard.profile.heroPreview"),
};
const PERIOD_LABELS = {
  all: say("back-office.analytics.periodAll"),
  "7d": say("back-office.analytics.period7d"),
};
const analyticsMessages = {
  pageViews: say("back-office.analytics.pageViews"),
  recentTitle: say("back-office.analytics.recentTitle"),
  periodLabel: say("back-office.analytics.period"),
};

/** A broker of this test's own, so the demo agent's page, which other specs read, stays as seeded. */
async function createAgent(request: APIRequestContext, baseURL: string) {
  const headers = { origin: new URL(baseURL).origin };
  const signedIn = await request.post("/api/auth/sign-in/email", {
    headers,
    data: E2E_ACCOUNTS.super_admin,
  });
  expect(signedIn.ok()).toBe(true);
  const email = `broker-${randomUUID()}@e2e.vayu.local`;
  const password = "e2e-broker-password";
  const created = await request.post("/api/admin/agents", {
    headers,
    data: { fullName: "Journey Broker", email, password },
  });
  expect(created.status()).toBe(201);
  return { email, password };
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: authMessages.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
}

async function openTab(page: Page, label: string) {
  await page.getByRole("navigation").getByRole("link", { name: label }).click();
  await expect(page.getByRole("heading", { level: 2, name: label })).toBeVisible();
}

test("a broker changes name, URL, headshot, a social link and the SEO title, and 'View My Page' shows each", async ({
  page,
  request,
  baseURL,
  context,
  consoleErrors,
}) => {
  // The taken slug below is refused with a 409 on purpose.
  consoleErrors.allow(/status of 409/);
  const { email, password } = await createAgent(request, baseURL!);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInWith(page, email, password);
  const stamp = randomUUID().slice(0, 8);
  const name = `Avery Journey ${stamp}`;
  const slug = `avery${stamp}`;

  // Profile: the bio preview follows the typing, the headshot previews before the save.
  await expect(page.getByRole("heading", { level: 2, name: "Profile" })).toBeVisible();
  const profile = page.getByRole("form", { name: "Profile" });
  await profile.getByLabel(text.fullName).fill(name);
  await profile
    .getByLabel(text.bio, { exact: true })
    .fill(`Helping first-time buyers.\n\nBased in Halifax ${stamp}.`);
  const preview = page.getByRole("region", { name: text.bioPreview });
  await expect(preview.getByText(`Based in Halifax ${stamp}.`)).toBeVisible();
  await profile.getByLabel(text.headshot).setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: Buffer.from(tinyPng()),
  });
  await expect(profile.getByRole("button", { name: "Remove headshot" })).toBeVisible();
  await profile.getByRole("button", { name: text.save }).click();
  await expect(page.getByText(text.profileSaved)).toBeVisible();

  // Public URL: a taken slug is refused with the spec's words, a free one is saved and copied.
  const url = page.getByRole("form", { name: text.publicUrlTitle });
  await url.getByLabel("Profile slug").fill("Priya Raman");
  await url.getByRole("button", { name: text.saveUrl }).click();
  await expect(page.getByText(validationMessages.profileSlugTaken).first()).toBeVisible();
  await url.getByLabel("Profile slug").fill(`Avery-${stamp}!`);
  await expect(url.getByText(`The page will be /agent/${slug}`)).toBeVisible();
  await url.getByRole("button", { name: text.saveUrl }).click();
  await expect(page.getByText(successMessages.profileUrlUpdated)).toBeVisible();
  await expect(url.getByTestId("public-url")).toHaveText(new RegExp(`/agent/${slug}$`));
  await url.getByRole("button", { name: /Copy/ }).click();
  await expect(page.getByText(text.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/agent/${slug}$`));

  // Social, then SEO: the second save keeps the first.
  await openTab(page, "Social Links");
  await page.getByLabel("Facebook").fill(`https://www.facebook.com/${slug}`);
  await page.getByRole("button", { name: text.save }).click();
  await expect(page.getByText(text.socialSaved)).toBeVisible();

  await openTab(page, "SEO");
  const title = `Avery ${stamp}, Halifax mortgage broker`;
  await page.getByLabel("Meta title").fill(title);
  await expect(page.getByText(`${title.length}/60 characters`)).toBeVisible();
  await page.getByRole("button", { name: text.save }).click();
  await expect(page.getByText(text.seoSaved)).toBeVisible();

  await page.getByRole("link", { name: dashboardMessages.viewMyPage }).click();
  await expect(page).toHaveURL(new RegExp(`/agent/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("img", { name: `${name}, mortgage agent` }).first()).toHaveAttribute(
    "src",
    /\/storage\/agent-headshots\//,
  );
  await expect(page.getByRole("link", { name: `${name} on Facebook (opens in a new tab)` })).toHaveAttribute(
    "href",
    `https://www.facebook.com/${slug}`,
  );
  await expect(page.locator("#about")).toContainText(`Based in Halifax ${stamp}.`);
  await expect(page).toHaveTitle(`${title} — Vayu`);

  // A fresh load reads the same from the server.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${title} — Vayu`);
});

const TABS = [
  ["profile", "Profile"],
  ["customize", dashboardMessages.customizeTab],
  ["social", "Social Links"],
  ["links", dashboardMessages.linksTab],
  ["seo", "SEO"],
] as const;

test("each profile tab fits a phone and passes axe", async ({ page }) => {
  // Six tabs, each with an axe run: more than the default 30 s on a busy 2-core runner.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  for (const [id, label] of TABS) {
    await page.goto(`/agent-dashboard?tab=${id}`);
    await expect(page.getByRole("heading", { level: 2, name: label })).toBeVisible();
    await expect(page.getByRole("button", { name: text.save }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page);
  }
  // The customize preview draws the page's own hero with the agent's name.
  await page.goto("/agent-dashboard?tab=customize");
  await expect(page.getByRole("region", { name: text.heroPreview })).toContainText("Priya Raman");
});

test("analytics shows the demo agent's own figures and switches periods, on a phone too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  await page.goto("/agent-dashboard?tab=analytics");
  await expect(page.getByRole("heading", { level: 3, name: PERIOD_LABELS.all })).toBeVisible();
  const views = page.getByRole("group", { name: analyticsMessages.pageViews }).getByTestId("stat-value");
  const figure = async () => Number((await views.textContent())!.replaceAll(",", ""));
  await expect(views).toBeVisible();
  const allViews = await figure();
  expect(allViews).toBeGreaterThan(0);
  await expect(
    page.getByRole("list", { name: analyticsMessages.recentTitle }).getByRole("listitem"),
  ).toHaveCount(10);
  const period = page.getByRole("group", { name: analyticsMessages.periodLabel });
  await period.getByRole("button", { name: PERIOD_LABELS["7d"] }).click();
  await expect(page).toHaveURL(/period=7d/);
  await expect(page.getByRole("heading", { level: 3, name: PERIOD_LABELS["7d"] })).toBeVisible();
  await expect.poll(figure).toBeLessThan(allViews);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page);
});
