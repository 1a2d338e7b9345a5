import { StrictMode, useEffect, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Toaster } from "sonner";

/** Marks the document once React runs it: a server-rendered page answers clicks from then on. */
function InteractiveMarker() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return null;
}

/** Everything around the router, the same on the server and in the browser so hydration matches. */
export function AppFrame({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        {children}
        {/* Raised above the floating 'Try AI' button so a toast never hides it. */}
        <Toaster position="bottom-right" closeButton offset={{ bottom: 92 }} mobileOffset={{ bottom: 76 }} />
        <InteractiveMarker />
      </QueryClientProvider>
    </StrictMode>
  );
}
