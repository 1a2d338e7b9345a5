import type { Hono } from "hono";
import { findTargetHandler } from "hono/utils/handler";
import type { Role } from "../../domain/roles";

/** Who may call a route, as the route declares it with its first handler (see authorize.ts). */
export type RoutePolicy =
  { kind: "public" } | { kind: "signedIn" } | { kind: "roles"; roles: readonly Role[] };

const declared = new WeakMap<object, RoutePolicy>();

/** Marks a middleware as a route's access declaration, so the route table can be checked. */
export function declarePolicy<T extends object>(middleware: T, policy: RoutePolicy): T {
  declared.set(middleware, policy);
  return middleware;
}

export interface RouteDeclaration {
  /** "METHOD /api/path", the key of the route-policy matrix. */
  key: string;
  method: string;
  path: string;
  /** undefined when the route's first handler is not a policy middleware. */
  policy: RoutePolicy | undefined;
}

/**
 * Hono lists `app.use("/api/*", …)` middleware (CSRF, body limits) and the `app.all("/api/*")` 404
 * for unknown API paths under this one method and path; neither is an endpoint a client calls.
 */
function isApiMiddlewareOrFallback(method: string, path: string): boolean {
  return method === "ALL" && path === "/api/*";
}

/**
 * Every /api endpoint of the app with the policy its first handler declares. Hono's route table
 * holds one entry per handler, in registration order, so the first entry of a method and path is
 * the handler that runs first.
 */
export function routePolicies(app: Pick<Hono, "routes">): RouteDeclaration[] {
  const byKey = new Map<string, RouteDeclaration>();
  for (const { method, path, handler } of app.routes) {
    if (path !== "/api" && !path.startsWith("/api/")) continue;
    if (isApiMiddlewareOrFallback(method, path)) continue;
    const key = `${method} ${path}`;
    if (byKey.has(key)) continue;
    // A sub-app with its own error handler is mounted as a wrapper around the original handler.
    byKey.set(key, { key, method, path, policy: declared.get(findTargetHandler(handler)) });
  }
  return [...byKey.values()];
}
