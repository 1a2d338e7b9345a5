import type { Page } from "@playwright/test";
import { KNOWLEDGE_BASE_FR } from "../../src/domain/chat/knowledge-base";
import { CHAT_SUGGESTIONS } from "../../src/domain/chat/suggestions";
import { say } from "./catalogue-messages";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

/*
 * Vayu in French. These tests talk to the real POST /api/chat (30 requests per 5 minutes per IP,
 * shared by every test): one question each.
 */

const fr = (id: string) => say("fr-CA", id);

function frenchDialog(page: Page) {
  return page.getByRole("dialog", { name: fr("chat.title") });
}

function frenchInput(page: Page) {
  return frenchDialog(page).getByRole("textbox", { name: fr("chat.inputLabel") });
}

function frenchConversation(page: Page) {
  return frenchDialog(page).getByRole("log", { name: fr("chat.conversationLabel") });
}

async function openFrenchChat(page: Page) {
  await page.getByRole("button", { name: fr("chat.openButton"), exact: true }).click();
  await expect(frenchDialog(page)).toBeVisible();
}

/** The first sentence of an entry's French answer, which the reply starts with. */
function firstFrenchSentence(entryId: string) {
  const answer = KNOWLEDGE_BASE_FR.find((entry) => entry.id === entryId)!.answer;
  if (typeof answer !== "string") throw new Error(`${entryId} has no fixed answer`);
  return answer.slice(0, answer.indexOf(". "));
}

/** Sends the question typed in the message box; resolves to the request the widget made. */
async function ask(page: Page, question: string) {
  await frenchInput(page).fill(question);
  const request = page.waitForRequest((r) => r.url().endsWith("/api/chat") && r.method() === "POST");
  await frenchDialog(page)
    .getByRole("button", { name: fr("chat.sendLabel") })
    .click();
  return request;
}

test("on /fr the assistant opens in French with the cursor in the message box, and answers a French question in French", async ({
  page,
}) => {
  await page.goto("/fr");
  await openFrenchChat(page);
  const dialog = frenchDialog(page);
  await expect(frenchInput(page)).toBeFocused();
  await expect(frenchInput(page)).toHaveAttribute("placeholder", fr("chat.placeholder"));
  await expect(dialog.getByText(fr("chat.subtitle"), { exact: true })).toBeVisible();
  await expect(frenchConversation(page).getByText(fr("chat.greeting"))).toBeVisible();
  await expect(
    dialog.getByRole("group", { name: fr("chat.suggestionsLabel") }).getByRole("button"),
  ).toHaveText(CHAT_SUGGESTIONS.map((s) => fr(s.messageId)));
  await expectNoSeriousAxeViolations(page, '[data-testid="chat-dialog"]');

  const request = await ask(page, "C’est quoi une hypotheque d’une SPH?");
  expect(await request.headerValue("accept-language")).toBe("fr-CA");
  await expect(frenchConversation(page).getByText(firstFrenchSentence("mic"))).toBeVisible();
  await expect(frenchConversation(page).getByText(fr("chat.fallbackAnswer"))).toHaveCount(0);
});

test("a French question asked on the English site is answered in French", async ({ page }) => {
  await page.goto("/rates");
  await page.getByRole("button", { name: "Try AI", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Vayu - Mortgage Assistant" });
  await dialog.getByRole("textbox", { name: "Your message" }).fill("Quelle mise de fonds me faut-il?");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(
    dialog
      .getByRole("log", { name: "Conversation with Vayu" })
      .getByText(firstFrenchSentence("down-payment")),
  ).toBeVisible();
});

test("contact details given in French are noted for a broker, with thanks in French", async ({ page }) => {
  await page.goto("/fr/rates");
  await openFrenchChat(page);
  const response = page.waitForResponse((r) => r.url().endsWith("/api/chat"));
  await ask(page, "Je m’appelle Marie Tremblay, mon courriel est marie.tremblay@example.ca");
  expect(await (await response).json()).toMatchObject({ lead_captured: true });
  await expect(
    frenchConversation(page).getByText(
      "Merci, Marie Tremblay! J’ai bien noté votre courriel marie.tremblay@example.ca.",
    ),
  ).toBeVisible();
});
