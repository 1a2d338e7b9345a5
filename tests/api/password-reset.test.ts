import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_TOKEN_DAYS } from "../../src/server/auth/password-reset";
import { authVerification } from "../../src/server/db/auth-schema";
import { notifications } from "../../src/server/db/schema";
import { PASSWORD_RESET_LIMITS } from "../../src/server/routes/auth";
import { startTestSmtp, type ReceivedMail, type TestSmtp } from "../support/test-smtp";
import { cookieHeader, createTestContext, LOCAL_PROXY, ORIGIN, type TestContext } from "./harness";
import type { ApiErrorBody } from "./public-fixtures";

const PASSWORD_RESET_REQUESTED = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
};

let smtp: TestSmtp;
let t: TestContext;
let superCookie: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestContext({ SMTP_URL: smtp.url, BROKERAGE_NAME: "Maple Mortgages" });
  superCookie = (await t.signInAs("super_admin")).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const post = (path: string, json: unknown, init: Parameters<TestContext["request"]>[1] = {}) =>
  t.request(path, { method: "POST", json, ...init });
const requestReset = (email: string, ip?: string, headers?: Record<string, string>) =>
  post("/api/auth/request-password-reset", { email }, { ip, headers });
const resetPassword = (token: string, newPassword: string) =>
  post("/api/auth/reset-password", { token, newPassword });
const signIn = (email: string, password: string) => post("/api/auth/sign-in/email", { email, password });

async function tokenIsValid(token: string): Promise<boolean> {
  const res = await post("/api/auth/check-reset-token", { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { valid: boolean }).valid;
}

/** Sends the queue, then the e-mail that reached the SMTP server for `to` with this subject. */
async function mailFor(to: string, subject: string): Promise<ReceivedMail> {
  await t.deps.notifications.drain();
  return smtp.waitFor((mail) => mail.to.includes(to) && mail.subject === subject);
}

function linkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return new URL(match![0]);
}

const queuedFor = (userId: string, kind: "password_reset" | "invitation") =>
  t.deps.db.$count(notifications, and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;

describe("forgot password", () => {
  it("never mails a link to the host an anonymous request names, without PUBLIC_SITE_URL", async () => {
    const user = await t.signInAs("agent");
    const res = await t.app.request(
      "http://evil.example/api/auth/request-password-reset",
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "http://evil.example",
          "x-forwarded-for": "10.9.8.7",
        },
        body: JSON.stringify({ email: user.email }),
      },
      LOCAL_PROXY,
    );
    // The same answer as ever, and nothing queued: a link to evil.example would hand over the token.
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(PASSWORD_RESET_REQUESTED);
    expect(await queuedFor(user.userId, "password_reset")).toBe(0);
  });

  it("e-mails a link to our reset page; the new password signs in, the old one and every session no longer work", async () => {
    const user = await t.signInAs("agent");
    const otherSession = cookieHeader(await signIn(user.email, user.password));

    // A header a client sends cannot choose where the link points.
    const res = await requestReset(user.email.toUpperCase(), undefined, {
      "x-vayu-site-origin": "https://evil.example",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(PASSWORD_RESET_REQUESTED);
    expect(await queuedFor(user.userId, "password_reset")).toBe(1);

    const mail = await mailFor(user.email, "Reset your Vayu password");
    expect(mail.secure).toBe(true);
    const link = linkIn(mail);
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.has("invite")).toBe(false);
    const token = link.searchParams.get("token")!;
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(mail.text).toContain("within 1 hour");
    expect(mail.text).toContain("If you didn't ask for this, ignore this e-mail");
    expect(mail.text).toContain("Maple Mortgages");
    expect(mail.html).toContain(`href="${link.href}"`);
    expect(mail.html).toContain("within 1 hour");

    expect(await tokenIsValid(token)).toBe(true);
    const reset = await resetPassword(token, "a-brand-new-password");
    expect(reset.status).toBe(200);

    for (const cookie of [user.cookie, otherSession]) {
      expect(await (await t.request("/api/me", { cookie })).json()).toEqual({ user: null });
    }
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, "a-brand-new-password")).status).toBe(200);

    // Single use: better-auth deleted the token when it set the password.
    expect(await tokenIsValid(token)).toBe(false);
    const again = await resetPassword(token, "yet-another-password");
    expect(again.status).toBe(400);
    expect((await errorOf(again)).code).toBe("INVALID_TOKEN");
    expect((await signIn(user.email, "yet-another-password")).status).toBe(401);
  });

  it("refuses a link past its hour and leaves the password as it was", async () => {
    const user = await t.signInAs("agent");
    await requestReset(user.email);
    const token = linkIn(await mailFor(user.email, "Reset your Vayu password")).searchParams.get("token")!;
    const [row] = await t.deps.db
      .select()
      .from(authVerification)
      .where(eq(authVerification.identifier, `reset-password:${token}`));
    expect(row!.value).toBe(user.userId);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    await t.deps.db
      .update(authVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authVerification.id, row!.id));
    expect(await tokenIsValid(token)).toBe(false);
    const res = await resetPassword(token, "too-late-password");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("INVALID_TOKEN");
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it("answers an unknown address exactly as a known one, and e-mails nobody", async () => {
    const known = await t.signInAs("others");
    const unknown = `nobody-${randomUUID()}@example.ca`;
    const knownRes = await requestReset(known.email);
    const unknownRes = await requestReset(unknown);
    expect(unknownRes.status).toBe(knownRes.status);
    expect(await unknownRes.text()).toBe(await knownRes.text());
    expect(await t.deps.db.$count(notifications, eq(notifications.recipient, unknown))).toBe(0);
    await mailFor(known.email, "Reset your Vayu password");
    expect(smtp.messages.some((mail) => mail.to.includes(unknown))).toBe(false);
  });

  it("sends an address at most 3 links an hour, answering the same after that", async () => {
    const user = await t.signInAs("agent");
    const answers = [];
    for (let i = 0; i <= PASSWORD_RESET_LIMITS.perEmail.max; i += 1) {
      const res = await requestReset(user.email);
      answers.push([res.status, await res.text()]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]![0]).toBe(200);
    expect(await queuedFor(user.userId, "password_reset")).toBe(PASSWORD_RESET_LIMITS.perEmail.max);
  });

  it("tells a network that asks too often to wait, with a 429", async () => {
    const ip = "10.77.0.1";
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perIp.max; i += 1) {
      expect((await requestReset(`someone-${i}-${randomUUID()}@example.ca`, ip)).status).toBe(200);
    }
    const res = await requestReset(`one-more-${randomUUID()}@example.ca`, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const error = await errorOf(res);
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(
      /^Too many password reset requests from your network\. Please wait \d+ minutes?/,
    );
    expect((await requestReset(`elsewhere-${randomUUID()}@example.ca`, "10.77.0.2")).status).toBe(200);
  });

  it.each([
    ["/api/auth/request-password-reset", { email: "not-an-email" }, "email"],
    ["/api/auth/request-password-reset", {}, "email"],
    ["/api/auth/reset-password", { token: "abc", newPassword: "short" }, "newPassword"],
    ["/api/auth/reset-password", { newPassword: "long-enough-password" }, "token"],
    ["/api/auth/check-reset-token", { token: "" }, "token"],
  ])("POST %s with %j is a 400 naming %s", async (path, json, field) => {
    const res = await post(path, json);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe(field);
  });
});

describe("invitation to a new broker", () => {
  const createAgent = (json: Record<string, unknown>) =>
    post("/api/admin/agents", json, { cookie: superCookie });

  it("creates the account without a password and e-mails a link to set one, valid for 7 days", async () => {
    const email = `invited-${randomUUID()}@brokers.test`;
    const res = await createAgent({ fullName: "Isla Invited", email, sendInvitation: true });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { agent: { id: string; email: string }; invitationSentTo: string };
    expect(body.invitationSentTo).toBe(email);

    const mail = await mailFor(email, "Set your Vayu password");
    expect(mail.text).toContain("Hello Isla Invited,");
    expect(mail.text).toContain("Maple Mortgages has created your broker account");
    expect(mail.text).toContain(`within ${INVITATION_TOKEN_DAYS} days`);
    const link = linkIn(mail);
    expect(link.origin).toBe(ORIGIN);
    expect(link.searchParams.get("invite")).toBe("1");
    const token = link.searchParams.get("token")!;

    const [row] = await t.deps.db
      .select()
      .from(authVerification)
      .where(eq(authVerification.identifier, `reset-password:${token}`));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_TOKEN_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(INVITATION_TOKEN_DAYS);

    expect(await tokenIsValid(token)).toBe(true);
    expect((await resetPassword(token, "my-own-password")).status).toBe(200);
    const signedIn = await signIn(email, "my-own-password");
    expect(signedIn.status).toBe(200);
    const me = (await (await t.request("/api/me", { cookie: cookieHeader(signedIn) })).json()) as {
      user: { role: string; agentId: string };
    };
    expect(me.user).toMatchObject({ role: "agent", agentId: body.agent.id });
    expect(await tokenIsValid(token)).toBe(false);
  });

  it("creates nothing, queues nothing and keeps no token when the address is taken", async () => {
    const existing = await t.signInAs("agent");
    const tokens = () =>
      t.deps.db.$count(authVerification, like(authVerification.identifier, "reset-password:%"));
    const before = { tokens: await tokens(), queued: await t.deps.db.$count(notifications) };
    const res = await createAgent({ fullName: "Taken", email: existing.email, sendInvitation: true });
    expect(res.status).toBe(409);
    expect(await tokens()).toBe(before.tokens);
    expect(await t.deps.db.$count(notifications)).toBe(before.queued);
  });

  it("still requires a password without an invitation, naming the field", async () => {
    for (const json of [
      { fullName: "No Password", email: `np-${randomUUID()}@brokers.test` },
      { fullName: "No Password", email: `np-${randomUUID()}@brokers.test`, sendInvitation: false },
    ]) {
      const res = await createAgent(json);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({
        field: "password",
        message: "password: Password is required",
      });
    }
    const res = await createAgent({
      fullName: "Odd",
      email: `odd-${randomUUID()}@brokers.test`,
      sendInvitation: "yes",
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe("sendInvitation");
  });
});
