import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROVINCES } from "./constants";
import { provinceFromAddress } from "./province-from-address";

describe("provinceFromAddress", () => {
  it.each([
    ["1250 René-Lévesque Boulevard West, Suite 2200, Montréal, QC H3B 4W8", "QC"],
    ["1055 West Georgia Street, Suite 1500, Vancouver, BC V6E 3P3", "BC"],
    ["200 Front Street West, Suite 2300, Toronto, ON M5V 3K2", "ON"],
    ["333 7 Avenue SW, Suite 1100, Calgary, AB T2P 2Z1", "AB"],
  ])("reads the two-letter code of %s", (address, code) => {
    expect(provinceFromAddress(address)).toBe(code);
  });

  it.each([
    ["900 boulevard René-Lévesque Est, Québec (Québec)", "QC"],
    ["Quebec City, Quebec", "QC"],
    ["800 Burrard Street, Vancouver, British Columbia", "BC"],
    ["Victoria, Colombie-Britannique", "BC"],
    ["Halifax, Nouvelle-Écosse", "NS"],
    ["Moncton, Nouveau-Brunswick", "NB"],
    ["Charlottetown, Île-du-Prince-Édouard", "PE"],
    ["Charlottetown, PEI", "PE"],
    ["St. John's, Terre-Neuve-et-Labrador", "NL"],
    ["Yellowknife, Territoires du Nord-Ouest", "NT"],
    ["Iqaluit, Nunavut", "NU"],
    ["Winnipeg, MANITOBA", "MB"],
    ["Montréal, PQ", "QC"],
  ])("reads the name or spelling in %s", (address, code) => {
    expect(provinceFromAddress(address)).toBe(code);
  });

  it("knows every province and territory by its code and by its English name", () => {
    for (const { code, name } of PROVINCES) {
      expect(provinceFromAddress(`1 Main Street, Someplace, ${code}`)).toBe(code);
      expect(provinceFromAddress(`1 Main Street, Someplace, ${name}`)).toBe(code);
    }
  });

  it("takes the last province named, since street and city come first", () => {
    expect(provinceFromAddress("1500 rue Ontario Est, Montréal, QC")).toBe("QC");
    expect(provinceFromAddress("10 Alberta Avenue, Toronto, Ontario")).toBe("ON");
  });

  it("does not read a lower-case word or a postal code's letters as a code", () => {
    expect(provinceFromAddress("333 7 Avenue SW, Calgary, AB, office on the second floor")).toBe("AB");
    expect(provinceFromAddress("Tour de la Bourse, H3B 4W8")).toBe("QC");
  });

  it("falls back to the postal code's first letter, except the X shared by two territories", () => {
    expect(provinceFromAddress("1055 West Georgia Street, Vancouver V6E 3P3")).toBe("BC");
    expect(provinceFromAddress("200 Front Street West, Toronto m5v3k2")).toBe("ON");
    expect(provinceFromAddress("4910 50th Avenue, X1A 2N2")).toBeUndefined();
  });

  it("gives undefined when the address names no province", () => {
    expect(provinceFromAddress(undefined)).toBeUndefined();
    expect(provinceFromAddress(null)).toBeUndefined();
    expect(provinceFromAddress("")).toBeUndefined();
    expect(provinceFromAddress("200 Front Street West, Suite 2300, Toronto")).toBeUndefined();
  });

  it("never throws and answers only known codes, whatever the text", () => {
    const codes = new Set<string>(PROVINCES.map(({ code }) => code));
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const code = provinceFromAddress(text);
        expect(code === undefined || codes.has(code)).toBe(true);
      }),
    );
  });
});
