import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageQuerySchema } from "./pagination";

describe("pageQuerySchema", () => {
  it("defaults to the first page of the default size", () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: DEFAULT_PAGE_SIZE, offset: 0 });
    expect(pageQuerySchema.parse({ limit: " ", offset: "" })).toEqual({
      limit: DEFAULT_PAGE_SIZE,
      offset: 0,
    });
  });

  it("reads numbers from query text", () => {
    expect(pageQuerySchema.parse({ limit: "10", offset: "30" })).toEqual({ limit: 10, offset: 30 });
  });

  it("refuses sizes past the maximum, negative offsets and fractions, naming the field", () => {
    for (const query of [
      { limit: String(MAX_PAGE_SIZE + 1) },
      { limit: "0" },
      { offset: "-1" },
      { limit: "2.5" },
    ]) {
      const result = pageQuerySchema.safeParse(query);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([Object.keys(query)[0]]);
    }
    expect(pageQuerySchema.safeParse({ limit: "ten" }).success).toBe(false);
  });
});
