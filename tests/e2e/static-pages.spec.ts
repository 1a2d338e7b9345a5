import content from "../../src/i18n/messages/en-CA/content.json" with { type: "json" };
import { homeMessages, publicMessages, shellMessages } from "../support/english-texts";
import legal from "../../src/i18n/messages/en-CA/legal.json" with { type: "json" };
import meta from "../../src/i18n/messages/en-CA/meta.json" with { type: "json" };
import { E2E_LEGAL } from "./accounts";
import { openChat } from "./chat-helpers";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

const PAGES = [
  { path: "/mortgage-options", heading: "Mortgage options: fixed, variable, open and closed" },
  { path: "/why-broker", heading: "Why use a mortgage broker" },
  { path: "/app", heading: "The Vayu app" },
  { path: "/become-broker", heading: "Become a mortgage broker" },
  { path: "/mortgage-news", heading: "Mortgage news" },
  { path: "/privacy", heading: meta["meta.privacy.title"] },
  { path: "/terms", heading: meta["meta.terms.title"] },
];

for (const { path, heading } of PAGES) {
  test(`${path} has its heading, title, description and no serious axe violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} — Vayu`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
    await expect(page.getByRole("main")).not.toContainText(/lorem ipsum/i);
    await expectNoSeriousAxeViolations(page);
  });
}

test("/mortgage-options explains penalties and compares the options in a table", async ({ page }) => {
  await page.goto("/mortgage-options");
  for (const option of ["Fixed rate", "Variable rate", "Open mortgage", "Closed mortgage"]) {
    await expect(page.getByRole("heading", { level: 3, name: option })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Interest rate differential (IRD)" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Closed fixed" })).toBeVisible();
  // Keyboard users reach the sideways-scrolling table; the swipe hint is for phones only.
  const region = page.getByRole("region", { name: content["content.options.comparisonRegion"] });
  await expect(region).toHaveAttribute("tabindex", "0");
  await expect(page.getByText(content["content.options.comparisonSwipeHint"])).toBeHidden();
  await expect(table.getByRole("rowheader", { name: "Typical cost to break" })).toBeVisible();
});

test("/why-broker names provincial regulators and how brokers are paid", async ({ page }) => {
  await page.goto("/why-broker");
  const main = page.getByRole("main");
  await expect(main.getByText(/FSRA/)).toBeVisible();
  await expect(main.getByText(/BCFSA/)).toBeVisible();
  await expect(page.getByText("lender pays the brokerage")).toBeVisible();
});

test("/become-broker's Apply Now leads to the contact form", async ({ page }) => {
  await page.goto("/become-broker");
  await page.getByRole("main").getByRole("link", { name: shellMessages.applyNow }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("/mortgage-news says news is off and links to the blog and the rates", async ({ page }) => {
  await page.goto("/mortgage-news");
  await expect(page.getByText(publicMessages.newsDisabled)).toBeVisible();
  await expect(page.getByRole("link", { name: "Read the blog" })).toHaveAttribute("href", "/blog");
  await expect(page.getByRole("link", { name: "See today's rates" })).toHaveAttribute("href", "/rates");
});

test("/app links to the real features", async ({ page }) => {
  await page.goto("/app");
  const main = page.getByRole("main");
  for (const href of ["/rates", "/calculators", "/find-broker", "/applications"]) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(main.getByRole("heading", { name: "The Vayu assistant" })).toBeVisible();
});

test("/privacy names the brokerage's privacy officer, what is collected and what the browser keeps", async ({
  page,
}) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(
    Object.entries(content)
      .filter(([id]) => id.startsWith("content.privacy.section."))
      .map(([, title]) => title),
  );
  await expect(main.getByText(/Last updated: \w+ \d{1,2}, \d{4}/)).toBeVisible();
  await expect(
    main.getByText("Vayu Mortgages (mortgage brokerage licence FSRA 12345)", { exact: false }),
  ).toBeVisible();
  const officer = main.getByRole("region", { name: content["content.privacy.section.officer"] });
  await expect(officer.getByText(E2E_LEGAL.privacyOfficerName)).toBeVisible();
  await expect(officer.getByRole("link", { name: "privacy@vayu.ca" })).toHaveAttribute(
    "href",
    "mailto:privacy@vayu.ca",
  );
  const collected = main.getByRole("region", { name: content["content.privacy.section.collected"] });
  for (const source of ["Contact form", "The Vayu chat assistant", "Brokers' public pages"]) {
    await expect(collected.getByRole("term").filter({ hasText: source })).toBeVisible();
  }
  const cookies = main.getByRole("region", { name: content["content.privacy.section.cookies"] });
  for (const name of [
    "sidebar_state",
    "vayu_locale",
    "chatMessages",
    "chatConversationId",
    "vayu_device_…",
  ]) {
    await expect(cookies.getByRole("term").filter({ hasText: name })).toBeVisible();
  }
  await expect(
    main.getByText("erases your requests, messages and chat conversations within 30 days", { exact: false }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("/terms says rates are OAC, names the governing law and has no serious axe violation", async ({
  page,
}) => {
  await page.goto("/terms");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(
    Object.entries(content)
      .filter(([id]) => id.startsWith("content.terms.section."))
      .map(([, title]) => title),
  );
  await expect(main.getByText(/available on approved credit \(OAC\)/)).toBeVisible();
  await expect(main.getByText(/governed by the laws of Ontario/)).toBeVisible();
  await expect(main.getByText(/holds mortgage brokerage licence FSRA 12345/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("every page's footer has the licence line and the Privacy and Terms links", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ["/", "/why-broker", "/agent/jasminenguyen"]) {
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByText(`Vayu Mortgages · Mortgage brokerage licence ${E2E_LEGAL.brokerageLicence}`),
    ).toBeVisible();
    await expect(footer.getByRole("link", { name: legal["legal.privacyLink"] })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(footer.getByRole("link", { name: legal["legal.termsLink"] })).toHaveAttribute(
      "href",
      "/terms",
    );
  }
  await page.getByRole("contentinfo").getByRole("link", { name: legal["legal.termsLink"] }).click();
  await expect(page.getByRole("heading", { level: 1, name: meta["meta.terms.title"] })).toBeVisible();
});

test("each form and the chat tell visitors what is kept, with a link to the privacy policy", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const expectNotice = async (
    scope: ReturnType<typeof page.getByRole>,
    kind: "quote" | "application" | "contact" | "newsletter" | "chat",
  ) => {
    const notice = scope.getByTestId(`privacy-notice-${kind}`);
    await expect(notice).toContainText(legal[`legal.notice.${kind}`]);
    await expect(notice.getByRole("link", { name: legal["legal.privacyLink"] })).toHaveAttribute(
      "href",
      "/privacy",
    );
  };

  await page.goto("/contact");
  const contactForm = page.getByRole("form", { name: "Contact form" });
  await expect(contactForm.getByRole("checkbox")).toBeVisible();
  await expectNotice(contactForm, "contact");

  await page.goto("/applications");
  await expectNotice(page.getByRole("main"), "application");

  await page.goto("/newsletter");
  await expectNotice(page.getByRole("main"), "newsletter");

  await page.goto("/");
  await page.getByRole("button", { name: homeMessages.getStarted }).click();
  const quote = page.getByRole("dialog", { name: homeMessages.buyingTitle });
  await expectNotice(quote, "quote");
  await page.keyboard.press("Escape");

  await openChat(page);
  const chat = page.getByTestId("chat-dialog");
  await expectNotice(chat, "chat");
  // The policy opens in a new tab, so the conversation and a half-filled form stay as they were.
  await expect(chat.getByRole("link", { name: legal["legal.privacyLink"] })).toHaveAttribute(
    "target",
    "_blank",
  );
});
