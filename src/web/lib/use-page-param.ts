import { useSearchParams } from "react-router";

/**
 * The 0-based page of a back-office list, kept in `?page=` (1-based there) so a reload keeps it.
 * `state` goes with the new page into the history entry (React Router's location.state).
 */
export function usePageParam(): [page: number, setPage: (page: number, state?: unknown) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(searchParams.get("page") ?? "1", 10) - 1 || 0);
  const setPage = (next: number, state?: unknown) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next > 0) params.set("page", String(next + 1));
        else params.delete("page");
        return params;
      },
      { replace: true, state },
    );
  return [page, setPage];
}
