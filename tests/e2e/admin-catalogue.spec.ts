import type { Page } from "@playwright/test";
import {
  homeMessages,
  loadErrors,
  publicMessages,
  saveErrors,
  validationMessages,
} from "../support/english-texts";
import { productMessages } from "../../src/domain/schemas/admin-products";
import { lenderMessages } from "../../src/domain/schemas/admin-lenders";
import { serviceMessages } from "../support/english-texts";
import { DEMO_PRODUCTS, DEMO_SERVICES } from "../../src/server/db/demo/catalogue";
import { DEMO_LENDERS } from "../../src/server/db/demo/lenders";
import { tinyPng } from "../../src/server/storage/test-files";
import {
  catalogueText,
  type CataloguePrefix,
} from "../../src/web/features/admin-catalogue/catalogue-resource";
import { en, englishTranslate } from "./admin-english";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

type CatalogueText = Parameters<typeof catalogueText>[1];

/** One of a catalogue tab's English texts: `say("admin.products", "created")`. */
function say(messages: CataloguePrefix, text: CatalogueText, values?: Record<string, string>): string {
  return englishTranslate(catalogueText(messages, text), values);
}

const productsMessages = "admin.products";
const servicesMessages = "admin.services";
const lendersMessages = "admin.lenders";

// Each journey signs in, saves through dialogs and checks the public site: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function openTab(page: Page, tab: string, messages: CataloguePrefix) {
  await page.goto(`/super-admin?tab=${tab}`);
  await expect(page.getByRole("heading", { name: say(messages, "listTitle") })).toBeVisible();
}

function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
}

function formDialog(page: Page, messages: CataloguePrefix, editing: boolean) {
  const title = say(messages, editing ? "editTitle" : "addTitle");
  return page.getByRole("dialog", { name: title });
}

async function idOf(page: Page, path: string, key: string, name: string): Promise<string> {
  const body = (await (await page.request.get(`${path}?limit=100`)).json()) as Record<
    string,
    { id: string; name: string }[]
  >;
  const found = body[key]!.find((item) => item.name === name);
  expect(found, `${name} in ${path}`).toBeDefined();
  return found!.id;
}

async function deleteRow(page: Page, messages: CataloguePrefix, name: string) {
  await row(page, name)
    .getByRole("button", { name: say(messages, "deleteLabel", { name }) })
    .click();
  const confirm = page.getByRole("alertdialog", { name: say(messages, "deleteTitle") });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(say(messages, "deleted"))).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
}

test("products: create with an uploaded image, see it on its public page, edit, delete", async ({
  page,
  consoleErrors,
}) => {
  const name = `E2E Product ${Date.now()}`;
  await signIn(page, "super_admin");
  await expect(page).toHaveURL(/\/super-admin$/);
  await openTab(page, "products", productsMessages);
  await expect(row(page, DEMO_PRODUCTS[0]!.name)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: say(productsMessages, "add") }).click();
  const dialog = formDialog(page, productsMessages, false);
  await dialog.getByRole("button", { name: en("admin.catalogue.create"), exact: true }).click();
  await expect(dialog.getByText(productMessages.nameRequired)).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Price (CAD)").fill("12.345");
  await dialog.getByRole("button", { name: en("admin.catalogue.create"), exact: true }).click();
  await expect(dialog.getByText(productMessages.priceCents)).toBeVisible();
  await dialog.getByLabel("Price (CAD)").fill("1249.50");
  await dialog.getByLabel("Description").fill("Made by the end-to-end test.");
  await dialog.getByLabel("Content").fill("## Why choose it\n\n- **Fast** approval");
  await dialog.getByLabel("Image", { exact: true }).setInputFiles({
    name: "product.png",
    mimeType: "image/png",
    buffer: Buffer.from(tinyPng()),
  });
  await expect(dialog.getByLabel("Image address")).toHaveValue(/^\/storage\/product-images\/.+\.png$/);
  await expectNoSeriousAxeViolations(page, "[role=dialog]");
  await dialog.getByRole("button", { name: en("admin.catalogue.create"), exact: true }).click();
  await expect(page.getByText(say(productsMessages, "created"))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toContainText("$1,249.50");

  const id = await idOf(page, "/api/admin/products", "products", name);
  await page.goto(`/products/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("$1,249.50");
  await expect(page.getByRole("heading", { name: "Why choose it" })).toBeVisible();
  await expect(page.locator("main strong", { hasText: "Fast" })).toBeVisible();
  await expect(page.getByRole("img", { name })).toHaveAttribute("src", /\/storage\/product-images\//);

  await openTab(page, "products", productsMessages);
  await row(page, name)
    .getByRole("button", { name: say(productsMessages, "editLabel", { name }) })
    .click();
  const edit = formDialog(page, productsMessages, true);
  await expect(edit.getByLabel("Price (CAD)")).toHaveValue("1249.5");
  await edit.getByLabel("Name").fill(`${name} edited`);
  await edit.getByLabel("Price (CAD)").fill("");
  await edit.getByRole("button", { name: en("back-office.save"), exact: true }).click();
  await expect(page.getByText(say(productsMessages, "updated"))).toBeVisible();
  await expect(row(page, `${name} edited`)).toContainText("No price");
  await page.goto(`/products/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `${name} edited` })).toBeVisible();

  await openTab(page, "products", productsMessages);
  await deleteRow(page, productsMessages, `${name} edited`);
  // The deleted product's page asks for it and is answered 404, which the browser logs.
  consoleErrors.allow(/404/);
  await page.goto(`/products/${id}`);
  await expect(page.getByRole("heading", { name: publicMessages.productNotFound })).toBeVisible();
});

test("services: warnings for long text and bad features, a refused save keeps the form, then the public page", async ({
  page,
  consoleErrors,
}) => {
  const stamp = `E2E Service ${Date.now()}`;
  const longName = `${stamp} ${"long ".repeat(60)}`.trim();
  await signIn(page, "super_admin");
  await expect(page).toHaveURL(/\/super-admin$/);
  await openTab(page, "services", servicesMessages);
  await expect(row(page, DEMO_SERVICES[0]!.name)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: say(servicesMessages, "add") }).click();
  const dialog = formDialog(page, servicesMessages, false);
  await dialog.getByLabel("Name").fill(longName.slice(0, 255));
  await expect(dialog.getByText(/will be shortened to 255 characters/)).toHaveCount(0);
  await dialog.getByLabel("Name").fill(longName);
  await expect(
    dialog.getByText(/Name is \d+ characters long and will be shortened to 255 characters/),
  ).toBeVisible();
  await dialog.getByLabel("Features").fill("[Pre-approval");
  await dialog.getByRole("button", { name: en("admin.catalogue.create"), exact: true }).click();
  await expect(dialog.getByText(validationMessages.invalidFeaturesJson, { exact: true })).toBeVisible();
  await dialog.getByLabel("Features").fill('{"first": "Pre-approval"}');
  await dialog.getByRole("button", { name: en("admin.catalogue.create"), exact: true }).click();
  await expect(dialog.getByText(serviceMessages.featuresNotList)).toBeVisible();
  await dialog.getByLabel("Features").fill('["Pre-approval", "Closing support"]');

  consoleErrors.allow(/500|Failed to load resource/);
  await page.route("**/api/admin/services", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } })
      : route.fallback(),
  );
  await dialog.getByRole("button", { name: en("admin.catalogue.create"), exact: true }).click();
  await expect(page.getByText(saveErrors.saveService)).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue(longName);
  await page.unrouteAll();
  await dialog.getByRole("button", { name: en("admin.catalogue.create"), exact: true }).click();
  await expect(page.getByText(say(servicesMessages, "created"))).toBeVisible();

  const storedName = longName.slice(0, 255).trimEnd();
  const id = await idOf(page, "/api/admin/services", "services", storedName);
  await page.goto(`/services/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: storedName })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Closing support");

  await openTab(page, "services", servicesMessages);
  await row(page, storedName)
    .getByRole("button", { name: say(servicesMessages, "editLabel", { name: storedName }) })
    .click();
  const edit = formDialog(page, servicesMessages, true);
  await expect(edit.getByLabel("Features")).toHaveValue(/"Closing support"/);
  await edit.getByLabel("Name").fill(stamp);
  await edit.getByRole("button", { name: en("back-office.save"), exact: true }).click();
  await expect(page.getByText(say(servicesMessages, "updated"))).toBeVisible();
  await page.goto(`/services/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: stamp })).toBeVisible();

  await openTab(page, "services", servicesMessages);
  await deleteRow(page, servicesMessages, stamp);
  await page.goto(`/services/${id}`);
  await expect(page.getByRole("heading", { name: publicMessages.serviceNotFound })).toBeVisible();
});

test("lenders: create an alternate lender, see it under Trusted Lenders, deactivate it, delete it", async ({
  page,
}) => {
  const name = `E2E Lender ${Date.now()}`;
  await signIn(page, "super_admin");
  await expect(page).toHaveURL(/\/super-admin$/);
  await openTab(page, "lenders", lendersMessages);
  await expect(row(page, DEMO_LENDERS[0]!.name)).toContainText("A Lender");
  await expect(row(page, "Bridgewater Bank")).toContainText("Inactive");
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: say(lendersMessages, "add") }).click();
  const dialog = formDialog(page, lendersMessages, false);
  await expect(dialog.getByLabel("Display order")).toHaveValue("0");
  await expect(dialog.getByRole("checkbox", { name: "Active" })).toBeChecked();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: en("admin.catalogue.create"), exact: true }).click();
  await expect(dialog.getByText(lenderMessages.typeRequired)).toBeVisible();
  await dialog.getByLabel("Type").selectOption({ label: "Alternate Lender" });
  await dialog.getByLabel("Display order").fill("1.5");
  await dialog.getByRole("button", { name: en("admin.catalogue.create"), exact: true }).click();
  await expect(dialog.getByText(lenderMessages.displayOrder)).toBeVisible();
  await dialog.getByLabel("Display order").fill("99");
  await dialog.getByRole("button", { name: en("admin.catalogue.create"), exact: true }).click();
  await expect(page.getByText(say(lendersMessages, "created"))).toBeVisible();
  await expect(row(page, name)).toContainText("Alternate Lender");
  await expect(row(page, name)).toContainText("Active");

  await page.goto("/");
  const alternates = page
    .getByRole("region", { name: "Trusted Lenders" })
    .getByRole("list", { name: homeMessages.alternateLendersTitle });
  await expect(alternates.getByText(name, { exact: true })).toBeVisible();
  await expect(alternates.getByRole("listitem").last()).toContainText(name);

  await openTab(page, "lenders", lendersMessages);
  await row(page, name)
    .getByRole("button", { name: say(lendersMessages, "editLabel", { name }) })
    .click();
  const edit = formDialog(page, lendersMessages, true);
  await expect(edit.getByLabel("Type")).toHaveValue("alternate_lender");
  await edit.getByRole("checkbox", { name: "Active" }).uncheck();
  await edit.getByRole("button", { name: en("back-office.save"), exact: true }).click();
  await expect(page.getByText(say(lendersMessages, "updated"))).toBeVisible();
  await expect(row(page, name)).toContainText("Inactive");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: homeMessages.alternateLendersTitle })).toBeVisible();
  await expect(page.getByRole("region", { name: "Trusted Lenders" }).getByText(name)).toHaveCount(0);

  await openTab(page, "lenders", lendersMessages);
  await deleteRow(page, lendersMessages, name);
});

test("the three tabs fit a phone as cards, and say so when a list cannot load", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "super_admin");
  await expect(page).toHaveURL(/\/super-admin$/);
  for (const [tab, messages, demoName] of [
    ["products", productsMessages, DEMO_PRODUCTS[0]!.name],
    ["services", servicesMessages, DEMO_SERVICES[0]!.name],
    ["lenders", lendersMessages, DEMO_LENDERS[0]!.name],
  ] as const) {
    await openTab(page, tab, messages);
    const card = page.getByRole("article", { name: demoName });
    await expect(
      card.getByRole("button", { name: say(messages, "editLabel", { name: demoName }) }),
    ).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page);
  }

  await page.getByRole("button", { name: say(lendersMessages, "add") }).click();
  await expect(formDialog(page, lendersMessages, false)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.keyboard.press("Escape");

  consoleErrors.allow(/500|Failed to load resource/);
  await page.route("**/api/admin/products?*", (route) =>
    route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } }),
  );
  await page.goto("/super-admin?tab=products");
  await expect(page.getByRole("alert").filter({ hasText: loadErrors.products })).toBeVisible({
    timeout: 30_000,
  });
});
