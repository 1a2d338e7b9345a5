import type { APIRequestContext, Page } from "@playwright/test";
import { homeMessages, quoteMessages, rateMessages } from "../support/english-texts";
import { DOWN_PAYMENT_HELP_TEXT } from "../../src/domain/mortgage/home-quote";
import { expectedMonth, expectedUpdatedLine, expectNoLoneLastCard, type DatedRate } from "./content-checks";
import { expect, expectNoSeriousAxeViolations, renderInBrowser, test } from "./fixtures";

/*
 * Quote figures computed independently in Python, outside the app (spec section 9):
 *   price 500,000, down 50,000 → 10% down → premium 3.1% of the 450,000 loan = 13,950;
 *   total mortgage 450,000 + 13,950 = 463,950;
 *   monthly: r = 0.0394 / 12, n = 25 × 12 = 300, P·r / (1 − (1 + r)^−n) = 2,433.5549 → $2,434;
 *   bi-weekly: r = 0.0394 / 26, n = 25 × 26 = 650 → 1,122.5972 → $1,123.
 */
const WORKED_EXAMPLE = {
  cmhc: "$13,950",
  total: "$463,950",
  monthly: "$2,434",
  biWeekly: "$1,123",
  monthlyPrecise: 2433.5548654817853,
};

interface ApiRate extends DatedRate {
  term: string;
  rate_type: "fixed" | "variable";
  our_rate: number;
  posted_rate: number;
}

async function homeRates(request: APIRequestContext, province: string) {
  const response = await request.get(`/api/rates?province=${province}&terms=home`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { province: string; fallback: boolean; rates: ApiRate[] };
}

const percent = (value: number) => `${value.toFixed(2)}%`;

function ratesSection(page: Page) {
  return page.getByRole("region", { name: homeMessages.ratesSectionTitle });
}

async function expectCards(page: Page, listName: string, rates: ApiRate[]) {
  const cards = ratesSection(page).getByRole("list", { name: listName }).getByRole("listitem");
  await expect(cards).toHaveCount(rates.length);
  for (const [index, rate] of rates.entries()) {
    await expect(cards.nth(index)).toContainText(rate.term);
    await expect(cards.nth(index)).toContainText(percent(rate.our_rate));
    await expect(cards.nth(index)).toContainText(`Posted rate ${percent(rate.posted_rate)}`);
  }
}

test.describe("home sections", () => {
  test("rates: Ontario fixed by default, variable on the toggle, National for Manitoba", async ({
    page,
    request,
  }) => {
    await renderInBrowser(page);
    const ontario = await homeRates(request, "ON");
    const manitoba = await homeRates(request, "MB");
    expect(manitoba.fallback).toBe(true);

    const best = page.waitForResponse((response) => response.url().endsWith("/api/rates/best"));
    await page.goto("/");
    // The best-rate banner dates the rate it names.
    const { rate: bestRate } = (await (await best).json()) as { rate: ApiRate };
    await expect(page.getByRole("complementary", { name: "Best rate" })).toContainText(
      expectedUpdatedLine([bestRate]),
    );
    await expect(page).toHaveTitle(/— Vayu$/);
    const section = ratesSection(page);
    await expect(section.getByRole("heading", { name: homeMessages.ratesSectionTitle })).toBeVisible();
    await expect(section.getByLabel("Province")).toHaveValue("ON");
    await expect(section.getByLabel("Province").locator("option")).toHaveCount(13);
    await expect(section.getByRole("tab", { name: "Fixed" })).toHaveAttribute("aria-selected", "true");
    await expect(section).toContainText(homeMessages.ratesDisclaimer);

    const fixed = ontario.rates.filter((rate) => rate.rate_type === "fixed");
    expect(fixed.map((rate) => rate.term)).toEqual(["1 year", "3 year", "5 year", "7 year"]);
    await expectCards(page, "Fixed rates in Ontario", fixed);
    await expect(section.getByText(expectedUpdatedLine(fixed), { exact: true })).toBeVisible();

    await section.getByRole("tab", { name: "Variable" }).click();
    const variable = ontario.rates.filter((rate) => rate.rate_type === "variable");
    await expectCards(page, "Variable rates in Ontario", variable);
    await expect(section.getByText(expectedUpdatedLine(variable), { exact: true })).toBeVisible();
    await expect(section.getByRole("list", { name: "Fixed rates in Ontario" })).toHaveCount(0);

    await section.getByLabel("Province").selectOption({ label: "Manitoba" });
    await expect(section.getByText("Showing National rates.")).toBeVisible();
    await expect(section).toContainText("rates specific to Manitoba");
    await expectCards(
      page,
      "Variable rates in Canada (National)",
      manitoba.rates.filter((rate) => rate.rate_type === "variable"),
    );
  });

  test("rates: the 4-card skeleton while loading and the empty text when a type has no rates", async ({
    page,
  }) => {
    await renderInBrowser(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/api/rates" && url.search === "?province=ON&terms=home",
      async (route) => {
        await held;
        await route.fulfill({
          json: {
            province: "Ontario",
            fallback: false,
            rates: [
              {
                id: "r1",
                term: "5 year",
                rate_type: "fixed",
                province: "Ontario",
                posted_rate: 5.99,
                our_rate: 4.04,
                // 10:30 p.m. on March 1 in Toronto: the line names the brokerage's day, not UTC's.
                updated_at: "2026-03-02T03:30:00.000Z",
                scraped_at: "2026-02-27T07:00:00.000Z",
              },
            ],
          },
        });
      },
    );
    await page.goto("/");
    const section = ratesSection(page);
    await expect(section.getByRole("status", { name: "Loading rates" })).toBeVisible();
    await expect(section.getByTestId("rate-card-skeleton")).toHaveCount(4);
    release();
    await expect(
      section.getByRole("list", { name: "Fixed rates in Ontario" }).getByRole("listitem"),
    ).toHaveCount(1);
    await expect(section.getByText(rateMessages.updated("March 1, 2026"), { exact: true })).toBeVisible();
    await section.getByRole("tab", { name: "Variable" }).click();
    await expect(section.getByText(rateMessages.noVariableRates)).toBeVisible();
    await expect(section.getByText(/^Updated /)).toHaveCount(0);
  });

  test("trusted lenders in both groups, as names until the list nears the screen, then logos named by their lender", async ({
    page,
    request,
  }) => {
    const { lenders } = (await (await request.get("/api/lenders")).json()) as {
      lenders: { name: string; type: string; logo_url: string | null }[];
    };
    const logoUrls = new Set(lenders.flatMap((lender) => (lender.logo_url ? [lender.logo_url] : [])));
    expect(logoUrls.size).toBeGreaterThan(0);
    const logoRequests: string[] = [];
    page.on("request", (req) => {
      if (logoUrls.has(new URL(req.url()).pathname)) logoRequests.push(req.url());
    });
    await page.goto("/");
    const section = page.getByRole("region", { name: "Trusted Lenders" });
    // Far below the fold, the interactive page shows the lenders' names and has fetched no logo.
    await expect(section.getByText(lenders[0]!.name, { exact: true })).toBeAttached();
    await expect(section.getByRole("img")).toHaveCount(0);
    expect(logoRequests).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    for (const [type, title] of [
      ["a_lender", homeMessages.aLendersTitle],
      ["alternate_lender", homeMessages.alternateLendersTitle],
    ] as const) {
      await expect(section.getByRole("heading", { name: title, exact: true })).toBeVisible();
      // The admin catalogue journey adds and removes its own "E2E Lender …" while this test may run.
      const group = lenders.filter((lender) => lender.type === type && !lender.name.startsWith("E2E "));
      expect(group.length).toBeGreaterThan(0);
      const tiles = section
        .getByRole("list", { name: title })
        .getByRole("listitem")
        .filter({ hasNotText: /E2E Lender \d/ });
      await expect(tiles).toHaveCount(group.length);
      for (const lender of group) {
        const tile = section.getByRole("list", { name: title });
        if (lender.logo_url) {
          const logo = tile.getByRole("img", { name: lender.name });
          await expect(logo).toBeAttached();
          await expect
            .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
            .toBe(true);
        } else await expect(tile.getByText(lender.name, { exact: true })).toBeAttached();
      }
    }
    // Inactive in the demo data, so never public.
    await expect(section.getByText("Bridgewater Bank")).toHaveCount(0);
    await expect(section.getByRole("img", { name: "Bridgewater Bank" })).toHaveCount(0);
  });

  test("what our clients say: dated testimonial cards with accessible star ratings, none left alone", async ({
    page,
  }) => {
    await renderInBrowser(page);
    // The answer the page itself received: the admin tests may add or remove a testimonial meanwhile.
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/testimonials/home"));
    await page.goto("/");
    const { testimonials } = (await (await answer).json()) as {
      testimonials: { client_name: string; content: string; rating: number; created_at: string }[];
    };
    expect(testimonials.length).toBeGreaterThan(0);
    const section = page.getByRole("region", { name: homeMessages.testimonialsTitle });
    await expect(section.getByRole("listitem")).toHaveCount(Math.min(testimonials.length, 6));
    for (const testimonial of testimonials.slice(0, 6)) {
      const card = section.getByRole("listitem").filter({ hasText: testimonial.client_name });
      await expect(card).toContainText(testimonial.content);
      await expect(card.getByRole("img", { name: `Rated ${testimonial.rating} out of 5` })).toBeVisible();
      await expect(card.locator("time")).toHaveText(expectedMonth(testimonial.created_at));
    }
    await expectNoLoneLastCard(section.getByRole("listitem"));
  });

  test("the testimonials section is hidden when there are none", async ({ page }) => {
    await renderInBrowser(page);
    await page.route("**/api/testimonials/home", (route) => route.fulfill({ json: { testimonials: [] } }));
    await page.goto("/");
    await expect(ratesSection(page).getByRole("list", { name: "Fixed rates in Ontario" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Trusted Lenders" })).toBeVisible();
    await expect(page.getByRole("heading", { name: homeMessages.testimonialsTitle })).toHaveCount(0);
  });

  test("axe finds no serious or critical violation on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(ratesSection(page).getByRole("list", { name: "Fixed rates in Ontario" })).toBeVisible();
    await expect(page.getByRole("region", { name: homeMessages.testimonialsTitle })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

function quoteDialog(page: Page, title: string) {
  return page.getByRole("dialog", { name: title });
}

async function openRenewalQuote(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: homeMessages.renewalQuote }).click();
  const dialog = quoteDialog(page, homeMessages.renewalTitle);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Whether two boxes share any area. */
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
type Box = { x: number; y: number; width: number; height: number };

async function openPurchaseQuote(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: homeMessages.getStarted }).click();
  const dialog = quoteDialog(page, homeMessages.buyingTitle);
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("quote dialog", () => {
  test("each hero button opens its own dialog, and focus returns to it on close", async ({ page }) => {
    await page.goto("/");
    const getStarted = page.getByRole("button", { name: homeMessages.getStarted });
    await getStarted.click();
    const buying = quoteDialog(page, homeMessages.buyingTitle);
    await expect(buying).toBeVisible();
    await expect(buying).toContainText(homeMessages.calculatorTitle);
    await page.keyboard.press("Escape");
    await expect(buying).toBeHidden();
    await expect(getStarted).toBeFocused();

    const renewal = page.getByRole("button", { name: homeMessages.renewalQuote });
    await renewal.focus();
    await page.keyboard.press("Enter");
    const refinancing = quoteDialog(page, homeMessages.renewalTitle);
    await expect(refinancing).toBeVisible();
    await expect(refinancing).toContainText(homeMessages.calculatorTitle);
    await refinancing.getByRole("button", { name: "Close" }).click();
    await expect(refinancing).toBeHidden();
    await expect(renewal).toBeFocused();
  });

  test("defaults, help text and the live calculation of a worked example", async ({ page }) => {
    const dialog = await openPurchaseQuote(page);
    await expect(dialog.getByLabel("Location")).toHaveValue("Ontario");
    await expect(dialog.getByLabel("Amortization")).toHaveValue("25");
    await expect(dialog.getByLabel("Amortization").locator("option")).toHaveText([
      "15 years",
      "20 years",
      "25 years",
      "30 years",
    ]);
    await expect(dialog.getByLabel("Interest rate")).toHaveValue("3.94");
    await expect(dialog.getByLabel("Payment frequency")).toHaveValue("monthly");
    await expect(dialog.getByLabel("Down payment")).toHaveAccessibleDescription(DOWN_PAYMENT_HELP_TEXT);

    await dialog.getByLabel("Purchase price").fill("500000");
    await dialog.getByLabel("Down payment").fill("50000");
    const estimate = dialog.getByRole("region", { name: "Your estimate" });
    await expect(estimate).toContainText(`CMHC insurance${WORKED_EXAMPLE.cmhc}`);
    await expect(estimate).toContainText(`Total mortgage${WORKED_EXAMPLE.total}`);
    await expect(estimate).toContainText(`Monthly payment${WORKED_EXAMPLE.monthly}`);

    await dialog.getByLabel("Payment frequency").selectOption("Bi-weekly");
    await expect(estimate).toContainText(`Bi-weekly payment${WORKED_EXAMPLE.biWeekly}`);
  });

  test("a missing name or email shows the spec's message and sends nothing", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/leads/quote")) sent.push(request.url());
    });
    const dialog = await openPurchaseQuote(page);
    await dialog.getByRole("button", { name: "Request my quote" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: quoteMessages.missingFields })).toBeVisible();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
      quoteMessages.missingFields,
    );
    await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription(quoteMessages.missingFields);

    await dialog.getByLabel("Name", { exact: true }).fill("Only A Name");
    await dialog.getByRole("button", { name: "Request my quote" }).click();
    await expect(dialog.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription(quoteMessages.missingFields);
    await expect(dialog).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("a purchase quote is sent with its figures, then the dialog closes and resets", async ({ page }) => {
    const clientName = `E2E Quote ${Date.now().toString(36)}`;
    const dialog = await openPurchaseQuote(page);
    await dialog.getByLabel("Purchase price").fill("500000");
    await dialog.getByLabel("Down payment").fill("50000");
    await dialog.getByLabel("Name", { exact: true }).fill(clientName);
    await dialog.getByLabel("Email").fill("quote.e2e@example.ca");
    await dialog.getByLabel("Phone (optional)").fill("416-555-0199");
    const broker = dialog.getByLabel("Preferred broker");
    await expect(broker.locator("option").first()).toHaveText("No preference");
    await expect(broker.locator("option").first()).toHaveAttribute("value", "none");
    await expect(broker.locator("option")).not.toHaveCount(1);
    await broker.selectOption({ index: 1 });
    const agentId = await broker.inputValue();

    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/leads/quote") && r.method() === "POST"),
      page.waitForResponse((r) => r.url().endsWith("/api/leads/quote")),
      dialog.getByRole("button", { name: "Request my quote" }).click(),
    ]);
    expect(response.status()).toBe(201);
    const body = request.postDataJSON() as {
      metadata: { calculations: { monthlyPayment: number } } & Record<string, unknown>;
    } & Record<string, unknown>;
    expect(body).toMatchObject({
      client_name: clientName,
      client_email: "quote.e2e@example.ca",
      client_phone: "416-555-0199",
      agent_id: agentId,
      type: "rate_quote",
      metadata: {
        price: 500000,
        downPayment: 50000,
        location: "Ontario",
        amortization: 25,
        mortgageRate: 3.94,
        paymentFrequency: "monthly",
        calculations: { cmhcInsurance: 13950, totalMortgage: 463950 },
      },
    });
    expect(body.metadata.calculations.monthlyPayment).toBeCloseTo(WORKED_EXAMPLE.monthlyPrecise, 6);

    await expect(page.getByText(quoteMessages.success)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: homeMessages.getStarted }).click();
    const reopened = quoteDialog(page, homeMessages.buyingTitle);
    await expect(reopened.getByLabel("Purchase price")).toHaveValue("");
    await expect(reopened.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(reopened.getByLabel("Interest rate")).toHaveValue("3.94");
    await expect(reopened.getByLabel("Preferred broker")).toHaveValue("none");
  });

  test("a failed submission shows 'Failed to submit form' and keeps the dialog open", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/);
    await page.route("**/api/leads/quote", (route) =>
      route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } }),
    );
    const dialog = await openPurchaseQuote(page);
    await dialog.getByLabel("Name", { exact: true }).fill("Failing Quote");
    await dialog.getByLabel("Email").fill("fail.e2e@example.ca");
    await dialog.getByRole("button", { name: "Request my quote" }).click();
    await expect(page.getByText(quoteMessages.submitFailed)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Failing Quote");
  });

  test("axe finds no serious or critical violation in the open dialog", async ({ page }) => {
    await openPurchaseQuote(page);
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: homeMessages.renewalQuote }).click();
    await expect(quoteDialog(page, homeMessages.renewalTitle)).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  });

  test("a renewal quote asks the renewal questions and sends its figures", async ({ page }) => {
    /*
     * Computed in Python: 350,000 at 3.94% over 25 years, monthly (r = 0.0394 / 12, n = 300):
     * 1,835.8534 → $1,836; at the current 1.89%: 1,464.8184; change +371.035 → +$371; 350,000 / 700,000 = 50%.
     */
    test.setTimeout(90_000);
    const clientName = `E2E Renewal ${Date.now().toString(36)}`;
    const renewalDate = `${new Date().getUTCFullYear() + 1}-03-31`;
    const dialog = await openRenewalQuote(page);
    await expect(dialog.getByLabel("Purchase price")).toHaveCount(0);
    await expect(dialog.getByLabel("Down payment")).toHaveCount(0);

    const value = dialog.getByLabel("Property value");
    await value.pressSequentially("700000");
    await expect(value).toHaveValue("700,000");
    await dialog.getByLabel("Mortgage balance").fill("350000");
    await expect(dialog.getByLabel("Mortgage balance")).toHaveValue("350,000");
    await dialog.getByLabel("Renewal date").fill(renewalDate);
    const estimate = dialog.getByRole("region", { name: "Your estimate" });
    await expect(estimate).toContainText("Monthly payment at renewal$1,836");
    await expect(estimate).toContainText("Change from your current rate—");
    await dialog.getByLabel("Current rate").fill("1.89");
    await expect(estimate).toContainText("Change from your current rate+$371");
    await expect(estimate).toContainText("Loan-to-value50%");
    await expect(dialog.getByTestId("result-announcement")).toHaveText(
      "Monthly payment at renewal $1,836, $371 more than at your current rate.",
    );

    await dialog.getByLabel("Name", { exact: true }).fill(clientName);
    await dialog.getByLabel("Email").fill("renewal.e2e@example.ca");
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/leads/quote") && r.method() === "POST"),
      page.waitForResponse((r) => r.url().endsWith("/api/leads/quote")),
      dialog.getByRole("button", { name: "Request my quote" }).click(),
    ]);
    expect(response.status()).toBe(201);
    const body = request.postDataJSON() as { metadata: { calculations: Record<string, number> } };
    expect(body).toMatchObject({
      client_name: clientName,
      client_email: "renewal.e2e@example.ca",
      type: "refinance",
      metadata: {
        form: "renewal",
        propertyValue: 700000,
        mortgageBalance: 350000,
        renewalDate,
        currentRate: 1.89,
        location: "Ontario",
        amortization: 25,
        mortgageRate: 3.94,
        paymentFrequency: "monthly",
      },
    });
    expect(body.metadata).not.toHaveProperty("price");
    expect(body.metadata.calculations.monthlyPayment).toBeCloseTo(1835.8534387728, 6);
    expect(body.metadata.calculations.paymentChange).toBeCloseTo(371.0350184454, 6);
    await expect(page.getByText(quoteMessages.success)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("on a phone: each missing field marked inline, the toast clear of every field, the close button in view", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 667 });
    const dialog = await openRenewalQuote(page);
    await expect(dialog.getByText(/^Fields marked/)).toBeVisible();
    await dialog.getByRole("button", { name: "Request my quote" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: quoteMessages.missingFields });
    await expect(toast).toBeVisible();
    // The toast is fixed to the viewport: measured now, before it times out, it is where it stays.
    const toastBox = await toast.boundingBox();
    expect(toastBox).not.toBeNull();

    const missing: [string, string][] = [
      ["Property value", "Enter the property value"],
      ["Mortgage balance", "Enter your mortgage balance"],
      ["Name", quoteMessages.missingFields],
      ["Email", quoteMessages.missingFields],
    ];
    for (const [label, message] of missing) {
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAttribute("aria-required", "true");
      const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
      const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
      await expect(dialog.locator(`[id="${errorId}"]`)).toHaveText(message);
    }
    // Optional fields say so in their label and are not marked invalid.
    for (const label of ["Renewal date (optional)", "Current rate (optional)", "Phone (optional)"]) {
      await expect(dialog.getByLabel(label)).not.toHaveAttribute("aria-invalid", "true");
    }

    // The toast sits above the dialog, clear of every field, wherever the form is scrolled.
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual((await dialog.boundingBox())!.y);
    const body = dialog.getByTestId("quote-dialog-body");
    for (const scroll of [0, 10_000]) {
      await body.evaluate((element, top) => element.scrollTo({ top }), scroll);
      for (const control of await dialog.locator("input, select").all()) {
        const box = await control.boundingBox();
        if (box) expect(overlaps(toastBox!, box), "the toast covers a field").toBe(false);
      }
      await expect(dialog.getByRole("button", { name: "Close" })).toBeInViewport({ ratio: 1 });
    }
    await expect(dialog.getByRole("button", { name: "Request my quote" })).toBeInViewport();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });
});
