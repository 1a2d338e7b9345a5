import { Hono } from "hono";
import { loadActor, publicAccess } from "../http/authorize";
import type { AppEnv } from "../deps";

export function meRoutes() {
  return new Hono<AppEnv>().get("/", publicAccess, async (c) => {
    c.header("Cache-Control", "no-store");
    const actor = await loadActor(c);
    return c.json({
      user: actor && {
        id: actor.userId,
        email: actor.email,
        fullName: actor.fullName,
        role: actor.role,
        agentId: actor.agentId,
        profileSlug: actor.profileSlug,
        agentActive: actor.agentActive,
      },
    });
  });
}
