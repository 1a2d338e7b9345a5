import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicMessages } from "../support/english-texts";
import { productMessages } from "../../src/domain/schemas/admin-products";
import { products } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { minutesAgo, type ApiErrorBody } from "./public-fixtures";

interface ProductBody {
  id: string;
  name: string;
  description: string | null;
  price: number | null;
  content: string | null;
  image_url: string | null;
  image_src: string | null;
}
type Body = ApiErrorBody & { product: ProductBody; products: ProductBody[]; total: number; limit: number };

let t: TestContext;
let superCookie: string;

beforeAll(async () => {
  t = await createTestContext();
  superCookie = (await t.signInAs("super_admin")).cookie;
  await t.deps.db.insert(products).values([
    { name: "Oldest", createdAt: minutesAgo(30) },
    { name: "Newest", imageUrl: "demo/newest.svg", price: 995, createdAt: minutesAgo(1) },
    { name: "Middle", createdAt: minutesAgo(10) },
  ]);
});
afterAll(() => t.close());

async function call(path: string, init: { method?: string; json?: unknown; cookie?: string | null } = {}) {
  const { cookie = superCookie, ...rest } = init;
  const res = await t.request(path, { ...rest, cookie: cookie ?? undefined });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Body };
}

const create = (json: unknown) => call("/api/admin/products", { method: "POST", json });

describe("GET /api/admin/products", () => {
  it("lists every product newest first, a page at a time, with the image resolved", async () => {
    const { status, body } = await call("/api/admin/products?limit=2");
    expect(status).toBe(200);
    expect(body.products.map((p) => p.name)).toEqual(["Newest", "Middle"]);
    expect(body).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(body.products[0]).toMatchObject({
      image_url: "demo/newest.svg",
      image_src: "/storage/product-images/demo/newest.svg",
      price: 995,
    });
    const next = await call("/api/admin/products?limit=2&offset=2");
    expect(next.body.products.map((p) => p.name)).toEqual(["Oldest"]);
  });

  it("refuses a bad page size, naming it", async () => {
    const { status, body } = await call("/api/admin/products?limit=0");
    expect(status).toBe(400);
    expect(body.error.field).toBe("limit");
  });
});

describe("writes and the public product pages", () => {
  it("creates, reads, edits and deletes a product, and the public API shows each change at once", async () => {
    const created = await create({
      name: "  Cash-Back Mortgage ",
      price: "1250.50",
      description: "Cash at closing.",
      content: "## How it works\n\n- Cash back of up to 5%",
      image_url: "/storage/product-images/abc/1-cash.png",
    });
    expect(created.status).toBe(201);
    const product = created.body.product;
    expect(product).toMatchObject({
      name: "Cash-Back Mortgage",
      price: 1250.5,
      description: "Cash at closing.",
    });

    const publicItem = await call(`/api/products/${product.id}`, { cookie: null });
    expect(publicItem.body.product).toMatchObject({
      name: "Cash-Back Mortgage",
      content: "## How it works\n\n- Cash back of up to 5%",
      image_src: "/storage/product-images/abc/1-cash.png",
    });
    const publicList = await call("/api/products", { cookie: null });
    expect(publicList.body.products.map((p) => p.name)).toContain("Cash-Back Mortgage");

    expect((await call(`/api/admin/products/${product.id}`)).body.product.name).toBe("Cash-Back Mortgage");

    const edited = await call(`/api/admin/products/${product.id}`, {
      method: "PATCH",
      json: { price: "", description: null, name: "Cash-Back Plus" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.product).toMatchObject({ name: "Cash-Back Plus", price: null, description: null });
    expect(edited.body.product.content).toContain("How it works");
    expect((await call(`/api/products/${product.id}`, { cookie: null })).body.product.name).toBe(
      "Cash-Back Plus",
    );

    const unchanged = await call(`/api/admin/products/${product.id}`, { method: "PATCH", json: {} });
    expect(unchanged.body.product.name).toBe("Cash-Back Plus");

    expect((await call(`/api/admin/products/${product.id}`, { method: "DELETE" })).status).toBe(204);
    const gone = await call(`/api/products/${product.id}`, { cookie: null });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(publicMessages.productNotFound);
  });

  it("requires a name", async () => {
    const { status, body } = await create({ name: " ", price: 10 });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field: "name", message: `name: ${productMessages.nameRequired}` });
  });

  it.each([
    ["abc", productMessages.priceNotNumber],
    [-5, productMessages.priceNegative],
    ["19.999", productMessages.priceCents],
    [true, productMessages.priceNotNumber],
  ])("refuses price %j on create and on edit", async (price, message) => {
    const created = await create({ name: "Priced", price });
    expect(created.status).toBe(400);
    expect(created.body.error).toMatchObject({ field: "price", message: `price: ${message}` });
    const [row] = await t.deps.db.insert(products).values({ name: "To edit" }).returning();
    const edited = await call(`/api/admin/products/${row!.id}`, { method: "PATCH", json: { price } });
    expect(edited.status).toBe(400);
    expect(edited.body.error.field).toBe("price");
  });

  it("keeps a price in cents, and no price when it is left blank", async () => {
    expect((await create({ name: "Cents", price: 0.29 })).body.product.price).toBe(0.29);
    expect((await create({ name: "Blank", price: "" })).body.product.price).toBeNull();
  });

  it("refuses an image address that is neither a web address nor an uploaded image", async () => {
    const { status, body } = await create({ name: "Bad image", image_url: "javascript:alert(1)" });
    expect(status).toBe(400);
    expect(body.error.field).toBe("image_url");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const [method, id] of [
      ["GET", unknown],
      ["PATCH", unknown],
      ["DELETE", unknown],
      ["GET", "not-a-uuid"],
    ] as const) {
      const res = await call(`/api/admin/products/${id}`, {
        method,
        json: method === "PATCH" ? {} : undefined,
      });
      expect(res.status, `${method} ${id}`).toBe(404);
      expect(res.body.error.message).toBe(publicMessages.productNotFound);
    }
  });
});

describe("who may manage products", () => {
  it("refuses anyone but the super admin, and changes nothing", async () => {
    const [row] = await t.deps.db.insert(products).values({ name: "Guarded" }).returning();
    const agent = (await t.signInAs("agent")).cookie;
    const admin = (await t.signInAs("admin")).cookie;
    for (const [cookie, status] of [
      [null, 401],
      [agent, 403],
      [admin, 403],
    ] as const) {
      expect((await call("/api/admin/products", { cookie })).status).toBe(status);
      expect((await call(`/api/admin/products/${row!.id}`, { cookie })).status).toBe(status);
      expect((await call(`/api/admin/products/${row!.id}`, { method: "DELETE", cookie })).status).toBe(
        status,
      );
      expect(
        (await call(`/api/admin/products/${row!.id}`, { method: "PATCH", json: { name: "X" }, cookie }))
          .status,
      ).toBe(status);
      expect(
        (await call("/api/admin/products", { method: "POST", json: { name: "X" }, cookie })).status,
      ).toBe(status);
    }
    expect((await call(`/api/products/${row!.id}`, { cookie: null })).body.product.name).toBe("Guarded");
    const names = (await call("/api/admin/products?limit=100")).body.products.map((p) => p.name);
    expect(names).not.toContain("X");
  });
});
