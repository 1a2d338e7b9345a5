import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { accountDelaySeconds, ACCOUNT_FREE_FAILURES } from "../../src/server/auth/account-delay";
import { DEVICE_COOKIE_PREFIX } from "../../src/server/auth/known-device";
import { createUserWithPassword } from "../../src/server/auth/users";
import { rateLimits } from "../../src/server/db/auth-schema";
import { CHANGE_PASSWORD_WINDOW } from "../../src/server/routes/auth";
import { cookieHeader, createTestContext, type TestContext } from "./harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

// Only Date is faked: the clock moves when a test says so, timers and the database run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

interface ErrorBody {
  error: { message: string; code: string };
}

async function broker(context = t) {
  const email = `broker-${randomUUID()}@example.ca`;
  const password = `pw-${randomUUID()}`;
  await createUserWithPassword(context.deps.db, { email, password, fullName: "Broker", role: "agent" });
  return { email, password };
}

function signIn(email: string, password: string, options: { ip?: string; cookie?: string } = {}) {
  return t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password }, ...options });
}

/** The owner signs in once from their own computer; it keeps only the device cookie. */
async function ownersDevice(email: string, password: string, ip: string): Promise<string> {
  const res = await signIn(email, password, { ip });
  expect(res.status).toBe(200);
  const device = res.headers.getSetCookie().find((c) => c.startsWith(DEVICE_COOKIE_PREFIX));
  expect(device).toMatch(/; Max-Age=\d{6,}; Path=\/api\/auth; HttpOnly; SameSite=Lax$/);
  return device!.split(";")[0]!;
}

let nextIp = 0;
const otherIp = () => `198.51.100.${++nextIp % 250}`;

const rowCount = async () => (await t.deps.db.select().from(rateLimits)).length;

describe("sign-in limits", () => {
  it("lets the owner's known device in after nine wrong passwords from other IPs", async () => {
    const { email, password } = await broker();
    const device = await ownersDevice(email, password, "192.0.2.20");
    for (let i = 0; i < 9; i++) {
      const res = await signIn(email, "wrong-password", { ip: otherIp() });
      expect([401, 429]).toContain(res.status);
    }
    const stranger = await signIn(email, password, { ip: otherIp() });
    expect(stranger.status).toBe(429);
    expect((await signIn(email, password, { ip: "192.0.2.20", cookie: device })).status).toBe(200);
  });

  it("spaces out guesses spread over many IPs with growing delays, never a lock", async () => {
    const { email, password } = await broker();
    const device = await ownersDevice(email, password, "192.0.2.21");
    const waits: number[] = [];
    for (let failures = 0; failures < ACCOUNT_FREE_FAILURES + 6; failures++) {
      const res = await signIn(email, "wrong-password", { ip: otherIp() });
      if (res.status === 429) {
        const wait = Number(res.headers.get("retry-after"));
        waits.push(wait);
        expect(((await res.json()) as ErrorBody).error.message).toBe(
          `Too many sign-in attempts. Please wait ${wait} second${wait === 1 ? "" : "s"} and try again.`,
        );
        expect((await signIn(email, password, { ip: "192.0.2.21", cookie: device })).status).toBe(200);
        advance(wait);
        expect((await signIn(email, "wrong-password", { ip: otherIp() })).status).toBe(401);
      } else {
        expect(res.status).toBe(401);
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32]);
    // A new device of the owner's is only delayed: after the wait it gets in.
    const wait = Number((await signIn(email, password, { ip: otherIp() })).headers.get("retry-after"));
    expect(wait).toBe(accountDelaySeconds(ACCOUNT_FREE_FAILURES + 6));
    advance(wait);
    expect((await signIn(email, password, { ip: otherIp() })).status).toBe(200);
  });

  it("lets no more than the free failures through when guesses arrive all at once", async () => {
    const { email } = await broker();
    const guesses = Array.from({ length: 20 }, () => signIn(email, "wrong-password", { ip: otherIp() }));
    const statuses = (await Promise.all(guesses)).map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(ACCOUNT_FREE_FAILURES);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  });

  it("throttles an attacker on one IP at one account for the 15-minute window", async () => {
    const { email } = await broker();
    const ip = "192.0.2.31";
    let wrong = 0;
    for (;;) {
      const res = await signIn(email, "wrong-password", { ip });
      if (res.status === 401) wrong++;
      else if (Number(res.headers.get("retry-after")) < 60) advance(Number(res.headers.get("retry-after")));
      else break;
    }
    expect(wrong).toBe(t.deps.config.signInLimits.perEmail);
  });

  it("holds the owner's known device to the same (email, IP) limit", async () => {
    const { email, password } = await broker();
    const ip = "192.0.2.30";
    const device = await ownersDevice(email, password, ip);
    const perEmail = t.deps.config.signInLimits.perEmail;
    for (let i = 0; i < perEmail; i++) {
      expect((await signIn(email, "wrong-password", { ip, cookie: device })).status).toBe(401);
    }
    const blocked = await signIn(email, password, { ip, cookie: device });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(((await blocked.json()) as ErrorBody).error).toEqual({
      code: "rate_limited",
      message: "Too many sign-in attempts. Please wait 15 minutes and try again.",
    });
    advance(15 * 60);
    expect((await signIn(email, password, { ip, cookie: device })).status).toBe(200);
  });

  it("lets the owner's known device in when others on the same address used up its (email, IP) limit", async () => {
    const { email, password } = await broker();
    const ip = "192.0.2.33";
    const device = await ownersDevice(email, password, ip);
    let res: Response;
    do res = await signIn(email, "wrong-password", { ip });
    while (res.status === 401);
    expect(res.status).toBe(429);
    // The neighbour without the cookie stays refused; the owner's device on the same address gets in.
    expect((await signIn(email, password, { ip })).status).toBe(429);
    expect((await signIn(email, password, { ip, cookie: device })).status).toBe(200);
  });

  it("limits attempts per IP, whatever the email, and then writes no new rows", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < t.deps.config.signInLimits.perIp; i++) {
      const res = await signIn(`probe${i}@example.ca`, "guess-password", { ip });
      expect(res.status).toBe(401);
    }
    const before = await rowCount();
    const blocked = await signIn("another@example.ca", "guess-password", { ip });
    expect(blocked.status).toBe(429);
    expect(await rowCount()).toBe(before);
  });

  it("writes no row for an attempt refused by the account's delay", async () => {
    const { email } = await broker();
    let res: Response;
    do res = await signIn(email, "wrong-password", { ip: otherIp() });
    while (res.status === 401);
    expect(res.status).toBe(429);
    const before = await rowCount();
    expect((await signIn(email, "wrong-password", { ip: otherIp() })).status).toBe(429);
    expect(await rowCount()).toBe(before);
  });

  it("forgets devices when the password changes", async () => {
    const { email, password } = await broker();
    const device = await ownersDevice(email, password, "192.0.2.40");
    const session = await signIn(email, password, { ip: "192.0.2.40", cookie: device });
    const changed = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie: cookieHeader(session),
      json: { currentPassword: password, newPassword: "a-new-password-1" },
    });
    expect(changed.status).toBe(200);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) await signIn(email, "wrong-password", { ip: otherIp() });
    const res = await signIn(email, "a-new-password-1", { ip: "192.0.2.40", cookie: device });
    expect(res.status).toBe(429);
  });
});

describe("known-device cookie", () => {
  it("is Secure when the public site is https", async () => {
    const https = await createTestContext({ PUBLIC_SITE_URL: "https://vayu.example" });
    try {
      const { email, password } = await broker(https);
      const res = await https.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email, password },
      });
      expect(res.status).toBe(200);
      const device = res.headers.getSetCookie().find((c) => c.startsWith(DEVICE_COOKIE_PREFIX));
      expect(device).toMatch(/; Path=\/api\/auth; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await https.close();
    }
  });
});

describe("change-password limits", () => {
  const attempt = (cookie: string, ip: string) =>
    t.request("/api/auth/change-password", {
      method: "POST",
      cookie,
      ip,
      json: { currentPassword: "not-my-password", newPassword: "a-new-password-1" },
    });

  it("allows a few guesses per session, then 429 with Retry-After", async () => {
    const { cookie } = await t.signInAs("agent");
    for (let i = 0; i < CHANGE_PASSWORD_WINDOW.max; i++) {
      expect((await attempt(cookie, otherIp())).status).toBe(400);
    }
    const blocked = await attempt(cookie, otherIp());
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await blocked.json()) as ErrorBody).error).toEqual({
      code: "rate_limited",
      message: "Too many password change attempts. Please wait 15 minutes and try again.",
    });
  });

  it("refuses a new password that sign-in could never accept, without using an attempt", async () => {
    const { cookie, email, password } = await t.signInAs("agent");
    for (const newPassword of ["nul\u0000password", "lone \ud800 surrogate", "short"]) {
      const res = await t.request("/api/auth/change-password", {
        method: "POST",
        cookie,
        json: { currentPassword: password, newPassword },
      });
      expect(res.status, newPassword).toBe(400);
      expect(((await res.json()) as { error: { field?: string } }).error.field).toBe("newPassword");
    }
    for (let i = 0; i < CHANGE_PASSWORD_WINDOW.max + 1; i++) {
      const res = await t.request("/api/auth/change-password", { method: "POST", cookie, json: {} });
      expect(res.status).toBe(400);
    }
    const changed = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie,
      json: { currentPassword: password, newPassword: "a-new-password-1" },
    });
    expect(changed.status).toBe(200);
    expect((await signIn(email, "a-new-password-1")).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(401);
  });

  it("allows a few guesses per IP across sessions", async () => {
    const ip = "192.0.2.50";
    for (let i = 0; i < CHANGE_PASSWORD_WINDOW.max; i++) {
      const { cookie } = await t.signInAs("agent");
      expect((await attempt(cookie, ip)).status).toBe(400);
    }
    const { cookie } = await t.signInAs("agent");
    expect((await attempt(cookie, ip)).status).toBe(429);
  });
});
