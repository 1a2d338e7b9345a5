// First: configures zod before any module that uses it is evaluated.
import "./lib/zod-config";
import "./styles.css";
import { useSyncExternalStore, type ErrorInfo, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { provideTranslator } from "../i18n/translate";
import { AppFrame } from "./app-frame";
import {
  documentLocale,
  loadBundles,
  loadedMessages,
  subscribeToCatalog,
  translateLoaded,
} from "./i18n/catalog-store";
import { setApiLocale } from "./lib/api";
import { queryClient } from "./lib/query-client";
import { createRouter } from "./router";
import { SITE_BUNDLES } from "./routes";
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

/** The frame with the page's language and the messages loaded so far, which grow as pages need more. */
function BrowserFrame({ children }: { children: ReactNode }) {
  const messages = useSyncExternalStore(subscribeToCatalog, loadedMessages, loadedMessages);
  return (
    <AppFrame client={queryClient} locale={documentLocale} messages={messages}>
      {children}
    </AppFrame>
  );
}

async function start(container: HTMLElement) {
  provideTranslator(() => translateLoaded);
  setApiLocale(() => documentLocale);
  const state = readSsrState(document);
  if (state) hydrateQueries(queryClient, state.queries);
  const router = await createRouter(state?.router, loadBundles(SITE_BUNDLES));
  const app = (
    <BrowserFrame>
      <RouterProvider router={router} />
    </BrowserFrame>
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
