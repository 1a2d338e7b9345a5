// First: configures zod before any module that uses it is evaluated.
import "./lib/zod-config";
import { AsyncLocalStorage } from "node:async_hooks";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import { allMessages } from "../i18n/all-messages";
import { translatorFor } from "../i18n/intl";
import { localeOfPath, routerBasename, type Locale } from "../i18n/locale";
import { provideTranslator } from "../i18n/translate";
import { AppFrame } from "./app-frame";
import { MarkdownContent } from "./components/ui/markdown";
import { provideServerMarkdown } from "./components/ui/page-markdown";
import { setApiLocale, setApiTransport, type ApiTransport } from "./lib/api";
import { createQueryClient } from "./lib/query-client";
import { renderToHtml } from "./render-html";
import { catalogModule } from "./i18n/catalog-store";
import { routes, SITE_BUNDLES, type RouteHandle } from "./routes";
import { serializeSsrState } from "./ssr-state";

/*
 * The server's side of the web app, built by `vite build --ssr` into dist/ssr and loaded by the Hono
 * server (src/server/http/spa.ts). It renders a public page from the same routes and components as the
 * browser, with the answers of the page's queries, which it then hands over so the browser asks nothing twice.
 */

/** Each render's way to the API (the app itself, with the visitor's cookies), kept per request. */
const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = transports.getStore();
  if (!transport) return Promise.reject(new Error(`No API transport for ${path} outside a render`));
  return transport(path, init);
});

/** The language of each render, kept per request like its transport. */
const renderLocales = new AsyncLocalStorage<Locale>();
provideTranslator(() => translatorFor(renderLocales.getStore() ?? "en-CA"));
setApiLocale(() => renderLocales.getStore() ?? "en-CA");

/** One handler per site: the French one is based at /fr, as the browser's router is. */
const handlers: Record<Locale, ReturnType<typeof createStaticHandler>> = {
  "en-CA": createStaticHandler(routes),
  "fr-CA": createStaticHandler(routes, { basename: routerBasename("fr-CA") }),
};

provideServerMarkdown(MarkdownContent);

/**
 * A page's queries are found by rendering it: a render registers every query it reads, the ones
 * still unanswered are fetched, and the page is drawn again until none is left (a query that needs
 * another's answer adds a pass). Four passes cover the deepest chain of any page.
 */
const MAX_PASSES = 4;

export type RenderResult =
  | { kind: "page"; html: string; state: string; modules: string[] }
  | { kind: "redirect"; response: Response }
  | { kind: "client"; reason: string };

function isClientOnly(pathname: string, locale: Locale) {
  const matches = matchRoutes(routes, pathname, routerBasename(locale));
  if (!matches) return true;
  return matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.clientOnly === true);
}

function isEnabled(query: Query) {
  const enabled: unknown = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === "function") return (enabled as (query: Query) => boolean)(query) !== false;
  return enabled !== false;
}

/** Queries a render registered that nobody has fetched yet. */
function unanswered(client: QueryClient) {
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === "pending" && query.state.fetchStatus === "idle" })
    .filter(isEnabled);
}

/**
 * Renders the public page `request` asks for. A page that depends on who is signed in (the sign-in
 * page, the dashboards) or whose loader failed comes back as "client": the server then sends the bare
 * app and the browser draws it, as it did before pages were rendered on the server.
 */
export async function renderPage(request: Request, api: ApiTransport): Promise<RenderResult> {
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  if (isClientOnly(pathname, locale)) return { kind: "client", reason: "client-only route" };
  const handler = handlers[locale];
  return transports.run(api, () =>
    renderLocales.run(locale, async () => {
      const context = await handler.query(request);
      if (context instanceof Response) return { kind: "redirect", response: context };
      if (context.errors) return { kind: "client", reason: "a route loader failed" };

      const client = createQueryClient({ onServer: true });
      const router = createStaticRouter(handler.dataRoutes, context);
      const app = (
        <AppFrame client={client} locale={locale} messages={allMessages(locale)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      );
      try {
        // Each pass draws the page and fetches the queries it found unanswered; a pass that found none
        // is the page (past the last pass, an unanswered query is left to the browser).
        let html: string;
        for (let pass = 1; ; pass++) {
          html = await renderToHtml(app);
          const pending = unanswered(client);
          if (pending.length === 0 || pass === MAX_PASSES) break;
          await Promise.all(
            pending.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
          );
        }
        const queries = dehydrate(client, {
          shouldDehydrateQuery: (query) => query.state.status !== "pending",
        });
        const state = serializeSsrState({
          queries,
          router: { loaderData: context.loaderData, actionData: context.actionData },
        });
        // The page modules of the matched routes and the catalogue bundles of their texts, whose
        // chunks the server announces in the head.
        const handles = context.matches.map(({ route }) => route.handle as RouteHandle | undefined);
        const bundles = new Set([...SITE_BUNDLES, ...handles.flatMap((handle) => handle?.bundles ?? [])]);
        const modules = [
          ...handles.flatMap((handle) => (handle?.module ? [handle.module] : [])),
          ...[...bundles].map((bundle) => catalogModule(bundle, locale)),
        ];
        return { kind: "page", html, state, modules };
      } finally {
        client.clear();
      }
    }),
  );
}
