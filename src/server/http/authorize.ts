import { eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { agents, profiles } from "../db/schema";
import { authUser } from "../db/auth-schema";
import { ROLES, type Role } from "../../domain/roles";
import type { Actor, AppEnv } from "../deps";
import { forbidden, unauthenticated } from "./errors";
import { declarePolicy } from "./route-policy";
import { say } from "../../i18n/translate";

/**
 * better-auth's session cookie (its default prefix, "__Secure-" added over HTTPS). A request without
 * one has no session to look up: it is answered without loading better-auth or reading the database.
 */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?better-auth\.session_token=/;

/**
 * Loads the caller from the session cookie once per request. A refreshed session cookie
 * (sliding expiry) is passed on to the response.
 */
export async function loadActor(c: Context<AppEnv>): Promise<Actor | null> {
  const cached = c.get("actor");
  if (cached !== undefined) return cached;
  if (!SESSION_COOKIE.test(c.req.header("cookie") ?? "")) {
    c.set("actor", null);
    return null;
  }
  const { auth, db } = c.get("deps");
  const { api } = await auth();
  const { headers, response } = await api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
  let actor: Actor | null = null;
  if (response) {
    const rows = await db
      .select({
        role: profiles.role,
        fullName: profiles.fullName,
        email: authUser.email,
        agentId: agents.id,
        profileSlug: agents.profileSlug,
        agentActive: agents.isActive,
      })
      .from(authUser)
      .leftJoin(profiles, eq(profiles.id, authUser.id))
      .leftJoin(agents, eq(agents.userId, authUser.id))
      .where(eq(authUser.id, response.user.id))
      .limit(1);
    const row = rows[0];
    if (row) {
      actor = {
        userId: response.user.id,
        email: row.email,
        fullName: row.fullName ?? response.user.name,
        role: toRole(row.role),
        agentId: row.agentId ?? null,
        profileSlug: row.profileSlug ?? null,
        agentActive: row.agentActive ?? null,
      };
    }
  }
  c.set("actor", actor);
  return actor;
}

function toRole(value: string | null): Role {
  return (ROLES as readonly string[]).includes(value ?? "") ? (value as Role) : "others";
}

/** Route declaration: anyone may call it (the default for public reads and lead creation). */
export const publicAccess: MiddlewareHandler<AppEnv> = declarePolicy(async (_c, next) => next(), {
  kind: "public",
});

/** Route declaration: any signed-in user. */
export const signedIn = declarePolicy(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await loadActor(c))) throw unauthenticated();
    await next();
  }),
  { kind: "signedIn" },
);

/** Route declaration: a signed-in user holding one of these roles. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return declarePolicy(
    createMiddleware<AppEnv>(async (c, next) => {
      const actor = await loadActor(c);
      if (!actor) throw unauthenticated();
      if (!roles.includes(actor.role)) throw forbidden();
      await next();
    }),
    { kind: "roles", roles },
  );
}

/** The actor of a route already guarded by signedIn/requireRole. */
export function currentActor(c: Context<AppEnv>): Actor {
  const actor = c.get("actor");
  if (!actor) throw unauthenticated();
  return actor;
}

/**
 * Ownership scope for data functions: undefined means every agent's rows (super_admin),
 * otherwise the caller's own agent id. A staff user without an agent row owns nothing, and one
 * whose agent the super admin deactivated may no longer use it (docs/decisions/0013).
 */
export function agentScope(actor: Actor): string | undefined {
  if (actor.role === "super_admin") return undefined;
  if (!actor.agentId) throw forbidden(say("errors.agentNotLinked"));
  if (actor.agentActive === false) throw forbidden(say("errors.agentInactive"));
  return actor.agentId;
}

/**
 * The caller's own agent id, for the agent dashboard's routes (requireRole("agent", "admin")): the
 * only agent their queries may touch, whatever id a request names. The super admin has no own agent.
 */
export function ownAgentId(c: Context<AppEnv>): string {
  const agentId = agentScope(currentActor(c));
  if (agentId === undefined) throw forbidden();
  return agentId;
}
