import { useLocation } from "react-router";
import { z } from "zod";
import { usePageParam } from "../../lib/use-page-param";

/** Where the server reads a page from: after or before one of the leads it listed (its cursors). */
export type LeadPageCursor = { after: string } | { before: string };

/** The cursors a leads list's page comes with: its first lead's and its last's (null when it is empty). */
export const leadPageCursorsShape = {
  previous_cursor: z.string().nullable(),
  next_cursor: z.string().nullable(),
};
export type LeadPageCursors = z.infer<z.ZodObject<typeof leadPageCursorsShape>>;

interface LeadPageState {
  leadsPage: { page: number; cursor: LeadPageCursor };
}

function cursorInState(state: unknown, page: number): LeadPageCursor | undefined {
  const saved = (state as Partial<LeadPageState> | null)?.leadsPage;
  return saved && saved.page === page ? saved.cursor : undefined;
}

/**
 * The 0-based page of a staff leads list, in `?page=` (1-based there), and the cursor that reads it.
 * Next and Previous go from the page on screen to the one beside it by a cursor, which costs the
 * server as little on page 2,000 as on page 2; the cursor rides in the history entry's state, so a
 * reload keeps it while the address stays a plain `?page=3`. A page opened from its address alone
 * (a link, or a changed page number) is read by its offset; the first page always is.
 */
export function useLeadsPage() {
  const [page, setPage] = usePageParam();
  const location = useLocation();
  const cursor = page > 0 ? cursorInState(location.state, page) : undefined;

  /** `shown`: the cursors of the page on screen; undefined while it is still an older page's rows. */
  const goTo = (next: number, shown: LeadPageCursors | undefined) => {
    let target: LeadPageCursor | undefined;
    if (next > 0 && next === page + 1 && shown?.next_cursor) target = { after: shown.next_cursor };
    if (next > 0 && next === page - 1 && shown?.previous_cursor) target = { before: shown.previous_cursor };
    const state: LeadPageState | null = target ? { leadsPage: { page: next, cursor: target } } : null;
    setPage(next, state);
  };
  return { page, cursor, goTo };
}

/** The paging parameters of a list request: the page's offset, and its cursor when there is one. */
export function leadPageParams(
  params: URLSearchParams,
  page: number,
  pageSize: number,
  cursor?: LeadPageCursor,
) {
  params.set("limit", String(pageSize));
  params.set("offset", String(page * pageSize));
  if (cursor && "after" in cursor) params.set("after", cursor.after);
  if (cursor && "before" in cursor) params.set("before", cursor.before);
  return params;
}
