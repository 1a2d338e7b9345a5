import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import type { HydrationState } from "react-router";
import { jsonForScript } from "../domain/html";
import { ApiError } from "./lib/api";

/**
 * What the server hands the browser with a page it rendered: the answers its queries got and the
 * router's loader data. It travels in a JSON script block (never executed, so the strict CSP has
 * nothing to allow), and the browser starts from it instead of asking the API again.
 */
export interface SsrState {
  queries: DehydratedState;
  router: HydrationState;
}

export const SSR_STATE_ID = "vayu-ssr-state";

/** An ApiError as JSON: its message is not an own enumerable property, so JSON.stringify drops it. */
interface SerializedApiError {
  apiError: { status: number; code: string; message: string };
}

function isSerializedApiError(value: unknown): value is SerializedApiError {
  return typeof value === "object" && value !== null && "apiError" in value;
}

/** The state as the text of a <script type="application/json">: user text can never close the block. */
export function serializeSsrState(state: SsrState): string {
  const queries = state.queries.queries.map((query) => {
    const error: unknown = query.state.error;
    if (!(error instanceof Error)) return query;
    // Any other failure (an answer that did not parse) travels as one the page shows as unreachable.
    const apiError: SerializedApiError = {
      apiError:
        error instanceof ApiError
          ? { status: error.status, code: error.code, message: error.message }
          : { status: 0, code: "server_render", message: error.message },
    };
    return { ...query, state: { ...query.state, error: apiError } };
  });
  return jsonForScript({ ...state, queries: { ...state.queries, queries } });
}

/** The state a server-rendered page carries, or null for a page the browser draws itself. */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

/**
 * Puts the server's answers in the cache, a failed one back as the ApiError the page checks for.
 * A read the server saw fail (a broker who is not there) is not tried again as the page mounts, so
 * the browser's first render matches the server's; the page's own retry button still asks again.
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState) {
  const queries = state.queries.map((query) => {
    const error: unknown = query.state.error;
    if (!isSerializedApiError(error)) return query;
    const { status, code, message } = error.apiError;
    client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    return { ...query, state: { ...query.state, error: new ApiError(status, code, message) } };
  });
  hydrate(client, { ...state, queries });
}
