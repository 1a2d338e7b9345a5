import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicMessages, validationMessages } from "../support/english-texts";
import { serviceMessages } from "../support/english-texts";
import { mortgageServices } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { minutesAgo, type ApiErrorBody } from "./public-fixtures";

interface ServiceBody {
  id: string;
  name: string;
  description: string | null;
  features: string[];
  content: string | null;
  image_url: string | null;
  image_src: string | null;
}
type Body = ApiErrorBody & { service: ServiceBody; services: ServiceBody[]; total: number };

let t: TestContext;
let superCookie: string;

beforeAll(async () => {
  t = await createTestContext();
  superCookie = (await t.signInAs("super_admin")).cookie;
  await t.deps.db.insert(mortgageServices).values([
    { name: "Older service", createdAt: minutesAgo(20) },
    { name: "Newer service", imageUrl: "demo/newer.svg", features: ["One"], createdAt: minutesAgo(2) },
  ]);
});
afterAll(() => t.close());

async function call(path: string, init: { method?: string; json?: unknown; cookie?: string | null } = {}) {
  const { cookie = superCookie, ...rest } = init;
  const res = await t.request(path, { ...rest, cookie: cookie ?? undefined });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Body };
}

const create = (json: unknown) => call("/api/admin/services", { method: "POST", json });

describe("GET /api/admin/services", () => {
  it("lists every service newest first, a page at a time, with the image resolved", async () => {
    const { status, body } = await call("/api/admin/services?limit=1");
    expect(status).toBe(200);
    expect(body.services.map((s) => s.name)).toEqual(["Newer service"]);
    expect(body.total).toBe(2);
    expect(body.services[0]).toMatchObject({
      image_src: "/storage/service-images/demo/newer.svg",
      features: ["One"],
    });
    expect((await call("/api/admin/services?offset=1")).body.services.map((s) => s.name)).toEqual([
      "Older service",
    ]);
  });
});

describe("writes and the public service pages", () => {
  it("creates, edits and deletes a service, and the public API shows each change at once", async () => {
    const created = await create({
      name: "Renewal Review",
      description: "A second look before you sign.",
      features: '["Lender comparison", "Penalty check"]',
      content: "We compare **every** offer.",
      image_url: "https://cdn.example.ca/renewal.png",
    });
    expect(created.status).toBe(201);
    const id = created.body.service.id;
    expect(created.body.service.features).toEqual(["Lender comparison", "Penalty check"]);

    const publicItem = await call(`/api/services/${id}`, { cookie: null });
    expect(publicItem.body.service).toMatchObject({
      name: "Renewal Review",
      features: ["Lender comparison", "Penalty check"],
      image_src: "https://cdn.example.ca/renewal.png",
    });
    expect((await call(`/api/admin/services/${id}`)).body.service.name).toBe("Renewal Review");

    const edited = await call(`/api/admin/services/${id}`, {
      method: "PATCH",
      json: { features: ["Only one"], name: "Renewal Check" },
    });
    expect(edited.body.service).toMatchObject({
      name: "Renewal Check",
      features: ["Only one"],
      description: "A second look before you sign.",
    });
    expect((await call("/api/services", { cookie: null })).body.services.map((s) => s.name)).toContain(
      "Renewal Check",
    );

    expect((await call(`/api/admin/services/${id}`, { method: "DELETE" })).status).toBe(204);
    const gone = await call(`/api/services/${id}`, { cookie: null });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(publicMessages.serviceNotFound);
  });

  it("shortens a name and description longer than 255 characters instead of refusing them", async () => {
    const { status, body } = await create({ name: "N".repeat(300), description: `${"D".repeat(254)}éé` });
    expect(status).toBe(201);
    expect(body.service.name).toBe("N".repeat(255));
    expect(body.service.description).toBe(`${"D".repeat(254)}é`);
    const edited = await call(`/api/admin/services/${body.service.id}`, {
      method: "PATCH",
      json: { name: "🏠".repeat(256) },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.service.name).toBe("🏠".repeat(255));
  });

  it("requires a name", async () => {
    const { status, body } = await create({ description: "No name" });
    expect(status).toBe(400);
    expect(body.error.field).toBe("name");
  });

  it("gives the spec's text, as is, for features that are not valid JSON", async () => {
    const { status, body } = await create({ name: "Bad JSON", features: "[Lender comparison" });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field: "features", message: validationMessages.invalidFeaturesJson });
  });

  it.each(['{"a": 1}', "[1, 2]", { a: 1 }, [1]])(
    "says features %j are valid JSON but not a list of text",
    async (features) => {
      const { status, body } = await create({ name: "Not a list", features });
      expect(status).toBe(400);
      expect(body.error).toMatchObject({
        field: "features",
        message: `features: ${serviceMessages.featuresNotList}`,
      });
    },
  );

  it("stores no features when none are given", async () => {
    expect((await create({ name: "Plain", features: "" })).body.service.features).toEqual([]);
    expect((await create({ name: "Plainer" })).body.service.features).toEqual([]);
  });

  it("answers 404 for an unknown id", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const res = await call(`/api/admin/services/${unknown}`, {
        method,
        json: method === "PATCH" ? { name: "X" } : undefined,
      });
      expect(res.status, method).toBe(404);
      expect(res.body.error.message).toBe(publicMessages.serviceNotFound);
    }
  });
});

describe("who may manage services", () => {
  it("refuses anyone but the super admin, and changes nothing", async () => {
    const [row] = await t.deps.db.insert(mortgageServices).values({ name: "Guarded" }).returning();
    const agent = (await t.signInAs("agent")).cookie;
    const others = (await t.signInAs("others")).cookie;
    for (const [cookie, status] of [
      [null, 401],
      [agent, 403],
      [others, 403],
    ] as const) {
      expect((await call("/api/admin/services", { cookie })).status).toBe(status);
      expect(
        (await call("/api/admin/services", { method: "POST", json: { name: "X" }, cookie })).status,
      ).toBe(status);
      expect(
        (await call(`/api/admin/services/${row!.id}`, { method: "PATCH", json: { name: "X" }, cookie }))
          .status,
      ).toBe(status);
      expect((await call(`/api/admin/services/${row!.id}`, { method: "DELETE", cookie })).status).toBe(
        status,
      );
    }
    expect((await call(`/api/services/${row!.id}`, { cookie: null })).body.service.name).toBe("Guarded");
  });
});
