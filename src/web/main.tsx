// First: configures zod before any module that uses it is evaluated.
import "./lib/zod-config";
import "./styles.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppFrame } from "./app-frame";
import { hydrateInParts } from "./lib/hydrate-later";
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
  // A page the server rendered is taken over where it stands, its later parts in tasks of their
  // own (lib/hydrate-later.tsx); the others are drawn here.
  if (state) {
    hydrateInParts(() => hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
}

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into");
void start(container);
