import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROVINCES, type ProvinceCode } from "../constants";
import {
  dueAtClosingCents,
  landTransferTax,
  reliefClaimedLater,
  type LandTransferTaxInput,
} from "./land-transfer-tax";
import {
  CITIES,
  CITY_LEVIES,
  CITY_PROVINCE,
  JURISDICTIONS,
  type City,
  type Levy,
} from "./land-transfer-tax-tables";

/** [price, tax, rebate] in dollars for one province (and city), as a first-time buyer when a rebate is given. */
type Vector = [price: number, tax: number, rebate?: number];

function check(province: ProvinceCode, city: City | undefined, vectors: Vector[]) {
  for (const [price, tax, rebate] of vectors) {
    const result = landTransferTax({ price, province, city, firstTime: rebate !== undefined });
    expect({ price, tax: result.taxCents / 100, rebate: result.rebateCents / 100 }).toEqual({
      price,
      tax,
      rebate: rebate ?? 0,
    });
    expect(result.netCents).toBe(result.taxCents - result.rebateCents);
  }
}

describe("provincial land transfer taxes", () => {
  it("Ontario: 0.5% to $55,000, 1% to $250,000, 1.5% to $400,000, 2% to $2M, 2.5% above; refund up to $4,000", () => {
    check("ON", undefined, [
      [55_000, 275], //                    0.005 × 55,000
      [250_000, 2_225], //                 275 + 0.01 × 195,000 = 275 + 1,950
      [400_000, 4_475], //                 2,225 + 0.015 × 150,000 = 2,225 + 2,250
      [2_000_000, 36_475], //              4,475 + 0.02 × 1,600,000 = 4,475 + 32,000
      [2_500_000, 48_975], //              36,475 + 0.025 × 500,000 = 36,475 + 12,500
      [368_000, 3_995, 3_995], //          2,225 + 0.015 × 118,000 = 2,225 + 1,770; all of it refunded
      [550_000, 7_475, 4_000], //          ontario.ca's example: 4,475 + 0.02 × 150,000; refund capped at 4,000
      [55_000.01, 275], //                 one cent at 1% is 0.0001 → rounds to nothing
    ]);
  });

  it("British Columbia: 1% to $200,000, 2% to $2M, 3% to $3M, 5% above; first-time exemption phased out", () => {
    check("BC", undefined, [
      [200_000, 2_000], //                 0.01 × 200,000
      [2_000_000, 38_000], //              2,000 + 0.02 × 1,800,000
      [3_000_000, 68_000], //              38,000 + 0.03 × 1,000,000
      [4_000_000, 118_000], //             68,000 + 0.05 × 1,000,000
      [400_000, 6_000, 6_000], //          2,000 + 0.02 × 200,000, all exempt up to $500,000
      [500_000, 8_000, 8_000], //          2,000 + 6,000
      [835_000, 14_700, 8_000], //         2,000 + 0.02 × 635,000; exemption = tax on the first 500,000
      [836_000, 14_720, 7_680], //         8,000 × (860,000 − 836,000) / 25,000 = 8,000 × 0.96
      [847_500, 14_950, 4_000], //         8,000 × 12,500 / 25,000
      [860_000, 15_200, 0], //             phase-out complete
    ]);
  });

  it("Manitoba: nothing to $30,000, then 0.5%, 1%, 1.5% and 2% above $200,000; no first-time relief", () => {
    check("MB", undefined, [
      [30_000, 0],
      [90_000, 300], //                    0.005 × 60,000
      [150_000, 900], //                   300 + 0.01 × 60,000
      [200_000, 1_650], //                 900 + 0.015 × 50,000
      [500_000, 7_650, 0], //              1,650 + 0.02 × 300,000; first-time buyers pay the same
    ]);
  });

  it("New Brunswick: 1% of the value", () => {
    check("NB", undefined, [
      [250_000, 2_500],
      [333_333.33, 3_333.33], //           3,333.3333 → 3,333.33
      [1_000_000, 10_000, 0],
    ]);
  });

  it("Nova Scotia: Halifax's 1.5% deed transfer tax", () => {
    check("NS", undefined, [
      [300_000, 4_500],
      [450_000, 6_750],
      [123_456.78, 1_851.85], //           1,851.8517 → 1,851.85
    ]);
  });

  it("Prince Edward Island: 1% of the whole value above $30,000; waived for first-time buyers", () => {
    check("PE", undefined, [
      [30_000, 0], //                      low-cost exemption
      [30_000.01, 300], //                 0.01 × 30,000.01 = 300.0001 → the whole value is taxed
      [300_000, 3_000],
      [300_000, 3_000, 3_000], //          first-time buyer: all of it
    ]);
  });

  it("Québec outside its cities: 0.5% to $62,900, 1% to $315,000, 1.5% above (2026); first-time credit", () => {
    check("QC", undefined, [
      [62_900, 314.5], //                  0.005 × 62,900
      [315_000, 2_835.5], //               314.50 + 0.01 × 252,100 = 314.50 + 2,521
      [400_000, 4_110.5, 4_110.5], //      2,835.50 + 0.015 × 85,000; under $5,000, all credited
      [500_000, 5_610.5, 5_152.63], //     credit 5,000 + 0.25 × 610.50 = 5,000 + 152.625 → 5,152.63
      [999_999, 13_110.49, 5_875], //      2,835.50 + 10,274.985 → 10,274.99; credit 5,000 + 0.25 × 3,500
      [1_000_000, 13_110.5, 0], //         2,835.50 + 10,275; no credit from $1,000,000
    ]);
  });
});

describe("provinces that charge registration fees instead", () => {
  it("Alberta: $50 plus $5 for each $5,000 or part of it, on the price and on the mortgage", () => {
    const fees = (price: number, mortgageAmount?: number) =>
      landTransferTax({ price, province: "AB", firstTime: true, mortgageAmount });
    expect(fees(500_000).netCents).toBe(550_00); //                50 + 100 × 5
    expect(fees(500_001).netCents).toBe(555_00); //                50 + 101 × 5 (a started $5,000 counts)
    expect(fees(1_000_000).netCents).toBe(1_050_00); //            Service Alberta's example: 50 + 200 × 5
    expect(fees(450_000, 405_000).netCents).toBe(955_00); //       (50 + 90 × 5) + (50 + 81 × 5), Budget 2024 example
    expect(fees(500_000).needsMortgageAmount.map((l) => l.id)).toEqual(["ab-mortgage-registration"]);
    expect(fees(500_000, 400_000).needsMortgageAmount).toEqual([]);
  });

  it("Saskatchewan: nothing to $500, $25 to $6,300, then 0.4% of the value", () => {
    check("SK", undefined, [
      [500, 0],
      [500.01, 25],
      [6_300, 25],
      [6_300.01, 25.2], //                 0.004 × 6,300.01 = 25.20004
      [400_000, 1_600, 0], //              0.004 × 400,000
    ]);
  });

  it("Newfoundland and Labrador: $100 plus $0.40 for each $100 or part of it above $500, at most $5,000", () => {
    check("NL", undefined, [
      [500, 100],
      [500.01, 100.4],
      [300_000, 1_298], //                 100 + 2,995 × 0.40 = 100 + 1,198
      [1_225_500, 5_000], //               100 + 12,250 × 0.40 = 100 + 4,900
      [2_000_000, 5_000], //               capped
    ]);
  });

  it("says so explicitly where neither a tax nor fees are computed", () => {
    for (const province of ["YT", "NT", "NU"] as const) {
      const result = landTransferTax({ price: 400_000, province, firstTime: false });
      expect(result).toMatchObject({ landTransferTax: false, registrationFees: "not-computed", levies: [] });
    }
    expect(landTransferTax({ price: 400_000, province: "AB", firstTime: false }).registrationFees).toBe(
      "computed",
    );
    expect(landTransferTax({ price: 400_000, province: "ON", firstTime: false }).registrationFees).toBe(
      "not-applicable",
    );
  });
});

describe("municipal taxes", () => {
  it("Toronto adds its tax to Ontario's, with the luxury brackets in force from April 2026", () => {
    const toronto = (price: number, firstTime = false) =>
      landTransferTax({ price, province: "ON", city: "toronto", firstTime }).levies.map((l) => [
        l.taxCents / 100,
        l.rebateCents / 100,
      ]);
    expect(toronto(1_000_000)).toEqual([
      [16_475, 0], //                      4,475 + 0.02 × 600,000, Ontario
      [16_475, 0], //                      the same scale, Toronto
    ]);
    expect(toronto(1_000_000, true)).toEqual([
      [16_475, 4_000],
      [16_475, 4_475],
    ]);
    expect(toronto(400_000, true)).toEqual([
      [4_475, 4_000],
      [4_475, 4_475], //                   Toronto's rebate covers the whole tax to $400,000
    ]);
    expect(toronto(3_000_000)[1]).toEqual([61_475, 0]); //     36,475 + 0.025 × 1,000,000
    expect(toronto(4_000_000)[1]).toEqual([105_475, 0]); //    61,475 + 0.044 × 1,000,000
    expect(toronto(5_000_000)[1]).toEqual([159_975, 0]); //    105,475 + 0.0545 × 1,000,000
    expect(toronto(10_000_000)[1]).toEqual([484_975, 0]); //   159,975 + 0.065 × 5,000,000
    expect(toronto(20_000_000)[1]).toEqual([1_239_975, 0]); // 484,975 + 0.0755 × 10,000,000
    expect(toronto(25_000_000)[1]).toEqual([1_669_975, 0]); // 1,239,975 + 0.086 × 5,000,000
  });

  it("Montréal's brackets take the place of Québec's", () => {
    check("QC", "montreal", [
      [552_300, 6_395], //                 2,835.50 + 0.015 × 237,300 = 2,835.50 + 3,559.50
      [600_000, 7_349], //                 6,395 + 0.02 × 47,700
      [1_104_700, 17_443], //              6,395 + 0.02 × 552,400
      [2_136_500, 43_238], //              17,443 + 0.025 × 1,031,800
      [3_113_000, 77_415.5], //            43,238 + 0.035 × 976,500
      [4_000_000, 112_895.5], //           77,415.50 + 0.04 × 887,000
    ]);
    expect(
      landTransferTax({ price: 600_000, province: "QC", city: "montreal", firstTime: false }).levies,
    ).toHaveLength(1);
  });

  it("Québec City's brackets take the place of Québec's above $500,000", () => {
    check("QC", "quebec-city", [
      [500_000, 5_610.5], //               the provincial scale
      [1_000_000, 15_610.5], //            5,610.50 + 0.02 × 500,000
      [2_000_000, 40_610.5], //            15,610.50 + 0.025 × 1,000,000
      [3_000_000, 70_610.5, 0], //         40,610.50 + 0.03 × 1,000,000; no credit from $1,000,000
    ]);
  });

  it("refuses a city outside the province", () => {
    expect(() => landTransferTax({ price: 1, province: "BC", city: "toronto", firstTime: false })).toThrow(
      RangeError,
    );
  });
});

describe("what is paid on closing day", () => {
  it("is the net where the rebate is given at closing", () => {
    // Ontario and Toronto, first-time, $600,000: each 275 + 1,950 + 2,250 + 4,000 = 8,475,
    // rebates 4,000 and 4,475: 16,950 − 8,475 paid.
    const toronto = landTransferTax({ price: 600_000, province: "ON", city: "toronto", firstTime: true });
    expect(dueAtClosingCents(toronto)).toBe(toronto.netCents);
    expect(dueAtClosingCents(toronto)).toBe(16_950_00 - 8_475_00);
    expect(reliefClaimedLater(toronto)).toBe(false);
  });

  it("is the whole tax in Québec, whose first-time credit is claimed in the income tax return", () => {
    // $500,000 first-time: tax 5,610.50, credit 5,152.63 claimed later; 5,610.50 paid.
    const quebec = landTransferTax({ price: 500_000, province: "QC", firstTime: true });
    expect(quebec.rebateCents).toBe(5_152_63);
    expect(dueAtClosingCents(quebec)).toBe(5_610_50);
    expect(reliefClaimedLater(quebec)).toBe(true);
    expect(reliefClaimedLater(landTransferTax({ price: 500_000, province: "QC", firstTime: false }))).toBe(
      false,
    );
  });
});

describe("the working", () => {
  const marginalLevies: Levy[] = [
    ...Object.values(JURISDICTIONS).flatMap((j) => j.levies),
    ...Object.values(CITY_LEVIES).map((c) => c.levy),
  ].filter((levy) => levy.schedule.type === "marginal");

  function levyAt(levy: Levy, price: number) {
    const province = (Object.keys(JURISDICTIONS) as ProvinceCode[]).find((code) =>
      JURISDICTIONS[code].levies.some((l: Levy) => l === levy),
    );
    const city = CITIES.find((c) => CITY_LEVIES[c].levy === levy);
    const result = landTransferTax({
      price,
      province: province ?? CITY_PROVINCE[city!],
      city,
      firstTime: false,
    });
    return result.levies.find((l) => l.levy === levy)!;
  }

  it("ends a bracket exactly at its boundary and opens the next one a cent above it", () => {
    for (const levy of marginalLevies) {
      if (levy.schedule.type !== "marginal") continue;
      levy.schedule.brackets.forEach((bracket, index) => {
        if (bracket.upTo === null) return;
        const at = levyAt(levy, bracket.upTo);
        const above = levyAt(levy, bracket.upTo + 0.01);
        expect(at.rows).toHaveLength(index + 1);
        expect(at.rows.at(-1)?.toCents).toBe(bracket.upTo * 100);
        expect(above.rows).toHaveLength(index + 2);
        expect(above.rows.at(-1)).toMatchObject({ fromCents: bracket.upTo * 100, taxedCents: 1 });
      });
    }
  });

  it("adds up: each row's slice, rate and tax, summing to the levy's tax", () => {
    const { levies } = landTransferTax({ price: 1_000_000, province: "ON", firstTime: false });
    expect(levies[0]?.rows).toEqual([
      {
        fromCents: 0,
        toCents: 55_000_00,
        rule: { type: "rate", rateBasisPoints: 50 },
        taxedCents: 55_000_00,
        taxCents: 275_00,
      },
      {
        fromCents: 55_000_00,
        toCents: 250_000_00,
        rule: { type: "rate", rateBasisPoints: 100 },
        taxedCents: 195_000_00,
        taxCents: 1_950_00,
      },
      {
        fromCents: 250_000_00,
        toCents: 400_000_00,
        rule: { type: "rate", rateBasisPoints: 150 },
        taxedCents: 150_000_00,
        taxCents: 2_250_00,
      },
      {
        fromCents: 400_000_00,
        toCents: 1_000_000_00,
        rule: { type: "rate", rateBasisPoints: 200 },
        taxedCents: 600_000_00,
        taxCents: 12_000_00,
      },
    ]);
  });

  it("names a source and an effective-from date for every levy", () => {
    for (const levy of [...marginalLevies, ...Object.values(JURISDICTIONS).flatMap((j) => j.levies)]) {
      expect(levy.source.length).toBeGreaterThan(10);
      expect(levy.effectiveFrom <= "2026-12-04").toBe(true);
    }
  });
});

describe("land transfer tax properties", () => {
  const codes = PROVINCES.map((p) => p.code);
  const place = fc
    .constantFrom(...codes, ...CITIES)
    .map((code): Pick<LandTransferTaxInput, "province" | "city"> =>
      (CITIES as readonly string[]).includes(code)
        ? { province: CITY_PROVINCE[code as City], city: code as City }
        : { province: code as ProvinceCode },
    );
  const priceCents = fc.integer({ min: 1, max: 100_000_000_00 });

  it("never lowers the tax when the price rises", () => {
    fc.assert(
      fc.property(place, priceCents, priceCents, fc.boolean(), (where, a, b, firstTime) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const tax = (cents: number) =>
          landTransferTax({ ...where, price: cents / 100, firstTime, mortgageAmount: 0 }).taxCents;
        expect(tax(high)).toBeGreaterThanOrEqual(tax(low));
      }),
    );
  });

  it("never rebates more than the tax, so the net is never negative", () => {
    fc.assert(
      fc.property(place, priceCents, (where, cents) => {
        const result = landTransferTax({ ...where, price: cents / 100, firstTime: true });
        for (const levy of result.levies) {
          expect(levy.rebateCents).toBeLessThanOrEqual(levy.taxCents);
          expect(levy.netCents).toBeGreaterThanOrEqual(0);
        }
        expect(result.netCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
