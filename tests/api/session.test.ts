import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserWithPassword } from "../../src/server/auth/users";
import { authSession } from "../../src/server/db/auth-schema";
import { cookieHeader, createTestContext, type TestContext } from "./harness";

const DAY_MS = 24 * 60 * 60 * 1000;
const logLines: string[] = [];
let t: TestContext;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestContext({}, { log: pino({ level: "trace" }, sink) });
});
afterAll(() => t.close());

describe("sessions", () => {
  it("extends a session that is used after a day (sliding refresh)", async () => {
    const { cookie, userId } = await t.signInAs("agent");
    const [session] = await t.deps.db.select().from(authSession).where(eq(authSession.userId, userId));
    // Pretend the session was issued two days ago: five days left instead of seven.
    const aged = new Date(Date.now() + 5 * DAY_MS);
    await t.deps.db.update(authSession).set({ expiresAt: aged }).where(eq(authSession.id, session!.id));

    const res = await t.request("/api/me", { cookie });
    expect(((await res.json()) as { user: { role: string } }).user.role).toBe("agent");
    expect(res.headers.getSetCookie().join("\n")).toMatch(/session_token=.*HttpOnly/i);
    const [refreshed] = await t.deps.db.select().from(authSession).where(eq(authSession.id, session!.id));
    expect(refreshed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
  });

  it("does not rewrite a fresh session on every request", async () => {
    const { cookie } = await t.signInAs("agent");
    const res = await t.request("/api/me", { cookie });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("answers a request without a session cookie without loading sign-in", async () => {
    const { cookie } = await t.signInAs("agent");
    const loadAuth = t.deps.auth;
    let loads = 0;
    t.deps.auth = () => {
      loads++;
      return loadAuth();
    };
    try {
      expect(await (await t.request("/api/me")).json()).toEqual({ user: null });
      const other = await t.request("/api/me", { cookie: "theme=dark; better-auth.other=1" });
      expect(await other.json()).toEqual({ user: null });
      expect(loads).toBe(0);
      const signedIn = await t.request("/api/me", { cookie: `theme=dark; ${cookie}` });
      expect(((await signedIn.json()) as { user: { role: string } }).user.role).toBe("agent");
      expect(loads).toBe(1);
    } finally {
      t.deps.auth = loadAuth;
    }
  });

  it("refuses an expired session", async () => {
    const { cookie, userId } = await t.signInAs("super_admin");
    await t.deps.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSession.userId, userId));
    expect(await (await t.request("/api/me", { cookie })).json()).toEqual({ user: null });
  });

  it("never writes a password to the logs", async () => {
    const password = "a-very-distinctive-password-4471";
    await createUserWithPassword(t.deps.db, {
      email: "logged@example.ca",
      password,
      fullName: "Logged User",
      role: "others",
    });
    logLines.length = 0;
    const ok = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "logged@example.ca", password },
    });
    expect(ok.status).toBe(200);
    const bad = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "logged@example.ca", password: `${password}-wrong` },
    });
    expect(bad.status).toBe(401);
    const cookie = cookieHeader(ok);
    await t.request("/api/me", { cookie });
    expect(logLines.length).toBeGreaterThanOrEqual(3);
    const output = logLines.join("");
    expect(output).toContain("/api/auth/sign-in/email");
    expect(output).not.toContain(password);
    expect(output).not.toContain(cookie.split("=")[1]!.slice(0, 20));
  });
});
