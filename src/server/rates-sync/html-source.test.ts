import { describe, expect, it } from "vitest";
import { readRatesFixture } from "./fixtures/fixture-server";
import { parseRatesHtml } from "./html-source";
import { SourceError } from "./types";

const page = readRatesFixture("rates-page.html");
const national = { province: "National" };

function parseError(html: string): string {
  try {
    parseRatesHtml(html, national);
  } catch (error) {
    expect(error).toBeInstanceOf(SourceError);
    return (error as SourceError).message;
  }
  throw new Error("the page was accepted");
}

const table = (head: string[], rows: string[][], before = "<h2>Fixed rates</h2>") =>
  `<html><body>${before}<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`)
    .join("")}</tbody></table></body></html>`;

describe("parseRatesHtml on the recorded rates page", () => {
  const { rates, skipped } = parseRatesHtml(page, national);
  const find = (term: string, rateType: string, mortgageType = "Conventional") =>
    rates.find((r) => r.term === term && r.rateType === rateType && r.mortgageType === mortgageType);

  it("reads every fixed term from 1 to 10 years with both rates", () => {
    expect(
      rates.filter((r) => r.rateType === "fixed" && r.mortgageType === "Conventional").map((r) => r.term),
    ).toEqual([
      "1 year",
      "2 year",
      "3 year",
      "4 year",
      "5 year",
      "6 year",
      "7 year",
      "8 year",
      "9 year",
      "10 year",
    ]);
    expect(find("5 year", "fixed")).toEqual({
      term: "5 year",
      rateType: "fixed",
      province: "National",
      mortgageType: "Conventional",
      postedRate: 6.09,
      ourRate: 4.19,
    });
  });

  it("takes the rate type from the term or the heading, and the insured table as High-Ratio", () => {
    expect(find("5 year", "variable")).toMatchObject({ postedRate: 4.45, ourRate: 4.05 });
    expect(find("3 year", "variable")).toMatchObject({ ourRate: 4.3 });
    expect(find("5 year", "fixed", "High-Ratio")).toMatchObject({ postedRate: 6.09, ourRate: 3.94 });
    expect(find("5 year", "variable", "High-Ratio")).toMatchObject({ ourRate: 3.85 });
    expect(rates).toHaveLength(15);
  });

  it("skips what it does not store, saying why, and ignores tables that are not rates tables", () => {
    expect(skipped).toEqual([
      { rate: "6 Month Fixed", reason: "terms under a year are not listed" },
      { rate: "Open 1 Year", reason: "open mortgages are not listed" },
      { rate: "HELOC", reason: "lines of credit are not listed" },
    ]);
  });

  it("uses the configured province, or the table's own", () => {
    expect(parseRatesHtml(page, { province: "Ontario" }).rates.every((r) => r.province === "Ontario")).toBe(
      true,
    );
    const marked = page.replace(
      '<section class="rates-section" id="fixed">',
      '<section class="rates-section" id="fixed" data-province="Alberta">',
    );
    const { rates: byTable } = parseRatesHtml(marked, national);
    expect(byTable.find((r) => r.term === "1 year")?.province).toBe("Alberta");
    expect(byTable.find((r) => r.rateType === "variable")?.province).toBe("National");
  });

  it("reads a province column by name or code", () => {
    const { rates: rows } = parseRatesHtml(
      table(
        ["Province", "Term", "Posted rate", "Our rate"],
        [
          ["ON", "5 Year", "6.09%", "4.19%"],
          ["Nova Scotia", "5 Year", "6.09%", "4.29%"],
        ],
      ),
      national,
    );
    expect(rows.map((r) => r.province)).toEqual(["Ontario", "Nova Scotia"]);
  });
});

describe("parseRatesHtml refuses a page it cannot read whole", () => {
  it("names the columns it expected when no rates table is there (changed markup)", () => {
    expect(parseError(page.replaceAll("<table", "<div").replaceAll("</table>", "</div>"))).toMatch(
      /^No rates table found on the page: expected a table with Term, Posted rate and Our rate columns/,
    );
    expect(parseError("<p>Rates are coming soon</p>")).toMatch(/^No rates table found/);
  });

  it("names a missing column and the table it is missing from", () => {
    expect(parseError(page.replace('<th scope="col">Best Rate</th>', '<th scope="col">Payment</th>'))).toBe(
      "The rates table under 'Insured (High-Ratio) Mortgage Rates' has no 'Our rate' column.",
    );
  });

  it("names a rate outside 0 to 30 %, or one that is not a number", () => {
    expect(parseError(table(["Term", "Posted rate", "Our rate"], [["5 Year", "6.09%", "41.9%"]]))).toBe(
      "The our rate of '5 Year' under 'Fixed rates' is 41.9%, outside 0 to 30%.",
    );
    expect(parseError(table(["Term", "Posted rate", "Our rate"], [["5 Year", "0%", "4.19%"]]))).toMatch(
      /outside 0 to 30%/,
    );
    expect(parseError(table(["Term", "Posted rate", "Our rate"], [["5 Year", "six", "4.19%"]]))).toBe(
      "The posted rate of '5 Year' under 'Fixed rates' is 'six', not a rate.",
    );
  });

  it("names a term listed twice", () => {
    expect(
      parseError(
        table(
          ["Term", "Posted rate", "Our rate"],
          [
            ["5 Year Fixed", "6.09%", "4.19%"],
            ["5 Years", "6.09%", "4.29%"],
          ],
        ),
      ),
    ).toBe("5 year fixed, National appears twice on the page ('5 Year Fixed' and '5 Years').");
  });

  it("refuses an empty table and a page with no term it stores", () => {
    expect(parseError(table(["Term", "Posted rate", "Our rate"], []))).toBe(
      "The rates table under 'Fixed rates' has no rows.",
    );
    expect(parseError(table(["Term", "Posted rate", "Our rate"], [["6 Months", "6.99%", "6.49%"]]))).toBe(
      "The rates tables list no term of 1 to 10 years.",
    );
  });

  it("refuses an unknown province in a province column", () => {
    expect(
      parseError(
        table(["Province", "Term", "Posted rate", "Our rate"], [["Atlantis", "5 Year", "6.09%", "4.19%"]]),
      ),
    ).toMatch(
      /The province 'Atlantis' of '5 Year' under 'Fixed rates' is not a Canadian province or territory/,
    );
  });

  it("skips a row that gives no rate instead of guessing one", () => {
    const { rates, skipped } = parseRatesHtml(
      table(
        ["Term", "Posted rate", "Our rate"],
        [
          ["5 Year", "6.09%", "4.19%"],
          ["7 Year", "6.40%", "N/A"],
        ],
      ),
      national,
    );
    expect(rates).toHaveLength(1);
    expect(skipped).toEqual([{ rate: "7 Year", reason: "no rate given on the page" }]);
  });
});
