import type { Config } from "../config";
import { fetchSource } from "./fetch-source";
import { HTML_SOURCE_NAME, type RateSource } from "./types";
import { parseValetObservations, VALET_SOURCE_NAME, valetObservationsUrl } from "./valet-source";

/** The configured sources in the order they are read (the first wins a rate both list): the page, then Valet. */
export function createRateSources(settings: Config["ratesSync"]): RateSource[] {
  const sources: RateSource[] = [];
  const { html, valet, timeoutMs } = settings;
  if (html) {
    sources.push({
      name: HTML_SOURCE_NAME,
      url: html.url,
      read: async () => {
        const page = await fetchSource(html.url, {
          source: HTML_SOURCE_NAME,
          setting: "RATES_HTML_URL",
          timeoutMs,
          accept: "text/html,application/xhtml+xml",
          contentTypes: ["text/html", "application/xhtml+xml"],
        });
        // The HTML parser (cheerio, parse5, its own undici: several MB of heap) loads with the first
        // sync of a configured page, never in a server that reads no page.
        const { parseRatesHtml } = await import("./html-source");
        return parseRatesHtml(page, { province: html.province });
      },
    });
  }
  if (valet) {
    const url = valetObservationsUrl(valet.baseUrl);
    sources.push({
      name: VALET_SOURCE_NAME,
      url,
      read: async () => {
        const body = await fetchSource(url, {
          source: VALET_SOURCE_NAME,
          setting: "RATES_BOC_VALET_URL",
          timeoutMs,
          accept: "application/json",
          contentTypes: ["application/json", "text/json"],
        });
        return parseValetObservations(body);
      },
    });
  }
  return sources;
}
