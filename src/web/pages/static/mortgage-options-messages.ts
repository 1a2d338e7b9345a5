/** Texts of /mortgage-options that the page and its tests share. */
export const mortgageOptionsMessages = {
  comparisonRegion: "Mortgage options compared (scrolls sideways)",
  comparisonSwipeHint: "Swipe the table sideways to see every column.",
} as const;
