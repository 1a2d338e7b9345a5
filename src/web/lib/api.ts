/** A small fetch wrapper for the same-origin JSON API; every failure becomes an ApiError. */
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locale";
import { say } from "../../i18n/translate";

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The request field a 400 is about (`subject`), when the server names one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Anything with a zod-like `parse`, so callers can validate a response without this module importing zod. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

/**
 * A parser fetched on first use: a public page's reads name their schema module through this, so zod
 * stays out of the page's first load (its data comes with the server-rendered HTML and is parsed only
 * when the browser reads it again).
 */
export type ResponseParserLoader<T> = () => Promise<ResponseParser<T>>;

interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  parser?: ResponseParser<T> | ResponseParserLoader<T>;
}

/** How a request reaches the API: the browser's fetch, or on the server the app itself (entry-server.tsx). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Replaces the transport; the server sets it once, before rendering any page. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

let pageLocale: () => Locale = () => DEFAULT_LOCALE;

/**
 * Where requests take the page's language from, which they send as Accept-Language so the API
 * answers in it (its validation messages above all): the document's in the browser, the render's
 * on the server.
 */
export function setApiLocale(source: () => Locale) {
  pageLocale = source;
}

/** The language requests are sent in: uploads, which do not go through apiRequest, send it too. */
export function apiLocale(): Locale {
  return pageLocale();
}

function readErrorShape(data: unknown): { message?: string; code?: string; field?: string } {
  if (typeof data !== "object" || data === null || !("error" in data)) return {};
  const error = (data as { error: unknown }).error;
  if (typeof error !== "object" || error === null) return {};
  const { message, code, field } = error as { message?: unknown; code?: unknown; field?: unknown };
  return {
    message: typeof message === "string" ? message : undefined,
    code: typeof code === "string" ? code : undefined,
    field: typeof field === "string" ? field : undefined,
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = "GET", body, signal, parser } = options;
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": pageLocale() };
  if (body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, "network_error", say("forms.networkError"));
  }

  const data = await readJson(response);
  if (!response.ok) {
    const { message, code, field } = readErrorShape(data);
    throw new ApiError(
      response.status,
      code ?? `http_${response.status}`,
      message ?? response.statusText,
      field,
    );
  }
  if (!parser) return data as T;
  return (typeof parser === "function" ? await parser() : parser).parse(data);
}

export function apiGet<T>(
  path: string,
  options: Omit<RequestOptions<T>, "method" | "body"> = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, method: "GET" });
}

export function apiPost<T>(
  path: string,
  body: unknown = {},
  options: Omit<RequestOptions<T>, "method" | "body"> = {},
) {
  return apiRequest<T>(path, { ...options, method: "POST", body });
}
