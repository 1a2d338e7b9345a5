import { Writable } from "node:stream";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import type { AppEnv } from "../deps";
import { requestLog } from "./request-log";

/** A log whose lines are kept, parsed. */
function capturedLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger(level, output), lines };
}

describe("the request log", () => {
  it("writes one line per request to the app's log output, with the id the answer carries", async () => {
    const { log, lines } = capturedLog("info");
    const app = new Hono<AppEnv>()
      .use("*", requestLog(log))
      .get("/boom", (c) => c.text("no", 500))
      .get("/ok", (c) => c.text("yes"));
    const ok = await app.request("/ok", { headers: { "x-request-id": "abc-123" } });
    const generated = await app.request("/ok", { headers: { "x-request-id": "not valid!" } });
    await app.request("/boom");
    log.info("after");
    await new Promise((resolve) => setImmediate(resolve));

    expect(ok.headers.get("x-request-id")).toBe("abc-123");
    const generatedId = generated.headers.get("x-request-id");
    expect(generatedId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => [line.msg, line.level, line.reqId, line.status, line.path])).toEqual([
      ["request", 30, "abc-123", 200, "/ok"],
      ["request", 30, generatedId, 200, "/ok"],
      ["request", 50, expect.any(String), 500, "/boom"],
      ["after", 30, undefined, undefined, undefined],
    ]);
  });

  it("follows the app log's level", async () => {
    const { log, lines } = capturedLog("warn");
    const app = new Hono<AppEnv>().use("*", requestLog(log)).get("/ok", (c) => c.text("yes"));
    await app.request("/ok");
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
  });
});
