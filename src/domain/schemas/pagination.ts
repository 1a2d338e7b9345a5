import { z } from "zod";
import { boundedWholeNumber } from "./common";

/** Back-office lists are paged on the server; a page never holds more than this many rows. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Query strings carry numbers as text; a blank value means the default. */
function wholeNumber(min: number, max: number, fallback: number) {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    return value.trim() === "" ? undefined : Number(value);
  }, boundedWholeNumber(min, max).default(fallback));
}

/** `?limit=&offset=` of every back-office list; extend it with the list's own filters. */
export const pageQuerySchema = z.object({
  limit: wholeNumber(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  offset: wholeNumber(0, 1_000_000, 0),
});

export type PageQuery = z.output<typeof pageQuerySchema>;
