import { describe, expect, it } from "vitest";
import { translatorFor } from "../../i18n/intl";
import { CSV_BOM } from "../csv";
import { amortizationSchedule } from "./schedule";
import { csvSeparators, scheduleToCsv } from "./schedule-csv";

const schedule = amortizationSchedule({
  principal: 1000,
  annualRatePercent: 12,
  amortizationYears: 1,
  frequency: "monthly",
});

describe("scheduleToCsv", () => {
  it("writes one line per period with two decimals, commas and decimal points in English", () => {
    const lines = scheduleToCsv(schedule, translatorFor("en-CA"), "en-CA").split("\r\n");
    expect(lines[0]).toBe("Period,Year,Payment,Interest,Principal,Balance");
    expect(lines[1]).toBe("1,1,88.85,10.00,78.85,921.15");
    expect(lines[12]).toBe("12,1,88.84,0.88,87.96,0.00");
    expect(lines).toHaveLength(14);
    expect(lines[13]).toBe("");
  });

  it("writes semicolons and decimal commas in French, says so first and opens with a BOM", () => {
    const csv = scheduleToCsv(schedule, translatorFor("fr-CA"), "fr-CA");
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(CSV_BOM.length).split("\r\n");
    expect(lines[0]).toBe(
      '"Champs séparés par des points-virgules (;) — séparateur décimal\u00a0: virgule (,)"',
    );
    expect(lines[1]).toBe("Versement;Année;Montant du versement;Intérêts;Capital;Solde");
    expect(lines[2]).toBe("1;1;88,85;10,00;78,85;921,15");
    expect(lines[13]).toBe("12;1;88,84;0,88;87,96;0,00");
    expect(lines).toHaveLength(15);
    expect(lines[14]).toBe("");
  });

  it("names the separators of each language", () => {
    expect(csvSeparators("en-CA")).toEqual({ field: ",", decimal: "." });
    expect(csvSeparators("fr-CA")).toEqual({ field: ";", decimal: "," });
  });
});
