import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../deps";
import { handleError } from "./errors";
import { acceptsUploads, bodyLimits, JSON_BODY_LIMIT, requestOrigin } from "./security";
import { isLoopbackOrigin } from "./site-origin";

/** An app shaped like the real one: limits on /api/*, routes mounted from a sub-app. */
function appWithRoutes() {
  const resource = new Hono<AppEnv>()
    .post("/json", (c) => c.json({ ok: true }))
    .delete("/json", (c) => c.body(null, 204))
    .post("/upload", acceptsUploads, (c) => c.json({ ok: true }));
  const app = new Hono<AppEnv>();
  app.use("/api/*", bodyLimits());
  app.route("/api/resource", resource);
  app.onError((error, c) => handleError(error, c, pino({ level: "silent" })));
  return app;
}

async function post(path: string, body: BodyInit | undefined, headers: Record<string, string> = {}) {
  const res = await appWithRoutes().request(`http://localhost${path}`, { method: "POST", body, headers });
  return { status: res.status, body: (await res.json()) as { error?: { message: string; code: string } } };
}

function multipart(size: number): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(size)]), "a.png");
  return form;
}

describe("bodyLimits", () => {
  it("lets JSON through to a JSON route", async () => {
    const res = await post("/api/resource/json", "{}", { "content-type": "application/json; charset=utf-8" });
    expect(res.status).toBe(200);
  });

  it("refuses any other body type on a JSON route with a 415 saying what is expected", async () => {
    for (const [body, headers] of [
      ["a=1", { "content-type": "application/x-www-form-urlencoded" }],
      ["{}", { "content-type": "text/plain" }],
      [multipart(10), {}],
      [new Blob(["{}"]), { "content-length": "2" }],
    ] as const) {
      const res = await post("/api/resource/json", body, headers);
      expect(res.status).toBe(415);
      expect(res.body.error).toEqual({
        message: "Content-Type must be application/json",
        code: "unsupported_media_type",
      });
    }
  });

  it("refuses a multipart body over the JSON limit on a JSON route without reading it", async () => {
    const res = await post("/api/resource/json", multipart(JSON_BODY_LIMIT * 2));
    expect(res.status).toBe(415);
  });

  it("lets a write without a body pass", async () => {
    const res = await appWithRoutes().request("http://localhost/api/resource/json", { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await post("/api/resource/json", undefined, { "content-length": "0" })).status).toBe(200);
  });

  it("gives a route marked acceptsUploads the upload limit and multipart only", async () => {
    expect((await post("/api/resource/upload", multipart(JSON_BODY_LIMIT * 2))).status).toBe(200);
    const json = await post("/api/resource/upload", "{}", { "content-type": "application/json" });
    expect(json.status).toBe(415);
    expect(json.body.error?.message).toBe("Content-Type must be multipart/form-data");
  });

  it("keeps JSON bodies under 1 MB", async () => {
    const big = JSON.stringify({ text: "x".repeat(JSON_BODY_LIMIT) });
    const res = await post("/api/resource/json", big, { "content-type": "application/json" });
    expect(res.status).toBe(413);
  });
});

describe("requestOrigin", () => {
  it("is the URL's scheme and authority, whatever its path, query or fragment", () => {
    expect(requestOrigin("http://127.0.0.1:3000/api/leads/application")).toBe("http://127.0.0.1:3000");
    expect(requestOrigin("http://127.0.0.1:3000?next=/x")).toBe("http://127.0.0.1:3000");
    expect(requestOrigin("http://127.0.0.1:3000#top")).toBe("http://127.0.0.1:3000");
    expect(requestOrigin("http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
    expect(requestOrigin("HTTP://Example.CA:80/a")).toBe("http://example.ca");
  });

  it("takes a trusted proxy's host with its own port or none, never the server's", () => {
    expect(requestOrigin("http://10.0.0.5:3000/a", "https", "vayu.ca")).toBe("https://vayu.ca");
  });

  it("answers each address and each pair of forwarded values for itself, asked again or not", () => {
    for (let round = 0; round < 2; round += 1) {
      expect(requestOrigin("http://10.0.0.5:3000/a")).toBe("http://10.0.0.5:3000");
      expect(requestOrigin("http://10.0.0.5:3000/b", "https")).toBe("https://10.0.0.5:3000");
      expect(requestOrigin("http://10.0.0.5:3000/c", "https", "vayu.ca")).toBe("https://vayu.ca");
      expect(requestOrigin("http://10.0.0.5:3000/d", undefined, "vayu.ca")).toBe("http://vayu.ca");
      expect(requestOrigin("http://10.0.0.5:3000/e", "https", "vayu.ca:8443")).toBe("https://vayu.ca:8443");
      expect(requestOrigin("http://10.0.0.6:3000/a")).toBe("http://10.0.0.6:3000");
    }
  });

  it("stays right past the number of addresses it keeps", () => {
    for (let port = 1000; port < 1250; port += 1) {
      expect(requestOrigin(`http://localhost:${port}/api`)).toBe(`http://localhost:${port}`);
    }
    expect(requestOrigin("http://localhost:1000/api")).toBe("http://localhost:1000");
  });
});

describe("isLoopbackOrigin", () => {
  it("is true for this machine's names and addresses, with or without a port", () => {
    for (const origin of [
      "http://localhost",
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://127.1.2.3",
      "http://[::1]",
      "http://[::1]:3000",
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(true);
    }
  });

  it("is false for any other host, one that only starts like a loopback name included", () => {
    for (const origin of [
      "https://vayu.ca",
      "http://localhost.evil.example",
      "http://127.0.0.1.evil.example:3000",
      "http://[::2]:3000",
      "http://10.0.0.1",
      "null",
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(false);
    }
  });
});
