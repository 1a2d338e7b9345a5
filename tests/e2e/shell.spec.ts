import { homeMessages, shellMessages } from "../support/english-texts";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

test("home shows the hero and today's best active rate from the API, in the preloaded font", async ({
  page,
  request,
}) => {
  const best = (await (await request.get("/api/rates/best")).json()) as {
    rate: { our_rate: number; term: string; rate_type: string };
  };
  const fonts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "font") fonts.push(new URL(req.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: homeMessages.headline })).toBeVisible();
  await expect(page.getByRole("button", { name: homeMessages.getStarted })).toBeVisible();
  await expect(page.getByText(homeMessages.bestRateToday)).toBeVisible();
  const shown = `${best.rate.our_rate.toFixed(2)}%`;
  await expect(page.getByText(shown).first()).toBeVisible();
  await expect(page.getByText(`${best.rate.term} ${best.rate.rate_type}`).first()).toBeVisible();

  // The HTML preloads the Inter file of the site's own characters, and the page uses that very
  // request (no second fetch) and no other: the home page's text is all in it.
  const preloaded = await page.locator('head link[rel="preload"][as="font"]').getAttribute("href");
  expect(preloaded).toMatch(/^\/assets\/inter-latin-core-wght-400-800-[\w-]+\.woff2$/);
  await page.waitForLoadState("networkidle");
  expect(fonts).toEqual([preloaded]);
  const interLoaded = await page.evaluate(() =>
    [...document.fonts].some((face) => face.family.includes("Inter Variable") && face.status === "loaded"),
  );
  expect(interLoaded).toBe(true);
  // A latin character outside it (a name such as "Muñoz") brings the package's other latin characters.
  await page.evaluate(() => document.fonts.load('16px "Inter Variable"', "ñ"));
  expect(fonts.slice(1)).toEqual([
    expect.stringMatching(/^\/assets\/inter-latin-wght-400-800-[\w-]+\.woff2$/),
  ]);
});

test("the header menus hold every link of the spec", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const menus: Record<string, [string, string | RegExp][]> = {
    Mortgages: [
      ["Applications", "/applications"],
      ["Products", "/products"],
      ["Calculators", "/calculators"],
      ["Mortgage Options", "/mortgage-options"],
      ["Services", "/services"],
    ],
    Resources: [
      ["Find a Broker", "/find-broker"],
      ["Why Use a Broker", "/why-broker"],
      ["Our App", "/app"],
      ["Blog", "/blog"],
      ["Mortgage News", "/mortgage-news"],
      ["Newsletter Sign-up", "https://news.example.ca/subscribe"],
    ],
    "Contact Us": [
      ["Contact", "/contact"],
      ["Become a Broker", "/become-broker"],
      ["Newsletter", "/newsletter"],
    ],
  };
  for (const [menu, links] of Object.entries(menus)) {
    const trigger = nav.getByRole("button", { name: menu });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // An open menu leaves nothing focusable hidden from screen readers (axe's aria-hidden-focus).
    await expectNoSeriousAxeViolations(page, "header");
    for (const [label, href] of links) {
      // External links announce "(opens in a new tab)" after their label.
      const external = typeof href === "string" && href.startsWith("https://");
      const link = nav.getByRole("link", {
        name: external ? `${label} (opens in a new tab)` : label,
        exact: true,
      });
      await expect(link).toHaveAttribute("href", href);
      if (external) await expect(link).toHaveAttribute("target", "_blank");
    }
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  }

  // Arrow Down opens a menu at its first link; the arrows move through it; Tab out closes it.
  const mortgages = nav.getByRole("button", { name: "Mortgages" });
  await mortgages.focus();
  await page.keyboard.press("ArrowDown");
  await expect(nav.getByRole("link", { name: "Applications" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(nav.getByRole("link", { name: "Services" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(mortgages).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Services" })).toBeHidden();
  await expect(nav.getByRole("link", { name: "Our Rates" })).toHaveAttribute("href", "/rates");
  const apply = page.getByRole("banner").getByRole("link", { name: shellMessages.applyNow });
  await expect(apply).toHaveAttribute("href", "https://apply.example.ca/start");
  await expect(apply).toHaveAttribute("target", "_blank");
});

test("the products link carries the broker on /agents/{slug}", async ({ page }) => {
  await page.goto("/agents/priyaraman");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Mortgages" }).click();
  await expect(nav.getByRole("link", { name: "Products", exact: true })).toHaveAttribute(
    "href",
    "/products?agent=priyaraman",
  );
});

test("the footer has the Mortgages, Resources and Contact groups", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const heading of ["Mortgages", "Resources", "Contact"]) {
    await expect(footer.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "Calculators" })).toHaveAttribute("href", "/calculators");
});

test("an unknown path answers 404 and shows the 404 page with a way home", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: shellMessages.notFoundTitle })).toBeVisible();
  await page.getByRole("link", { name: shellMessages.returnHome }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("public pages never load the admin or dashboard code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: homeMessages.headline })).toBeVisible();
  await page.goto("/auth");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  // Chunks are named after their module: the admin and dashboard pages and the frame they share.
  const privateChunk =
    /\/(super-admin-page|agent-dashboard-page|dashboard-tab-intro|dashboard-frame)-[\w-]+\.js$/;
  expect(scripts.filter((s) => privateChunk.test(s))).toEqual([]);

  await signIn(page, "super_admin");
  await expect(page).toHaveURL(/\/super-admin$/);
  expect(scripts.some((s) => /super-admin-page/.test(s))).toBe(true);
});

test("the favicon set, the web manifest, robots.txt and the sitemap are served; a missing file is a 404", async ({
  page,
  request,
}) => {
  for (const [file, type] of [
    ["/favicon.ico", "image/x-icon"],
    ["/favicon.svg", "image/svg+xml"],
    ["/apple-touch-icon.png", "image/png"],
    ["/robots.txt", "text/plain"],
    ["/sitemap.xml", "application/xml"],
  ] as const) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    expect(res.headers()["content-type"], file).toContain(type);
  }
  // The served page does not name the manifest (no request for it while the page loads); the app
  // names it once the page is in use.
  const html = await (await request.get("/")).text();
  expect(html).not.toContain('rel="manifest"');
  await page.goto("/");
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  const manifest = (await (await request.get("/site.webmanifest")).json()) as { icons: { src: string }[] };
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"], icon.src).toBe("image/png");
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/agent/priyaraman</loc>");
  for (const missing of ["/assets/no-such-chunk-123.js", "/no-such-icon.png"]) {
    const res = await request.get(missing);
    expect(res.status(), missing).toBe(404);
    expect(res.headers()["content-type"], missing).not.toContain("html");
  }
});
