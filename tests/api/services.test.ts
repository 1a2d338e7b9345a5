import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicMessages } from "../support/english-texts";
import { mortgageServices, type MortgageService } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { minutesAgo, type ApiErrorBody } from "./public-fixtures";

let t: TestContext;
let rows: MortgageService[];
beforeAll(async () => {
  t = await createTestContext();
  rows = await t.deps.db
    .insert(mortgageServices)
    .values([
      {
        name: "Refinance",
        imageUrl: "http://img.test/r.jpg",
        features: ["Lower rate"],
        createdAt: minutesAgo(5),
      },
      { name: "Purchase", imageUrl: "purchase.svg", description: "Buy a home", createdAt: minutesAgo(50) },
    ])
    .returning();
});
afterAll(() => t.close());

describe("GET /api/services", () => {
  it("lists services oldest first with features and a resolved image_src", async () => {
    const res = await t.request("/api/services");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { services: Record<string, unknown>[] };
    expect(body.services).toEqual([
      {
        id: rows[1]!.id,
        name: "Purchase",
        description: "Buy a home",
        image_url: "purchase.svg",
        image_src: "/storage/service-images/purchase.svg",
        features: [],
        content: null,
        created_at: expect.any(String),
      },
      expect.objectContaining({
        name: "Refinance",
        image_src: "http://img.test/r.jpg",
        features: ["Lower rate"],
      }),
    ]);
  });
});

describe("GET /api/services/:id", () => {
  it("returns one service", async () => {
    const res = await t.request(`/api/services/${rows[0]!.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { service: { name: string } }).service.name).toBe("Refinance");
  });

  it("answers 404 'Service not found.' for an unknown or malformed id", async () => {
    for (const id of [randomUUID(), "abc"]) {
      const res = await t.request(`/api/services/${id}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ApiErrorBody).error.message).toBe(publicMessages.serviceNotFound);
    }
  });
});
