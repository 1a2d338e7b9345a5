import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import {
  readRatesFixture,
  startRatesFixtureServer,
  type RatesFixtureServer,
} from "./fixtures/fixture-server";
import { createRateSources } from "./sources";
import { SourceError } from "./types";

let server: RatesFixtureServer;
beforeAll(async () => {
  server = await startRatesFixtureServer();
});
afterAll(() => server.close());

const VALET_PATH = "/valet/observations/V80691333,V80691334,V80691335,V80691311/json";

function sources(env: Record<string, string>) {
  return createRateSources(loadConfig({ RATES_SYNC_TIMEOUT_MS: "2000", ...env }).ratesSync);
}

describe("createRateSources", () => {
  it("is empty, so the sync is off, when nothing is configured", () => {
    expect(sources({})).toEqual([]);
  });

  it("reads the rates page, then the Bank of Canada, from their configured addresses", async () => {
    server.set("/rates", { body: readRatesFixture("rates-page.html") });
    server.set(VALET_PATH, {
      body: readRatesFixture("valet-observations.json"),
      contentType: "application/json",
    });
    const [page, valet, ...rest] = sources({
      RATES_HTML_URL: `${server.url}/rates`,
      RATES_HTML_PROVINCE: "Quebec",
      RATES_BOC_VALET: "true",
      RATES_BOC_VALET_URL: `${server.url}/valet`,
    });
    expect(rest).toEqual([]);
    expect(page).toMatchObject({ name: "Rates page", url: `${server.url}/rates` });
    expect(valet).toMatchObject({ name: "Bank of Canada", url: `${server.url}${VALET_PATH}?recent=5` });

    const fromPage = await page!.read();
    expect(fromPage.rates).toHaveLength(15);
    expect(fromPage.rates.every((rate) => rate.province === "Quebec")).toBe(true);
    const fromValet = await valet!.read();
    expect(
      fromValet.rates.map((rate) => `${rate.term} ${rate.rateType} ${rate.postedRate} ${rate.ourRate}`),
    ).toEqual([
      "1 year fixed 5.99 null",
      "3 year fixed 6.05 null",
      "5 year fixed 6.09 null",
      "5 year variable 4.45 null",
    ]);
    expect(server.requests.at(-1)!.headers.accept).toBe("application/json");
  });

  it("fails the Valet source on an answer that is not JSON", async () => {
    server.set(VALET_PATH, { body: "<html>Maintenance</html>", contentType: "text/html" });
    const [valet] = sources({ RATES_BOC_VALET: "true", RATES_BOC_VALET_URL: `${server.url}/valet` });
    await expect(valet!.read()).rejects.toThrow(SourceError);
    await expect(valet!.read()).rejects.toThrow(
      "The answer was text/html instead of application/json or text/json.",
    );
    server.set(VALET_PATH, { body: "{not json", contentType: "application/json" });
    await expect(valet!.read()).rejects.toThrow(
      "The Bank of Canada answered with something that is not JSON.",
    );
  });
});
