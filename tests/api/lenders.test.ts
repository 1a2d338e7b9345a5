import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lenders } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await t.deps.db.insert(lenders).values([
    { name: "TD", type: "a_lender", displayOrder: 2, logoUrl: "/storage/agent-banners/lenders/td.svg" },
    { name: "BMO", type: "a_lender", displayOrder: 2 },
    { name: "RBC", type: "a_lender", displayOrder: 1 },
    { name: "Home Trust", type: "alternate_lender", displayOrder: 0, logoUrl: "https://cdn.test/home.png" },
    { name: "Closed Bank", type: "a_lender", displayOrder: 0, isActive: false },
  ]);
});
afterAll(() => t.close());

describe("GET /api/lenders", () => {
  it("lists active lenders by display_order then name, with their type and logo as stored", async () => {
    const res = await t.request("/api/lenders");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { lenders: Record<string, unknown>[] };
    expect(body.lenders.map((l) => l.name)).toEqual(["Home Trust", "RBC", "BMO", "TD"]);
    expect(body.lenders[0]).toEqual({
      id: expect.any(String),
      name: "Home Trust",
      logo_url: "https://cdn.test/home.png",
      type: "alternate_lender",
      display_order: 0,
    });
    expect(body.lenders[3]).toMatchObject({
      type: "a_lender",
      logo_url: "/storage/agent-banners/lenders/td.svg",
    });
    expect(body.lenders[2]).toMatchObject({ logo_url: null });
  });

  it("never shows an inactive lender", async () => {
    const body = (await (await t.request("/api/lenders")).json()) as { lenders: { name: string }[] };
    expect(body.lenders.map((l) => l.name)).not.toContain("Closed Bank");
  });
});
