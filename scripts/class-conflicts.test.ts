import { describe, expect, it } from "vitest";
import { conflictTable } from "./class-conflicts";

describe("conflictTable", () => {
  it("groups utilities overridden by the same classes and lists what each overrides", () => {
    const table = conflictTable(["p-4", "md:p-6", "px-2", "text-sm", "text-primary", "not-a-utility"]);
    const row = (utility: string) => table.find(([utilities]) => utilities.split(" ").includes(utility));
    const padding = row("p-4")!;
    const inline = row("px-2")!;
    expect(padding[0]).toBe("p-4 p-6");
    expect(padding[2]).toEqual([padding[1], inline[1]].sort((a, b) => a - b));
    expect(inline[2]).toEqual([inline[1]]);
    expect(row("text-sm")![1]).not.toBe(row("text-primary")![1]);
    expect(row("not-a-utility")).toBeUndefined();
  });
});
