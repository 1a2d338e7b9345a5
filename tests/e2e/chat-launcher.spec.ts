import type { Page } from "@playwright/test";
import { chatInput, openChat } from "./chat-helpers";
import { expect, test } from "./fixtures";

/**
 * The Try AI button on every public page, at a phone's width and a laptop's: scrolled through each page,
 * it never sits on a control or a table cell, and pressing it puts the cursor in the message box.
 */

const VIEWPORTS = [
  { name: "375px", viewport: { width: 375, height: 800 }, hasTouch: true },
  { name: "1280px", viewport: { width: 1280, height: 900 }, hasTouch: false },
];

/** Public pages the sitemap leaves out. */
const UNLISTED_PAGES = ["/newsletter", "/mortgage-news"];

async function publicPaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return [...listed, ...UNLISTED_PAGES];
}

/**
 * Controls and table cells the launcher hides: those whose box meets the launcher's box at a point
 * where, with the launcher gone, the element itself would show. Content passing under the page's
 * opaque bars (the header, the bar the launcher sits in) is hidden by those bars, not by the launcher.
 */
function coveredByLauncher(page: Page) {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>("[data-testid=chat-launcher]")!;
    const box = launcher.getBoundingClientRect();
    const covered: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      "a, button, input, select, textarea, [role=button], [tabindex]:not([tabindex='-1']), td, th",
    );
    for (const target of targets) {
      if (launcher.contains(target) || !target.checkVisibility({ visibilityProperty: true })) continue;
      const rect = target.getBoundingClientRect();
      const left = Math.max(rect.left, box.left);
      const right = Math.min(rect.right, box.right);
      const top = Math.max(rect.top, box.top);
      const bottom = Math.min(rect.bottom, box.bottom);
      if (right <= left || bottom <= top) continue;
      const points = [0.1, 0.5, 0.9].flatMap((fx) =>
        [0.1, 0.5, 0.9].map((fy) => [left + (right - left) * fx, top + (bottom - top) * fy] as const),
      );
      const shows = points.some(([x, y]) => {
        const beneath = document.elementsFromPoint(x, y).find((element) => !launcher.contains(element));
        return beneath !== undefined && target.contains(beneath);
      });
      if (shows) covered.push(`${target.tagName.toLowerCase()}: ${target.textContent?.trim().slice(0, 40)}`);
    }
    return covered;
  });
}

/** Scroll positions half a screen apart, from the top to the very end of the page. */
async function scrollStops(page: Page): Promise<number[]> {
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
  }));
  const end = height - screen;
  const stops: number[] = [];
  for (let y = 0; y < end; y += Math.round(screen / 2)) stops.push(y);
  return [...stops, end];
}

for (const { name, viewport, hasTouch } of VIEWPORTS) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport, hasTouch });

    test("scrolled through every public page, Try AI covers no control and no table cell", async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const paths = await publicPaths(page);
      expect(paths).toEqual(expect.arrayContaining(["/", "/agent/priyaraman", "/mortgage-calculator"]));
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        for (const y of await scrollStops(page)) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
          // The broker's contact bar comes and goes with the scroll position: let it settle.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
          );
          for (const what of await coveredByLauncher(page)) found.push(`${path} at ${y}px: ${what}`);
        }
      }
      expect(found).toEqual([]);
    });

    test("opening the chat puts the cursor in the message box", async ({ page }) => {
      await page.goto("/agent/priyaraman");
      await openChat(page);
      await expect(chatInput(page)).toBeFocused();
    });
  });
}
