import { describe, expect, it } from "vitest";
import { encodeLeadCursor, encodeListCursor } from "../lead-cursor";
import { adminLeadsQuerySchema, LEAD_SEARCH_MAX_LENGTH, leadStatusUpdateSchema } from "./admin-leads";

describe("adminLeadsQuerySchema", () => {
  it("reads both chatbot spellings as one source and blanks as no filter", () => {
    expect(adminLeadsQuerySchema.parse({ source: "Vayu Chatbot" }).source).toBe("AI Chatbot");
    expect(adminLeadsQuerySchema.parse({ source: "AI Chatbot" }).source).toBe("AI Chatbot");
    expect(adminLeadsQuerySchema.parse({ q: " ", status: "", type: " ", source: "" })).toEqual({
      q: undefined,
      sort: "created",
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

describe("adminLeadsQuerySchema's search and order", () => {
  it("trims the search and refuses one too long or of several lines, naming q", () => {
    expect(adminLeadsQuerySchema.parse({ q: "  Marie T  " }).q).toBe("Marie T");
    expect(adminLeadsQuerySchema.parse({ q: "x".repeat(LEAD_SEARCH_MAX_LENGTH) }).q).toHaveLength(
      LEAD_SEARCH_MAX_LENGTH,
    );
    for (const q of ["x".repeat(LEAD_SEARCH_MAX_LENGTH + 1), "marie\ntremblay", "marie\u202etremblay"]) {
      expect(adminLeadsQuerySchema.safeParse({ q }).error?.issues[0]?.path).toEqual(["q"]);
    }
  });

  it("sorts newest first unless asked for the follow-ups, and knows no other order", () => {
    expect(adminLeadsQuerySchema.parse({}).sort).toBe("created");
    expect(adminLeadsQuerySchema.parse({ sort: "follow_up" }).sort).toBe("follow_up");
    expect(adminLeadsQuerySchema.safeParse({ sort: "name" }).error?.issues[0]?.path).toEqual(["sort"]);
  });

  it("reads a cursor only in the order it was made in", () => {
    const id = "0b8f4a52-6c1e-4d0a-9a57-3f0e2d1c4b6a";
    const followUp = encodeListCursor({ sort: "follow_up", time: null, id });
    expect(adminLeadsQuerySchema.parse({ sort: "follow_up", after: followUp }).after).toEqual({
      sort: "follow_up",
      time: null,
      id,
    });
    expect(adminLeadsQuerySchema.safeParse({ after: followUp }).error?.issues[0]?.path).toEqual(["after"]);
    const newest = encodeLeadCursor({ time: "2026-05-14T09:30:00.123456Z", id });
    expect(
      adminLeadsQuerySchema.safeParse({ sort: "follow_up", before: newest }).error?.issues[0]?.path,
    ).toEqual(["before"]);
  });
});

describe("adminLeadsQuerySchema's cursors", () => {
  const position = { time: "2026-05-14T09:30:00.123456Z", id: "0b8f4a52-6c1e-4d0a-9a57-3f0e2d1c4b6a" };
  const cursor = encodeLeadCursor(position);

  it("reads after or before as the position it holds, and a blank one as none", () => {
    expect(adminLeadsQuerySchema.parse({ after: cursor, offset: "50" })).toMatchObject({
      after: { sort: "created", ...position },
      offset: 50,
    });
    expect(adminLeadsQuerySchema.parse({ before: cursor }).before).toEqual({ sort: "created", ...position });
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
