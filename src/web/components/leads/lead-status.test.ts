import { describe, expect, it } from "vitest";
import { leadSourceLabel, leadStatusLabel, leadStatusVariant, leadTypeLabel } from "./lead-status";

describe("leadStatusVariant", () => {
  it("follows the spec's badge styles", () => {
    expect(leadStatusVariant("new")).toBe("default");
    expect(leadStatusVariant("contacted")).toBe("secondary");
    expect(leadStatusVariant("qualified")).toBe("outline");
    expect(leadStatusVariant("closed")).toBe("destructive");
    expect(leadStatusVariant("anything else")).toBe("destructive");
  });
});

describe("labels", () => {
  it("capitalises the status", () => {
    expect(leadStatusLabel("qualified")).toBe("Qualified");
  });

  it("names known sources and keeps others as stored", () => {
    expect(leadSourceLabel("website")).toBe("Website");
    expect(leadSourceLabel("AI Chatbot")).toBe("AI Chatbot");
    expect(leadSourceLabel("Vayu Chatbot")).toBe("AI Chatbot");
    expect(leadSourceLabel("fax")).toBe("fax");
  });

  it("names the lead types", () => {
    expect(leadTypeLabel("rate_quote")).toBe("Rate quote");
    expect(leadTypeLabel("contact")).toBe("Contact");
  });
});
