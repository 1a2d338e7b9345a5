import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsUploads } from "../../src/server/http/security";
import { createTestContext, type TestContext } from "./harness";
import { hostileBody, hostileQuery, hostileSegment } from "./fuzz-inputs";
import { insertAgent, type ApiErrorBody } from "./public-fixtures";
import { WRITE_SAMPLES } from "./write-samples";

/**
 * Property-based guard: whatever a client sends to any /api route, the answer is a deliberate
 * 2xx or 4xx, never a 5xx, and a 400 for a JSON object names the field at fault. The routes come
 * from the app's route table, so a new route is fuzzed without touching this file.
 * FUZZ_RUNS (default 30 per route: seconds in `npm test`) sets the depth; `npm run fuzz` runs 1,000.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const FUZZ_TIMEOUT = Math.max(120_000, RUNS * 10_000);

// 409: a unique value already taken (an agent's email or slug), which a repeated valid sample meets.
const WRITE_STATUSES = [200, 201, 204, 400, 401, 404, 409, 413, 415, 422, 429];
const READ_STATUSES = [200, 400, 401, 404, 429];

let t: TestContext;
let adminCookie: string;
let agentCookie: string;
let knownSegments: string[];
beforeAll(async () => {
  t = await createTestContext();
  adminCookie = (await t.signInAs("super_admin")).cookie;
  agentCookie = (await t.signInAs("agent")).cookie;
  const agent = await insertAgent(t.deps.db);
  knownSegments = [agent.id, agent.profileSlug!];
});
afterAll(() => t.close());

interface RouteEntry {
  method: string;
  path: string;
  /** Marked with acceptsUploads: takes multipart/form-data instead of JSON. */
  uploads: boolean;
}

function apiRoutes(methods: (method: string) => boolean): RouteEntry[] {
  const seen = new Map<string, RouteEntry>();
  for (const { method, path } of t.app.routes) {
    if (!path.startsWith("/api/") || path.includes("*") || !methods(method)) continue;
    const uploads = t.app.routes.some(
      (route) => route.method === method && route.path === path && route.handler === acceptsUploads,
    );
    seen.set(`${method} ${path}`, { method, path, uploads });
  }
  return [...seen.values()];
}

/** The agent dashboard is refused to the super admin, so an agent fuzzes it. */
function cookieFor(path: string): string {
  return path.startsWith("/api/dashboard/") ? agentCookie : adminCookie;
}

const isWrite = (method: string) => ["POST", "PUT", "PATCH", "DELETE"].includes(method);

/** The route's path with each :param replaced by a generated segment. */
function concretePath(path: string): fc.Arbitrary<string> {
  const params = path.split("/").filter((part) => part.startsWith(":"));
  if (params.length === 0) return fc.constant(path);
  return fc.tuple(...params.map(() => hostileSegment(knownSegments))).map((values) => {
    let index = 0;
    return path.replace(/:[A-Za-z]+/g, () => values[index++]!);
  });
}

async function expectDeliberate(res: Response, allowed: number[], sent: string) {
  const text = await res.text();
  expect(res.status, `${res.status} ${text.slice(0, 300)} for ${sent.slice(0, 300)}`).toBeLessThan(500);
  expect(allowed, `${res.status} ${text.slice(0, 300)}`).toContain(res.status);
  if (res.status < 400) return undefined;
  const body = JSON.parse(text) as ApiErrorBody;
  expect(typeof body.error.message).toBe("string");
  expect(typeof body.error.code).toBe("string");
  return body;
}

const isObjectBody = (text: string) => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
};

describe("every write route", () => {
  it("knows the routes it fuzzes", () => {
    const writes = apiRoutes(isWrite).map((route) => `${route.method} ${route.path}`);
    expect(writes).toEqual(expect.arrayContaining(Object.keys(WRITE_SAMPLES)));
  });

  it(
    "answers hostile JSON bodies and path params with a deliberate 2xx or 4xx",
    async () => {
      for (const route of apiRoutes(isWrite)) {
        const key = `${route.method} ${route.path}`;
        // Signing out would end the session every other run uses, so that route is fuzzed anonymously.
        const cookie = route.path.endsWith("/sign-out") ? undefined : cookieFor(route.path);
        await fc.assert(
          fc.asyncProperty(concretePath(route.path), hostileBody(WRITE_SAMPLES[key]), async (path, body) => {
            const res = await t.request(path, {
              method: route.method,
              cookie,
              headers: { "content-type": "application/json" },
              body,
            });
            const error = await expectDeliberate(res, WRITE_STATUSES, `${key} ${path} ${body}`);
            if (error?.error.code === "invalid_request" && isObjectBody(body)) {
              expect(error.error.field, `${key}: ${error.error.message}`).toBeTruthy();
            }
          }),
          { numRuns: RUNS },
        );
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    FUZZ_TIMEOUT,
  );

  it("refuses bodies of another kind with a 415: not JSON on a JSON route, not multipart on an upload route", async () => {
    for (const route of apiRoutes(isWrite)) {
      await fc.assert(
        fc.asyncProperty(
          // A hostile segment such as ".." can turn the path into another route, one that reads JSON.
          route.uploads
            ? fc.constant(route.path.replace(/:[A-Za-z]+/g, knownSegments[0]!))
            : concretePath(route.path),
          fc.constantFrom(
            "text/plain",
            route.uploads ? "application/json" : "multipart/form-data; boundary=x",
            "application/x-www-form-urlencoded",
            "application/jsonx",
          ),
          async (path, type) => {
            const res = await t.request(path, {
              method: route.method,
              headers: { "content-type": type },
              body: "{}",
            });
            expect(res.status).toBe(415);
          },
        ),
        { numRuns: Math.min(RUNS, 4) },
      );
    }
  });
});

describe("every read route", () => {
  it(
    "answers hostile path params and query strings without a 5xx",
    async () => {
      for (const route of apiRoutes((method) => method === "GET")) {
        await fc.assert(
          fc.asyncProperty(concretePath(route.path), hostileQuery, async (path, query) => {
            const res = await t.request(`${path}?${query}`, { cookie: cookieFor(path) });
            await expectDeliberate(res, READ_STATUSES, `${path}?${query}`);
          }),
          { numRuns: RUNS },
        );
      }
    },
    FUZZ_TIMEOUT,
  );

  it("answers unknown /api paths with 404", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostileSegment([]), { minLength: 1, maxLength: 4 }), async (segments) => {
        const res = await t.request(`/api/no-such/${segments.join("/")}`);
        await expectDeliberate(res, [404], segments.join("/"));
      }),
      { numRuns: RUNS },
    );
  });
});
