import { describe, expect, it } from "vitest";
import { adminLeadsQuerySchema, leadStatusUpdateSchema } from "./admin-leads";

describe("adminLeadsQuerySchema", () => {
  it("reads both chatbot spellings as one source and blanks as no filter", () => {
    expect(adminLeadsQuerySchema.parse({ source: "Vayu Chatbot" }).source).toBe("AI Chatbot");
    expect(adminLeadsQuerySchema.parse({ source: "AI Chatbot" }).source).toBe("AI Chatbot");
    expect(adminLeadsQuerySchema.parse({ status: "", type: " ", source: "" })).toEqual({
      status: undefined,
      type: undefined,
      source: undefined,
      limit: 50,
      offset: 0,
    });
  });

  it("names the field it refuses", () => {
    expect(adminLeadsQuerySchema.safeParse({ status: "won" }).error?.issues[0]?.path).toEqual(["status"]);
    expect(adminLeadsQuerySchema.safeParse({ limit: "2.5" }).error?.issues[0]?.path).toEqual(["limit"]);
    expect(adminLeadsQuerySchema.parse({ limit: "10", offset: "20" })).toMatchObject({
      limit: 10,
      offset: 20,
    });
  });
});

describe("leadStatusUpdateSchema", () => {
  it("accepts only the four statuses", () => {
    expect(leadStatusUpdateSchema.parse({ status: "qualified" })).toEqual({ status: "qualified" });
    expect(leadStatusUpdateSchema.safeParse({ status: "Qualified" }).success).toBe(false);
  });
});
