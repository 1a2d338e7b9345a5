import { StrictMode, Suspense, useEffect, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { LazyToaster } from "./components/ui/lazy-toaster";
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
export function AppFrame({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        {children}
        <LazyToaster />
        <Suspense fallback={null}>
          <InteractiveMarker />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}
