import { describe, expect, it } from "vitest";
import {
  landTransferTaxCalculatorLink,
  readClosingCostsQuery,
  writeClosingCostsQuery,
} from "./closing-costs-query";

const read = (search: string) => readClosingCostsQuery(new URLSearchParams(search));

describe("closing-cost calculators' query string", () => {
  it("reads every input under the names a broker shares", () => {
    expect(
      read(
        "price=750000&province=on&city=toronto&first_time=true&new_build=false&down_payment=75000&amortization=30" +
          "&legal_fees=1800&title_insurance=350&inspection=600&adjustments=1200",
      ),
    ).toEqual({
      price: 750_000,
      province: "ON",
      city: "toronto",
      firstTime: true,
      newBuild: false,
      downPayment: 75_000,
      amortizationYears: 30,
      legalFees: 1_800,
      titleInsurance: 350,
      homeInspection: 600,
      adjustments: 1_200,
    });
  });

  it("leaves out what is malformed or out of range, keeping the rest", () => {
    expect(
      read(
        "price=-5&province=XX&first_time=yes&down_payment=1e5&amortization=31&inspection=abc&adjustments=7",
      ),
    ).toEqual({ adjustments: 7 });
    expect(read("price=0&amortization=0")).toEqual({});
    expect(read("price=100000001")).toEqual({});
  });

  it("keeps a city only in its own province, and lets a city alone name its province", () => {
    expect(read("province=BC&city=montreal")).toEqual({ province: "BC" });
    expect(read("city=quebec-city")).toEqual({ province: "QC", city: "quebec-city" });
  });

  it("reads the mortgage amount Alberta's registration levy is charged on", () => {
    expect(read("province=AB&mortgage_amount=540000")).toEqual({ province: "AB", mortgageAmount: 540_000 });
    expect(writeClosingCostsQuery({ province: "AB", mortgageAmount: 540_000 }).toString()).toBe(
      "province=AB&mortgage_amount=540000",
    );
  });

  it("writes what it reads", () => {
    const query = read("price=412345.67&province=QC&city=montreal&first_time=false&down_payment=41234.57");
    expect(read(writeClosingCostsQuery(query).toString())).toEqual(query);
    expect(landTransferTaxCalculatorLink({ price: 500_000, province: "ON", firstTime: true })).toBe(
      "/land-transfer-tax-calculator?price=500000&province=ON&first_time=true",
    );
  });
});
