import type { Context } from "hono";
import { agentScope, currentActor } from "./authorize";
import type { AppEnv } from "./context";
import { forbidden } from "./errors";

/**
 * The caller's own agent id on an agent dashboard route, whatever id the browser sends: every query
 * there is scoped with it. agentScope refuses staff without an agents row; a super admin, whom the
 * route's requireRole("agent", "admin") already turns away, has no dashboard of their own either.
 */
export function ownAgentId(c: Context<AppEnv>): string {
  const scope = agentScope(currentActor(c));
  if (scope === undefined) throw forbidden();
  return scope;
}
