import { copyFile, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./harness";

let webDir: string;
let t: TestContext;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), "vayu-router-"));
  // With a built page, so the pages' routes are registered beside the API's, as in production.
  await copyFile(new URL("../../index.html", import.meta.url), path.join(webDir, "index.html"));
  t = await createTestContext({}, { webDir });
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe("the app's router", () => {
  it("is Hono's RegExpRouter: no route pattern sends the app to the slower trie router", async () => {
    // Hono's SmartRouter picks its router at the first request: the first that accepts every route.
    // A literal segment beside a parameter (say /api/agents/list beside /api/agents/:idOrSlug) is
    // refused by the RegExpRouter, and then every request is matched by the trie router.
    expect((await t.request("/api/health")).status).toBe(200);
    expect(t.app.router.name).toBe("SmartRouter + RegExpRouter");
  });

  it("still answers the agent selectors' list and a profile on the same position", async () => {
    const list = await t.request("/api/agents/list");
    expect(list.status).toBe(200);
    expect(Array.isArray(await list.json())).toBe(true);
    const missing = await t.request("/api/agents/no-such-agent");
    expect(missing.status).toBe(404);
  });
});
