import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "../../src/server/db/schema";
import { DEFAULT_SUBMISSION_LIMITS } from "../../src/server/config";
import { createTestContext, type TestContext } from "./harness";
import type { ApiErrorBody } from "./public-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const subscribe = (json: unknown, ip?: string) => t.request("/api/newsletter", { method: "POST", json, ip });

describe("POST /api/newsletter", () => {
  it("stores the address lower-cased, and a repeat is a success stored once", async () => {
    const first = await subscribe({ email: "  Reader@Example.CA ", name: "ignored" });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true });
    const again = await subscribe({ email: "reader@example.ca" });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ subscribed: true });
    const rows = await t.deps.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(["reader@example.ca"]);
  });

  it("requires a valid email", async () => {
    for (const json of [{}, { email: "" }, { email: "nope" }, { email: 42 }]) {
      const res = await subscribe(json);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.field).toBe("email");
    }
  });

  it("answers a body that is not JSON with a 400", async () => {
    const res = await t.request("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "email=a@b.ca",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error.code).toBe("invalid_json");
  });

  it("limits sign-ups per IP", async () => {
    const ip = "203.0.113.50";
    for (let i = 0; i < DEFAULT_SUBMISSION_LIMITS.newsletter.max; i++) {
      expect((await subscribe({ email: `r${i}@example.ca` }, ip)).status).toBe(201);
    }
    const blocked = await subscribe({ email: "late@example.ca" }, ip);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as ApiErrorBody).error.code).toBe("rate_limited");
  });
});
