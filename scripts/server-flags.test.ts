import { describe, expect, it } from "vitest";
import { nodeFlagsOf, serverNodeFlags } from "./server-flags";

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
