import { StrictMode, useEffect, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { whenFullyHydrated } from "./lib/hydrate-later";
import { linkWebManifest } from "./lib/web-manifest";

/**
 * Marks the document once React runs all of it (the parts hydrated later included): a
 * server-rendered page answers clicks from then on. The web manifest is named then too.
 */
function InteractiveMarker() {
  useEffect(() => {
    void whenFullyHydrated().then(() => {
      document.documentElement.dataset.interactive = "";
      linkWebManifest();
    });
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
        <InteractiveMarker />
      </QueryClientProvider>
    </StrictMode>
  );
}
