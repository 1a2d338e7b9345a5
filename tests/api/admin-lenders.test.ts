import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lenderMessages } from "../../src/domain/schemas/admin-lenders";
import { lenders } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import type { ApiErrorBody } from "./public-fixtures";

interface LenderBody {
  id: string;
  name: string;
  type: string;
  display_order: number;
  is_active?: boolean;
  logo_url: string | null;
}
type Body = ApiErrorBody & { lender: LenderBody; lenders: LenderBody[]; total: number };

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

let t: TestContext;
let superCookie: string;

beforeAll(async () => {
  t = await createTestContext();
  superCookie = (await t.signInAs("super_admin")).cookie;
  await t.deps.db.insert(lenders).values([
    { name: "Zeta Trust", type: "alternate_lender", displayOrder: 1 },
    { name: "TD", type: "a_lender", displayOrder: 2 },
    { name: "BMO", type: "a_lender", displayOrder: 2, isActive: false },
    { name: "RBC", type: "a_lender", displayOrder: 1 },
  ]);
});
afterAll(() => t.close());

async function call(path: string, init: { method?: string; json?: unknown; cookie?: string | null } = {}) {
  const { cookie = superCookie, ...rest } = init;
  const res = await t.request(path, { ...rest, cookie: cookie ?? undefined });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as Body };
}

const create = (json: unknown) => call("/api/admin/lenders", { method: "POST", json });
const publicNames = async () =>
  (await call("/api/lenders", { cookie: null })).body.lenders.map((l) => l.name);

describe("GET /api/admin/lenders", () => {
  it("lists every lender, active or not, by type, display order and name", async () => {
    const { status, body } = await call("/api/admin/lenders");
    expect(status).toBe(200);
    expect(body.lenders.map((l) => l.name)).toEqual(["RBC", "BMO", "TD", "Zeta Trust"]);
    expect(body.lenders[1]).toMatchObject({ type: "a_lender", display_order: 2, is_active: false });
    expect(body.total).toBe(4);
    expect((await call("/api/admin/lenders?limit=2&offset=2")).body.lenders.map((l) => l.name)).toEqual([
      "TD",
      "Zeta Trust",
    ]);
  });
});

describe("writes and the public lenders", () => {
  it("shows a new, edited, hidden and deleted lender on the public list at once", async () => {
    // Fill the public cache first, so the test shows that each write empties it.
    expect(await publicNames()).toEqual(["RBC", "Zeta Trust", "TD"]);

    const created = await create({
      name: "Maple Credit Union",
      type: "A Lender",
      logo_url: "/storage/lender-logos/x/1-maple.png",
    });
    expect(created.status).toBe(201);
    expect(created.body.lender).toMatchObject({ type: "a_lender", display_order: 0, is_active: true });
    const id = created.body.lender.id;
    expect(await publicNames()).toEqual(["Maple Credit Union", "RBC", "Zeta Trust", "TD"]);

    await call(`/api/admin/lenders/${id}`, { method: "PATCH", json: { display_order: "5" } });
    expect(await publicNames()).toEqual(["RBC", "Zeta Trust", "TD", "Maple Credit Union"]);

    const hidden = await call(`/api/admin/lenders/${id}`, { method: "PATCH", json: { is_active: false } });
    expect(hidden.body.lender).toMatchObject({
      name: "Maple Credit Union",
      display_order: 5,
      is_active: false,
    });
    expect(await publicNames()).not.toContain("Maple Credit Union");

    await call(`/api/admin/lenders/${id}`, {
      method: "PATCH",
      json: { is_active: true, name: "Maple CU", type: "alternate_lender" },
    });
    const shown = (await call("/api/lenders", { cookie: null })).body.lenders.find((l) => l.id === id);
    expect(shown).toMatchObject({ name: "Maple CU", type: "alternate_lender" });
    expect((await call(`/api/admin/lenders/${id}`)).body.lender.name).toBe("Maple CU");

    expect((await call(`/api/admin/lenders/${id}`, { method: "DELETE" })).status).toBe(204);
    expect(await publicNames()).toEqual(["RBC", "Zeta Trust", "TD"]);
  });

  it("tells browsers to check again each time, and answers 304 while nothing changed", async () => {
    const first = await t.request("/api/lenders");
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const etag = first.headers.get("etag")!;
    expect((await t.request("/api/lenders", { headers: { "if-none-match": etag } })).status).toBe(304);
    const created = await create({ name: "ETag Bank", type: "a_lender" });
    expect((await t.request("/api/lenders", { headers: { "if-none-match": etag } })).status).toBe(200);
    await call(`/api/admin/lenders/${created.body.lender.id}`, { method: "DELETE" });
  });

  it.each([
    ["a_lender", "a_lender"],
    ["A Lender", "a_lender"],
    ["alternate_lender", "alternate_lender"],
    ["Alternate Lender", "alternate_lender"],
  ])("accepts type %j and stores %j", async (type, stored) => {
    const created = await create({ name: `Typed ${type}`, type, is_active: false });
    expect(created.status).toBe(201);
    expect(created.body.lender.type).toBe(stored);
    const edited = await call(`/api/admin/lenders/${created.body.lender.id}`, {
      method: "PATCH",
      json: { type },
    });
    expect(edited.body.lender.type).toBe(stored);
  });

  it.each([
    [{ type: "a_lender" }, "name"],
    [{ name: "No type" }, "type"],
    [{ name: "Bad type", type: "B Lender" }, "type"],
    [{ name: "Bad order", type: "a_lender", display_order: "1.5" }, "display_order"],
    [{ name: "Bad order", type: "a_lender", display_order: "first" }, "display_order"],
    [{ name: "Bad active", type: "a_lender", is_active: "yes" }, "is_active"],
    [{ name: "Bad logo", type: "a_lender", logo_url: "javascript:alert(1)" }, "logo_url"],
  ])("refuses %j, naming %s", async (json, field) => {
    const { status, body } = await create(json);
    expect(status).toBe(400);
    expect(body.error.field).toBe(field);
  });

  it("gives the display-order and type messages", async () => {
    const order = await create({ name: "X", type: "a_lender", display_order: 2.5 });
    expect(order.body.error.message).toBe(`display_order: ${lenderMessages.displayOrder}`);
    const type = await create({ name: "X", type: "bank" });
    expect(type.body.error.message).toBe(`type: ${lenderMessages.typeUnknown}`);
  });

  it("answers 404 for an unknown id", async () => {
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const res = await call(`/api/admin/lenders/${UNKNOWN_ID}`, {
        method,
        json: method === "PATCH" ? { name: "X" } : undefined,
      });
      expect(res.status, method).toBe(404);
    }
  });
});

describe("who may manage lenders", () => {
  it("refuses anyone but the super admin, and changes nothing", async () => {
    const [row] = await t.deps.db.insert(lenders).values({ name: "Guarded", type: "a_lender" }).returning();
    const agent = (await t.signInAs("agent")).cookie;
    const admin = (await t.signInAs("admin")).cookie;
    for (const [cookie, status] of [
      [null, 401],
      [agent, 403],
      [admin, 403],
    ] as const) {
      expect((await call("/api/admin/lenders", { cookie })).status).toBe(status);
      expect(
        (await call("/api/admin/lenders", { method: "POST", json: { name: "X", type: "a_lender" }, cookie }))
          .status,
      ).toBe(status);
      expect(
        (await call(`/api/admin/lenders/${row!.id}`, { method: "PATCH", json: { is_active: false }, cookie }))
          .status,
      ).toBe(status);
      expect((await call(`/api/admin/lenders/${row!.id}`, { method: "DELETE", cookie })).status).toBe(status);
    }
    expect(await publicNames()).toContain("Guarded");
  });
});
