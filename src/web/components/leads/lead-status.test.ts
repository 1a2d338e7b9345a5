import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/intl";
import { leadLabels, leadSourceLabel, leadStatusVariant, leadTypeLabel } from "./lead-status";

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

describe("leadLabels", () => {
  const english = leadLabels(translatorFor("en-CA"));
  const french = leadLabels(translatorFor("fr-CA"));

  it("says the stored statuses, types and sources in the page's language", () => {
    expect(english.status("qualified")).toBe("Qualified");
    expect(french.status("new")).toBe("Nouvelle");
    expect(french.type("rate_quote")).toBe("Demande de taux");
    expect(english.source("mortgage_calculator")).toBe("Mortgage calculator");
    expect(french.source("Vayu Chatbot")).toBe(french.source("AI Chatbot"));
  });

  it("shows a value it does not know as stored", () => {
    expect(french.status("archived")).toBe("archived");
    expect(french.source("fax")).toBe("fax");
  });
});
