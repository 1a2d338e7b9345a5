import { describe, expect, it } from "vitest";
import { tallyLeadFacets, type LeadFacetGroup } from "./lead-facets";

const groups: LeadFacetGroup[] = [
  { status: "new", type: "application", source: "website", total: 5 },
  { status: "new", type: "rate_quote", source: "mortgage_calculator", total: 7 },
  { status: "contacted", type: "application", source: "AI Chatbot", total: 2 },
  { status: "contacted", type: "application", source: "Vayu Chatbot", total: 1 },
  { status: "closed", type: "contact", source: "contact_form", total: 3 },
];

describe("tallyLeadFacets", () => {
  it("ignores the search, which the grouped leads already went through", () => {
    expect(tallyLeadFacets(groups, { q: "gagnon" })).toEqual(tallyLeadFacets(groups, {}));
  });

  it("counts every lead when no filter is chosen, both chatbot spellings as one source", () => {
    expect(tallyLeadFacets(groups, {})).toEqual({
      total: 18,
      counts: {
        by_status: { new: 12, contacted: 3, closed: 3 },
        by_type: { application: 8, rate_quote: 7, contact: 3 },
        by_source: { website: 5, mortgage_calculator: 7, "AI Chatbot": 3, contact_form: 3 },
      },
    });
  });

  it("counts each filter's options among the leads the other filters let through", () => {
    expect(tallyLeadFacets(groups, { status: "new" })).toEqual({
      total: 12,
      counts: {
        // A chosen filter's own options keep counting past it, so another status can be picked.
        by_status: { new: 12, contacted: 3, closed: 3 },
        by_type: { application: 5, rate_quote: 7 },
        by_source: { website: 5, mortgage_calculator: 7 },
      },
    });
  });

  it("applies every other filter together, and totals the leads matching all of them", () => {
    const { total, counts } = tallyLeadFacets(groups, { type: "application", source: "AI Chatbot" });
    expect(total).toBe(3);
    expect(counts.by_status).toEqual({ contacted: 3 });
    expect(counts.by_type).toEqual({ application: 3 });
    expect(counts.by_source).toEqual({ website: 5, "AI Chatbot": 3 });
  });

  it("gives a total of 0 and leaves out options with no lead when nothing matches", () => {
    const { total, counts } = tallyLeadFacets(groups, { status: "closed", type: "application" });
    expect(total).toBe(0);
    expect(counts.by_status).toEqual({ new: 5, contacted: 3 });
    expect(counts.by_type).toEqual({ contact: 3 });
    expect(counts.by_source).toEqual({});
  });

  it("counts nothing without leads", () => {
    expect(tallyLeadFacets([], { status: "new" })).toEqual({
      total: 0,
      counts: { by_status: {}, by_type: {}, by_source: {} },
    });
  });
});
