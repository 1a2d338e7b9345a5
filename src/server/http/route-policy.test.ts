import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { publicAccess, requireRole, signedIn } from "./authorize";
import type { AppEnv } from "../deps";
import { routePolicies } from "./route-policy";

const ok = () => new Response(null, { status: 204 });

/** Shaped like createApp: global middleware, an /api sub-app, a catch-all 404, non-API routes. */
function appWith(register: (api: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>();
  app.use("*", async (_c, next) => next());
  app.use("/api/*", async (_c, next) => next());
  const api = new Hono<AppEnv>();
  register(api);
  app.route("/api", api);
  app.all("/api/*", (c) => c.json({}, 404));
  app.get("/storage/:key", ok);
  return app;
}

describe("routePolicies", () => {
  it("lists each API endpoint once with the policy of its first handler", () => {
    const app = appWith((api) => {
      api.get("/open", publicAccess, ok);
      api.post("/mine", signedIn, ok);
      api.delete("/things/:id", requireRole("super_admin", "admin"), ok);
    });
    expect(routePolicies(app)).toEqual([
      { key: "GET /api/open", method: "GET", path: "/api/open", policy: { kind: "public" } },
      { key: "POST /api/mine", method: "POST", path: "/api/mine", policy: { kind: "signedIn" } },
      {
        key: "DELETE /api/things/:id",
        method: "DELETE",
        path: "/api/things/:id",
        policy: { kind: "roles", roles: ["super_admin", "admin"] },
      },
    ]);
  });

  it("reports a route without a declaration, or with one that does not run first", () => {
    const app = appWith((api) => {
      api.get("/forgotten", ok);
      api.post("/late", async (_c, next) => next(), signedIn, ok);
      api.all("/anything", ok);
    });
    const undeclared = routePolicies(app).filter((route) => !route.policy);
    expect(undeclared.map((route) => route.key)).toEqual([
      "GET /api/forgotten",
      "POST /api/late",
      "ALL /api/anything",
    ]);
  });

  it("sees the declaration through a sub-app that has its own error handler", () => {
    const app = appWith((api) => {
      const inner = new Hono<AppEnv>().get("/", signedIn, ok);
      inner.onError((_error, c) => c.json({}, 500));
      api.route("/inner", inner);
    });
    expect(routePolicies(app).map((route) => route.policy)).toEqual([{ kind: "signedIn" }]);
  });
});
