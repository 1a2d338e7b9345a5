import type { Locator } from "@playwright/test";
import { chatMessages } from "../support/english-texts";
import {
  chatDialog,
  chatInput,
  conversation,
  jsonReply,
  mockChat,
  openChat,
  tryAiButton,
} from "./chat-helpers";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

/** 375px: the Try AI bar under the broker's bottom contact bar, and the chat filling the screen. */

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box");
  return found;
}

test("the broker's bottom contact bar stands on the Try AI bar, and the bar stays when it goes", async ({
  page,
}) => {
  await page.goto("/agents/priyaraman");
  const bar = page.getByRole("navigation", { name: "Contact Priya" });
  await expect(bar).toBeVisible();
  const dock = page.getByTestId("chat-dock");
  await expect(async () => {
    expect((await box(bar)).y + (await box(bar)).height).toBeLessThanOrEqual((await box(dock)).y + 1);
  }).toPass();

  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  const viewport = page.viewportSize()!;
  const docked = await box(dock);
  expect(docked.y + docked.height).toBe(viewport.height);
  await expect(tryAiButton(page)).toBeInViewport({ ratio: 1 });
});

test("the chat is nearly full screen at 375px, with the input in reach and no sideways scroll", async ({
  page,
}) => {
  await mockChat(page, (route) =>
    route.fulfill(jsonReply("A **longer** answer that wraps.\n\n- first point\n- second point")),
  );
  await page.goto("/");
  await openChat(page);
  const viewport = page.viewportSize()!;
  const dialog = await box(chatDialog(page));
  expect(dialog.width).toBeGreaterThanOrEqual(viewport.width - 20);
  expect(dialog.height).toBeGreaterThanOrEqual(viewport.height - 20);

  await chatInput(page).fill(
    "A question that is long enough to wrap onto a second line at this narrow width",
  );
  await chatInput(page).press("Enter");
  await expect(conversation(page).getByText("second point")).toBeVisible();
  await expect(chatInput(page)).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(() => {
    const panel = document.querySelector<HTMLElement>("[data-testid=chat-dialog]")!;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      panel: panel.scrollWidth - panel.clientWidth,
    };
  });
  expect(overflow).toEqual({ page: 0, panel: 0 });
  await expectNoSeriousAxeViolations(page, "[data-testid=chat-dialog]");

  await chatDialog(page).getByRole("button", { name: chatMessages.closeLabel }).click();
  await expect(chatDialog(page)).toBeHidden();
});
