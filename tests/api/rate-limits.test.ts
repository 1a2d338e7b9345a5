import { like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ATTEMPT_MEMORY_SECONDS,
  countAttempt,
  deleteExpiredAttempts,
} from "../../src/server/auth/attempt-limit";
import { rateLimits } from "../../src/server/db/auth-schema";
import { DEFAULT_SUBMISSION_LIMITS, loadConfig } from "../../src/server/config";
import { CLEANUP_INTERVALS, startCleanup } from "../../src/server/jobs/cleanup";
import { createTestContext, ORIGIN, type TestContext } from "./harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const contact = {
  first_name: "Maya",
  last_name: "Singh",
  email: "maya@example.ca",
  phone: "416-555-0170",
  comments: "Renewal next spring.",
  casl_consent: true,
};

const keysLike = async (pattern: string) =>
  (await t.deps.db.select().from(rateLimits).where(like(rateLimits.key, pattern))).map((r) => r.key);

describe("client IP behind a proxy that appends to X-Forwarded-For", () => {
  it("counts the address the proxy saw, not the one the client made up", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_SUBMISSION_LIMITS.lead.max + 4; i++) {
      const res = await t.request("/api/leads/contact", {
        method: "POST",
        json: contact,
        ip: `198.18.0.${i}, 192.0.2.10`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([
      ...Array<number>(DEFAULT_SUBMISSION_LIMITS.lead.max).fill(201),
      ...Array<number>(4).fill(429),
    ]);
    expect(await keysLike("lead:contact:%")).toEqual(["lead:contact:ip:192.0.2.10"]);
  });

  it("counts every IPv6 address of one /64 as one caller", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_SUBMISSION_LIMITS.lead.max + 2; i++) {
      const res = await t.request("/api/leads/contact", {
        method: "POST",
        json: contact,
        ip: `2001:db8:7:9:${(i + 1).toString(16)}::${i + 1}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([
      ...Array<number>(DEFAULT_SUBMISSION_LIMITS.lead.max).fill(201),
      ...Array<number>(2).fill(429),
    ]);
    expect(await keysLike("lead:contact:ip:2001:%")).toEqual(["lead:contact:ip:2001:db8:7:9::/64"]);
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", async () => {
    const hsts = async (peer: string) => {
      const res = await t.app.request(
        `${ORIGIN}/api/health`,
        { headers: { "x-forwarded-proto": "https" } },
        { incoming: { socket: { remoteAddress: peer } } },
      );
      return res.headers.get("strict-transport-security");
    };
    expect(await hsts("127.0.0.1")).toMatch(/max-age=/);
    expect(await hsts("203.0.113.9")).toBeNull();
  });
});

describe("rate_limits cleanup", () => {
  const window = { max: 5, seconds: 15 * 60 };

  it("deletes rows no limiter can still need and keeps the rest", async () => {
    const now = Date.now();
    await countAttempt(t.deps.db, "cleanup:old", window, now - ATTEMPT_MEMORY_SECONDS * 1000 - 1);
    await countAttempt(t.deps.db, "cleanup:recent", window, now - 60_000);
    expect(await keysLike("cleanup:%")).toHaveLength(2);
    expect(await deleteExpiredAttempts(t.deps.db, now)).toBeGreaterThanOrEqual(1);
    expect(await keysLike("cleanup:%")).toEqual(["cleanup:recent"]);
  });

  it("runs on a timer until stopped", async () => {
    await countAttempt(t.deps.db, "timer:old", window, Date.now() - ATTEMPT_MEMORY_SECONDS * 1000 - 1);
    const cleanup = startCleanup(
      { ...t.deps, log: pino({ level: "silent" }) },
      { ...CLEANUP_INTERVALS, attemptsEveryMs: 20, uploadsEveryMs: 60_000 },
    );
    await vi.waitFor(async () => expect(await keysLike("timer:%")).toEqual([]));
    await cleanup.stop();
    await countAttempt(t.deps.db, "timer:later", window, Date.now() - ATTEMPT_MEMORY_SECONDS * 1000 - 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await keysLike("timer:%")).toEqual(["timer:later"]);
  });

  it("refuses a window the cleanup would cut short", async () => {
    await expect(
      countAttempt(t.deps.db, "too-long", { max: 1, seconds: ATTEMPT_MEMORY_SECONDS + 1 }),
    ).rejects.toThrow(/outlives the rate_limits cleanup/);
  });
});

describe("submission limits from the settings", () => {
  const postFromOneAddress = async (ctx: TestContext, path: string, json: unknown, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) {
      statuses.push((await ctx.request(path, { method: "POST", json, ip: "203.0.113.77" })).status);
    }
    return statuses;
  };

  it("takes each maximum from its setting, and 0 switches that limit off without counting", async () => {
    const ctx = await createTestContext({
      LEAD_LIMIT_PER_10_MIN: "0",
      NEWSLETTER_LIMIT_PER_10_MIN: "2",
      CHAT_LIMIT_PER_5_MIN: "1",
    });
    try {
      const leads = await postFromOneAddress(ctx, "/api/leads/contact", contact, 15);
      expect(leads).toEqual(Array<number>(15).fill(201));
      expect(await ctx.deps.db.select().from(rateLimits).where(like(rateLimits.key, "lead:%"))).toEqual([]);

      const newsletter = await postFromOneAddress(ctx, "/api/newsletter", { email: "a@example.ca" }, 3);
      expect(newsletter).toEqual([201, 201, 429]);

      const chat = await postFromOneAddress(
        ctx,
        "/api/chat",
        { messages: [{ role: "user", content: "What is the stress test?" }] },
        2,
      );
      expect(chat).toEqual([200, 429]);
    } finally {
      await ctx.close();
    }
  });

  it("refuses a negative or fractional maximum, naming the setting", () => {
    expect(() => loadConfig({ LEAD_LIMIT_PER_10_MIN: "-1" })).toThrow(/LEAD_LIMIT_PER_10_MIN/);
    expect(() => loadConfig({ CHAT_LIMIT_PER_5_MIN: "2.5" })).toThrow(/CHAT_LIMIT_PER_5_MIN/);
  });
});
