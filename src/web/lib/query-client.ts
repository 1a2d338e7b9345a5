import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/**
 * The cache's defaults. The browser retries a failed read (a dropped connection) but never a 4xx.
 * The server renders a page once and retries nothing, so a slow answer never holds a page back, and
 * it draws a failed read as failed (a missing broker's page) instead of as loading again.
 */
export function createQueryClient({ onServer = false }: { onServer?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retryOnMount: !onServer,
        retry: (failureCount, error) => {
          if (onServer) return false;
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}

/** The browser's one client, so route loaders and components share the same cache. */
export const queryClient = createQueryClient();
