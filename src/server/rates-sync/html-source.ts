import * as cheerio from "cheerio";
import type { AnyNode, Element } from "domhandler";
import {
  PROVINCES,
  RATE_PERCENT_MAX,
  RATE_PROVINCES,
  type MortgageType,
  type RateTerm,
  type RateType,
} from "../../domain/constants";
import type { SkippedRateJson } from "../../domain/rates-sync";
import { rateKey } from "./import-plan";
import { describeRate, HTML_SOURCE_NAME, SourceError, type ScrapedRate, type SourceResult } from "./types";

/** How a header cell is recognised; the first three columns are required in every rates table. */
const COLUMNS = {
  term: /\bterm\b/i,
  posted: /\bposted\b|\bbank rate\b|\blender'?s? rate\b/i,
  ours: /\b(our|best|broker|special|discount(ed)?)\b.*\brate\b|^rate$/i,
  type: /^(rate )?type$/i,
  province: /\b(province|region)\b/i,
  mortgageType: /\b(mortgage type|insured|category)\b/i,
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: readonly Column[] = ["term", "posted", "ours"];
const COLUMN_NAMES: Record<Column, string> = {
  term: "Term",
  posted: "Posted rate",
  ours: "Our rate",
  type: "Type",
  province: "Province",
  mortgageType: "Mortgage type",
};

const NO_RATE = /^(|-|–|—|n\/?a|tbd|call( us)?)$/i;

interface TableContext {
  /** The caption or nearest heading above the table, for messages and the table's defaults. */
  title: string;
  province: string;
}

const fail = (message: string): never => {
  throw new SourceError(HTML_SOURCE_NAME, message);
};

/**
 * Reads a mortgage network's rates page: every table whose header has a Term, a Posted rate and an
 * Our rate column (a few usual wordings of each), the rate type from a Type column, the term's own
 * words or the table's heading, the mortgage type from a column or the heading (insured / high-ratio,
 * refinance), the province from a column, a data-province attribute or `province`. Terms outside
 * 1 to 10 years (months, open, HELOC) are skipped with a reason; anything else unexpected fails the
 * whole page, so a changed layout never half-imports.
 */
export function parseRatesHtml(html: string, options: { province: string }): SourceResult {
  const $ = cheerio.load(html);
  const rates: ScrapedRate[] = [];
  const skipped: SkippedRateJson[] = [];
  const seen = new Map<string, string>();
  let heading = "";
  let tables = 0;

  for (const node of $("h1, h2, h3, h4, table").toArray()) {
    if (node.tagName !== "table") {
      heading = text($(node));
      continue;
    }
    const table = $(node);
    const headerRow = table.find("tr").first();
    const columns = findColumns($, headerRow.children("th, td").toArray());
    if (columns.term === undefined || (columns.posted === undefined && columns.ours === undefined)) continue;
    const context: TableContext = {
      title: text(table.children("caption")) || heading || "the rates page",
      province: table.closest("[data-province]").attr("data-province") ?? options.province,
    };
    const missing = REQUIRED.filter((column) => columns[column] === undefined);
    if (missing.length > 0) {
      fail(
        `The rates table under '${context.title}' has no ${missing.map((c) => `'${COLUMN_NAMES[c]}'`).join(" or ")} column.`,
      );
    }
    tables += 1;
    const rows = table.find("tr").toArray().slice(1);
    const filled = rows.filter((row) => text($(row)) !== "");
    if (filled.length === 0) fail(`The rates table under '${context.title}' has no rows.`);
    for (const row of filled) {
      const cells = $(row)
        .children("th, td")
        .toArray()
        .map((cell) => text($(cell)));
      const read = readRow(cells, columns, context);
      if ("reason" in read) {
        skipped.push(read);
        continue;
      }
      const key = rateKey(read.rate);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        fail(`${describeRate(read.rate)} appears twice on the page ('${earlier}' and '${read.label}').`);
      }
      seen.set(key, read.label);
      rates.push(read.rate);
    }
  }
  if (tables === 0) {
    fail(
      "No rates table found on the page: expected a table with Term, Posted rate and Our rate columns. The page's layout may have changed.",
    );
  }
  if (rates.length === 0) fail("The rates tables list no term of 1 to 10 years.");
  return { rates, skipped };
}

function text(selection: cheerio.Cheerio<AnyNode>): string {
  return selection.text().replace(/\s+/g, " ").trim();
}

function findColumns($: cheerio.CheerioAPI, cells: Element[]): Partial<Record<Column, number>> {
  const found: Partial<Record<Column, number>> = {};
  cells.forEach((cell, index) => {
    const label = text($(cell));
    // Posted is tested before ours: "Posted rate" would otherwise also read as a rate column.
    const column = (Object.keys(COLUMNS) as Column[]).find(
      (name) =>
        found[name] === undefined &&
        COLUMNS[name].test(label) &&
        !(name === "ours" && COLUMNS.posted.test(label)),
    );
    if (column) found[column] = index;
  });
  return found;
}

type RowRead = { rate: ScrapedRate; label: string } | SkippedRateJson;

function readRow(cells: string[], columns: Partial<Record<Column, number>>, context: TableContext): RowRead {
  const cell = (column: Column) => (columns[column] === undefined ? "" : (cells[columns[column]] ?? ""));
  const label = cell("term");
  const term = parseTerm(label);
  if ("reason" in term) return { rate: label || "(no term)", reason: term.reason };
  const where = `'${label}' under '${context.title}'`;
  const rateType = parseRateType(cell("type"), label, context.title);
  const mortgageType = parseMortgageType(cell("mortgageType"), context.title);
  const province = columns.province === undefined ? context.province : parseProvince(cell("province"), where);
  const postedText = cell("posted");
  const oursText = cell("ours");
  if (NO_RATE.test(postedText) || NO_RATE.test(oursText)) {
    return { rate: label, reason: "no rate given on the page" };
  }
  const rate: ScrapedRate = {
    term: term.term,
    rateType,
    province,
    mortgageType,
    postedRate: parsePercent(postedText, `The posted rate of ${where}`),
    ourRate: parsePercent(oursText, `The our rate of ${where}`),
  };
  return { rate, label };
}

function parseTerm(label: string): { term: RateTerm } | { reason: string } {
  if (/heloc|line of credit/i.test(label)) return { reason: "lines of credit are not listed" };
  if (/\bopen\b/i.test(label)) return { reason: "open mortgages are not listed" };
  if (/\b\d+\s*-?\s*(months?|mos?)\b/i.test(label)) return { reason: "terms under a year are not listed" };
  const years = /\b(\d{1,2})\s*-?\s*(years?|yrs?|y)\b/i.exec(label);
  if (!years) return { reason: "not a term of whole years" };
  const count = Number(years[1]);
  if (count < 1 || count > 10) return { reason: "terms are listed from 1 to 10 years" };
  return { term: `${count} year` as RateTerm };
}

function parseRateType(typeCell: string, label: string, title: string): RateType {
  for (const words of [typeCell, label, title]) {
    if (/\b(variable|adjustable|arm|vrm)\b/i.test(words)) return "variable";
    if (/\bfixed\b/i.test(words)) return "fixed";
  }
  // Canadian rate tables list fixed terms without saying so.
  return "fixed";
}

function parseMortgageType(cellText: string, title: string): MortgageType {
  for (const words of [cellText, title]) {
    if (/insured|high[- ]?ratio/i.test(words)) return "High-Ratio";
    if (/refinanc/i.test(words)) return "Refinance";
    if (/conventional|uninsured/i.test(words)) return "Conventional";
  }
  return "Conventional";
}

function parseProvince(value: string, where: string): string {
  const match =
    RATE_PROVINCES.find((name) => name.toLowerCase() === value.toLowerCase()) ??
    PROVINCES.find((p) => p.code.toLowerCase() === value.toLowerCase())?.name;
  return match ?? fail(`The province '${value}' of ${where} is not a Canadian province or territory.`);
}

function parsePercent(value: string, what: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*%?/.exec(value);
  if (!match) return fail(`${what} is '${value}', not a rate.`);
  const rate = Number(match[1]);
  if (!(rate > 0 && rate <= RATE_PERCENT_MAX)) {
    fail(`${what} is ${value}, outside 0 to ${RATE_PERCENT_MAX}%.`);
  }
  return rate;
}
