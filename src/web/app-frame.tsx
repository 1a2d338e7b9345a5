import { StrictMode, Suspense, useEffect, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { Catalog } from "../i18n/catalogs";
import type { Locale } from "../i18n/locale";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { LocaleProvider } from "./i18n/locale-provider";
import { linkWebManifest } from "./lib/web-manifest";

/**
 * Marks the document once React runs all of it: a server-rendered page answers clicks from then on.
 * The web manifest is named then too. The marker is the last Suspense boundary of the page: React
 * hydrates a page's boundaries after the rest, together and in document order, so its effect runs
 * once every part below the first screen is hydrated as well.
 */
function InteractiveMarker() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
    linkWebManifest();
  }, []);
  return null;
}

/** Everything around the router, the same on the server and in the browser so hydration matches. */
export function AppFrame({
  client,
  locale,
  messages,
  children,
}: {
  client: QueryClient;
  locale: Locale;
  messages: Catalog;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <LocaleProvider locale={locale} messages={messages}>
        <QueryClientProvider client={client}>
          {children}
          <LazyToaster />
          <Suspense fallback={null}>
            <InteractiveMarker />
          </Suspense>
        </QueryClientProvider>
      </LocaleProvider>
    </StrictMode>
  );
}
