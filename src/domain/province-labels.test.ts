import { describe, expect, it } from "vitest";
import { PROVINCES } from "./constants";
import { provinceLabel, provinceNameLabel, provinceOptions } from "./province-labels";

describe("province labels", () => {
  it("keeps the English names of the data in English", () => {
    expect(provinceLabel("QC", "en-CA")).toBe("Quebec");
    expect(provinceNameLabel("Prince Edward Island", "en-CA")).toBe("Prince Edward Island");
    expect(provinceOptions("en-CA").map((option) => option.code)).toEqual(PROVINCES.map((p) => p.code));
  });

  it("writes the French names, accents and hyphens included", () => {
    expect(provinceLabel("QC", "fr-CA")).toBe("Québec");
    expect(provinceLabel("BC", "fr-CA")).toBe("Colombie-Britannique");
    expect(provinceNameLabel("Prince Edward Island", "fr-CA")).toBe("Île-du-Prince-Édouard");
    expect(provinceNameLabel("Newfoundland and Labrador", "fr-CA")).toBe("Terre-Neuve-et-Labrador");
    expect(provinceNameLabel("Atlantis", "fr-CA")).toBe("Atlantis");
    expect(provinceLabel("XX", "fr-CA")).toBeUndefined();
  });

  it("sorts the French selector by the French names", () => {
    const labels = provinceOptions("fr-CA").map((option) => option.label);
    expect(labels.indexOf("Île-du-Prince-Édouard")).toBeLessThan(labels.indexOf("Manitoba"));
    expect(labels).toHaveLength(13);
  });
});
