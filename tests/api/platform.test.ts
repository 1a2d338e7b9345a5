import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_POLICY_UPDATED } from "../../src/server/config";
import { createTestContext, type TestContext } from "./harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("operations", () => {
  it("reports healthy only while the database answers", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await t.request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { error: { message: string; code: string } };
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toContain("/api/no-such-thing");
  });

  it("echoes a request id and sets the security headers", async () => {
    const res = await t.request("/api/health", { headers: { "x-request-id": "req-123" } });
    expect(res.headers.get("x-request-id")).toBe("req-123");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS when reached over HTTPS behind a trusted proxy", async () => {
    const res = await t.request("/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("exposes the public site settings", async () => {
    const res = await t.request("/api/site");
    expect(await res.json()).toEqual({
      externalApplyUrl: t.deps.config.externalApplyUrl,
      newsletterUrl: t.deps.config.newsletterUrl,
      brokerage: { name: "Vayu Mortgages", licence: null },
      privacy: {
        officerName: "Privacy Officer",
        officerEmail: "privacy@vayu.ca",
        updated: DEFAULT_POLICY_UPDATED,
        dataHostingLocation: null,
        governingLawProvince: "Ontario",
        chatModelService: false,
        mortgageNetwork: false,
      },
    });
  });

  it("names the configured brokerage, its licence and privacy officer in the site settings", async () => {
    const configured = await createTestContext({
      BROKERAGE_NAME: "Maple Mortgage Group Inc.",
      BROKERAGE_LICENCE: "FSRA 13579",
      PRIVACY_OFFICER_NAME: "Jordan Lee",
      PRIVACY_OFFICER_EMAIL: "jordan@maple.example.ca",
      PRIVACY_POLICY_UPDATED: "2027-01-31",
      DATA_HOSTING_LOCATION: "Canada (Montréal, Quebec)",
      GOVERNING_LAW_PROVINCE: "Quebec",
      CHAT_LLM_BASE_URL: "http://127.0.0.1:11434/v1",
      CHAT_LLM_API_KEY: "local",
      CHAT_LLM_MODEL: "llama3.1:8b",
    });
    try {
      const body = await (await configured.request("/api/site")).json();
      expect(body).toMatchObject({
        brokerage: { name: "Maple Mortgage Group Inc.", licence: "FSRA 13579" },
        privacy: {
          officerName: "Jordan Lee",
          officerEmail: "jordan@maple.example.ca",
          updated: "2027-01-31",
          dataHostingLocation: "Canada (Montréal, Quebec)",
          governingLawProvince: "Quebec",
          chatModelService: true,
          mortgageNetwork: false,
        },
      });
    } finally {
      await configured.close();
    }
  });
});

describe("request hygiene", () => {
  it("refuses a cross-site POST", async () => {
    const res = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      json: { email: "a@b.ca", password: "whatever1" },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("csrf_rejected");
  });

  it("takes the origin a trusted proxy forwards, its host without a port being the default one", async () => {
    const signOut = (peer: string) =>
      t.app.request(
        "http://127.0.0.1:3000/api/auth/sign-out",
        {
          method: "POST",
          headers: {
            origin: "https://vayu.ca",
            "x-forwarded-proto": "https",
            "x-forwarded-host": "vayu.ca",
            "content-type": "application/json",
          },
          body: "{}",
        },
        { incoming: { socket: { remoteAddress: peer } } },
      );
    expect((await signOut("127.0.0.1")).status).toBe(200);
    // The same headers from anyone else are not believed: the request came to 127.0.0.1:3000.
    expect((await signOut("203.0.113.9")).status).toBe(403);
  });

  it("refuses a cross-site POST that carries only Sec-Fetch-Site", async () => {
    const res = await t.request("/api/auth/sign-out", {
      method: "POST",
      headers: { origin: "", "sec-fetch-site": "cross-site" },
      json: {},
    });
    expect(res.status).toBe(403);
  });

  it("names the bad field in a 400", async () => {
    const res = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email: "a@b.ca" } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; field: string } };
    expect(body.error.field).toBe("password");
    expect(body.error.message).toMatch(/^password: /);
  });

  it("rejects a body that is not JSON", async () => {
    const res = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
  });

  it("refuses an oversized JSON body with 413", async () => {
    const res = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "a@b.ca", password: "x".repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
  });
});

describe("errors and storage through the app", () => {
  it("turns a crash inside a route into a JSON 500 without a stack trace", async () => {
    const { Hono } = await import("hono");
    const { handleError } = await import("../../src/server/http/errors");
    const app = new Hono();
    app.get("/boom", () => {
      throw new Error("secret internals at /srv/app.ts:12");
    });
    app.onError((error, c) => handleError(error, c, t.deps.log));
    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: { message: "Something went wrong on our side. Please try again.", code: "internal_error" },
    });
    expect(text).not.toContain("secret internals");
    // the process is still serving
    expect((await t.request("/api/health")).status).toBe(200);
  });

  it("serves a stored object at its public URL with its content type", async () => {
    const bytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    await t.deps.storage.put("product-images", "tests/round-trip.svg", bytes, "image/svg+xml");
    const url = t.deps.storage.publicUrl("product-images", "tests/round-trip.svg");
    expect(url).toBe("/storage/product-images/tests/round-trip.svg");
    const res = await t.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("max-age=");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    await t.deps.storage.delete("product-images", "tests/round-trip.svg");
    expect((await t.request(url)).status).toBe(404);
  });

  it("answers an unknown bucket with a JSON 404", async () => {
    const res = await t.request("/storage/not-a-bucket/file.png");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});
