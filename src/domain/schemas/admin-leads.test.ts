import { describe, expect, it } from "vitest";
import { encodeLeadCursor } from "../lead-cursor";
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

describe("adminLeadsQuerySchema's cursors", () => {
  const position = { time: "2026-05-14T09:30:00.123456Z", id: "0b8f4a52-6c1e-4d0a-9a57-3f0e2d1c4b6a" };
  const cursor = encodeLeadCursor(position);

  it("reads after or before as the position it holds, and a blank one as none", () => {
    expect(adminLeadsQuerySchema.parse({ after: cursor, offset: "50" })).toMatchObject({
      after: position,
      offset: 50,
    });
    expect(adminLeadsQuerySchema.parse({ before: cursor }).before).toEqual(position);
    expect(adminLeadsQuerySchema.parse({ after: "", before: " " })).toMatchObject({
      after: undefined,
      before: undefined,
    });
  });

  it("names the cursor it refuses, and refuses both at once", () => {
    expect(adminLeadsQuerySchema.safeParse({ after: "x" }).error?.issues[0]?.path).toEqual(["after"]);
    expect(adminLeadsQuerySchema.safeParse({ after: cursor, before: cursor }).error?.issues[0]?.path).toEqual(
      ["before"],
    );
  });
});

describe("leadStatusUpdateSchema", () => {
  it("accepts only the four statuses", () => {
    expect(leadStatusUpdateSchema.parse({ status: "qualified" })).toEqual({ status: "qualified" });
    expect(leadStatusUpdateSchema.safeParse({ status: "Qualified" }).success).toBe(false);
  });
});
