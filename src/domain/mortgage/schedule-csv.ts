/**
 * The amortization schedule as a CSV file a spreadsheet opens as it is. English spreadsheets read
 * commas between fields and a decimal point (RFC 4180); French Excel, set up for Québec, reads
 * semicolons between fields and a decimal comma, and only reads accents ("Année") as UTF-8 behind a
 * byte order mark. A French file therefore opens with a line saying which separators it uses, so a
 * reader whose software expects others knows what to tell it.
 */
import type { Translate } from "../../i18n/translate";
import { CSV_BOM } from "../csv";
import type { Locale } from "../format";
import type { Schedule } from "./schedule";

interface CsvFormat {
  field: string;
  decimal: string;
  /** Opens the file: the BOM, and the line naming the separators; empty in English, whose file is RFC 4180's. */
  preamble: (t: Translate) => string;
}

const FORMATS: Record<Locale, CsvFormat> = {
  "en-CA": { field: ",", decimal: ".", preamble: () => "" },
  "fr-CA": {
    field: ";",
    decimal: ",",
    preamble: (t) => `${CSV_BOM}${quoted(t("calculators.csv.separators"))}\r\n`,
  },
};

/** A field that holds a separator, a quote or a line break, quoted (RFC 4180); headers are ours, never a formula. */
function quoted(text: string): string {
  return /[;,"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The separators a schedule's CSV uses in `locale`. */
export function csvSeparators(locale: Locale): { field: string; decimal: string } {
  const { field, decimal } = FORMATS[locale];
  return { field, decimal };
}

/** One row per period, amounts with 2 decimals and no grouping, CRLF line ends, headers in `t`'s language. */
export function scheduleToCsv(schedule: Schedule, t: Translate, locale: Locale): string {
  const format = FORMATS[locale];
  const amount = (value: number) => value.toFixed(2).replace(".", format.decimal);
  const header = [
    t("calculators.csv.period"),
    t("calculators.csv.year"),
    t("calculators.csv.payment"),
    t("calculators.csv.interest"),
    t("calculators.csv.principal"),
    t("calculators.csv.balance"),
  ].map(quoted);
  const lines = [header.join(format.field)];
  for (const row of schedule.periods) {
    lines.push(
      [
        String(row.period),
        String(row.year),
        amount(row.payment),
        amount(row.interest),
        amount(row.principal),
        amount(row.balance),
      ].join(format.field),
    );
  }
  return `${format.preamble(t)}${lines.join("\r\n")}\r\n`;
}
