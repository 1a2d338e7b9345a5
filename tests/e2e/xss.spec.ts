import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import backOffice from "../../src/i18n/messages/en-CA/back-office.json" with { type: "json" };
import { en } from "./admin-english";
import { signIn } from "./fixtures";
import { startXssApp, type XssApp } from "./xss-app";
import { XSS_CANARY, XSS_MARKER_PATH } from "./xss-corpus";

/**
 * The XSS guard: every writable text field holds the corpus of tests/e2e/xss-corpus.ts (content
 * written through the data layer, leads and a chat through the public API), and every page that
 * shows them is rendered in Chromium — once under the app's Content Security Policy, once with it
 * bypassed, so the rendering itself is proven safe and not only the policy.
 */
const test = base.extend<object, { xssApp: XssApp }>({
  xssApp: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const app = await startXssApp();
      await use(app);
      await app.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

test.describe.configure({ timeout: 120_000 });

declare global {
  interface Window {
    __xss?: unknown;
    __xssViolations?: string[];
  }
}

/** Policy violations that mean markup from the data tried to run or load something active. */
const ACTIVE_DIRECTIVE = /^(script-src|object-src|frame-src|child-src|worker-src|base-uri|form-action)/;

/** Runs in the page: elements and attributes that only injected markup could have produced. */
function findInjectedMarkup(markerPath: string): string[] {
  const found: string[] = [];
  const urlAttributes = new Set([
    "href",
    "src",
    "action",
    "formaction",
    "xlink:href",
    "data",
    "poster",
    "srcdoc",
  ]);
  const unsafeUrl = /^(javascript|vbscript):|^data:(text|application)\//i;
  for (const element of Array.from(document.querySelectorAll("*"))) {
    const tag = element.tagName.toLowerCase();
    if (["iframe", "frame", "object", "embed", "base"].includes(tag)) found.push(`<${tag}> element`);
    if (tag === "meta" && element.hasAttribute("http-equiv")) found.push("<meta http-equiv> element");
    if (tag === "script") {
      const src = element.getAttribute("src");
      const ownBundle = src !== null && new URL(src, location.href).origin === location.origin;
      // Data blocks browsers never run: the page's JSON-LD and, once, the server's state for hydration.
      const type = element.getAttribute("type");
      const serverState =
        type === "application/json" &&
        element.id === "vayu-ssr-state" &&
        document.querySelectorAll("script#vayu-ssr-state").length === 1;
      if (!ownBundle && type !== "application/ld+json" && !serverState) found.push("inline <script>");
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore controls and spaces in a scheme, so the check does too.
      // eslint-disable-next-line no-control-regex
      const value = attribute.value.replace(/[\u0000-\u0020]/g, "");
      if (name.startsWith("on")) found.push(`<${tag} ${name}>`);
      if (urlAttributes.has(name) && unsafeUrl.test(value))
        found.push(`<${tag} ${name}="${attribute.value}">`);
      if (name === "style" && (/javascript:|expression\(/i.test(value) || value.includes(markerPath))) {
        found.push(`<${tag} style="${attribute.value}">`);
      }
    }
  }
  return found;
}

interface Watch {
  /** Everything seen since the last check that shows a payload ran. */
  check(page: Page, where: string): Promise<void>;
}

async function watchForExecution(context: BrowserContext, page: Page): Promise<Watch> {
  const events: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__xssViolations = [
        ...(window.__xssViolations ?? []),
        `${event.effectiveDirective} ${event.blockedURI}`,
      ];
    });
  });
  await context.route(`**${XSS_MARKER_PATH}*`, async (route) => {
    events.push(`request ${route.request().url()}`);
    await route.fulfill({ status: 204 });
  });
  page.on("dialog", async (dialog) => {
    events.push(`${dialog.type()} dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return {
    async check(target, where) {
      // Let error handlers of failed images and late network requests fire.
      await target.waitForLoadState("networkidle");
      const markup = await target.evaluate(findInjectedMarkup, XSS_MARKER_PATH);
      const seen = await target.evaluate(() => ({
        marker: window.__xss === undefined ? [] : [`window.__xss = ${String(window.__xss)}`],
        violations: window.__xssViolations ?? [],
      }));
      const violations = seen.violations.filter(
        (text) => ACTIVE_DIRECTIVE.test(text) || text.includes(XSS_MARKER_PATH),
      );
      const found = [...events.splice(0), ...seen.marker, ...violations, ...markup];
      expect(found, `payloads that ran or became markup on ${where}`).toEqual([]);
    },
  };
}

/** Opens a page and waits until stored payload text is visible on it. */
async function render(page: Page, watch: Watch, path: string) {
  await page.goto(path);
  // A staff tab renders dozens of payload-laden rows; on a busy 2-core runner that can take over 10 s.
  await expect(page.getByText(XSS_CANARY).first(), `stored text shown on ${path}`).toBeVisible({
    timeout: 30_000,
  });
  await watch.check(page, path);
}

/** Opens a lead's chat transcript and checks it like a page. */
async function renderConversation(page: Page, watch: Watch, where: string) {
  await page
    .getByRole("button", { name: new RegExp(backOffice["back-office.leads.viewConversation"]) })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: backOffice["back-office.leads.chatTitle"] });
  await expect(dialog.getByText(XSS_CANARY).first()).toBeVisible();
  await watch.check(page, `${where}, chat transcript`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** Every super admin tab that shows stored text (rates hold only numbers and fixed choices). */
const ADMIN_TABS_WITH_STORED_TEXT = [
  "agents",
  "testimonials",
  "blog",
  "analytics",
  "products",
  "services",
  "lenders",
] as const;

/** Opens the first post of the admin Blog tab in its editor and renders its Markdown preview. */
async function renderPostPreview(page: Page, watch: Watch) {
  await page.goto("/super-admin?tab=blog");
  await page
    .getByRole("button", { name: /^Edit post / })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: en("back-office.blog.preview") }).click();
  await expect(dialog.getByText(XSS_CANARY).first()).toBeVisible();
  await watch.check(page, "the admin blog editor's preview");
  await page.keyboard.press("Escape");
}

function publicPages(app: XssApp): string[] {
  return [
    "/",
    "/rates",
    "/find-broker",
    ...app.agentSlugs.map((slug) => `/agent/${slug}`),
    "/blog",
    ...app.blogSlugs.map((slug) => `/blog/${slug}`),
    "/products",
    ...app.productIds.map((id) => `/products/${id}`),
    "/services",
    ...app.serviceIds.map((id) => `/services/${id}`),
  ];
}

/** What one test renders: the public pages, or the staff pages after signing in as super admin. */
const SCOPES = {
  "on any public page": async (page: Page, watch: Watch, app: XssApp) => {
    for (const path of publicPages(app)) await render(page, watch, path);
  },
  "on any staff page": async (page: Page, watch: Watch) => {
    await signIn(page, "super_admin");
    await expect(page).toHaveURL(/\/super-admin$/);
    await render(page, watch, "/super-admin?tab=leads");
    await renderConversation(page, watch, "the super admin's leads");
    await render(page, watch, "/applications");
    await renderConversation(page, watch, "the applications list");
    for (const tab of ADMIN_TABS_WITH_STORED_TEXT) await render(page, watch, `/super-admin?tab=${tab}`);
    await renderPostPreview(page, watch);
  },
};

for (const mode of [
  { title: "with the Content Security Policy in force", bypassCSP: false },
  { title: "with the Content Security Policy bypassed", bypassCSP: true },
]) {
  for (const [scope, visit] of Object.entries(SCOPES)) {
    test(`no stored payload runs ${scope} ${mode.title}`, async ({ browser, xssApp }) => {
      const context = await browser.newContext({ baseURL: xssApp.url, bypassCSP: mode.bypassCSP });
      const page = await context.newPage();
      const watch = await watchForExecution(context, page);
      await visit(page, watch, xssApp);
      await context.close();
    });
  }
}
