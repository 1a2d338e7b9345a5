import { describe, expect, it } from "vitest";
import { timeZoneSchema } from "./time-zone";

describe("a broker's time zone", () => {
  it("is kept under the platform's spelling of the zone", () => {
    expect(timeZoneSchema.parse(" america/toronto ")).toBe("America/Toronto");
    expect(timeZoneSchema.parse("America/St_Johns")).toBe("America/St_Johns");
  });

  it("refuses what is not a zone", () => {
    expect(timeZoneSchema.safeParse("Eastern").success).toBe(false);
    expect(timeZoneSchema.safeParse("America/Gotham").success).toBe(false);
  });
});
