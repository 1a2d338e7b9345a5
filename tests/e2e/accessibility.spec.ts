import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

/**
 * Every public route, once each, through axe-core: no serious or critical violation. Routes with
 * an id take the first demo row the public API returns.
 */
async function firstId(request: APIRequestContext, path: string, key: string, field = "id"): Promise<string> {
  const body = (await (await request.get(path)).json()) as Record<string, Record<string, string>[]>;
  const row = body[key]?.[0];
  if (!row?.[field]) throw new Error(`no demo row from ${path}`);
  return row[field];
}

const STATIC_ROUTES = [
  "/",
  "/auth",
  "/rates",
  "/calculators",
  "/mortgage-calculator",
  "/affordability-calculator",
  "/applications",
  "/products",
  "/services",
  "/blog",
  "/find-broker",
  "/contact",
  "/newsletter",
  "/mortgage-options",
  "/why-broker",
  "/app",
  "/become-broker",
  "/mortgage-news",
  "/no-such-page",
];

for (const path of STATIC_ROUTES) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousAxeViolations(page);
  });
}

test("axe: the pages behind an id or slug", async ({ page, request }) => {
  const routes = [
    `/products/${await firstId(request, "/api/products", "products")}`,
    `/services/${await firstId(request, "/api/services", "services")}`,
    `/blog/${await firstId(request, "/api/blog", "posts", "slug")}`,
    `/agent/${await firstId(request, "/api/agents", "agents", "profile_slug")}`,
  ];
  for (const path of routes) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousAxeViolations(page);
  }
});
