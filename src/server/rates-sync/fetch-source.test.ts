import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchSource, USER_AGENT, type FetchSourceOptions } from "./fetch-source";
import { startRatesFixtureServer, type RatesFixtureServer } from "./fixtures/fixture-server";
import { SourceError } from "./types";

let server: RatesFixtureServer;
beforeAll(async () => {
  server = await startRatesFixtureServer();
});
afterAll(() => server.close());

const options: FetchSourceOptions = {
  source: "Rates page",
  setting: "RATES_HTML_URL",
  timeoutMs: 400,
  accept: "text/html",
  contentTypes: ["text/html"],
};

async function failure(path: string, overrides: Partial<FetchSourceOptions> = {}): Promise<string> {
  try {
    await fetchSource(`${server.url}${path}`, { ...options, ...overrides });
  } catch (error) {
    expect(error).toBeInstanceOf(SourceError);
    return (error as SourceError).message;
  }
  throw new Error("the fetch succeeded");
}

describe("fetchSource", () => {
  it("returns the page, sent with an honest user agent", async () => {
    server.set("/ok", { body: "<table></table>" });
    expect(await fetchSource(`${server.url}/ok`, options)).toBe("<table></table>");
    expect(server.requests.at(-1)!.headers["user-agent"]).toBe(USER_AGENT);
  });

  it("follows a redirect, and names a loop", async () => {
    server.set("/moved", { redirectTo: "/ok" });
    server.set("/ok", { body: "rates" });
    expect(await fetchSource(`${server.url}/moved`, options)).toBe("rates");
    server.set("/a", { redirectTo: "/b" });
    server.set("/b", { redirectTo: "/a" });
    expect(await failure("/a")).toMatch(/^Redirects in a loop .* check RATES_HTML_URL\.$/);
  });

  it("says a 403 is a block and that rates can be added by hand", async () => {
    server.set("/blocked", { status: 403, body: "Forbidden" });
    expect(await failure("/blocked")).toBe(
      "The site refused the request (HTTP 403). Sites sometimes block automated requests; add rates by hand until it allows them again.",
    );
  });

  it("names the address and the setting on a 404, and a server error as such", async () => {
    expect(await failure("/nowhere")).toBe(
      `Nothing found at ${server.url}/nowhere (HTTP 404); check RATES_HTML_URL.`,
    );
    server.set("/broken", { status: 500, body: "oops" });
    expect(await failure("/broken")).toBe("The site had a server error (HTTP 500); try again later.");
  });

  it("gives up on a server that does not answer in time", async () => {
    server.set("/silent", { delayMs: 2000, body: "late" });
    expect(await failure("/silent")).toBe("No answer within 0.4 s; try again later.");
  });

  it("gives up on a body that trickles in past the time limit", async () => {
    server.set("/slow", { trickleMs: 100, body: "x".repeat(64 * 20) });
    expect(await failure("/slow")).toBe("No answer within 0.4 s; try again later.");
  });

  it("refuses a body that is too large or of another type", async () => {
    server.set("/big", { body: "x".repeat(5000) });
    expect(await failure("/big", { maxBytes: 1000 })).toMatch(
      /^The answer was (5 KB, )?more than the 1 KB allowed\.$/,
    );
    server.set("/json", { body: "{}", contentType: "application/json" });
    expect(await failure("/json")).toBe("The answer was application/json instead of text/html.");
  });

  it("names a refused connection", async () => {
    const closed = await startRatesFixtureServer();
    const url = closed.url;
    await closed.close();
    await expect(fetchSource(`${url}/`, options)).rejects.toThrow(
      /^Could not connect: 127\.0\.0\.1:\d+ refused the connection\.$/,
    );
  });
});
