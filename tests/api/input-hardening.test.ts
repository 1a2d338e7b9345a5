import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicMessages } from "../support/english-texts";
import { leads } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import type { ApiErrorBody } from "./public-fixtures";
import { WRITE_SAMPLES } from "./write-samples";

const LEAD_NOT_FOUND = "Lead not found";

/** The reproductions of issue 13, defects 1-3 and the JSON half of 10, each answered without a 500. */

let t: TestContext;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestContext();
  adminCookie = (await t.signInAs("super_admin")).cookie;
});
afterAll(() => t.close());

const leadCount = async () => (await t.deps.db.select({ id: leads.id }).from(leads)).length;

async function expectFieldRefused(path: string, json: unknown, field: string) {
  const before = await leadCount();
  const res = await t.request(path, { method: "POST", json });
  const body = (await res.json()) as ApiErrorBody & { error: { field?: string } };
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.error.field).toBe(field);
  expect(body.error.message).toMatch(new RegExp(`^${field.replaceAll(".", "\\.")}: `));
  expect(await leadCount()).toBe(before);
}

describe("U+0000 in a body or query is a 400 naming the field", () => {
  it.each([
    ["/api/leads/application", "client_name"],
    ["/api/leads/quote", "client_name"],
    ["/api/leads/contact", "first_name"],
    ["/api/leads/contact", "comments"],
    ["/api/newsletter", "email"],
    ["/api/auth/sign-in/email", "email"],
  ])("POST %s with NUL in %s", async (path, field) => {
    const sample = WRITE_SAMPLES[`POST ${path}`]!;
    await expectFieldRefused(path, { ...sample, [field]: "Nul\u0000Byte" }, field);
  });

  it("POST /api/chat with NUL in a message", async () => {
    await expectFieldRefused(
      "/api/chat",
      { messages: [{ role: "user", content: "reach me at nul@example.com\u0000" }] },
      "messages.0.content",
    );
  });

  it("a NUL in a nested field or in a key the schema ignores", async () => {
    const quote = WRITE_SAMPLES["POST /api/leads/quote"]!;
    const metadata = { ...(quote.metadata as object), location: "On\u0000tario" };
    await expectFieldRefused("/api/leads/quote", { ...quote, metadata }, "metadata.location");
    await expectFieldRefused("/api/newsletter", { email: "a@b.ca", ["x\u0000"]: 1 }, "x\uFFFD");
  });

  it('a NUL under a key that is the empty string names that key as ""', async () => {
    await expectFieldRefused("/api/newsletter", { email: "a@b.ca", "": "a\u0000b" }, '""');
  });

  it("GET /api/rates?province=%00", async () => {
    const res = await t.request("/api/rates?province=%00");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe("province");
  });

  it("GET /api/admin/leads?status=%00", async () => {
    const res = await t.request("/api/admin/leads?status=%00", { cookie: adminCookie });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe("status");
  });
});

describe("a lone UTF-16 surrogate is a 400 naming the field", () => {
  it('POST /api/leads/application with "property_address":"12 \\ud800 St"', async () => {
    const sample = JSON.stringify(WRITE_SAMPLES["POST /api/leads/application"]);
    // Sent as the raw JSON escape: JSON.stringify would also write the lone surrogate as \ud800.
    const body = sample.replace(/"property_address":"[^"]*"/, '"property_address":"12 \\ud800 St"');
    const res = await t.request("/api/leads/application", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe("property_address");
  });

  it("in a chat message and in a sign-in password", async () => {
    await expectFieldRefused(
      "/api/chat",
      { messages: [{ role: "user", content: "hi \udc00" }] },
      "messages.0.content",
    );
    await expectFieldRefused("/api/auth/sign-in/email", { email: "a@b.ca", password: "\ud83d" }, "password");
  });
});

describe("a path id or slug the database cannot hold is the resource's 404", () => {
  it.each([
    ["GET", "/api/agents/%00", publicMessages.agentNotFoundToast],
    ["GET", "/api/agents/a%00b", publicMessages.agentNotFoundToast],
    ["GET", "/api/agents/a%00b/testimonials", publicMessages.agentNotFoundToast],
    ["POST", "/api/agents/%00/page-view", publicMessages.agentNotFoundToast],

    ["GET", "/api/blog/%00", publicMessages.blogNotFound],
    ["GET", `/api/blog/${"%ED%A0%80"}`, publicMessages.blogNotFound],
    ["GET", "/api/products/%00", publicMessages.productNotFound],
    ["GET", "/api/services/%00", publicMessages.serviceNotFound],
    ["PATCH", "/api/admin/leads/%00", LEAD_NOT_FOUND],
    ["DELETE", "/api/admin/leads/%00", LEAD_NOT_FOUND],
  ])("%s %s", async (method, path, message) => {
    const res = await t.request(path, {
      method,
      cookie: adminCookie,
      json: method === "PATCH" ? { status: "contacted" } : method === "POST" ? {} : undefined,
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ApiErrorBody).error.message).toBe(message);
  });

  it("GET /api/agents/<5,000 characters>", async () => {
    const res = await t.request(`/api/agents/${"a".repeat(5000)}`);
    expect(res.status).toBe(404);
  });
});

describe("a chat lead that is not stored is never acknowledged", () => {
  it("refuses the message with a NUL after the e-mail instead of losing the lead", async () => {
    const res = await t.request("/api/chat", {
      method: "POST",
      json: { messages: [{ role: "user", content: "my email is lost@example.com\u0000" }] },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { field: string; message: string } };
    expect(body.error.field).toBe("messages.0.content");
    expect(body.error.message).not.toContain("noted");
  });

  it("answers without thanks for details it could not store", async () => {
    const broken = await createTestContext();
    try {
      await broken.deps.db.execute(sql`alter table leads add constraint no_leads check (false) not valid`);
      for (const content of ["my email is kept@example.com", "What is a MIC? call me at 416 555 0199"]) {
        const res = await broken.request("/api/chat", {
          method: "POST",
          json: { messages: [{ role: "user", content }] },
        });
        const body = (await res.json()) as { reply: { content: string }; lead_captured: boolean };
        expect(res.status).toBe(200);
        expect(body.lead_captured).toBe(false);
        expect(body.reply.content).not.toMatch(/noted|Thank you|follow up with you/);
      }
    } finally {
      await broken.close();
    }
  });
});

describe("JSON routes take JSON only", () => {
  it.each([
    [
      "multipart/form-data",
      () => {
        const form = new FormData();
        for (const [key, value] of Object.entries(WRITE_SAMPLES["POST /api/leads/application"]!))
          form.append(key, String(value));
        return form;
      },
    ],
    ["text/plain", () => JSON.stringify(WRITE_SAMPLES["POST /api/leads/application"])],
    ["application/x-www-form-urlencoded", () => new URLSearchParams({ client_name: "Sam" })],
  ])("refuses %s with a 415 naming application/json", async (_type, body) => {
    const before = await leadCount();
    const res = await t.request("/api/leads/application", { method: "POST", body: body() });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: { message: "Content-Type must be application/json", code: "unsupported_media_type" },
    });
    expect(await leadCount()).toBe(before);
  });

  it("refuses a 2 MB multipart body with 415 before reading it", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(2 * 1024 * 1024)]), "big.png");
    const res = await t.request("/api/leads/application", { method: "POST", body: form });
    expect(res.status).toBe(415);
  });

  it("keeps accepting the SPA's JSON writes and body-less ones", async () => {
    const res = await t.request("/api/leads/application", {
      method: "POST",
      json: WRITE_SAMPLES["POST /api/leads/application"],
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const deleted = await t.request(`/api/admin/leads/${id}`, { method: "DELETE", cookie: adminCookie });
    expect(deleted.status).toBe(204);
  });
});
