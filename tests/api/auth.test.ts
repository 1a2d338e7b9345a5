import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserWithPassword } from "../../src/server/auth/users";
import { agentScope, currentActor, requireRole, signedIn } from "../../src/server/http/authorize";
import type { AppEnv } from "../../src/server/deps";
import { handleError } from "../../src/server/http/errors";
import { ROLES } from "../../src/domain/roles";
import { cookieHeader, createTestContext, type TestContext } from "./harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

interface ErrorBody {
  error: { message: string; code: string };
}

describe("sign-in", () => {
  it("sets an httpOnly, SameSite=Lax session cookie and /api/me reports the role", async () => {
    await createUserWithPassword(t.deps.db, {
      email: "Jane.Broker@Example.ca",
      password: "correct-horse",
      fullName: "Jane Broker",
      role: "agent",
    });
    const res = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "jane.broker@example.ca", password: "correct-horse" },
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const me = await t.request("/api/me", { cookie: cookieHeader(res) });
    expect(await me.json()).toMatchObject({
      user: { email: "jane.broker@example.ca", fullName: "Jane Broker", role: "agent", agentId: null },
    });
  });

  it("answers a wrong password with 401 INVALID_EMAIL_OR_PASSWORD", async () => {
    await createUserWithPassword(t.deps.db, {
      email: "wrong@example.ca",
      password: "right-password",
      fullName: "W",
      role: "others",
    });
    const res = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "wrong@example.ca", password: "not-the-password" },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("gives visitors { user: null }", async () => {
    expect(await (await t.request("/api/me")).json()).toEqual({ user: null });
  });

  it("signs out and forgets the session", async () => {
    const { cookie } = await t.signInAs("super_admin");
    const before = (await (await t.request("/api/me", { cookie })).json()) as { user: { role: string } };
    expect(before.user.role).toBe("super_admin");
    const out = await t.request("/api/auth/sign-out", { method: "POST", json: {}, cookie });
    expect(out.status).toBe(200);
    expect(await (await t.request("/api/me", { cookie })).json()).toEqual({ user: null });
  });

  it("keeps sign-up closed to visitors", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: "new@example.ca", password: "password123", name: "New" },
    });
    expect(res.status).toBe(404);
  });
});

describe("authorisation helpers", () => {
  function guardedApp() {
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("deps", t.deps);
      c.set("actor", undefined);
      await next();
    });
    app.onError((error, c) => handleError(error, c, t.deps.log));
    app.get("/signed-in", signedIn, (c) => c.json({ role: currentActor(c).role }));
    app.get("/admin-only", requireRole("super_admin"), (c) => c.json({ ok: true }));
    app.get("/scoped", requireRole("super_admin", "admin", "agent"), (c) =>
      c.json({ scope: agentScope(currentActor(c)) ?? "all" }),
    );
    return app;
  }

  it("enforces who may call each kind of route for every role", async () => {
    const app = guardedApp();
    const expected: Record<string, [number, number, number]> = {
      visitor: [401, 401, 401],
      super_admin: [200, 200, 200],
      admin: [200, 403, 200],
      agent: [200, 403, 200],
      others: [200, 403, 403],
    };
    for (const who of ["visitor", ...ROLES] as const) {
      const cookie = who === "visitor" ? undefined : (await t.signInAs(who)).cookie;
      const statuses = await Promise.all(
        ["/signed-in", "/admin-only", "/scoped"].map(
          async (p) => (await app.request(p, { headers: cookie ? { cookie } : {} })).status,
        ),
      );
      expect([who, ...statuses]).toEqual([who, ...expected[who]!]);
    }
  });

  it("scopes an agent to their own agent id and super_admin to all", async () => {
    const agent = await t.signInAs("agent");
    const app = guardedApp();
    const scoped = (await (await app.request("/scoped", { headers: { cookie: agent.cookie } })).json()) as {
      scope: string;
    };
    expect(scoped.scope).toMatch(/^[0-9a-f-]{36}$/);
    const admin = await t.signInAs("super_admin");
    const all = (await (await app.request("/scoped", { headers: { cookie: admin.cookie } })).json()) as {
      scope: string;
    };
    expect(all.scope).toBe("all");
  });
});
