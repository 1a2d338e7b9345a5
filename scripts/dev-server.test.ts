import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * `npm run dev` (scripts/dev.mjs) gives Vite the API's PORT: the dev server must proxy to that port
 * and serve components instrumented for React Fast Refresh, so an edit keeps the page's state.
 */
const root = path.resolve(import.meta.dirname, "..");
let server: ViteDevServer;
const previousPort = process.env.PORT;

beforeAll(async () => {
  process.env.PORT = "3334";
  server = await createServer({
    root,
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "silent",
    server: { middlewareMode: true, ws: false },
    // No dependency scan: it would still be running when the server closes.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (previousPort === undefined) delete process.env.PORT;
  else process.env.PORT = previousPort;
});

describe("the development server", () => {
  it("proxies /api and /storage to the API on PORT", () => {
    const proxy = server.config.server.proxy ?? {};
    for (const prefix of ["/api", "/storage"]) {
      const rule = proxy[prefix];
      expect(typeof rule === "string" ? rule : rule?.target).toBe("http://127.0.0.1:3334");
    }
  });

  it("registers components with React Fast Refresh", async () => {
    const module = await server.transformRequest(
      "/src/web/features/calculators/components/calculator-page-header.tsx",
    );
    expect(module?.code).toContain('$RefreshReg$(_c, "CalculatorPageHeader")');
    expect(module?.code).toContain("import.meta.hot.accept");
  });
});
