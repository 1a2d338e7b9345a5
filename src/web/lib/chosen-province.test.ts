import { describe, expect, it } from "vitest";
import {
  CHOSEN_PROVINCE_KEY,
  chosenProvince,
  rememberChosenProvince,
  type ProvinceStorage,
} from "./chosen-province";

function memoryStorage(
  initial: Record<string, string> = {},
): ProvinceStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const refusing: ProvinceStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("the visitor's chosen province", () => {
  it("is kept and read back, the latest choice winning", () => {
    const storage = memoryStorage();
    expect(chosenProvince(storage)).toBeUndefined();
    rememberChosenProvince("BC", storage);
    rememberChosenProvince("QC", storage);
    expect(storage.data.get(CHOSEN_PROVINCE_KEY)).toBe("QC");
    expect(chosenProvince(storage)).toBe("QC");
  });

  it("is never an unknown code, whether given or found stored", () => {
    const storage = memoryStorage({ [CHOSEN_PROVINCE_KEY]: "XX" });
    expect(chosenProvince(storage)).toBeUndefined();
    rememberChosenProvince("National", storage);
    expect(storage.data.get(CHOSEN_PROVINCE_KEY)).toBe("XX");
  });

  it("is simply unknown when the browser refuses storage", () => {
    expect(() => rememberChosenProvince("ON", refusing)).not.toThrow();
    expect(chosenProvince(refusing)).toBeUndefined();
    expect(chosenProvince(null)).toBeUndefined();
  });
});
