import { randomUUID } from "node:crypto";
import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import type { Database } from "../../src/server/db/client";
import { leads, notifications, type Agent } from "../../src/server/db/schema";
import { publicAccess } from "../../src/server/http/authorize";
import { LeadLane } from "../../src/server/http/lead-lane";
import { withNodeLanes } from "../../src/server/server";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent } from "./public-fixtures";
import { WRITE_SAMPLES } from "./write-samples";

/** Headers Node writes itself on every answer, or that differ per request by design. */
const PER_REQUEST = new Set(["date", "connection", "keep-alive", "x-request-id"]);
/**
 * How a body travels: the app's error answers (c.json) carry no length, so the compress middleware
 * gzips them and adds Vary however short they are; the lane writes them whole, as the 201.
 */
const TRANSFER = new Set(["content-length", "transfer-encoding", "content-encoding", "vary"]);

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body as JSON, decompressed, every id and port made the same on both servers. */
  json: unknown;
  requestId: string | undefined;
}

let t: TestContext;
let agent: Agent;
let lane: LeadLane;
const servers: Server[] = [];
/** The server with the lane in front of the app, and the same app on its own. */
let withLane: string;
let appOnly: string;
const logLines: Record<string, unknown>[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const log = pino({ level: "info" }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  t = await createTestContext({ LEAD_LIMIT_PER_10_MIN: "2" }, { log });
  agent = await insertAgent(t.deps.db, { name: "Lane Agent", email: "lane.agent@example.ca" });
  lane = new LeadLane(t.deps);
  const app = getRequestListener(createApp(t.deps).fetch);
  withLane = await listen(createServer(withNodeLanes(() => ({ leads: lane }), app)));
  appOnly = await listen(createServer(app));
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

function comparable(headers: IncomingHttpHeaders, skip: Set<string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_REQUEST.has(name) && !skip.has(name))
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );
}

/** A request over the socket with exactly these headers and this body. */
function send(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; chunked?: boolean } = {},
): Promise<Answer> {
  const { method = "POST", headers = {}, body = "", chunked = false } = options;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { method, headers: chunked ? headers : { ...headers, "content-length": Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const text = (res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString();
          resolve({
            status: res.statusCode!,
            headers: comparable(res.headers, res.statusCode === 201 ? new Set() : TRANSFER),
            json: text ? JSON.parse(text.replace(UUID, "<id>")) : null,
            requestId: res.headers["x-request-id"] as string | undefined,
          });
        });
      },
    );
    req.on("error", reject);
    if (chunked) req.write(body);
    req.end(chunked ? undefined : body);
  });
}

/** Its own network for each request, so the lead limit is reached only where a case means it. */
const network = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

/** The write samples every route's tests start from, assigned to the lane's agent where they may be. */
const application = () => ({ ...WRITE_SAMPLES["POST /api/leads/application"], agent_id: agent.id });
const quote = () => WRITE_SAMPLES["POST /api/leads/quote"];
const contact = () => ({ ...WRITE_SAMPLES["POST /api/leads/contact"], agent_id: agent.id });

interface Case {
  name: string;
  path: string;
  body: string;
  /** Given each server's own origin; a header given as "" is not sent. */
  headers?: (origin: string) => Record<string, string>;
  chunked?: boolean;
  method?: string;
  /** Whether the lane answers it (true) or leaves it to the app. */
  taken: boolean;
  status: number;
}

/** The same request to both servers, each from a network of its own. */
async function both(c: Case): Promise<{ lane: Answer; app: Answer }> {
  const own = (base: string) => ({
    method: c.method,
    body: c.body,
    chunked: c.chunked,
    headers: Object.fromEntries(
      Object.entries({
        // A browser on the page sends the page's origin: each server's own.
        origin: base,
        "content-type": "application/json",
        "x-forwarded-for": network(),
        ...c.headers?.(base),
      }).filter(([, value]) => value !== ""),
    ),
  });
  const before = lane.taken;
  const viaLane = await send(withLane, c.path, own(withLane));
  expect(lane.taken - before, `${c.name}: taken by the lane`).toBe(c.taken ? 1 : 0);
  const viaApp = await send(appOnly, c.path, own(appOnly));
  return { lane: viaLane, app: viaApp };
}

describe("the lead lane in front of the app", () => {
  it("answers each form, and everything the middleware would let through, as the app does", async () => {
    const json = JSON.stringify(application());
    const cases: Case[] = [
      { name: "application", path: "/api/leads/application", body: json, taken: true, status: 201 },
      { name: "quote", path: "/api/leads/quote", body: JSON.stringify(quote()), taken: true, status: 201 },
      {
        name: "contact",
        path: "/api/leads/contact",
        body: JSON.stringify(contact()),
        taken: true,
        status: 201,
      },
      {
        name: "HTTPS through the trusted proxy, with a request id and a charset",
        path: "/api/leads/application",
        body: json,
        headers: (origin) => ({
          origin: origin.replace(/^http:/, "https:"),
          "x-forwarded-proto": "https",
          "x-request-id": "lead-lane-1",
          "content-type": "application/json; charset=utf-8",
        }),
        taken: true,
        status: 201,
      },
      {
        name: "a client that sends no Origin",
        path: "/api/leads/application",
        body: json,
        headers: () => ({ origin: "", "sec-fetch-site": "same-origin" }),
        taken: true,
        status: 201,
      },
      {
        name: "an agent the public cannot see",
        path: "/api/leads/application",
        body: JSON.stringify({ ...application(), agent_id: randomUUID() }),
        taken: true,
        status: 400,
      },
      {
        name: "not JSON",
        path: "/api/leads/application",
        body: "{not json",
        taken: false,
        status: 400,
      },
      {
        name: "a field the form refuses",
        path: "/api/leads/contact",
        body: JSON.stringify({ ...contact(), email: "not an address" }),
        taken: false,
        status: 400,
      },
      {
        name: "another content type",
        path: "/api/leads/application",
        body: json,
        headers: () => ({ "content-type": "text/plain" }),
        taken: false,
        status: 415,
      },
      {
        name: "two content types",
        path: "/api/leads/application",
        body: json,
        headers: () => ({ "content-type": ["application/json", "text/plain"] as unknown as string }),
        taken: false,
        status: 415,
      },
      {
        name: "another site's page",
        path: "/api/leads/application",
        body: json,
        headers: () => ({ origin: "https://elsewhere.example" }),
        taken: false,
        status: 403,
      },
      {
        name: "a cross-site request without Origin",
        path: "/api/leads/application",
        body: json,
        headers: () => ({ origin: "", "sec-fetch-site": "cross-site" }),
        taken: false,
        status: 403,
      },
      {
        name: "a body over the limit",
        path: "/api/leads/application",
        body: JSON.stringify({ ...application(), message: "x".repeat(1024 * 1024) }),
        taken: false,
        status: 413,
      },
      {
        name: "a chunked body",
        path: "/api/leads/application",
        body: json,
        chunked: true,
        taken: false,
        status: 201,
      },
      {
        name: "a query string",
        path: "/api/leads/application?src=ad",
        body: json,
        taken: false,
        status: 201,
      },
      { name: "another form name", path: "/api/leads/applications", body: json, taken: false, status: 404 },
    ];
    for (const c of cases) {
      const answers = await both(c);
      expect(answers.lane.status, c.name).toBe(c.status);
      expect(answers.lane.headers, c.name).toEqual(answers.app.headers);
      expect(answers.lane.json, c.name).toEqual(answers.app.json);
      expect(answers.lane.requestId, c.name).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    }
  });

  it("stores the same lead and e-mail as the app, with the caller's request id and HSTS", async () => {
    const body = JSON.stringify({ ...application(), client_name: "Stored Check" });
    const headers = {
      "content-type": "application/json",
      "x-request-id": "lead-lane-2",
      "x-forwarded-proto": "https",
    };
    const answers = [];
    for (const base of [withLane, appOnly]) {
      const answer = await send(base, "/api/leads/application", {
        body,
        headers: { ...headers, "x-forwarded-for": network() },
      });
      expect(answer.status).toBe(201);
      expect(answer.requestId).toBe("lead-lane-2");
      expect(answer.headers["strict-transport-security"]).toMatch(/^max-age=/);
      answers.push(answer);
    }
    expect(answers[0]!.headers).toEqual(answers[1]!.headers);
    const rows = await t.deps.db.select().from(leads).where(eq(leads.clientName, "Stored Check"));
    // The lead and its queued e-mail, less what differs by design (ids, time, each server's port).
    const shape = async (leadId: string) => {
      const [lead] = await t.deps.db.select().from(leads).where(eq(leads.id, leadId));
      const queued = await t.deps.db.select().from(notifications).where(eq(notifications.leadId, leadId));
      const { id: _id, createdAt: _at, ...columns } = lead!;
      const email = JSON.stringify(queued.map((n) => [n.channel, n.recipient, n.subject, n.payload]))
        .replace(UUID, "<id>")
        .replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:<port>");
      return { columns, email };
    };
    const [viaLane, viaApp] = await Promise.all(rows.map((row) => shape(row.id)));
    expect(rows).toHaveLength(2);
    expect(viaLane).toEqual(viaApp);
    expect(viaLane!.columns).toMatchObject({ agentId: agent.id, type: "application", source: "website" });
    expect(viaLane!.email).toContain("lane.agent@example.ca");
    expect(viaLane!.email).toContain("https://127.0.0.1:<port>/agent-dashboard?tab=leads");
  });

  it("counts the lead limit as the app does, answering the 429 with Retry-After", async () => {
    const ip = network();
    const body = JSON.stringify(application());
    const post = (base: string) =>
      send(base, "/api/leads/application", {
        body,
        headers: { "content-type": "application/json", origin: base, "x-forwarded-for": ip },
      });
    // Both servers count against the same database: two leads, then the third is refused.
    expect((await post(withLane)).status).toBe(201);
    expect((await post(appOnly)).status).toBe(201);
    const before = lane.taken;
    const refused = await post(withLane);
    expect(lane.taken).toBe(before + 1);
    const expected = await post(appOnly);
    expect(refused.status).toBe(429);
    expect(expected.status).toBe(429);
    // A second apart at most: each says how long is left of the same window when it answers.
    const { "retry-after": wait, ...headers } = refused.headers;
    const { "retry-after": expectedWait, ...expectedHeaders } = expected.headers;
    expect(Number(wait)).toBeGreaterThan(0);
    expect(Math.abs(Number(wait) - Number(expectedWait))).toBeLessThanOrEqual(1);
    expect(headers).toEqual(expectedHeaders);
    expect(refused.json).toEqual(expected.json);
  });

  it("logs a lead it answers in the same line as the app does", async () => {
    logLines.length = 0;
    const body = JSON.stringify(application());
    for (const [base, id] of [
      [withLane, "lane-line"],
      [appOnly, "app-line"],
    ] as const) {
      await send(base, "/api/leads/application", {
        body,
        headers: { "content-type": "application/json", "x-request-id": id, "x-forwarded-for": network() },
      });
    }
    const lines = logLines.filter((line) => line.msg === "request");
    const [viaLane, viaApp] = ["lane-line", "app-line"].map((id) => lines.find((line) => line.reqId === id));
    expect(viaApp).toMatchObject({ level: 30, method: "POST", path: "/api/leads/application", status: 201 });
    expect(Object.keys(viaLane!)).toEqual(Object.keys(viaApp!));
    expect(viaLane).toMatchObject({ level: 30, method: "POST", path: "/api/leads/application", status: 201 });
  });

  it("answers a failure after the lead was read with the app's JSON 500, and keeps serving", async () => {
    const unreachable = new Proxy({} as Database, {
      get() {
        throw new Error("database unreachable at 10.0.0.9");
      },
    });
    const failing = new LeadLane({ ...t.deps, db: unreachable });
    const app = getRequestListener(createApp(t.deps).fetch);
    const base = await listen(createServer(withNodeLanes(() => ({ leads: failing }), app)));
    logLines.length = 0;
    const answer = await send(base, "/api/leads/application", {
      body: JSON.stringify(application()),
      headers: {
        "content-type": "application/json",
        "x-request-id": "lane-500",
        "x-forwarded-for": network(),
      },
    });
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({
      error: { message: "Something went wrong on our side. Please try again.", code: "internal_error" },
    });
    expect(JSON.stringify(answer)).not.toContain("10.0.0.9");
    expect(logLines.find((line) => line.msg === "unhandled error")).toMatchObject({ reqId: "lane-500" });
    expect(logLines.find((line) => line.msg === "request")).toMatchObject({ reqId: "lane-500", status: 500 });
    const next = await send(withLane, "/api/leads/application", {
      body: JSON.stringify(application()),
      headers: { "content-type": "application/json", "x-forwarded-for": network() },
    });
    expect(next.status).toBe(201);
  });
});

/**
 * The lane takes the lead forms without the middleware and the route's own chain, doing their work
 * with their functions. A middleware added in front of the API (counted in answer-replay.test.ts)
 * or on these routes must be weighed against that (lead-lane.ts, docs/decisions/0054-lead-lane.md):
 * this test fails until it has been.
 */
describe("what the lead lane skips", () => {
  it("is the chain it was written against", () => {
    const app = createApp(t.deps);
    for (const path of ["/api/leads/quote", "/api/leads/application", "/api/leads/contact"]) {
      const own = app.routes.filter((route) => route.path === path);
      expect(
        own.map((route) => route.method),
        path,
      ).toEqual(["POST", "POST"]);
      expect(own[0]!.handler, path).toBe(publicAccess);
    }
  });
});
