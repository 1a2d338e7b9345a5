// First: configures zod before any module that uses it is evaluated.
import "./lib/zod-config";
import "./styles.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppFrame } from "./app-frame";
import { queryClient } from "./lib/query-client";
import { createRouter } from "./router";
import { hydrateQueries, readSsrState } from "./ssr-state";

async function start(container: HTMLElement) {
  const state = readSsrState(document);
  if (state) hydrateQueries(queryClient, state.queries);
  const router = await createRouter(state?.router);
  const app = (
    <AppFrame client={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
  // A page the server rendered is taken over where it stands, as a transition: React then yields to
  // the browser every few milliseconds instead of holding the main thread for the whole page, and the
  // page, already drawn, answers a tap sooner. The others are drawn here.
  if (state) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into");
void start(container);
