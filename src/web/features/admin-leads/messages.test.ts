import { describe, expect, it } from "vitest";
import { erasureConfirmDescription, erasureCountsSummary, erasureDone, erasureMoreLeads } from "./messages";

describe("erasure texts", () => {
  it("names only the kinds there are, with singulars and plurals", () => {
    expect(erasureCountsSummary({ leads: 2, chat_leads: 1, newsletter: 1 })).toBe(
      "2 leads, 1 chat conversation and 1 newsletter subscription",
    );
    expect(erasureCountsSummary({ leads: 1, chat_leads: 0, newsletter: 1 })).toBe(
      "1 lead and 1 newsletter subscription",
    );
    expect(erasureCountsSummary({ leads: 0, chat_leads: 3, newsletter: 0 })).toBe("3 chat conversations");
    expect(erasureCountsSummary({ leads: 0, chat_leads: 0, newsletter: 0 })).toBe("nothing");
  });

  it("tells how many records the confirmation erases and that it cannot be undone", () => {
    expect(erasureConfirmDescription({ leads: 1, chat_leads: 0, newsletter: 0 })).toBe(
      "1 record (1 lead) will be erased for good. This cannot be undone.",
    );
    expect(erasureDone({ leads: 2, chat_leads: 1, newsletter: 1 })).toBe(
      "Erased 4 records: 2 leads, 1 chat conversation and 1 newsletter subscription.",
    );
    expect(erasureMoreLeads(1)).toBe("and 1 more lead");
  });
});
