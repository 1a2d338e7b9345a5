/**
 * How many columns a grid of `count` cards gets where up to `maxColumns` fit: the most that leave no
 * card alone on the last row (4 cards in 3 columns would), never more than there are cards, and a
 * single column when every wider grid would leave one alone.
 */
export function orphanFreeColumns(count: number, maxColumns: number): number {
  const widest = Math.max(1, Math.min(count, maxColumns));
  for (let columns = widest; columns > 1; columns -= 1) {
    if (count % columns !== 1) return columns;
  }
  return 1;
}

// Whole class names, so Tailwind finds them in the source.
const TABLET_COLUMNS: Record<number, string> = { 1: "", 2: "md:grid-cols-2" };
const DESKTOP_COLUMNS: Record<number, string> = {
  1: "lg:grid-cols-1 max-w-3xl",
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
};

/**
 * The grid classes of a list of `count` testimonial cards: 2 columns from 768px and 3 from 1024px,
 * fewer where that would leave one card alone on the last row (4 cards: 2 by 2; 3 cards on a tablet:
 * one column).
 */
export function testimonialGridClass(count: number): string {
  return ["grid", TABLET_COLUMNS[orphanFreeColumns(count, 2)], DESKTOP_COLUMNS[orphanFreeColumns(count, 3)]]
    .filter(Boolean)
    .join(" ");
}
