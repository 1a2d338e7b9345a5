import { expect, test } from "./fixtures";

/*
 * A filled-in calculator is shared by its address (issue 46). Figures computed independently:
 *   affordability, income 95,000, down 40,000, 4.84%, 25 years, no costs: payment = 95,000 / 12 × 0.32
 *   = 2,533.33; loan = 2,533.33 × (1 − (1 + 0.0484/12)^−300) / (0.0484/12) = 440,345 → price 480,345.
 */

test.describe("calculators shared by their address", () => {
  test("the affordability calculator draws the query's inputs and writes changes back", async ({ page }) => {
    await page.goto("/affordability-calculator?income=95000&down_payment=40000&condo_fees=abc");
    await expect(page.getByLabel("Combined annual income")).toHaveValue("95,000");
    await expect(page.getByLabel("Down payment")).toHaveValue("40,000");
    await expect(page.getByLabel("Condo fees per month")).toHaveValue("0");
    const results = page.getByRole("region", { name: "What you can afford" });
    await expect(results).toContainText("$480,345");
    await expect(results).toContainText("the insured maximum");

    const entries = await page.evaluate(() => history.length);
    await page.getByLabel("Combined annual income").fill("120000");
    await expect(page).toHaveURL(/[?&]income=120000(&|$)/);
    await expect(page).toHaveURL(/[?&]down_payment=40000(&|$)/);
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await page.reload();
    await expect(page.getByLabel("Combined annual income")).toHaveValue("120,000");
  });

  test("the payment calculator takes the down payment off the price and keeps its choices", async ({
    page,
  }) => {
    await page.goto(
      "/mortgage-calculator?price=600000&down_payment=120000&rate=4.29&amortization=30&frequency=weekly&province=BC",
    );
    await expect(page.getByLabel("Mortgage amount")).toHaveValue("480,000");
    await expect(page.getByLabel("Custom rate (optional)")).toHaveValue("4.29");
    await expect(page.getByLabel("Payment frequency")).toHaveValue("weekly");
    await expect(page.getByLabel("Province")).toHaveValue("British Columbia");

    await page.getByLabel("Amortization", { exact: true }).selectOption("20");
    await expect(page).toHaveURL(/[?&]amortization=20(&|$)/);
    await expect(page).toHaveURL(/[?&]price=480000(&|$)/);
    await page.reload();
    await expect(page.getByLabel("Amortization", { exact: true })).toHaveValue("20");
    await expect(page.getByLabel("Mortgage amount")).toHaveValue("480,000");
    await expect(page.getByLabel("Province")).toHaveValue("British Columbia");
  });
});
