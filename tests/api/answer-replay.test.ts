import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { AnswerReplay } from "../../src/server/http/answer-replay";
import { publicAccess } from "../../src/server/http/authorize";
import { invalidatePublicRates } from "../../src/server/routes/rates/cache";
import { withNodeLanes } from "../../src/server/server";
import { createTestContext, LOCAL_PROXY, type TestContext } from "./harness";
import { insertRate } from "./public-fixtures";

/** Headers Node writes itself on every answer, or that differ per request by design. */
const PER_REQUEST = new Set(["date", "connection", "keep-alive", "x-request-id"]);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  requestId: string | undefined;
}

let t: TestContext;
let replay: AnswerReplay;
let server: Server;
let base: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const log = pino({ level: "info" }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  t = await createTestContext({}, { log });
  await insertRate(t.deps.db, { term: "5 year", rateType: "fixed", ourRate: 4.4 });
  await insertRate(t.deps.db, { term: "3 year", rateType: "fixed", ourRate: 4.05 });
  // Enough rates for a body over 1 KB, which goes out compressed when the request accepts it.
  for (const term of ["1 year", "2 year", "4 year", "7 year", "10 year"]) {
    await insertRate(t.deps.db, { term, rateType: "fixed", ourRate: 5.1 });
    await insertRate(t.deps.db, { term, rateType: "variable", ourRate: 5.3 });
  }
  invalidatePublicRates();
  replay = new AnswerReplay(t.deps);
  const app = createApp(t.deps, { answerReplay: replay });
  server = createServer(withNodeLanes(() => ({ replay }), getRequestListener(app.fetch)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

function comparable(headers: IncomingHttpHeaders | Headers): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers] : Object.entries(headers);
  return Object.fromEntries(
    entries
      .filter(([name]) => !PER_REQUEST.has(name))
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );
}

/** A request over the socket, with exactly these headers (fetch would add Accept-Encoding). */
function overNode(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          headers: comparable(res.headers),
          body: Buffer.concat(chunks),
          requestId: res.headers["x-request-id"] as string | undefined,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** The same request answered by the app itself (no replay), from the same loopback peer. */
async function throughApp(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const app = createApp(t.deps);
  const res = await app.request(`http://127.0.0.1${path}`, { headers }, LOCAL_PROXY);
  return {
    status: res.status,
    headers: comparable(res.headers),
    body: Buffer.from(await res.arrayBuffer()),
    requestId: res.headers.get("x-request-id") ?? undefined,
  };
}

const RATES = "/api/rates?province=ON";

describe("the answer replay of cached public reads", () => {
  it("answers a URL a public cache answered before exactly as the app does, without the app", async () => {
    const first = await overNode(RATES);
    expect(first.status).toBe(200);
    expect(replay.replayed).toBe(0);
    const etag = first.headers.etag!;
    const cases: Record<string, string>[] = [
      {},
      { "accept-encoding": "gzip, deflate, br, zstd" },
      { "accept-encoding": "gzip" },
      { "accept-encoding": "br;q=0, gzip;q=0" },
      { "if-none-match": etag },
      { "if-none-match": `W/${etag}`, "accept-encoding": "br" },
      { "if-none-match": '"something-else"' },
      { "x-forwarded-proto": "https" },
      { "x-request-id": "checkout-42" },
    ];
    for (const [index, headers] of cases.entries()) {
      const replayed = await overNode(RATES, headers);
      expect(replay.replayed, JSON.stringify(headers)).toBe(index + 1);
      const expected = await throughApp(RATES, headers);
      expect(replayed.status, JSON.stringify(headers)).toBe(expected.status);
      expect(replayed.headers, JSON.stringify(headers)).toEqual(expected.headers);
      expect(replayed.body.equals(expected.body), JSON.stringify(headers)).toBe(true);
      expect(replayed.requestId).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    }
    const byId = await overNode(RATES, { "x-request-id": "checkout-43" });
    expect(byId.requestId).toBe("checkout-43");
    const https = await overNode(RATES, { "x-forwarded-proto": "https" });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect((await overNode(RATES, { "if-none-match": etag })).status).toBe(304);
    expect((await overNode(RATES, { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
  });

  it("logs a replayed request in the same line as the app does", async () => {
    logLines.length = 0;
    await overNode("/api/rates?province=BC", { "x-request-id": "through-app" });
    const before = replay.replayed;
    await overNode("/api/rates?province=BC", { "x-request-id": "replayed" });
    expect(replay.replayed).toBe(before + 1);
    const requestLines = logLines.filter((line) => line.msg === "request");
    const [viaApp, viaReplay] = ["through-app", "replayed"].map((id) =>
      requestLines.find((line) => line.reqId === id),
    );
    expect(viaApp).toMatchObject({ level: 30, method: "GET", path: "/api/rates", status: 200 });
    expect(Object.keys(viaReplay!)).toEqual(Object.keys(viaApp!));
    expect(viaReplay).toMatchObject({ level: 30, method: "GET", path: "/api/rates", status: 200 });
  });

  it("leaves an answer whose data changed, a HEAD and an uncached URL to the app", async () => {
    await overNode(RATES);
    const old = await overNode(RATES);
    const before = replay.replayed;
    await insertRate(t.deps.db, { term: "6 month", rateType: "fixed", ourRate: 6.2 });
    invalidatePublicRates();
    const fresh = await overNode(RATES);
    expect(replay.replayed).toBe(before);
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect(fresh.body.toString()).toContain("6 month");
    // The app answered it and the URL is replayed again from the new entry.
    const again = await overNode(RATES);
    expect(replay.replayed).toBe(before + 1);
    expect(again.body.equals(fresh.body)).toBe(true);

    const head = await overNode(RATES, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(replay.replayed).toBe(before + 1);

    await overNode("/api/health");
    await overNode("/api/health");
    expect(replay.replayed).toBe(before + 1);
  });

  it("leaves the request to the app when the replay fails, and the server keeps serving", async () => {
    const url = "/api/rates?province=QC";
    const failing = {
      answer: () => {
        throw new Error("cache unreadable");
      },
    };
    // The context a public cache's respond would pass for a request from the socket.
    const context = {
      env: { incoming: { url } },
      req: { method: "GET", url: `http://127.0.0.1${url}`, path: "/api/rates" },
    } as unknown as Parameters<AnswerReplay["remember"]>[0];
    replay.remember(context, failing, "any");
    logLines.length = 0;
    const answer = await overNode(url);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toHaveProperty("rates");
    expect(logLines.some((line) => line.msg === "answer replay failed")).toBe(true);
    expect((await overNode(RATES)).status).toBe(200);
  });

  it("never takes a read the app makes for a page (with that page's bindings) for the page", async () => {
    const app = createApp(t.deps, { answerReplay: replay });
    // How a server-rendered page reads the API: its own request's socket and URL in the bindings.
    const bindings = { incoming: { url: "/rates", method: "GET", socket: { remoteAddress: "127.0.0.1" } } };
    const inner = await app.request(`http://127.0.0.1${RATES}`, {}, bindings);
    expect(inner.status).toBe(200);
    const before = replay.replayed;
    const page = await overNode("/rates");
    expect(replay.replayed).toBe(before);
    // This app serves no pages (no webDir): its own answer to /rates is a 404, not the rates.
    expect(page.status).toBe(404);
  });
});

/**
 * The replay answers a remembered URL without the middleware, on the grounds that none of them
 * changes a cached read's complete answer except through what the replay recomputes (request id,
 * security headers, log line). A middleware added in front of the API, or on a cached read's
 * route, must be weighed against that: this test fails until it has been (answer-replay.ts,
 * docs/decisions/0034-answer-replay.md), and then its counts are updated. The lead lane relies on
 * the same count for the public lead forms (lead-lane.test.ts, docs/decisions/0054-lead-lane.md).
 */
describe("what the answer replay skips", () => {
  it("is the middleware it was written against", () => {
    const app = createApp(t.deps);
    const inFront = app.routes.filter(
      (route) => route.method === "ALL" && (route.path === "/*" || route.path === "/api/*"),
    );
    // "/*": context, request log, security headers, compression; "/api/*": CSRF, body limits, 404.
    expect(inFront.map((route) => route.path)).toEqual([
      "/*",
      "/*",
      "/*",
      "/*",
      "/api/*",
      "/api/*",
      "/api/*",
    ]);
    for (const path of ["/api/rates", "/api/rates/best", "/api/rates/history", "/api/lenders"]) {
      const own = app.routes.filter((route) => route.path === path);
      expect(
        own.map((route) => route.method),
        path,
      ).toEqual(["GET", "GET"]);
      expect(own[0]!.handler, path).toBe(publicAccess);
    }
  });
});
