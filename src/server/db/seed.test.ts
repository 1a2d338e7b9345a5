import { verifyPassword } from "better-auth/crypto";
import { and, eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHATBOT_LEAD_SOURCE,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TYPES,
  LENDER_TYPES,
} from "../../domain/constants";
import { createUserWithPassword } from "../auth/users";
import { loadRateHistory } from "../rate-history/queries";
import { isSafeSvg } from "../storage/svg-check";
import type { Bucket, ListedObject, Storage, StoredObject } from "../storage/types";
import { authAccount, authUser } from "./auth-schema";
import { fullSchema, openDatabase, type DbHandle } from "./client";
import { migrateDatabase } from "./migrate";
import {
  agents,
  analyticsEvents,
  blogPosts,
  leads,
  lenders,
  mortgageRates,
  mortgageServices,
  products,
  profiles,
  testimonials,
} from "./schema";
import { seedDemoContent, type SeedResult } from "./seed";

const SETUP_TIMEOUT = 60_000;
const PASSWORD = "demo-agent-password-1";

/** Keeps objects in a map; stands in for the local and S3 drivers. */
class MemoryStorage implements Storage {
  readonly objects = new Map<string, StoredObject>();
  puts = 0;

  async put(bucket: Bucket, key: string, body: Uint8Array, contentType: string): Promise<void> {
    this.puts += 1;
    this.objects.set(`${bucket}/${key}`, { body, contentType });
  }

  async delete(bucket: Bucket, key: string): Promise<void> {
    this.objects.delete(`${bucket}/${key}`);
  }

  async list(bucket: Bucket, folder?: string): Promise<ListedObject[]> {
    const prefix = folder === undefined ? `${bucket}/` : `${bucket}/${folder}/`;
    return [...this.objects.keys()]
      .filter((name) => name.startsWith(prefix))
      .map((name) => ({ key: name.slice(bucket.length + 1), lastModified: new Date() }));
  }

  async deleteFolder(bucket: Bucket, folder: string): Promise<void> {
    for (const { key } of await this.list(bucket, folder)) this.objects.delete(`${bucket}/${key}`);
  }

  publicUrl(bucket: Bucket, key: string): string {
    return `/storage/${bucket}/${key}`;
  }

  async get(bucket: Bucket, key: string): Promise<StoredObject | undefined> {
    return this.objects.get(`${bucket}/${key}`);
  }

  read(bucket: Bucket, key: string): Promise<StoredObject | undefined> {
    return this.get(bucket, key);
  }
}

const tables: PgTable[] = Object.values(fullSchema);

async function rowCounts(handle: DbHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[getTableName(table)] = await handle.db.$count(table);
  return counts;
}

/** The spec section 9 home calculator, written out independently of the seed's implementation. */
function expectedCalculations(price: number, down: number, rate: number, years: number, perYear: number) {
  const share = down / price;
  const premium = share >= 0.2 ? 0 : share >= 0.15 ? 0.028 : share >= 0.1 ? 0.031 : share >= 0.05 ? 0.04 : 0;
  const totalMortgage = (price - down) * (1 + premium);
  const r = rate / 100 / perYear;
  const payment = (totalMortgage * r) / (1 - Math.pow(1 + r, -years * perYear));
  return { cmhcInsurance: (price - down) * premium, totalMortgage, monthlyPayment: payment };
}

let snapshot: File | Blob;

beforeAll(async () => {
  const handle = await openDatabase({ kind: "memory" });
  await migrateDatabase(handle);
  snapshot = await handle.pglite!.dumpDataDir("none");
  await handle.close();
}, SETUP_TIMEOUT);

async function freshDatabase(): Promise<DbHandle> {
  return openDatabase({ kind: "memory" }, { loadDataDir: snapshot });
}

async function createSuperAdmin(handle: DbHandle): Promise<string> {
  return createUserWithPassword(handle.db, {
    email: "admin@vayu.local",
    password: "admin-password-1",
    fullName: "Platform Admin",
    role: "super_admin",
  });
}

describe("seedDemoContent on an empty database", () => {
  let handle: DbHandle;
  let storage: MemoryStorage;
  let adminId: string;
  let first: SeedResult;
  let second: SeedResult;
  let countsAfterFirst: Record<string, number>;
  let countsAfterSecond: Record<string, number>;
  let putsAfterFirst: number;

  beforeAll(async () => {
    handle = await freshDatabase();
    storage = new MemoryStorage();
    adminId = await createSuperAdmin(handle);
    first = await seedDemoContent(handle.db, storage, { demoAgentPassword: PASSWORD });
    countsAfterFirst = await rowCounts(handle);
    putsAfterFirst = storage.puts;
    second = await seedDemoContent(handle.db, storage, { demoAgentPassword: PASSWORD });
    countsAfterSecond = await rowCounts(handle);
  }, SETUP_TIMEOUT);

  afterAll(() => handle.close());

  it("seeds once, and a second run changes nothing", () => {
    expect(first).toEqual({ seeded: true, demoAgentEmail: "agent@vayu.local" });
    expect(second).toEqual({ seeded: false, demoAgentEmail: "agent@vayu.local" });
    expect(countsAfterSecond).toEqual(countsAfterFirst);
    expect(storage.puts).toBe(putsAfterFirst);
    expect(Object.keys(countsAfterFirst)).toEqual(
      expect.arrayContaining(["auth_user", "profiles", "analytics_events"]),
    );
    for (const table of ["agents", "leads", "mortgage_rates", "lenders", "testimonials", "blog_posts"]) {
      expect(countsAfterFirst[table], table).toBeGreaterThan(0);
    }
    expect(countsAfterFirst.products).toBeGreaterThan(0);
    expect(countsAfterFirst.mortgage_services).toBeGreaterThan(0);
  });

  it("creates four complete agents with unique slugs, exactly one inactive", async () => {
    const rows = await handle.db.select().from(agents);
    expect(rows).toHaveLength(4);
    expect(rows.filter((a) => !a.isActive)).toHaveLength(1);
    expect(new Set(rows.map((a) => a.profileSlug)).size).toBe(4);
    for (const agent of rows) {
      expect(agent.profileSlug).toMatch(/^[a-z0-9]+$/);
      expect(agent.phone).toMatch(/555-01\d\d$/);
      expect(agent.bio?.length).toBeGreaterThan(100);
      expect(Object.keys(agent.socialLinks).length).toBeGreaterThan(0);
      expect(Object.keys(agent.applicationLinks).sort()).toEqual([
        "apply",
        "contact_form",
        "newsletter",
        "rate_quote",
        "scheduler",
      ]);
      expect(agent.seoSettings.meta_title?.length).toBeLessThanOrEqual(60);
      expect(agent.seoSettings.meta_description?.length).toBeLessThanOrEqual(160);
      expect(agent.contactDetails.address).toBeTruthy();
      expect(storage.objects.has(agent.headshotUrl!.replace("/storage/", ""))).toBe(true);
    }
  });

  it("gives the first agent a working sign-in with the agent role", async () => {
    const [row] = await handle.db
      .select({ userId: agents.userId, role: profiles.role, hash: authAccount.password })
      .from(agents)
      .innerJoin(authUser, eq(authUser.id, agents.userId))
      .innerJoin(profiles, eq(profiles.id, authUser.id))
      .innerJoin(authAccount, eq(authAccount.userId, authUser.id))
      .where(eq(authUser.email, "agent@vayu.local"));
    expect(row?.role).toBe("agent");
    expect(await verifyPassword({ hash: row!.hash!, password: PASSWORD })).toBe(true);
    expect(await handle.db.$count(agents, sql`${agents.userId} is not null`)).toBe(1);
  });

  it("seeds fixed and variable rates for every demo term and province, posted above ours", async () => {
    const rows = await handle.db.select().from(mortgageRates);
    for (const province of ["Ontario", "British Columbia", "Alberta", "Quebec", "National"]) {
      for (const term of ["1 year", "3 year", "5 year", "7 year", "10 year"]) {
        for (const rateType of ["fixed", "variable"]) {
          expect(
            rows.some((r) => r.province === province && r.term === term && r.rateType === rateType),
          ).toBe(true);
        }
      }
    }
    for (const rate of rows) {
      expect(rate.postedRate).toBeGreaterThan(rate.ourRate);
      expect(rate.ourRate).toBeGreaterThanOrEqual(3.8);
      expect(rate.postedRate).toBeLessThanOrEqual(6);
      expect(rate.sourceUrl).toBe("Manual Entry");
      expect(rate.mortgageType).toBe("Conventional");
    }
    expect(rows.some((r) => !r.isActive)).toBe(true);
  });

  it("gives the rates a year of history that ends on today's values", async () => {
    const ontario = await handle.db
      .select()
      .from(mortgageRates)
      .where(and(eq(mortgageRates.province, "Ontario"), eq(mortgageRates.term, "5 year")));
    for (const type of ["fixed", "variable"] as const) {
      const today = ontario.find((rate) => rate.rateType === type)!;
      const history = await loadRateHistory(handle.db, { term: "5 year", type, province: "Ontario" });
      expect(history.points.length, type).toBeGreaterThanOrEqual(3);
      expect(history.points[0]?.date).toBe(history.from);
      expect(history.points.at(-1)?.our_rate).toBe(today.ourRate);
      for (const point of history.points) expect(point.posted_rate).toBeGreaterThan(point.our_rate);
    }
  });

  it("seeds lenders of both types with stored SVG wordmarks", async () => {
    const rows = await handle.db.select().from(lenders);
    expect(new Set(rows.map((l) => l.type))).toEqual(new Set(LENDER_TYPES));
    for (const lender of rows) {
      const stored = storage.objects.get(lender.logoUrl!.replace("/storage/", ""));
      expect(lender.logoUrl).toMatch(/^\/storage\/agent-headshots\/demo\//);
      expect(stored?.contentType).toBe("image/svg+xml");
    }
  });

  it("seeds approved and pending testimonials, the admin's ones approved and authored", async () => {
    const rows = await handle.db.select().from(testimonials);
    expect(rows.some((t) => t.isApproved)).toBe(true);
    expect(rows.some((t) => !t.isApproved)).toBe(true);
    const byAdmin = rows.filter((t) => t.adminId !== null);
    expect(byAdmin.length).toBeGreaterThan(0);
    for (const t of byAdmin) {
      expect(t).toMatchObject({ adminId, agentId: null, isApproved: true });
    }
    expect(rows.every((t) => t.rating >= 1 && t.rating <= 5)).toBe(true);
  });

  it("seeds published and draft blog posts with real content", async () => {
    const rows = await handle.db.select().from(blogPosts);
    const published = rows.filter((p) => p.isPublished);
    const drafts = rows.filter((p) => !p.isPublished);
    expect(published.length).toBeGreaterThan(0);
    expect(drafts.length).toBeGreaterThan(0);
    expect(published.every((p) => p.publishedAt !== null)).toBe(true);
    expect(drafts.every((p) => p.publishedAt === null)).toBe(true);
    for (const post of rows) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.content.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(5);
      expect(storage.objects.has(post.featuredImageUrl!.replace("/storage/", ""))).toBe(true);
    }
  });

  it("stores product and service images as bare keys in their buckets", async () => {
    for (const product of await handle.db.select().from(products)) {
      expect(storage.objects.has(`product-images/${product.imageUrl}`)).toBe(true);
    }
    for (const service of await handle.db.select().from(mortgageServices)) {
      expect(storage.objects.has(`service-images/${service.imageUrl}`)).toBe(true);
      expect(service.features.length).toBeGreaterThan(0);
      expect(service.name.length).toBeLessThanOrEqual(255);
      expect(service.description?.length ?? 0).toBeLessThanOrEqual(255);
    }
  });

  it("seeds leads of every type, source and status", async () => {
    const rows = await handle.db.select().from(leads);
    expect(new Set(rows.map((l) => l.type))).toEqual(new Set(LEAD_TYPES));
    expect(new Set(rows.map((l) => l.source))).toEqual(new Set(LEAD_SOURCES));
    expect(new Set(rows.map((l) => l.status))).toEqual(new Set(LEAD_STATUSES));
    // Form applications carry the form's metadata; the chatbot's carries what it extracted.
    for (const lead of rows.filter((l) => l.type === "application" && l.source === "website")) {
      expect(lead.metadata).toEqual({
        mortgage_amount: expect.any(Number),
        property_address: expect.any(String),
      });
    }
    for (const lead of rows.filter((l) => l.source === "contact_form")) {
      expect(["Mobile", "Work", "Residential"]).toContain(lead.metadata.phoneType);
    }
  });

  it("stores calculator metadata with correctly computed insurance and payments", async () => {
    const rows = await handle.db.select().from(leads).where(eq(leads.source, "mortgage_calculator"));
    expect(rows.length).toBeGreaterThan(0);
    for (const { metadata: m } of rows) {
      const perYear = m.paymentFrequency === "monthly" ? 12 : 26;
      const expected = expectedCalculations(
        m.price!,
        m.downPayment!,
        m.mortgageRate!,
        m.amortization!,
        perYear,
      );
      expect(m.calculations!.cmhcInsurance).toBeCloseTo(expected.cmhcInsurance, 2);
      expect(m.calculations!.totalMortgage).toBeCloseTo(expected.totalMortgage, 2);
      expect(m.calculations!.monthlyPayment).toBeCloseTo(expected.monthlyPayment, 2);
      expect(typeof m.location).toBe("string");
    }
    const amelia = rows.find((l) => l.clientName === "Amelia Chen");
    expect(amelia?.metadata.calculations).toEqual({
      cmhcInsurance: 18135,
      totalMortgage: 603135,
      monthlyPayment: 3196.9,
    });
    const lucas = rows.find((l) => l.clientName === "Lucas Martin");
    expect(lucas?.metadata.calculations).toEqual({
      cmhcInsurance: 18240,
      totalMortgage: 474240,
      monthlyPayment: 1147.5,
    });
  });

  it("stores the chatbot conversation as JSON role/content messages", async () => {
    const [lead] = await handle.db.select().from(leads).where(eq(leads.source, CHATBOT_LEAD_SOURCE));
    const conversation: unknown = JSON.parse(lead!.notes!);
    expect(Array.isArray(conversation)).toBe(true);
    for (const message of conversation as unknown[]) {
      expect(message).toEqual({
        role: expect.stringMatching(/^(assistant|user)$/),
        content: expect.any(String),
      });
    }
  });

  it("records page views for every active agent", async () => {
    const active = await handle.db.select({ id: agents.id }).from(agents).where(eq(agents.isActive, true));
    for (const { id } of active) {
      expect(await handle.db.$count(analyticsEvents, eq(analyticsEvents.agentId, id))).toBeGreaterThan(0);
    }
  });

  it("stores only safe SVG images and never links to external images or filler text", async () => {
    expect(storage.objects.size).toBeGreaterThan(0);
    for (const [key, object] of storage.objects) {
      expect(isSafeSvg(object.body), key).toBe(true);
    }
    const imageColumns = await handle.db.execute<{ url: string | null }>(sql`
      select headshot_url as url from agents union all select banner_image_url from agents
      union all select logo_url from lenders union all select featured_image_url from blog_posts
      union all select image_url from products union all select image_url from mortgage_services`);
    expect(imageColumns.rows.every((r) => r.url !== null && !/^https?:/.test(r.url))).toBe(true);
    const everything = JSON.stringify(
      await Promise.all(
        [agents, blogPosts, leads, testimonials, products, mortgageServices].map((t) =>
          handle.db.select().from(t),
        ),
      ),
    );
    expect(everything).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
  });
});

describe("seedDemoContent guards", () => {
  it(
    "leaves a database that already has a lead untouched",
    async () => {
      const handle = await freshDatabase();
      try {
        await createSuperAdmin(handle);
        await handle.db.insert(leads).values({
          clientName: "Real Client",
          clientEmail: "real@example.com",
          type: "contact",
          source: "website",
        });
        const storage = new MemoryStorage();
        const before = await rowCounts(handle);
        const result = await seedDemoContent(handle.db, storage, { demoAgentPassword: PASSWORD });
        expect(result.seeded).toBe(false);
        expect(await rowCounts(handle)).toEqual(before);
        expect(storage.puts).toBe(0);
      } finally {
        await handle.close();
      }
    },
    SETUP_TIMEOUT,
  );

  it(
    "refuses to seed without a super admin and changes nothing",
    async () => {
      const handle = await freshDatabase();
      try {
        const storage = new MemoryStorage();
        await expect(seedDemoContent(handle.db, storage, { demoAgentPassword: PASSWORD })).rejects.toThrow(
          /super admin/,
        );
        expect(Object.values(await rowCounts(handle)).every((n) => n === 0)).toBe(true);
        expect(storage.puts).toBe(0);
      } finally {
        await handle.close();
      }
    },
    SETUP_TIMEOUT,
  );

  it(
    "uses the admin given in the options",
    async () => {
      const handle = await freshDatabase();
      try {
        const adminId = await createUserWithPassword(handle.db, {
          email: "lead.admin@vayu.local",
          password: "admin-password-2",
          fullName: "Lead Admin",
          role: "admin",
        });
        const logged: string[] = [];
        const result = await seedDemoContent(handle.db, new MemoryStorage(), {
          demoAgentPassword: PASSWORD,
          adminUserId: adminId,
          log: (msg) => logged.push(msg),
        });
        expect(result.seeded).toBe(true);
        expect(logged.join("\n")).toMatch(/seeded/);
        const authors = await handle.db
          .selectDistinct({ adminId: testimonials.adminId })
          .from(testimonials)
          .where(sql`${testimonials.adminId} is not null`);
        expect(authors).toEqual([{ adminId }]);
      } finally {
        await handle.close();
      }
    },
    SETUP_TIMEOUT,
  );
});
