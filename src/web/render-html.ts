import type { VNode } from "preact";
import { renderToString, renderToStringAsync } from "preact-render-to-string";
import type { ReactNode } from "react";

/** Preact's synchronous renderer refuses a component still waiting for its code with this error. */
const SUSPENDED = /renderToStringAsync/;

/**
 * The whole page as HTML, lazy components included. Most pages have none left to wait for and are
 * drawn by the synchronous renderer, which costs far less CPU than the waiting one; a page that waits
 * for one (the first render of a chart) is drawn again by the renderer that waits for each lazy
 * component and marks its place (`<!--$s-->`), so that the browser keeps that part of the page
 * while its module loads.
 */
export async function renderToHtml(app: ReactNode): Promise<string> {
  // The app's elements are Preact's (scripts/preact-aliases.ts), typed as React's.
  const vnode = app as unknown as VNode;
  try {
    return renderToString(vnode);
  } catch (error) {
    if (!(error instanceof Error && SUSPENDED.test(error.message))) throw error;
    return renderToStringAsync(vnode);
  }
}
