import content from "../../src/i18n/messages/en-CA/content.json" with { type: "json" };
import { expect, test } from "./fixtures";

/** Every route of the applications, catalogue, blog and static pages fits 375 px without sideways scroll. */
const ROUTES = [
  "/applications",
  "/products",
  "/services",
  "/blog",
  "/blog/first-home-checklist-canada",
  "/mortgage-options",
  "/why-broker",
  "/app",
  "/become-broker",
  "/mortgage-news",
  "/privacy",
  "/terms",
];

// One page visits every route (a step each), so only the first pays for a cold browser context.
test("the applications, catalogue, blog and static pages have no horizontal scroll at 375 px", async ({
  page,
}) => {
  for (const route of ROUTES) {
    await test.step(route, async () => {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `sideways scroll on ${route}`).toBeLessThanOrEqual(0);
    });
  }
});

test("a product detail page fits 375 px and starts with its name", async ({ page, request }) => {
  const { products } = (await (await request.get("/api/products")).json()) as {
    products: { id: string; name: string }[];
  };
  const product = products[0]!;
  await page.goto(`/products/${product.id}?agent=priyaraman`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Priya Raman" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("/mortgage-options tells a phone to swipe its table, which a keyboard can scroll", async ({ page }) => {
  await page.goto("/mortgage-options");
  await expect(page.getByText(content["content.options.comparisonSwipeHint"])).toBeVisible();
  const region = page.getByRole("region", { name: content["content.options.comparisonRegion"] });
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});
