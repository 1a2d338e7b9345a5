import type { QueryClient } from "@tanstack/react-query";

/**
 * After any change: the admin list, the home page's testimonials and the broker pages' lists all start
 * with these keys, so a public page opened next in this tab shows the change too.
 */
export function refreshTestimonials(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ["testimonials"] }),
    client.invalidateQueries({
      predicate: (query) => query.queryKey[0] === "agent-profile" && query.queryKey[2] === "testimonials",
    }),
  ]);
}
