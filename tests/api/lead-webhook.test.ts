import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifications } from "../../src/server/db/schema";
import { SIGNATURE_HEADER, verifySignature } from "../../src/server/notifications/webhook-signature";
import { createTestContext, type TestContext } from "./harness";
import { WRITE_SAMPLES } from "./write-samples";

const SECRET = "crm-shared-secret-for-tests";

interface Received {
  headers: IncomingMessage["headers"];
  body: string;
}

/** A CRM's receiving end on 127.0.0.1: records every call and answers with `status`. */
let received: Received[] = [];
let status = 200;
let receiver: Server;
let url: string;
let t: TestContext;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "no");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/vayu`;
  t = await createTestContext({
    LEAD_WEBHOOK_URL: url,
    LEAD_WEBHOOK_SECRET: SECRET,
    LEADS_INBOX: "inbox@vayu.example.ca",
    PUBLIC_SITE_URL: "https://vayu.example.ca",
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received = [];
  status = 200;
});

async function postQuote(clientName: string): Promise<string> {
  const res = await t.request("/api/leads/quote", {
    method: "POST",
    json: { ...WRITE_SAMPLES["POST /api/leads/quote"], client_name: clientName },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function webhookRow(leadId: string) {
  const rows = await t.deps.db.select().from(notifications).where(eq(notifications.leadId, leadId));
  return rows.find((row) => row.channel === "webhook")!;
}

describe("the lead webhook", () => {
  it("posts the new lead as signed JSON that the receiver can verify", async () => {
    const leadId = await postQuote("Webhook Client");
    expect(await t.deps.notifications.drain()).toMatchObject({ sent: 2 });
    expect(received).toHaveLength(1);
    const [call] = received;
    const row = await webhookRow(leadId);
    expect(call!.headers["content-type"]).toBe("application/json");
    expect(call!.headers["vayu-event"]).toBe("lead.created");
    expect(call!.headers["vayu-delivery"]).toBe(row.id);
    const signature = call!.headers[SIGNATURE_HEADER.toLowerCase()] as string;
    expect(verifySignature(SECRET, call!.body, signature)).toBe(true);
    // A receiver holding another secret, or a body changed on the way, fails verification.
    expect(verifySignature("not-the-crm-shared-secret", call!.body, signature)).toBe(false);
    expect(verifySignature(SECRET, call!.body.replace("Webhook Client", "Someone Else"), signature)).toBe(
      false,
    );

    const body = JSON.parse(call!.body) as { event: string; lead: Record<string, unknown> };
    expect(body.event).toBe("lead.created");
    expect(body.lead).toMatchObject({
      id: leadId,
      type: "rate_quote",
      source: "mortgage_calculator",
      status: "new",
      client_name: "Webhook Client",
      client_email: "jane@example.ca",
      client_phone: "416-555-0199",
      agent: null,
      url: `https://vayu.example.ca/super-admin/leads/${leadId}`,
      metadata: expect.objectContaining({ price: 600000, downPayment: 60000 }),
    });
    expect(row).toMatchObject({ status: "sent", recipient: url, subject: "lead.created" });
  });

  it("retries after a 500 with the same delivery id and body, and delivers", async () => {
    status = 500;
    const leadId = await postQuote("Flaky Receiver");
    const start = new Date();
    expect(await t.deps.notifications.drain(start)).toMatchObject({ sent: 1, retrying: 1 });
    const waiting = await webhookRow(leadId);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "Webhook answered HTTP 500" });

    status = 200;
    expect(await t.deps.notifications.drain(new Date(start.getTime() + 60_000))).toMatchObject({ sent: 1 });
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(received[1]!.headers["vayu-delivery"]).toBe(received[0]!.headers["vayu-delivery"]);
    expect(verifySignature(SECRET, received[1]!.body, received[1]!.headers["vayu-signature"] as string)).toBe(
      true,
    );
    expect(await webhookRow(leadId)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("marks a 4xx refusal failed without retrying", async () => {
    status = 401;
    const leadId = await postQuote("Refused Webhook");
    expect(await t.deps.notifications.drain()).toMatchObject({ failed: 1 });
    expect(await webhookRow(leadId)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "Webhook answered HTTP 401",
    });
  });

  it("retries when the receiver cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    const ctx = await createTestContext({ LEAD_WEBHOOK_URL: deadUrl, LEAD_WEBHOOK_SECRET: SECRET });
    try {
      const res = await ctx.request("/api/leads/contact", {
        method: "POST",
        json: WRITE_SAMPLES["POST /api/leads/contact"],
      });
      expect(res.status).toBe(201);
      const outcome = await ctx.deps.notifications.drain();
      expect(outcome.retrying).toBe(1);
      const [row] = await ctx.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.channel, "webhook"));
      expect(row!.lastError).toBe("Webhook not reached: ECONNREFUSED");
    } finally {
      await ctx.close();
    }
  });
});
