import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { authMessages } from "../support/english-texts";
import type { Role } from "../../src/domain/roles";
import { E2E_ACCOUNTS } from "./accounts";

/**
 * Resolves once a server-rendered page answers clicks: its HTML shows before React takes it over, and
 * a click in between would be lost. Pages the browser draws itself, and files, are ready at once.
 */
export async function waitUntilInteractive(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getElementById("vayu-ssr-state") || document.documentElement.hasAttribute("data-interactive"),
  );
}

const SERVER_RENDERED_ROOT =
  /<div id="root">[\s\S]*<\/div><script type="application\/json" id="vayu-ssr-state">[\s\S]*?<\/script>/;

/**
 * From now on the page's documents arrive as the bare app, without the server's rendering, so the
 * browser fetches and draws everything itself: for the states only a browser shows (loading, a
 * failed or mocked answer) and for tests that read the answers the page received.
 */
export async function renderInBrowser(page: Page) {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({ response, body: html.replace(SERVER_RENDERED_ROOT, '<div id="root"></div>') });
  });
}

/**
 * Every test fails on a console error or an uncaught page error (a CSP violation, a failed
 * chunk load, a React warning), so broken pages can't pass on their visible text alone.
 */
const waitingPages = new WeakSet<Page>();

/** Makes a page's goto and reload return only once a server-rendered page is interactive. */
function waitForTakeOver(page: Page) {
  if (waitingPages.has(page)) return;
  waitingPages.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitUntilInteractive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitUntilInteractive(page);
    return response;
  };
}

/**
 * Every page the test's context opens, now or later (a second tab on the public site), waits for the
 * take-over. Contexts a test opens with browser.newContext() sign in on client-drawn pages first.
 */
function waitForTakeOverIn(context: BrowserContext) {
  for (const page of context.pages()) waitForTakeOver(page);
  context.on("page", waitForTakeOver);
}

export const test = base.extend<{ consoleErrors: { allow(pattern: RegExp): void } }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitForTakeOverIn(context);
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the /auth page as one of the e2e accounts. */
export async function signIn(page: Page, role: Role, password?: string) {
  const account = E2E_ACCOUNTS[role];
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(password ?? account.password);
  await page.getByRole("button", { name: authMessages.submit, exact: true }).click();
}

/**
 * axe-core on the current page: no serious or critical violation (WCAG A/AA rules and best practices).
 * It runs once the page's finite animations have ended: a dialog still fading in blends its colours
 * with the page behind, which axe then measures as a contrast failure that no visitor sees.
 */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  await page.evaluate(async () => {
    // Effects run after the next paint (a frame and a task later), and a transition one of them
    // starts (a toast sliding in once mounted) must be under way before it can be waited for.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
}
