import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicMessages } from "../support/english-texts";
import { products, type Product } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { minutesAgo, type ApiErrorBody } from "./public-fixtures";

let t: TestContext;
let rows: Product[];
beforeAll(async () => {
  t = await createTestContext();
  rows = await t.deps.db
    .insert(products)
    .values([
      { name: "Second", imageUrl: "https://cdn.test/second.png", price: 99.5, createdAt: minutesAgo(10) },
      {
        name: "First",
        imageUrl: "fixed/first.svg",
        price: 1200,
        content: "Long text",
        createdAt: minutesAgo(20),
      },
      { name: "Third", imageUrl: null, createdAt: minutesAgo(5) },
      { name: "Bad key", imageUrl: "../escape.png", createdAt: minutesAgo(1) },
    ])
    .returning();
});
afterAll(() => t.close());

describe("GET /api/products", () => {
  it("lists products oldest first with the stored image_url and a resolved image_src", async () => {
    const res = await t.request("/api/products");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { products: Record<string, unknown>[] };
    expect(body.products.map((p) => p.name)).toEqual(["First", "Second", "Third", "Bad key"]);
    expect(body.products[0]).toEqual({
      id: rows[1]!.id,
      name: "First",
      description: null,
      image_url: "fixed/first.svg",
      image_src: "/storage/product-images/fixed/first.svg",
      price: 1200,
      content: "Long text",
      created_at: expect.any(String),
    });
    expect(body.products[1]).toMatchObject({
      image_url: "https://cdn.test/second.png",
      image_src: "https://cdn.test/second.png",
      price: 99.5,
    });
    expect(body.products[2]).toMatchObject({ image_url: null, image_src: null, price: null });
    expect(body.products[3]).toMatchObject({ image_src: null });
  });
});

describe("GET /api/products/:id", () => {
  it("returns one product", async () => {
    const res = await t.request(`/api/products/${rows[0]!.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { product: { name: string } }).product.name).toBe("Second");
  });

  it("answers 404 'Product not found.' for an unknown or malformed id", async () => {
    for (const id of [randomUUID(), "not-a-uuid", "1"]) {
      const res = await t.request(`/api/products/${id}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ApiErrorBody).error).toEqual({
        message: publicMessages.productNotFound,
        code: "not_found",
      });
    }
  });
});
