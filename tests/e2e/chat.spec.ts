import type { Route } from "@playwright/test";
import { KNOWLEDGE_BASE } from "../../src/domain/chat/knowledge-base";
import { extractContact } from "../../src/domain/chat/extract";
import { contactAcknowledgement } from "../../src/domain/chat/reply";
import { CHAT_SUGGESTIONS } from "../../src/domain/chat/suggestions";
import { say } from "./catalogue-messages";
import { chatMessages, homeMessages } from "../support/english-texts";
import { CHAT_MAX_TURNS, chatLimitMessages } from "../../src/domain/schemas/chat";
import {
  chatDialog,
  chatInput,
  conversation,
  CONVERSATION_ID,
  jsonReply,
  mockChat,
  openChat,
  sendButton,
  storedChat,
  tryAiButton,
} from "./chat-helpers";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

/*
 * The Vayu chat widget. Only two tests talk to the real POST /api/chat (it allows 30 requests per
 * 5 minutes per IP, shared by every test); the others answer it in the browser with page.route.
 */

const english = (id: string) => say("en-CA", id);

const CHAT_CHUNK = /\/chat-dialog-[\w-]+\.js$/;

function firstSentence(entryId: string) {
  const answer = KNOWLEDGE_BASE.find((entry) => entry.id === entryId)!.answer;
  if (typeof answer !== "string") throw new Error(`${entryId} has no fixed answer`);
  return answer.slice(0, answer.indexOf(". "));
}

test("the chat code loads only when Try AI is pressed; the dialog keeps focus and returns it on close", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  let releaseChunk: () => void = () => undefined;
  const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
  await page.route(CHAT_CHUNK, async (route) => {
    await chunkHeld;
    await route.continue();
  });

  await page.goto("/");
  await expect(page.getByRole("heading", { name: homeMessages.headline })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => CHAT_CHUNK.test(path))).toEqual([]);

  const button = tryAiButton(page);
  await button.click();
  await expect(button).toHaveAttribute("aria-busy", "true");
  releaseChunk();
  const dialog = chatDialog(page);
  await expect(dialog).toBeVisible();
  // The page behind the modal dialog is hidden from assistive technology, so find the button by test id.
  await expect(page.getByTestId("chat-launcher")).not.toHaveAttribute("aria-busy");
  expect(scripts.filter((path) => CHAT_CHUNK.test(path))).toHaveLength(1);

  await expect(dialog.getByText(chatMessages.subtitle, { exact: true })).toBeVisible();
  await expect(conversation(page).getByText(chatMessages.greeting)).toBeVisible();
  const suggestions = dialog.getByRole("group", { name: chatMessages.suggestionsLabel }).getByRole("button");
  await expect(suggestions).toHaveText(CHAT_SUGGESTIONS.map((s) => english(s.messageId)));
  await expect(chatInput(page)).toBeFocused();
  await expect(chatInput(page)).toHaveAttribute("placeholder", chatMessages.placeholder);
  await expect(sendButton(page)).toBeDisabled();
  await expectNoSeriousAxeViolations(page, "[data-testid=chat-dialog]");

  // Focus cycles inside the dialog in both directions.
  for (const key of [
    "Tab",
    "Tab",
    "Tab",
    "Tab",
    "Tab",
    "Tab",
    "Tab",
    "Shift+Tab",
    "Shift+Tab",
    "Shift+Tab",
  ]) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => !!document.activeElement?.closest("[data-testid=chat-dialog]"))).toBe(
      true,
    );
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await button.click();
  await dialog.getByRole("button", { name: chatMessages.closeLabel }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  expect(scripts.filter((path) => CHAT_CHUNK.test(path))).toHaveLength(1);
});

test("a suggested question gets the knowledge-base answer; the chat survives a reload and clears only when confirmed", async ({
  page,
}) => {
  await page.goto("/rates");
  await openChat(page);
  const mic = { question: english(CHAT_SUGGESTIONS.find((s) => s.entryId === "mic")!.messageId) };
  await chatDialog(page).getByRole("button", { name: mic.question }).click();

  const log = conversation(page);
  await expect(log.getByText(firstSentence("mic"))).toBeVisible();
  await expect(log.getByText(mic.question, { exact: true })).toBeVisible();
  await expect(chatDialog(page).getByRole("group", { name: chatMessages.suggestionsLabel })).toHaveCount(0);
  const stored = await storedChat(page);
  expect(JSON.parse(stored.messages!)).toEqual([
    { role: "assistant", content: chatMessages.greeting },
    { role: "user", content: mic.question },
    { role: "assistant", content: expect.stringContaining(firstSentence("mic")) },
  ]);
  expect(stored.conversationId).toMatch(/^[0-9a-f-]{36}$/);

  await page.reload();
  await openChat(page);
  await expect(log.getByText(firstSentence("mic"))).toBeVisible();
  await expect(log.getByText(mic.question, { exact: true })).toBeVisible();

  const clear = chatDialog(page).getByRole("button", { name: chatMessages.clearButton });
  await clear.click();
  const confirm = page.getByRole("alertdialog", { name: chatMessages.clearConfirmTitle });
  await expect(confirm.getByText(chatMessages.clearConfirm, { exact: true })).toBeVisible();
  await confirm.getByRole("button", { name: chatMessages.clearCancel }).click();
  await expect(confirm).toBeHidden();
  await expect(chatDialog(page)).toBeVisible();
  await expect(log.getByText(mic.question, { exact: true })).toBeVisible();
  expect(await storedChat(page)).toEqual(stored);

  await clear.click();
  await confirm.getByRole("button", { name: chatMessages.clearConfirmAction }).click();
  await expect(confirm).toBeHidden();
  await expect(log.getByText(mic.question, { exact: true })).toHaveCount(0);
  await expect(log.getByText(chatMessages.greeting)).toBeVisible();
  await expect(chatDialog(page).getByRole("group", { name: chatMessages.suggestionsLabel })).toBeVisible();
  expect(await storedChat(page)).toEqual({ messages: null, conversationId: null });
});

test("Enter sends and Shift+Enter adds a line; the widget shows it is busy until the reply arrives", async ({
  page,
}) => {
  const chat = await mockChat(page, (route) =>
    route.fulfill(jsonReply('**Fixed** rates stay put. <img src=x onerror="window.__chatXss=1">')),
  );
  await page.goto("/");
  await openChat(page);
  const input = chatInput(page);
  const send = sendButton(page);

  await input.fill("   ");
  await expect(send).toBeDisabled();
  await input.fill("First line");
  await expect(send).toBeEnabled();
  await input.press("Shift+Enter");
  await input.pressSequentially("second line");
  await expect(input).toHaveValue("First line\nsecond line");

  chat.holdNext();
  await input.press("Enter");
  const log = conversation(page);
  const question = log.getByText("First line\nsecond line", { exact: true });
  await expect(question).toBeVisible();
  expect(await question.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("pre-wrap");
  await expect(log.getByText(chatMessages.thinking)).toBeVisible();
  await expect(input).toHaveValue("");
  await expect(input).toHaveAttribute("placeholder", chatMessages.placeholderBusy);
  await expect(send).toBeDisabled();
  await input.pressSequentially("typed while busy");
  await expect(input).toHaveValue("");
  await expect(chatDialog(page).getByRole("group", { name: chatMessages.suggestionsLabel })).toHaveCount(0);
  chat.release();

  const reply = log.locator("[data-role=assistant]").last();
  await expect(reply.locator("strong")).toHaveText("Fixed");
  await expect(reply).toContainText('<img src=x onerror="window.__chatXss=1">');
  await expect(reply.locator("img")).toHaveCount(0);
  await expect(log.getByText(chatMessages.thinking)).toHaveCount(0);
  await expect(input).toHaveAttribute("placeholder", chatMessages.placeholder);

  expect(chat.requests[0]!.accept).toBe("text/event-stream, application/json");
  expect(chat.requests[0]!.body).toEqual({
    messages: [
      { role: "assistant", content: chatMessages.greeting },
      { role: "user", content: "First line\nsecond line" },
    ],
  });

  // The next question carries the conversation id the server gave, and the whole history.
  await input.fill("And variable?");
  await send.click();
  await expect(log.locator("[data-role=assistant]")).toHaveCount(3);
  expect(chat.requests[1]!.body.conversation_id).toBe(CONVERSATION_ID);
  expect(chat.requests[1]!.body.messages).toHaveLength(4);
  expect(await page.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();
});

test("failures get the fallback answer, a streamed reply ends as its final text, a refused message stays in the input", async ({
  page,
  consoleErrors,
}) => {
  // The browser reports each failed or refused request in the console.
  consoleErrors.allow(/Failed to load resource/);
  const answers: ((route: Route) => Promise<void>)[] = [
    (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"message":"Boom"}}' }),
    (route) => route.abort("connectionreset"),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/event-stream",
        body:
          `event: start\ndata: {"conversation_id":"${CONVERSATION_ID}"}\n\n` +
          'event: delta\ndata: {"text":"Stre"}\n\n' +
          'event: delta\ndata: {"text":"amed draft"}\n\n' +
          `event: done\ndata: ${JSON.stringify({ conversation_id: CONVERSATION_ID, reply: { role: "assistant", content: "Streamed **final** answer" }, lead_captured: false })}\n\n`,
      }),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/event-stream",
        body: 'event: delta\ndata: {"text":"cut off"}\n\n',
      }),
    (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: { message: chatLimitMessages.messageTooLong, code: "validation_failed", field: "messages" },
        }),
      }),
  ];
  await mockChat(page, (route) => answers.shift()!(route));
  await page.goto("/");
  await openChat(page);
  const input = chatInput(page);
  const log = conversation(page);
  const replies = log.locator("[data-role=assistant]");

  async function ask(text: string) {
    await input.fill(text);
    await input.press("Enter");
  }

  await ask("Server error please");
  await expect(replies.nth(1)).toHaveText(`${chatMessages.assistantName}: ${chatMessages.fallbackAnswer}`);
  await ask("Network failure please");
  await expect(replies.nth(2)).toHaveText(`${chatMessages.assistantName}: ${chatMessages.fallbackAnswer}`);
  await ask("Stream please");
  await expect(replies.nth(3).locator("strong")).toHaveText("final");
  await expect(replies.nth(3)).toHaveText(`${chatMessages.assistantName}: Streamed final answer`);
  await ask("Cut-off stream please");
  await expect(replies.nth(4)).toHaveText(`${chatMessages.assistantName}: ${chatMessages.fallbackAnswer}`);
  expect(JSON.parse((await storedChat(page)).messages!)).toHaveLength(9);

  await ask("Refused question\nwith two lines");
  const alert = chatDialog(page).getByRole("alert");
  await expect(alert).toHaveText(chatLimitMessages.messageTooLong);
  await expect(input).toHaveValue("Refused question\nwith two lines");
  await expect(input).toHaveAttribute("aria-describedby", (await alert.getAttribute("id"))!);
  await expect(log.getByText("Refused question")).toHaveCount(0);
  expect(JSON.parse((await storedChat(page)).messages!)).toHaveLength(9);
});

test("leaving an email in the chat gets the visitor's details noted for a broker", async ({ page }) => {
  const message = "Hi, my name is Jordan Lee. Please have a broker email me at jordan.lee@example.ca";
  await page.goto("/");
  await openChat(page);
  await chatInput(page).fill(message);
  const response = page.waitForResponse((r) => r.url().endsWith("/api/chat"));
  await sendButton(page).click();
  expect(await (await response).json()).toMatchObject({ lead_captured: true });
  await expect(conversation(page).getByText(contactAcknowledgement(extractContact(message)))).toBeVisible();
});

test("stored history: corrupt data starts fresh, a full conversation asks to be cleared", async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("chatMessages", "[{oops");
      localStorage.setItem("chatConversationId", "not-a-uuid");
    }
  });
  const chat = await mockChat(page, (route) => route.fulfill(jsonReply("Noted.")));
  await page.goto("/");
  await openChat(page);
  await expect(conversation(page).locator("[data-role]")).toHaveCount(1);
  await expect(conversation(page).getByText(chatMessages.greeting)).toBeVisible();
  await chatInput(page).fill("Hello");
  await chatInput(page).press("Enter");
  await expect(conversation(page).getByText("Noted.")).toBeVisible();
  expect(chat.requests[0]!.body.conversation_id).toBeUndefined();

  const full = Array.from({ length: CHAT_MAX_TURNS }, (_, i) => ({
    role: i % 2 === 0 ? "assistant" : "user",
    content: `Message ${i + 1}`,
  }));
  await page.evaluate((messages) => localStorage.setItem("chatMessages", JSON.stringify(messages)), full);
  await page.reload();
  await openChat(page);
  await expect(chatDialog(page).getByRole("status").getByText(chatLimitMessages.tooManyTurns)).toBeVisible();
  await chatInput(page).fill("One more?");
  await expect(sendButton(page)).toBeDisabled();
  await chatInput(page).press("Enter");
  await expect(conversation(page).getByText("One more?")).toHaveCount(0);
  expect(chat.requests).toHaveLength(1);
});

test("the chat still works when the browser refuses localStorage", async ({ page }) => {
  // Some privacy settings make every access to localStorage throw.
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await mockChat(page, (route) => route.fulfill(jsonReply("Still here.")));
  await page.goto("/");
  await openChat(page);
  await chatInput(page).fill("Hello");
  await chatInput(page).press("Enter");
  await expect(conversation(page).getByText("Still here.")).toBeVisible();
});

test("Try AI sits clear of the broker's contact bar and is not part of the dashboards", async ({ page }) => {
  await page.goto("/agents/priyaraman");
  const bar = page.getByTestId("floating-contact-bar");
  await expect(bar).toBeVisible();
  const [barBox, buttonBox] = [await bar.boundingBox(), await tryAiButton(page).boundingBox()];
  const overlaps =
    barBox!.x < buttonBox!.x + buttonBox!.width &&
    buttonBox!.x < barBox!.x + barBox!.width &&
    barBox!.y < buttonBox!.y + buttonBox!.height &&
    buttonBox!.y < barBox!.y + barBox!.height;
  expect(overlaps).toBe(false);

  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  await expect(page.getByRole("heading", { name: "Agent Dashboard" })).toBeVisible();
  await expect(tryAiButton(page)).toHaveCount(0);
});

test("a long reply opens at its first line, and the keyboard scrolls the messages", async ({ page }) => {
  const answer = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1} of the answer.`).join("\n\n");
  await mockChat(page, (route) => route.fulfill(jsonReply(answer)));
  await page.goto("/");
  await openChat(page);
  await chatInput(page).fill("Tell me everything about renewals");
  await chatInput(page).press("Enter");

  const reply = conversation(page).locator("[data-role=assistant]").last();
  await expect(reply).toContainText("Paragraph 40 of the answer.");
  await expect(reply.getByText("Paragraph 1 of the answer.", { exact: true })).toBeInViewport();
  await expect(reply.getByText("Paragraph 40 of the answer.", { exact: true })).not.toBeInViewport();

  await chatDialog(page).getByRole("region", { name: chatMessages.historyLabel }).focus();
  await page.keyboard.press("End");
  await expect(reply.getByText("Paragraph 40 of the answer.", { exact: true })).toBeInViewport();
});

test("the province chosen on the rates goes with each question and is the rates' choice on the next pages", async ({
  page,
}) => {
  const chat = await mockChat(page, (route) => route.fulfill(jsonReply("Noted.")));
  await page.goto("/rates");
  await openChat(page);
  await chatInput(page).fill("What is the land transfer tax on $800,000?");
  await chatInput(page).press("Enter");
  await expect(conversation(page).getByText("Noted.")).toHaveCount(1);
  expect(chat.requests[0]!.body.province).toBeUndefined();
  await chatDialog(page).getByRole("button", { name: chatMessages.closeLabel }).click();

  await page.getByLabel(english("rates.province"), { exact: true }).selectOption("BC");
  await openChat(page);
  await chatInput(page).fill("And the rates?");
  await chatInput(page).press("Enter");
  await expect(conversation(page).getByText("Noted.")).toHaveCount(2);
  expect(chat.requests[1]!.body.province).toBe("BC");

  // The home page's selector starts from the same choice, once hydrated.
  await page.goto("/");
  await expect(page.getByLabel(english("rates.province"), { exact: true })).toHaveValue("BC");
  await openChat(page);
  await chatInput(page).fill("And CMHC on $600k with 10% down?");
  await chatInput(page).press("Enter");
  await expect(conversation(page).getByText("Noted.")).toHaveCount(3);
  expect(chat.requests[2]!.body.province).toBe("BC");
});
