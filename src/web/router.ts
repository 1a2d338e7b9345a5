import { createBrowserRouter, matchRoutes, type HydrationState } from "react-router";
import { routerBasename } from "../i18n/locale";
import { documentLocale } from "./i18n/catalog-store";
import { keyFreshHistoryEntry } from "./lib/fresh-history-entry";
import { routes } from "./routes";

/**
 * Loads the lazy modules of the routes matching the current address, as the server did before it
 * rendered them: hydrating with a route still unloaded would draw its fallback over the server's page.
 */
async function loadMatchedRoutes(basename: string) {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The browser's router; with the server's hydration data when it rendered the page. The French
 * site's router is based at /fr, so every link and redirect of a French page stays in French.
 */
export async function createRouter(hydrationData: HydrationState | undefined, messagesLoaded: Promise<void>) {
  // Before the router reads the first location, whose key ScrollRestoration uses.
  keyFreshHistoryEntry();
  const basename = routerBasename(documentLocale);
  // The router runs the first page's loaders as it is made, and a guard's loader may already say
  // something ("Access denied"): the site's messages must be there first.
  await Promise.all([hydrationData && loadMatchedRoutes(basename), messagesLoaded]);
  return createBrowserRouter(routes, { hydrationData, basename });
}
