import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * The page's query string, read through the router so the server's render and the browser's first one
 * start from the same inputs, and a way to rewrite it as inputs change: replacing the history entry
 * (the back button leaves the calculator, not the last keystroke) and keeping the scroll position.
 */
export function useCalculatorQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const replaceQuery = useCallback(
    (params: URLSearchParams) => setSearchParams(params, { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  return [searchParams, replaceQuery] as const;
}
