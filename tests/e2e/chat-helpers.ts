import type { Page, Route } from "@playwright/test";
import { chatMessages } from "../support/english-texts";
import { expect } from "./fixtures";

/** Helpers shared by the chat widget's desktop and mobile journeys. */

export const CONVERSATION_ID = "2f1c0f7e-6d8b-4c1a-9f3e-5a7b9c0d1e2f";

export function chatDialog(page: Page) {
  return page.getByRole("dialog", { name: chatMessages.title });
}

export function tryAiButton(page: Page) {
  return page.getByRole("button", { name: chatMessages.openButton, exact: true });
}

export function chatInput(page: Page) {
  return chatDialog(page).getByRole("textbox", { name: chatMessages.inputLabel });
}

export function sendButton(page: Page) {
  return chatDialog(page).getByRole("button", { name: chatMessages.sendLabel });
}

export function conversation(page: Page) {
  return chatDialog(page).getByRole("log", { name: chatMessages.conversationLabel });
}

export async function openChat(page: Page) {
  await tryAiButton(page).click();
  await expect(chatDialog(page)).toBeVisible();
}

export function jsonReply(content: string, conversationId = CONVERSATION_ID) {
  return {
    status: 200,
    contentType: "application/json",
    body: JSON.stringify({
      conversation_id: conversationId,
      reply: { role: "assistant", content },
      lead_captured: false,
    }),
  };
}

/**
 * Answers POST /api/chat in the browser, without the server (whose rate limit all tests share).
 * Each request is recorded; `hold` keeps the answer back until `release` is called.
 */
export async function mockChat(page: Page, answer: (route: Route) => Promise<void> | void) {
  const requests: {
    body: { conversation_id?: string; province?: string; messages: { role: string; content: string }[] };
    accept: string;
  }[] = [];
  let held: (() => void) | null = null;
  let hold = false;
  await page.route("**/api/chat", async (route) => {
    const request = route.request();
    requests.push({ body: request.postDataJSON(), accept: (await request.allHeaders())["accept"] ?? "" });
    if (hold) await new Promise<void>((resolve) => (held = resolve));
    await answer(route);
  });
  return {
    requests,
    holdNext() {
      hold = true;
    },
    release() {
      hold = false;
      held?.();
      held = null;
    },
  };
}

export async function storedChat(page: Page) {
  return page.evaluate(() => ({
    messages: localStorage.getItem("chatMessages"),
    conversationId: localStorage.getItem("chatConversationId"),
  }));
}
