import { describe, expect, it } from "vitest";
import {
  categoryOf,
  fileCategory,
  OTHER_THREADS,
  profileTable,
  samplesByCategory,
  type CallFrame,
  type CpuProfile,
  type SourceOf,
} from "./cpu-profile-summary";

const frame = (url: string, functionName = "f", lineNumber = 0): CallFrame => ({
  url,
  functionName,
  lineNumber,
  columnNumber: 0,
});

const noMaps: SourceOf = () => undefined;

describe("fileCategory", () => {
  it("names the package of a file under node_modules, the innermost one when they nest", () => {
    expect(fileCategory("file:///repo/node_modules/drizzle-orm/pg-core/db.js")).toBe("drizzle-orm");
    expect(fileCategory("file:///repo/node_modules/@hono/node-server/dist/index.mjs")).toBe(
      "@hono/node-server",
    );
    expect(fileCategory("file:///repo/node_modules/pg/node_modules/pg-types/index.js")).toBe("pg-types");
  });

  it("names our sources by their folder, two levels deep, and node's modules as one", () => {
    expect(fileCategory("../../src/server/http/security.ts")).toBe("src/server/http");
    expect(fileCategory("../../src/server/routes/leads/save-lead.ts")).toBe("src/server/routes");
    expect(fileCategory("../../src/domain/html.ts")).toBe("src/domain");
    expect(fileCategory("../../src/server/app.ts")).toBe("src/server");
    expect(fileCategory("node:internal/streams/readable")).toBe("node built-in modules");
    expect(fileCategory("file:///repo/scripts/bench-leads-bare.mjs")).toBe("bench-leads-bare.mjs");
    expect(fileCategory("wasm://wasm/022a9842")).toBe("WebAssembly");
  });
});

describe("categoryOf", () => {
  it("leaves idle out and names V8's own work and native functions", () => {
    expect(categoryOf(frame("", "(idle)"), noMaps)).toBeNull();
    expect(categoryOf(frame("", "(garbage collector)"), noMaps)).toBe("V8 garbage collection");
    expect(categoryOf(frame("", "(program)"), noMaps)).toBe("V8 (program)");
    expect(categoryOf(frame("", "writev"), noMaps)).toBe("native writev");
  });

  it("follows the source map of a built file back to the source", () => {
    const built = "file:///repo/dist/server/main.js";
    const sourceOf: SourceOf = (url, line) =>
      url === built
        ? line < 10
          ? "../../src/server/mail/mailer.ts"
          : "../../node_modules/hono/dist/x.js"
        : undefined;
    expect(categoryOf(frame(built, "send", 3), sourceOf)).toBe("src/server/mail");
    expect(categoryOf(frame(built, "dispatch", 20), sourceOf)).toBe("hono");
    expect(categoryOf(frame("file:///repo/node_modules/pg/lib/client.js"), sourceOf)).toBe("pg");
  });
});

describe("samplesByCategory", () => {
  it("counts each category's samples and leaves idle ones out", () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame("", "(idle)") },
        { id: 2, callFrame: frame("file:///repo/node_modules/zod/index.js", "parse") },
        { id: 3, callFrame: frame("", "(garbage collector)") },
        { id: 4, callFrame: frame("file:///repo/node_modules/zod/index.js", "check") },
      ],
      samples: [2, 1, 3, 4, 2, 1],
    };
    expect(Object.fromEntries(samplesByCategory(profile, noMaps))).toEqual({
      zod: 3,
      "V8 garbage collection": 1,
    });
  });
});

describe("profileTable", () => {
  // Per request: the app's main thread 900 µs of its 1,000, the bare server's 520 of its 560.
  const app = {
    samples: new Map([
      ["pg", 40],
      ["drizzle-orm", 30],
      ["nodemailer", 20],
    ]),
    requests: 2,
    mainThreadMicros: 1800,
    processMicros: 2000,
  };
  const bare = {
    samples: new Map([
      ["pg", 30],
      ["nodemailer", 22],
    ]),
    requests: 4,
    mainThreadMicros: 2080,
    processMicros: 2240,
  };

  it("shares out the main thread's CPU by its samples and shows the other threads' apart", () => {
    const [header, ...rows] = profileTable(app, bare);
    expect(header).toMatch(/µs of CPU per request\s+app\s+bare\s+app−bare/);
    expect(rows.map((row) => row.split(/\s{2,}/).map((cell) => cell.trim()))).toEqual([
      ["drizzle-orm", "300.0", "0.0", "300.0"],
      ["pg", "400.0", "300.0", "100.0"],
      [OTHER_THREADS, "100.0", "40.0", "60.0"],
      ["nodemailer", "200.0", "220.0", "-20.0"],
      ["all", "1000.0", "560.0", "440.0"],
    ]);
  });

  it("keeps the whole CPU per request in the last line when it shows only the first rows", () => {
    const rows = profileTable(app, bare, 1);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatch(/all\s+1000\.0\s+560\.0\s+440\.0/);
  });
});
