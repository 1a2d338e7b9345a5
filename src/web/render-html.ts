import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";

/**
 * React's mark of a Suspense boundary its synchronous renderer could not finish (a lazy component
 * still loading, or an error inside the boundary): the boundary's fallback, left to the browser.
 */
const UNFINISHED_BOUNDARY = "<!--$!-->";

/**
 * The whole page as HTML, lazy components included. Most pages have none left to wait for and are
 * drawn by the synchronous renderer, which costs far less CPU than the waiting one; a page that
 * waits for one (the first render of a chart) is drawn again by `prerender`, which waits for every
 * Suspense boundary, so the browser receives the finished page.
 */
export async function renderToHtml(app: ReactNode): Promise<string> {
  const html = renderToString(app);
  if (!html.includes(UNFINISHED_BOUNDARY)) return html;
  const { prelude } = await prerender(app);
  return new Response(prelude).text();
}
