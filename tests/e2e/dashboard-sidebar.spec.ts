import { adminMessages } from "../support/english-texts";
import { expect, signIn, test } from "./fixtures";

test.describe.configure({ timeout: 60_000 });

test("the admin sidebar collapses to icons with Ctrl+B or its button, and stays so after a reload", async ({
  page,
  context,
}) => {
  await signIn(page, "super_admin");
  await expect(page).toHaveURL(/\/super-admin$/);
  const sidebar = page.locator("aside#dashboard-sidebar");
  const menu = sidebar.getByRole("navigation", { name: adminMessages.menuTitle });
  const toggle = page.getByRole("button", { name: /Toggle sidebar/ });
  const width = () => sidebar.evaluate((element) => Math.round(element.getBoundingClientRect().width));

  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect.poll(width).toBe(256);

  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect.poll(width).toBe(48);
  // In icon mode each tab keeps its name for screen readers and shows it as a tooltip.
  const firstTab = menu.getByRole("link").first();
  await expect(firstTab).toHaveAttribute("title", /\S/);
  const cookie = (await context.cookies()).find((entry) => entry.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  // Seven days, give or take the seconds the test takes.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120);

  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect.poll(width).toBe(48);

  await toggle.click();
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await expect.poll(width).toBe(256);
  await page.keyboard.press("Meta+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  expect((await context.cookies()).find((entry) => entry.name === "sidebar_state")?.value).toBe("true");

  // The logo in the header leads back to the public site.
  await page.getByRole("banner").getByRole("link", { name: "Vayu home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
