import { dehydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "./lib/api";
import { hydrateQueries, serializeSsrState, type SsrState } from "./ssr-state";

async function serverState() {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await server.prefetchQuery({
    queryKey: ["post"],
    queryFn: () => Promise.resolve({ title: "</script><script>alert(1)</script>", note: "a\u2028b" }),
  });
  await server.prefetchQuery({
    queryKey: ["agent", "gone"],
    queryFn: () => Promise.reject(new ApiError(404, "not_found", "Agent not found")),
  });
  const queries = dehydrate(server, { shouldDehydrateQuery: (query) => query.state.status !== "pending" });
  return serializeSsrState({ queries, router: { loaderData: {} } });
}

describe("the server's state for hydration", () => {
  it("never lets text close its script block", async () => {
    const text = await serverState();
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    const parsed = JSON.parse(text) as SsrState;
    expect(parsed.queries.queries.find((query) => query.queryKey[0] === "post")?.state.data).toEqual({
      title: "</script><script>alert(1)</script>",
      note: "a\u2028b",
    });
  });

  it("brings a failed read back as the ApiError the page checks, not retried as it mounts", async () => {
    const browser = new QueryClient();
    hydrateQueries(browser, (JSON.parse(await serverState()) as SsrState).queries);
    const error = browser.getQueryState(["agent", "gone"])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "Agent not found" });
    expect(browser.getQueryDefaults(["agent", "gone"]).retryOnMount).toBe(false);
    expect(browser.getQueryDefaults(["post"]).retryOnMount).toBeUndefined();
  });
});
