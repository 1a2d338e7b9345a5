import { ScrollRestoration, useOutlet } from "react-router";

/**
 * The matched page, and the scroll position restored for it, drawn by one render. Preact re-renders
 * each component that reads the router's state on its own, shallowest first: a ScrollRestoration
 * higher up the tree than the page would restore the position before the page is drawn, against the
 * old page's height (back to a long page would stop short of where the visitor was). Here the page
 * and ScrollRestoration are children of the same render, so they are committed together.
 */
export function PageOutlet() {
  const page = useOutlet();
  return (
    <>
      {page}
      <ScrollRestoration />
    </>
  );
}
