import { mortgageTypeNote } from "../../src/web/lib/province-rates";
import type { APIRequestContext, Page } from "@playwright/test";
import { publicMessages, rateMessages, shellMessages } from "../support/english-texts";
import { licenceLabel } from "../../src/domain/agent-text";
import { say } from "./catalogue-messages";
import { expectedMonth, expectedUpdatedLine, expectNoLoneLastCard, type DatedRate } from "./content-checks";
import { expect, expectNoSeriousAxeViolations, renderInBrowser, test } from "./fixtures";

/*
 * The broker page is checked on Jasmine Nguyen: the demo sign-in agent (Priya) is edited by the
 * dashboard tests, and Jasmine has some social links but not all, which shows the "only those
 * present" rule. Daniel Okafor is the inactive demo agent.
 */
const SLUG = "jasminenguyen";
const INACTIVE_SLUG = "danielokafor";
const ACTIVE_NAMES = ["Priya Raman", "Marc-André Tremblay", "Jasmine Nguyen"];
const INACTIVE_NAME = "Daniel Okafor";

interface Agent {
  id: string;
  name: string;
  email: string;
  phone: string;
  calendly_link: string;
  social_links: Record<string, string | undefined>;
  application_links: Record<string, string | undefined>;
  seo_settings: { meta_title?: string; meta_description?: string };
  profile_slug: string;
  licence_number: string | null;
}

interface Rate extends DatedRate {
  term: string;
  rate_type: "fixed" | "variable";
  posted_rate: number;
  our_rate: number;
  mortgage_type: string;
}

async function getAgent(request: APIRequestContext, idOrSlug: string): Promise<Agent> {
  const response = await request.get(`/api/agents/${idOrSlug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { agent: Agent }).agent;
}

async function getRates(request: APIRequestContext, province: string) {
  const response = await request.get(`/api/rates?province=${province}`);
  return (await response.json()) as { province: string; fallback: boolean; rates: Rate[] };
}

const percent = (value: number) => `${value.toFixed(2)}%`;

async function expectRateRows(page: Page, rates: Rate[], rateType: "fixed" | "variable") {
  const expected = rates.filter((rate) => rate.rate_type === rateType);
  const table = page.getByRole("table", {
    name: `${rateType === "fixed" ? "Fixed" : "Variable"} mortgage rates`,
  });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(expected.length);
  for (const [index, rate] of expected.entries()) {
    const row = rows.nth(index);
    await expect(row).toHaveText(
      `${rate.term}${mortgageTypeNote(rate.mortgage_type) ?? ""}${percent(rate.posted_rate)}${percent(rate.our_rate)}`,
    );
    // The posted rate is struck through beside ours, as on the home page and /rates.
    await expect(row.locator("s")).toHaveText(percent(rate.posted_rate));
  }
}

test("the profile by slug shows every block of the broker page", async ({ page, request }) => {
  const agent = await getAgent(request, SLUG);
  const testimonials = (
    (await (await request.get(`/api/agents/${SLUG}/testimonials`)).json()) as {
      testimonials: { client_name: string; content: string; created_at: string }[];
    }
  ).testimonials;
  // Jasmine's office is in Vancouver: her page opens on British Columbia's rates.
  const ownProvince = await getRates(request, "BC");

  const pageView = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().endsWith(`/api/agents/${agent.id}/page-view`),
  );
  await page.goto(`/agents/${SLUG}`);
  await pageView;
  const main = page.getByRole("main");

  // Hero: name, tagline, contact links, social icons (only those present), actions.
  await expect(main.getByRole("heading", { level: 1, name: agent.name })).toBeVisible();
  await expect(main.getByText(/^Vancouver prices call for careful planning\.$/)).toBeVisible();
  // The demo seed gives every broker a licence number; the hero shows it.
  expect(agent.licence_number).toBeTruthy();
  await expect(main.getByText(licenceLabel(agent.licence_number)!, { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: agent.email }).first()).toHaveAttribute(
    "href",
    `mailto:${agent.email}`,
  );
  await expect(main.getByRole("link", { name: agent.phone }).first()).toHaveAttribute(
    "href",
    `tel:${agent.phone.replace(/[^\d+]/g, "")}`,
  );
  const instagram = main.getByRole("link", { name: `${agent.name} on Instagram (opens in a new tab)` });
  await expect(instagram).toHaveAttribute("href", agent.social_links.instagram!);
  await expect(instagram).toHaveAttribute("target", "_blank");
  await expect(instagram).toHaveAttribute("rel", /noopener/);
  await expect(
    main.getByRole("link", { name: `${agent.name} on YouTube (opens in a new tab)` }),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: /on Facebook/ })).toHaveCount(0);
  await expect(main.getByRole("link", { name: /website/ })).toHaveCount(0);
  const apply = main.getByRole("link", {
    name: `${shellMessages.applyNow} (opens in a new tab)`,
    exact: true,
  });
  await expect(apply).toHaveAttribute("href", agent.application_links.apply!);
  await expect(apply).toHaveAttribute("target", "_blank");
  await expect(main.getByRole("link", { name: /Book Appointment/ })).toHaveAttribute(
    "href",
    agent.calendly_link,
  );
  await expect(main.getByRole("button", { name: "View Rates" })).toBeVisible();

  // Bio with the first name, and the services linking to their pages with the agent kept.
  await expect(main.getByRole("heading", { name: "About Jasmine" })).toBeVisible();
  const services = (
    (await (await request.get("/api/services")).json()) as { services: { id: string; name: string }[] }
  ).services;
  for (const service of services) {
    await expect(main.getByRole("link", { name: service.name })).toHaveAttribute(
      "href",
      `/services/${service.id}?agent=${SLUG}`,
    );
  }

  // Rates: the broker's own province first, Fixed first, then Variable, and the note.
  const province = main.getByLabel("Province or territory");
  await expect(province).toHaveValue("BC");
  await expect(province.locator("option")).toHaveCount(13);
  const ratesOf = (rates: Rate[], type: Rate["rate_type"]) => rates.filter((rate) => rate.rate_type === type);
  await expectRateRows(page, ownProvince.rates, "fixed");
  await expect(
    main.getByText(expectedUpdatedLine(ratesOf(ownProvince.rates, "fixed")), { exact: true }),
  ).toBeVisible();
  await main.getByRole("tab", { name: "Variable" }).click();
  await expectRateRows(page, ownProvince.rates, "variable");
  await expect(
    main.getByText(expectedUpdatedLine(ratesOf(ownProvince.rates, "variable")), { exact: true }),
  ).toBeVisible();
  await expect(main.getByText(rateMessages.profileRatesNote)).toBeVisible();

  // A province without rates of its own falls back to the National rates, and says so (Nunavut: the
  // admin rates journey adds a Yukon rate while this test may run).
  const nunavut = await getRates(request, "NU");
  expect(nunavut.fallback).toBe(true);
  await province.selectOption("NU");
  await expect(
    main.getByText(say("en-CA", "brokers.rates.nationalNotice", { province: "Nunavut" })),
  ).toBeVisible();
  await expectRateRows(page, nunavut.rates, "variable");
  await main.getByRole("tab", { name: "Fixed" }).click();
  await expectRateRows(page, nunavut.rates, "fixed");

  // Lenders, testimonials, comparison.
  // The admin catalogue journey adds and removes its own "E2E Lender …" while this test may run.
  const lenders = (
    (await (await request.get("/api/lenders")).json()) as { lenders: { name: string }[] }
  ).lenders.filter((lender) => !lender.name.startsWith("E2E "));
  const lendersSection = main.getByRole("region", { name: "Lenders We Work With" });
  await expect(lendersSection.getByRole("listitem").filter({ hasNotText: /E2E Lender \d/ })).toHaveCount(
    lenders.length,
  );
  // The logos come as the list nears the screen.
  await lendersSection.scrollIntoViewIfNeeded();
  const logo = lendersSection.getByRole("img", { name: lenders[0]!.name, exact: true });
  await expect(logo).toBeAttached();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(testimonials.length).toBeGreaterThan(0);
  const reviews = main.getByRole("region", { name: "What Clients Say" });
  for (const testimonial of testimonials) {
    const review = reviews.getByRole("listitem").filter({ hasText: testimonial.client_name });
    await expect(review.getByText(testimonial.content)).toBeVisible();
    await expect(review.locator("time")).toHaveText(expectedMonth(testimonial.created_at));
  }
  const comparison = main.getByRole("region", { name: "Fixed or Variable: Which Fits You?" });
  await expect(comparison.getByRole("heading", { name: "Fixed rate" })).toBeVisible();
  await expect(comparison.getByRole("heading", { name: "Variable rate" })).toBeVisible();
  await expect(comparison.getByText(/three months' interest/).first()).toBeVisible();
  await expect(comparison.getByText(/general information, not financial advice/)).toBeVisible();

  // Closing call to action.
  const closing = main.getByRole("region", { name: "Ready to talk about your mortgage?" });
  await expect(closing.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    `/contact?agent=${agent.id}`,
  );
  await expect(closing.getByRole("link", { name: "Send Email" })).toHaveAttribute(
    "href",
    `mailto:${agent.email}`,
  );
  await expect(closing.getByRole("link", { name: "Call Now" })).toHaveAttribute(
    "href",
    `tel:${agent.phone.replace(/[^\d+]/g, "")}`,
  );
  const newsletter = closing.getByRole("link", { name: /Join Newsletter/ });
  await expect(newsletter).toHaveAttribute("href", agent.application_links.newsletter!);
  await expect(newsletter).toHaveAttribute("target", "_blank");

  // Title and description from the agent's SEO settings.
  await expect(page).toHaveTitle(`${agent.seo_settings.meta_title} — Vayu`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    agent.seo_settings.meta_description!,
  );
  // The server wrote them in the page it sent, with Open Graph tags, for link previews and crawlers.
  expect((await page.request.get(`/agent/${SLUG}`)).status()).toBe(200);
  await expect(page.locator("head > title")).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    `${agent.seo_settings.meta_title} — Vayu`,
  );
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    agent.seo_settings.meta_description!,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/agent/${SLUG}$`));
});

// Marc-André's office is in Montréal; Priya (Toronto) is left out because the dashboard tests edit her profile.
test("the Montréal broker's page lists Québec's rates first", async ({ page, request }) => {
  const quebec = await getRates(request, "QC");
  expect(quebec.fallback).toBe(false);
  await page.goto("/agent/marcandretremblay");
  await expect(page.getByRole("main").getByLabel("Province or territory")).toHaveValue("QC");
  await expectRateRows(page, quebec.rates, "fixed");
  await page.getByRole("main").getByRole("tab", { name: "Variable" }).click();
  await expectRateRows(page, quebec.rates, "variable");
});

test("the profile opens by id on both /agent/{id} and /agents/{id}", async ({ page, request }) => {
  const agent = await getAgent(request, SLUG);
  for (const path of [`/agent/${agent.id}`, `/agents/${agent.id}`]) {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: agent.name })).toBeVisible();
    await expect(main.getByRole("heading", { name: "About Jasmine" })).toBeVisible();
    await expect(main.getByRole("table", { name: "Fixed mortgage rates" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      `/contact?agent=${agent.id}`,
    );
  }
});

test("View Rates scrolls to the rates table", async ({ page }) => {
  await page.goto(`/agents/${SLUG}`);
  const ratesHeading = page.getByRole("heading", { name: "Today's Rates" });
  await expect(ratesHeading).not.toBeInViewport();
  await page.getByRole("button", { name: "View Rates" }).click();
  await expect(ratesHeading).toBeInViewport();
});

test("four testimonials sit two by two at 1280px, each dated by its month", async ({ page }) => {
  await renderInBrowser(page);
  const testimonials = [
    "2026-03-14T15:00:00Z",
    "2026-02-01T04:00:00Z",
    "2025-12-20T18:00:00Z",
    "2025-11-02T12:00:00Z",
  ].map((createdAt, index) => ({
    id: `t${index}`,
    client_name: `Client ${index + 1}`,
    content: "Clear advice from the first call to closing day.",
    rating: 5,
    created_at: createdAt,
  }));
  await page.route("**/api/agents/*/testimonials", (route) => route.fulfill({ json: { testimonials } }));
  await page.goto(`/agents/${SLUG}`);
  const cards = page.getByRole("region", { name: "What Clients Say" }).getByRole("listitem");
  await expect(cards).toHaveCount(4);
  // 04:00 UTC on February 1 is still January 31 in Toronto.
  await expect(cards.locator("time")).toHaveText([
    "March 2026",
    "January 2026",
    "December 2025",
    "November 2025",
  ]);
  const tops = await cards.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  expect(tops[0]).toBe(tops[1]);
  expect(tops[2]).toBe(tops[3]);
  expect(tops[2]).toBeGreaterThan(tops[0]!);
  await expectNoLoneLastCard(cards);
});

test("the header's Products link carries the broker on /agents/{slug}", async ({ page }) => {
  await page.goto(`/agents/${SLUG}`);
  const nav = page.getByRole("navigation", { name: "Main" });
  const trigger = nav.getByRole("button", { name: "Mortgages" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(nav.getByRole("link", { name: "Products", exact: true })).toHaveAttribute(
    "href",
    `/products?agent=${SLUG}`,
  );
});

for (const [label, slug] of [
  ["an unknown slug", "no-such-broker-e2e"],
  ["the inactive demo agent", INACTIVE_SLUG],
] as const) {
  test(`${label} shows the Agent Not Found page and the toast`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await page.goto(`/agent/${slug}`);
    await expect(page.getByRole("heading", { name: publicMessages.agentNotFoundTitle })).toBeVisible();
    await expect(page.getByText(publicMessages.agentNotFoundToast, { exact: true })).toBeVisible();
    const home = page.getByRole("main").getByRole("link", { name: shellMessages.returnHomeShort });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test("the floating contact bar shows only while the closing section is off screen", async ({
  page,
  request,
}) => {
  const agent = await getAgent(request, SLUG);
  await page.goto(`/agents/${SLUG}`);
  const bar = page.getByRole("navigation", { name: "Contact Jasmine" });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: "Email Jasmine" })).toHaveAttribute(
    "href",
    `mailto:${agent.email}`,
  );
  await expect(bar.getByRole("link", { name: "Contact Jasmine" })).toHaveAttribute(
    "href",
    `/contact?agent=${agent.id}`,
  );
  await expect(bar.getByRole("link", { name: /Apply now/ })).toHaveAttribute(
    "href",
    agent.application_links.apply!,
  );

  // At 1280px the bar is a rail in the right margin: each icon carries its word, and the rail keeps
  // clear of the page's text.
  for (const [name, label] of [
    ["Email Jasmine", "Email"],
    ["Call Jasmine", "Call"],
    ["Contact Jasmine", "Contact"],
    ["Apply now (opens in a new tab)", "Apply"],
  ] as const) {
    await expect(
      bar.getByRole("link", { name, exact: true }).getByText(label, { exact: true }),
    ).toBeVisible();
  }
  const rail = (await bar.boundingBox())!;
  // The rates section's content box; its text ends at the 24px padding inside it.
  const content = (await page.locator("#rates > div").boundingBox())!;
  expect(rail.x).toBeGreaterThanOrEqual(content.x + content.width - 24);

  await page.getByRole("heading", { name: "Ready to talk about your mortgage?" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeVisible();
});

test("find-broker lists the active brokers with Contact and View Profile", async ({ page, request }) => {
  const agents = (
    (await (await request.get("/api/agents")).json()) as {
      agents: { id: string; name: string; profile_slug: string; licence_number: string | null }[];
    }
  ).agents;
  await page.goto("/find-broker");
  await expect(page).toHaveTitle("Find a Broker — Vayu");
  const main = page.getByRole("main");
  for (const name of ACTIVE_NAMES) {
    const agent = agents.find((candidate) => candidate.name === name)!;
    const card = main.getByRole("article", { name });
    await expect(card).toBeVisible();
    await expect(card.getByText(licenceLabel(agent.licence_number)!, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: /^Contact/ })).toHaveAttribute(
      "href",
      `/contact?agent=${agent.id}`,
    );
    await expect(card.getByRole("link", { name: /^View Profile/ })).toHaveAttribute(
      "href",
      `/agent/${agent.profile_slug}`,
    );
  }
  await expect(main.getByText(INACTIVE_NAME)).toHaveCount(0);

  await main
    .getByRole("article", { name: "Jasmine Nguyen" })
    .getByRole("link", { name: /^View Profile/ })
    .click();
  await expect(page).toHaveURL(`/agent/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: "Jasmine Nguyen" })).toBeVisible();
});

test("find-broker shows the spec's empty and error texts", async ({ page, consoleErrors }) => {
  await renderInBrowser(page);
  consoleErrors.allow(/status of 500/);
  await page.route("**/api/agents", (route) => route.fulfill({ json: { agents: [] } }));
  await page.goto("/find-broker");
  await expect(page.getByText(publicMessages.noBrokers)).toBeVisible();

  await page.unroute("**/api/agents");
  await page.route("**/api/agents", (route) =>
    route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } }),
  );
  await page.reload();
  // Shown inline and as a toast.
  await expect(page.getByText(publicMessages.brokersLoadFailed)).toHaveCount(2, { timeout: 30_000 });
});

for (const path of [`/agents/${SLUG}`, "/find-broker"]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (path.startsWith("/agents/")) {
      await expect(page.getByRole("table", { name: "Fixed mortgage rates" })).toBeVisible();
      await expect(page.getByRole("region", { name: "What Clients Say" })).toBeVisible();
    } else {
      await expect(page.getByRole("article").first()).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page);
  });
}
