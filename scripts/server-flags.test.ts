import { describe, expect, it } from "vitest";
import { benchNodeFlags, nodeFlagsOf, serverNodeFlags } from "./server-flags";

describe("nodeFlagsOf", () => {
  it("takes the options before the script, and nothing after it", () => {
    expect(nodeFlagsOf("node --max-semi-space-size=8 --trace-gc scripts/start.mjs --port=1")).toEqual([
      "--max-semi-space-size=8",
      "--trace-gc",
    ]);
    expect(nodeFlagsOf("node scripts/start.mjs")).toEqual([]);
  });

  it("refuses a command that does not start node", () => {
    expect(() => nodeFlagsOf("tsx scripts/start.mjs")).toThrow(/expected a node command/);
  });
});

describe("serverNodeFlags", () => {
  it("reads npm start's young-generation limit, which the memory figures of bench:start depend on", () => {
    expect(serverNodeFlags()).toContain("--max-semi-space-size=8");
  });
});

describe("benchNodeFlags", () => {
  it("is npm start's flags unless BENCH_NODE_FLAGS is set", () => {
    expect(benchNodeFlags({})).toEqual(serverNodeFlags());
  });

  it("takes BENCH_NODE_FLAGS instead, an empty value meaning none", () => {
    expect(benchNodeFlags({ BENCH_NODE_FLAGS: " --max-semi-space-size=16  --trace-gc " })).toEqual([
      "--max-semi-space-size=16",
      "--trace-gc",
    ]);
    expect(benchNodeFlags({ BENCH_NODE_FLAGS: "" })).toEqual([]);
  });

  it("refuses a word that is not a node option", () => {
    expect(() => benchNodeFlags({ BENCH_NODE_FLAGS: "--trace-gc main.js" })).toThrow(/"main.js"/);
  });
});
