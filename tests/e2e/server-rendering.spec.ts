import type { Page } from "@playwright/test";
import { publicMessages, shellMessages } from "../support/english-texts";
import { pageMeta } from "../../src/domain/page-meta";
import { expect, signIn, test } from "./fixtures";

/** A public page, the heading the server must have written, and text further down its content. */
interface PublicPage {
  path: string;
  heading: string | RegExp;
  content?: string | RegExp;
}

const FIXED_PAGES: PublicPage[] = [
  { path: "/", heading: "Your Mortgage AI Companion", content: /5 year/i },
  { path: "/rates", heading: "Today's mortgage rates", content: "5 year" },
  { path: "/calculators", heading: "Mortgage calculators" },
  { path: "/mortgage-calculator", heading: "Mortgage payment calculator", content: /amortization/i },
  { path: "/affordability-calculator", heading: "Mortgage affordability calculator" },
  // The results for the default inputs are in the HTML (closing-costs-calculators.spec.ts has the arithmetic).
  { path: "/land-transfer-tax-calculator", heading: "Land transfer tax calculator", content: "$8,475.00" },
  {
    path: "/cmhc-insurance-calculator",
    heading: "CMHC mortgage insurance calculator",
    content: "$16,740.00",
  },
  { path: "/closing-costs-calculator", heading: "Closing costs calculator", content: "$73,114.20" },
  { path: "/agent/priyaraman", heading: "Priya Raman", content: "About Priya" },
  { path: "/find-broker", heading: "Find a Broker", content: "Priya Raman" },
  { path: "/contact", heading: "Contact Us", content: "Email" },
  { path: "/applications", heading: "Mortgage Application", content: "Email" },
  { path: "/newsletter", heading: "Stay ahead of mortgage rates" },
  { path: "/mortgage-options", heading: "Mortgage options: fixed, variable, open and closed" },
  { path: "/why-broker", heading: "Why use a mortgage broker" },
  { path: "/app", heading: "The Vayu app" },
  { path: "/become-broker", heading: "Become a mortgage broker" },
  { path: "/mortgage-news", heading: "Mortgage news" },
  { path: "/privacy", heading: "Privacy policy" },
  { path: "/terms", heading: "Terms of use" },
];

/** Addresses with nothing behind them, and the heading of the page each answers with. */
const NOT_FOUND: Record<string, string> = {
  "/no-such-page": shellMessages.notFoundTitle,
  "/agent/no-such-broker": publicMessages.agentNotFoundTitle,
  "/blog/no-such-post": publicMessages.blogNotFound,
};

async function expectServerContent(page: Page, { path, heading, content }: PublicPage) {
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 }), path).toHaveText(heading);
  if (content) await expect(main.getByText(content).first(), path).toBeVisible();
  await expect(page.getByText(shellMessages.loading), `${path} shows no loading state`).toHaveCount(0);
}

/** Opens a list page, follows its first link into `section`, and checks the detail page arrived drawn. */
async function followFirstLink(page: Page, listPath: string, section: string) {
  const response = await page.goto(listPath);
  expect(response?.status()).toBe(200);
  const listed = await page.locator("main").innerText();
  const href = await page.locator(`main a[href^="/${section}/"]`).first().getAttribute("href");
  const detail = await page.goto(href!);
  expect(detail?.status(), href!).toBe(200);
  const heading = (await page.locator("main").getByRole("heading", { level: 1 }).innerText()).trim();
  expect(heading.length, href!).toBeGreaterThan(0);
  // The item the list named, not a placeholder.
  expect(listed, href!).toContain(heading);
}

test.describe("with JavaScript off, as a crawler reads them", () => {
  test.use({ javaScriptEnabled: false });

  test("every public page arrives with its content, and a missing one with the 404 page", async ({
    page,
    consoleErrors,
  }) => {
    // The browser reports each 404 document below as a failed load.
    consoleErrors.allow(/status of 404/);
    for (const entry of FIXED_PAGES) {
      const response = await page.goto(entry.path);
      expect(response?.status(), entry.path).toBe(200);
      await expectServerContent(page, entry);
    }
    // The catalogue and the blog, reached the way a crawler does: through the lists' links.
    await followFirstLink(page, "/products", "products");
    await followFirstLink(page, "/services", "services");
    await followFirstLink(page, "/blog", "blog");

    for (const path of Object.keys(NOT_FOUND)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(NOT_FOUND[path]!);
    }
    // An address the app redirects is a real redirect.
    const redirected = await page.goto("/agents");
    expect(redirected?.request().redirectedFrom()?.url()).toMatch(/\/agents$/);
    expect(new URL(page.url()).pathname).toBe("/find-broker");
  });
});

test("the browser takes over server-rendered pages without asking the API again", async ({ page }) => {
  const apiReads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && request.method() === "GET")
      apiReads.push(url.pathname + url.search);
  });
  // Every script a page runs to take over should be named in its HTML, fetched alongside the entry
  // rather than discovered one round trip later when the entry asks for the page's chunk.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });

  for (const path of [
    "/",
    "/rates",
    "/mortgage-calculator",
    "/closing-costs-calculator",
    "/agent/priyaraman",
    "/find-broker",
    "/blog",
  ]) {
    const entry = FIXED_PAGES.find((candidate) => candidate.path === path) ?? {
      path,
      heading: "Mortgage blog",
    };
    scripts.length = 0;
    const html = await (await page.goto(path))!.text();
    const named = new Set(
      [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]),
    );
    // goto waited for React to take the page over (fixtures.ts): the server's page is still there.
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-interactive"))).toBe(true);
    await expectServerContent(page, entry);
    expect(apiReads, `${path} fetched data the server had already sent`).toEqual([]);
    expect(scripts.length, path).toBeGreaterThan(1);
    expect(
      scripts.filter((script) => !named.has(script)),
      `${path} loaded scripts its HTML did not name`,
    ).toEqual([]);
  }

  // Taken over, the page works: the rates page's type toggle redraws the table from the API.
  await page.goto("/rates");
  await page.getByRole("tab", { name: "Variable" }).click();
  await expect(page.getByRole("tab", { name: "Variable" })).toHaveAttribute("aria-selected", "true");
});

/** The public pages the sitemap lists (every broker, post, product and service among them). */
async function sitemapPaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Server-rendered pages the sitemap leaves out: a form's page, the news page, the 404 pages. */
const UNLISTED_PAGES = ["/newsletter", "/mortgage-news", ...Object.keys(NOT_FOUND)];

test("every server-rendered public page is hydrated without an error", async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  // The browser reports each 404 document as a failed load; React's own reports are what count here.
  consoleErrors.allow(/status of 404/);
  const paths = [...(await sitemapPaths(page)), ...UNLISTED_PAGES];
  expect(paths).toEqual(
    expect.arrayContaining(["/", "/rates", "/agent/priyaraman", "/blog/first-home-checklist-canada"]),
  );
  let errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const path of paths) {
    errors = [];
    await page.goto(path);
    expect(await page.evaluate(() => document.getElementById("vayu-ssr-state") !== null), path).toBe(true);
    // A boundary whose markup did not match is drawn again in the browser after the rest, and
    // reported (main.tsx) when that render commits.
    await page.waitForLoadState("networkidle");
    expect(errors, `${path}: errors while the browser took the page over`).toEqual([]);
  }
});

test("the head follows the page through navigations in the browser, and back", async ({ page }) => {
  const head = {
    canonical: page.locator('link[rel="canonical"]'),
    ogUrl: page.locator('meta[property="og:url"]'),
    ogTitle: page.locator('meta[property="og:title"]'),
    description: page.locator('meta[name="description"]'),
    ogImage: page.locator('meta[property="og:image"]'),
    jsonLd: page.locator('script[type="application/ld+json"]'),
  };
  await page.goto("/");
  const origin = new URL((await head.canonical.getAttribute("href"))!).origin;
  const homeLd = await head.jsonLd.allTextContents();
  expect(homeLd.join(" ")).toContain("FinancialService");

  await page.getByRole("contentinfo").getByRole("link", { name: "Find a Broker" }).click();
  await expect(page).toHaveTitle(`${pageMeta["/find-broker"].title} — Vayu`);
  await expect(head.canonical).toHaveAttribute("href", `${origin}/find-broker`);
  await expect(head.ogUrl).toHaveAttribute("content", `${origin}/find-broker`);
  await expect(head.ogTitle).toHaveAttribute("content", `${pageMeta["/find-broker"].title} — Vayu`);
  await expect(head.description).toHaveAttribute("content", pageMeta["/find-broker"].description);
  // The home page's structured data describes the home page only.
  await expect(head.jsonLd).toHaveCount(0);

  await page.locator('main a[href="/agent/priyaraman"]').first().click();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Priya Raman");
  await expect(page).toHaveTitle(/— Vayu$/);
  expect(await page.title()).not.toBe(`${pageMeta["/find-broker"].title} — Vayu`);
  await expect(head.canonical).toHaveAttribute("href", `${origin}/agent/priyaraman`);
  await expect(head.ogUrl).toHaveAttribute("content", `${origin}/agent/priyaraman`);
  await expect(head.canonical).toHaveCount(1);
  await expect(head.description).toHaveCount(1);
  await expect(head.ogImage).toHaveCount(0);

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveTitle(`${pageMeta["/"].title} — Vayu`);
  await expect(head.canonical).toHaveAttribute("href", `${origin}/`);
  expect(await head.jsonLd.allTextContents()).toEqual(homeLd);

  // A page loaded by itself keeps the server's preview picture and structured data.
  await page.goto("/agent/priyaraman");
  await expect(head.jsonLd).not.toHaveCount(0);
  await expect(head.canonical).toHaveAttribute("href", `${origin}/agent/priyaraman`);
});

test("a signed-in broker's public pages are rendered for them, and kept out of shared caches", async ({
  page,
}) => {
  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/agent-dashboard/);
  const response = await page.request.get("/rates");
  expect(response.headers()["cache-control"]).toBe("private, no-cache");
  const html = await response.text();
  expect(html).toContain(`>${shellMessages.dashboardLink}</span>`);
  expect(html).toContain(`>${shellMessages.logout}</span>`);

  await page.goto("/rates");
  await expect(page.getByRole("link", { name: shellMessages.dashboardLink })).toBeVisible();
});

/** Sums the page's layout shifts not caused by input, as the CLS metric does, from the first paint on. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { __layoutShift: number };
    win.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) win.__layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

test("a broker's profile and a post do not move as they load (layout shift ≤ 0.02)", async ({ page }) => {
  await observeLayoutShifts(page);
  for (const path of ["/agent/priyaraman", "/blog/first-home-checklist-canada"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
    expect(shift, path).toBeLessThanOrEqual(0.02);
  }
});
