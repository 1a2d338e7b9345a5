/**
 * CSV for spreadsheets (RFC 4180: comma-separated, CRLF line ends, fields quoted when they hold a
 * comma, a quote or a line break, quotes doubled). A cell that a spreadsheet would read as a formula
 * gets a leading apostrophe: exported text was typed by the public, and `=HYPERLINK(…)` in a lead's
 * message must not run when a broker opens the file (OWASP "CSV injection").
 */

export type CsvValue = string | number | null | undefined;

/**
 * Opens every file: the byte order mark makes Excel read it as UTF-8, so accented names (Gagnon,
 * Lefèvre) survive; other spreadsheets ignore it.
 */
export const CSV_BOM = "\uFEFF";

/** Spreadsheets start a formula with these; tab and carriage return can hide one behind them. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, neutralised and quoted as needed; null and undefined are empty. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(",");
}

/**
 * Records as CSV text, each ended by CRLF, so a file can be written a batch at a time: the BOM, then
 * the header's line, then the rows' lines, concatenated.
 */
export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  let text = "";
  for (const row of rows) text += `${csvRow(row)}\r\n`;
  return text;
}
