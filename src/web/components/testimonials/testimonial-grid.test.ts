import { describe, expect, it } from "vitest";
import { orphanFreeColumns, testimonialGridClass } from "./testimonial-grid";

/** How many cards the last row of `count` cards in `columns` columns holds. */
const lastRow = (count: number, columns: number) => count % columns || columns;

describe("orphanFreeColumns", () => {
  it("never leaves a card alone on the last row of 2 to 6 cards in up to 3 columns", () => {
    for (let count = 2; count <= 6; count += 1) {
      expect(lastRow(count, orphanFreeColumns(count, 3))).toBeGreaterThan(1);
      expect(lastRow(count, orphanFreeColumns(count, 2)) > 1 || orphanFreeColumns(count, 2) === 1).toBe(true);
    }
  });

  it("keeps the widest grid that works", () => {
    expect([1, 2, 3, 4, 5, 6].map((count) => orphanFreeColumns(count, 3))).toEqual([1, 2, 3, 2, 3, 3]);
    expect([1, 2, 3, 4, 5, 6].map((count) => orphanFreeColumns(count, 2))).toEqual([1, 2, 1, 2, 1, 2]);
  });

  it("falls back to one column when every wider grid leaves one card alone", () => {
    expect(orphanFreeColumns(7, 3)).toBe(1);
    expect(orphanFreeColumns(0, 3)).toBe(1);
  });
});

describe("testimonialGridClass", () => {
  it("lays 4 cards out 2 by 2 and 6 in 3 columns", () => {
    expect(testimonialGridClass(4)).toBe("grid md:grid-cols-2 lg:grid-cols-2");
    expect(testimonialGridClass(6)).toBe("grid md:grid-cols-2 lg:grid-cols-3");
  });

  it("stacks 3 cards on a tablet and keeps a single card to a readable width", () => {
    expect(testimonialGridClass(3)).toBe("grid lg:grid-cols-3");
    expect(testimonialGridClass(1)).toBe("grid lg:grid-cols-1 max-w-3xl");
  });
});
