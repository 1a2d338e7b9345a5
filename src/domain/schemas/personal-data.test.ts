import { describe, expect, it } from "vitest";
import { erasureTotal, personalDataRequestSchema } from "./personal-data";

describe("personalDataRequestSchema", () => {
  it("trims and lower-cases the address, so every query compares one spelling", () => {
    expect(personalDataRequestSchema.parse({ email: "  Jane.Buyer@Example.CA " })).toEqual({
      email: "jane.buyer@example.ca",
    });
  });

  it("refuses a missing, blank or malformed address and names the field", () => {
    for (const body of [{}, { email: "   " }, { email: "jane@" }, { email: 42 }]) {
      const issue = personalDataRequestSchema.safeParse(body).error?.issues[0];
      expect(issue?.path).toEqual(["email"]);
    }
    expect(personalDataRequestSchema.safeParse({ email: "" }).error?.issues[0]?.message).toBe(
      "Email is required",
    );
    expect(personalDataRequestSchema.safeParse({ email: "jane@" }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
  });
});

describe("erasureTotal", () => {
  it("adds the three kinds", () => {
    expect(erasureTotal({ leads: 2, chat_leads: 1, newsletter: 1 })).toBe(4);
    expect(erasureTotal({ leads: 0, chat_leads: 0, newsletter: 0 })).toBe(0);
  });
});
