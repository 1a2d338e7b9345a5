import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../../src/server/db/schema";
import { createTestContext } from "./harness";

/** A stand-in for the partner network's form endpoint, on a local port. */
let network: Server;
let networkUrl: string;
let answerStatus = 200;
const received: URLSearchParams[] = [];

beforeAll(async () => {
  network = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push(new URLSearchParams(body));
      res.writeHead(answerStatus, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => network.listen(0, "127.0.0.1", resolve));
  networkUrl = `http://127.0.0.1:${(network.address() as AddressInfo).port}/wp-admin/admin-post.php`;
});
afterAll(() => new Promise<void>((resolve) => network.close(() => resolve())));

const contact = {
  first_name: "Amélie",
  last_name: "Roy",
  email: "amelie.roy@example.ca",
  phone: "613-555-0101",
  comments: "Looking to refinance this spring.",
  postal_code: "k1p 1j1",
  phone_type: "Residential",
  casl_consent: true,
};

async function submit(env: Record<string, string>) {
  const t = await createTestContext(env);
  try {
    const res = await t.request("/api/leads/contact", { method: "POST", json: contact });
    const body = (await res.json()) as { id: string; external_network: string };
    const stored = await t.deps.db.select().from(leads).where(eq(leads.id, body.id));
    return { status: res.status, body, stored: stored.length };
  } finally {
    await t.close();
  }
}

describe("optional external mortgage network post", () => {
  it("is not attempted when no endpoint is configured", async () => {
    const before = received.length;
    const result = await submit({});
    expect(result).toMatchObject({ status: 201, body: { external_network: "disabled" }, stored: 1 });
    expect(received.length).toBe(before);
  });

  it("is skipped when the broker code or nonce is missing", async () => {
    const before = received.length;
    const result = await submit({ EXTERNAL_NETWORK_URL: networkUrl, EXTERNAL_NETWORK_BROKER_CODE: "VAYU01" });
    expect(result.body.external_network).toBe("skipped");
    expect(received.length).toBe(before);
  });

  it("posts the spec's urlencoded fields when fully configured", async () => {
    answerStatus = 200;
    const result = await submit({
      EXTERNAL_NETWORK_URL: networkUrl,
      EXTERNAL_NETWORK_BROKER_CODE: "VAYU01",
      EXTERNAL_NETWORK_NONCE: "n0nce",
    });
    expect(result).toMatchObject({ status: 201, body: { external_network: "submitted" }, stored: 1 });
    const form = received.at(-1)!;
    expect(Object.fromEntries(form)).toEqual({
      firstName: "Amélie",
      lastName: "Roy",
      email: "amelie.roy@example.ca",
      phone: "613-555-0101",
      phoneType: "3",
      city: "",
      postalCode: "K1P 1J1",
      comments: "Looking to refinance this spring.",
      casl: "1",
      action: "mortgage_network_contact",
      brokerCode: "VAYU01",
      wpnonce: "n0nce",
    });
  });

  it("reports a refusal as failed and keeps the lead", async () => {
    answerStatus = 500;
    const result = await submit({
      EXTERNAL_NETWORK_URL: networkUrl,
      EXTERNAL_NETWORK_BROKER_CODE: "VAYU01",
      EXTERNAL_NETWORK_NONCE: "n0nce",
    });
    expect(result).toMatchObject({ status: 201, body: { external_network: "failed" }, stored: 1 });
  });
});
