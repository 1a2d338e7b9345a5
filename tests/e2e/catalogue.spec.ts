import type { Page } from "@playwright/test";
import { loadErrors, publicMessages } from "../support/english-texts";
import { teaser } from "../../src/domain/text";
import { DEMO_PRODUCTS, DEMO_SERVICES } from "../../src/server/db/demo/catalogue";
import { say } from "./catalogue-messages";
import { expect, expectNoSeriousAxeViolations, renderInBrowser, test } from "./fixtures";

const priceLabel = say("en-CA", "catalogue.priceLabel");

const [FIRST_PRODUCT] = DEMO_PRODUCTS;
const PRICED_PRODUCT = DEMO_PRODUCTS.find((product) => product.price !== null)!;
const [FIRST_SERVICE] = DEMO_SERVICES;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

function card(page: Page, name: string) {
  return page.getByRole("article", { name });
}

/** The cards of the demo rows: the admin catalogue journey adds and removes its own while this runs. */
function demoCards(page: Page) {
  return page.getByRole("article").filter({ hasNotText: /E2E (Product|Service) \d/ });
}

// Two axe runs per test can be slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe("products", () => {
  test("lists every product with image, price, the 180-character teaser and both actions", async ({
    page,
  }) => {
    await page.goto("/products");
    await expect(page).toHaveTitle("Mortgage products — Vayu");
    await expect(page.getByRole("heading", { level: 1, name: "Mortgage products" })).toBeVisible();
    await expect(demoCards(page)).toHaveCount(DEMO_PRODUCTS.length);

    const first = card(page, FIRST_PRODUCT!.name);
    expect(FIRST_PRODUCT!.content.length).toBeGreaterThan(180);
    const expectedTeaser = teaser(FIRST_PRODUCT!.content);
    // Cut after a whole word of the content, within 180 characters, then '...'.
    const kept = expectedTeaser.slice(0, -3);
    expect(expectedTeaser.endsWith("...")).toBe(true);
    expect(kept.length).toBeLessThanOrEqual(180);
    expect(FIRST_PRODUCT!.content.startsWith(kept)).toBe(true);
    expect(FIRST_PRODUCT!.content[kept.length]).toMatch(/[\s,.;:]/);
    await expect(first.getByText(expectedTeaser, { exact: true })).toBeVisible();
    await expect(first.getByRole("img", { name: FIRST_PRODUCT!.name })).toBeVisible();
    // A price says what it is.
    await expect(card(page, PRICED_PRODUCT.name)).toContainText(`${priceLabel} $995`);
    await expect(first.getByRole("link", { name: /Contact Us/ })).toHaveAttribute("href", "/contact");
    await expectNoSeriousAxeViolations(page);

    await first.getByRole("link", { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: FIRST_PRODUCT!.name })).toBeVisible();
    await expect(page).toHaveTitle(`${FIRST_PRODUCT!.name} — Vayu`);
    await expect(page.getByText(FIRST_PRODUCT!.description)).toBeVisible();
    await expect(page.getByText(FIRST_PRODUCT!.content)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("link", { name: publicMessages.backToProducts }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(demoCards(page)).toHaveCount(DEMO_PRODUCTS.length);
  });

  test("keeps ?agent= on every link and shows the broker's contact buttons", async ({ page, request }) => {
    const agent = (await (await request.get("/api/agents/priyaraman")).json()) as {
      agent: { id: string; email: string };
    };
    await page.goto("/products?agent=priyaraman");
    const priced = card(page, PRICED_PRODUCT.name);
    await expect(priced.getByRole("link", { name: /Contact Us/ })).toHaveAttribute(
      "href",
      "/contact?agent=priyaraman",
    );
    await expect(priced.getByRole("link", { name: /View Details/ })).toHaveAttribute(
      "href",
      /\/products\/[0-9a-f-]{36}\?agent=priyaraman$/,
    );
    await priced.getByRole("link", { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\?agent=priyaraman$/);
    await expect(page.getByRole("main")).toContainText(`${priceLabel} $995`);

    const broker = page.getByRole("region", { name: "Priya Raman" });
    await expect(broker.getByRole("link", { name: "Email" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${agent.agent.email}`),
    );
    await expect(broker.getByRole("link", { name: "Call" })).toHaveAttribute("href", /^tel:\d+$/);
    await expect(broker.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      `/contact?agent=${agent.agent.id}`,
    );
    await expect(page.getByRole("link", { name: publicMessages.backToProducts })).toHaveAttribute(
      "href",
      "/products?agent=priyaraman",
    );
  });

  test("says 'Product not found.' for an unknown product", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/404|Failed to load resource/);
    await page.goto(`/products/${UNKNOWN_ID}`);
    await expect(page.getByRole("heading", { name: publicMessages.productNotFound })).toBeVisible();
    await expect(page.getByRole("link", { name: publicMessages.backToProducts })).toBeVisible();
    await page.goto("/products/not-a-real-id");
    await expect(page.getByRole("heading", { name: publicMessages.productNotFound })).toBeVisible();
  });

  test("shows the loading skeleton, then the empty state", async ({ page }) => {
    await renderInBrowser(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/products", async (route) => {
      await held;
      await route.fulfill({ json: { products: [] } });
    });
    await page.goto("/products");
    await expect(page.getByRole("status", { name: "Loading products" })).toBeVisible();
    release();
    await expect(page.getByText(publicMessages.noProducts)).toBeVisible();
  });

  test("shows an error with a retry when the list fails", async ({ page, consoleErrors }) => {
    await renderInBrowser(page);
    consoleErrors.allow(/500|Failed to load resource/);
    await page.route("**/api/products", (route) =>
      route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } }),
    );
    await page.goto("/products");
    await expect(page.getByText(loadErrors.products)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

test.describe("services", () => {
  test("lists services with features and no price, and opens one", async ({ page }) => {
    await page.goto("/services");
    await expect(page).toHaveTitle("Mortgage services — Vayu");
    await expect(demoCards(page)).toHaveCount(DEMO_SERVICES.length);
    const first = card(page, FIRST_SERVICE!.name);
    await expect(first.getByText(teaser(FIRST_SERVICE!.content), { exact: true })).toBeVisible();
    for (const feature of FIRST_SERVICE!.features) await expect(first).toContainText(feature);
    await expect(page.getByRole("main")).not.toContainText("$");
    await expectNoSeriousAxeViolations(page);

    await first.getByRole("link", { name: /View Details/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: FIRST_SERVICE!.name })).toBeVisible();
    const included = page.getByRole("region", { name: "What's included" });
    for (const feature of FIRST_SERVICE!.features) await expect(included).toContainText(feature);
    await expect(page.getByText(FIRST_SERVICE!.content)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("link", { name: "Back to services" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("keeps ?agent= and shows the broker's buttons on a service", async ({ page }) => {
    await page.goto("/services?agent=marcandretremblay");
    const first = card(page, FIRST_SERVICE!.name);
    await expect(first.getByRole("link", { name: /Contact Us/ })).toHaveAttribute(
      "href",
      "/contact?agent=marcandretremblay",
    );
    await first.getByRole("link", { name: /View Details/ }).click();
    await expect(page.getByRole("region", { name: "Marc-André Tremblay" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to services" })).toHaveAttribute(
      "href",
      "/services?agent=marcandretremblay",
    );
  });

  test("says 'Service not found.' for an unknown service", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/404|Failed to load resource/);
    await page.goto(`/services/${UNKNOWN_ID}`);
    await expect(page.getByRole("heading", { name: publicMessages.serviceNotFound })).toBeVisible();
  });
});
