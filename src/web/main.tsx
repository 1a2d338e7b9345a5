// First: configures zod before any module that uses it is evaluated.
import "./lib/zod-config";
import "./styles.css";
import type { ErrorInfo } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppFrame } from "./app-frame";
import { queryClient } from "./lib/query-client";
import { createRouter } from "./router";
import { hydrateQueries, readSsrState } from "./ssr-state";

/**
 * An error React recovered from (hydration that did not match the server's HTML) or one no error
 * boundary caught, with the components it happened in: the console is where tests and people look.
 */
function logError(error: unknown, info: ErrorInfo) {
  // eslint-disable-next-line no-console -- React's report of an error goes to the console
  console.error(error, info.componentStack);
}

const rootOptions = { onRecoverableError: logError, onUncaughtError: logError };

async function start(container: HTMLElement) {
  const state = readSsrState(document);
  if (state) hydrateQueries(queryClient, state.queries);
  const router = await createRouter(state?.router);
  const app = (
    <AppFrame client={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
  // A page the server rendered is taken over where it stands, the parts in its Suspense boundaries
  // after the rest; the others are drawn here.
  if (state) {
    hydrateRoot(container, app, rootOptions);
  } else {
    createRoot(container, rootOptions).render(app);
  }
}

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into");
void start(container);
