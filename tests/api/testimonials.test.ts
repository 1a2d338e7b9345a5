import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonials } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent, minutesAgo } from "./public-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  const { userId: adminId } = await t.signInAs("super_admin");
  const agent = await insertAgent(t.deps.db);
  const rows = [
    { clientName: "Admin pending", adminId, isApproved: false, createdAt: minutesAgo(1) },
    { clientName: "Agent approved", agentId: agent.id, isApproved: true, createdAt: minutesAgo(1) },
    { clientName: "Admin oldest", adminId, isApproved: true, createdAt: minutesAgo(500) },
    ...Array.from({ length: 6 }, (_, i) => ({
      clientName: `Admin ${i}`,
      adminId,
      isApproved: true,
      createdAt: minutesAgo(10 + i),
    })),
  ];
  await t.deps.db
    .insert(testimonials)
    .values(rows.map((r) => ({ ...r, content: `Thanks, said ${r.clientName}`, rating: 4 })));
});
afterAll(() => t.close());

describe("GET /api/testimonials/home", () => {
  it("returns up to 6 approved admin-written testimonials, newest first, with the public fields and the date", async () => {
    const res = await t.request("/api/testimonials/home");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { testimonials: Record<string, unknown>[] };
    expect(body.testimonials.map((x) => x.client_name)).toEqual([
      "Admin 0",
      "Admin 1",
      "Admin 2",
      "Admin 3",
      "Admin 4",
      "Admin 5",
    ]);
    expect(body.testimonials[0]).toEqual({
      id: expect.any(String),
      client_name: "Admin 0",
      content: "Thanks, said Admin 0",
      rating: 4,
      created_at: expect.any(String),
    });
    // The newest row was written 10 minutes ago; created_at is what dates it on the page.
    const createdAt = Date.parse(body.testimonials[0]!.created_at as string);
    expect(Date.now() - createdAt).toBeGreaterThanOrEqual(9 * 60_000);
    expect(Date.now() - createdAt).toBeLessThan(11 * 60_000);
  });

  it("is empty when only unapproved or agent testimonials exist", async () => {
    await t.deps.db.delete(testimonials);
    await t.deps.db.insert(testimonials).values([
      { clientName: "Pending", content: "x", rating: 5, isApproved: false, adminId: null },
      { clientName: "Agent's", content: "x", rating: 5, isApproved: true, adminId: null },
    ]);
    const body = (await (await t.request("/api/testimonials/home")).json()) as { testimonials: unknown[] };
    expect(body.testimonials).toEqual([]);
  });
});
