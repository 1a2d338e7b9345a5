import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUser } from "./auth-schema";
import { openDatabase, type DbHandle } from "./client";
import { findMigrationsFolder, migrateDatabase } from "./migrate";
import { agents, blogPosts, leads, mortgageRates, testimonials } from "./schema";

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SETUP_TIMEOUT = 60_000;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const hasPostgres = await postgresReachable();
if (!hasPostgres) {
  if (process.env.CI === "true") {
    throw new Error(`PostgreSQL must be reachable at ${POSTGRES_ADMIN_URL} when CI=true`);
  }
  // eslint-disable-next-line no-console -- a skipped database must be visible in the test output
  console.warn(`Skipping the PostgreSQL schema tests: no server answered at ${POSTGRES_ADMIN_URL}.`);
}

/** The SQLSTATE of a failed query, whether the driver error is thrown as is or wrapped by Drizzle. */
async function sqlState(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    let current: unknown = error;
    while (current instanceof Error) {
      const code = (current as Error & { code?: unknown }).code;
      if (typeof code === "string") return code;
      current = current.cause;
    }
    throw error;
  }
  return undefined;
}

const CHECK_VIOLATION = "23514";
const UNIQUE_VIOLATION = "23505";

function journalEntries(): number {
  const journal = JSON.parse(
    readFileSync(path.join(findMigrationsFolder(), "meta", "_journal.json"), "utf8"),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

interface Target {
  name: string;
  enabled: boolean;
  open(): Promise<DbHandle>;
  dispose(): Promise<void>;
}

const databaseName = `vayu_test_${randomBytes(6).toString("hex")}`;
const postgresTestUrl = (() => {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const targets: Target[] = [
  {
    name: "in-memory PGlite",
    enabled: true,
    open: () => openDatabase({ kind: "memory" }),
    dispose: async () => {},
  },
  {
    name: "PostgreSQL",
    enabled: hasPostgres,
    async open() {
      await adminQuery(`create database "${databaseName}"`);
      return openDatabase({ kind: "postgres", url: postgresTestUrl });
    },
    dispose: () => adminQuery(`drop database if exists "${databaseName}" with (force)`),
  },
];

describe("findMigrationsFolder", () => {
  it("finds the committed drizzle folder from this module", () => {
    expect(findMigrationsFolder()).toBe(path.resolve(import.meta.dirname, "../../../drizzle"));
  });

  it("says where it looked when there is no journal", () => {
    expect(() => findMigrationsFolder(path.parse(process.cwd()).root)).toThrow(
      /drizzle\/meta\/_journal\.json/,
    );
  });
});

describe.each(targets)("schema on $name", (target) => {
  let handle: DbHandle;
  let agentId: string;

  beforeAll(async () => {
    if (!target.enabled) return;
    handle = await target.open();
    if (target.name === "PostgreSQL") {
      // Two app instances starting together: the advisory lock must serialise their migrations.
      const second = await openDatabase({ kind: "postgres", url: postgresTestUrl });
      try {
        await Promise.all([migrateDatabase(handle), migrateDatabase(second)]);
      } finally {
        await second.close();
      }
    } else {
      await migrateDatabase(handle);
    }
    const [agent] = await handle.db
      .insert(agents)
      .values({ name: "Test Agent", email: "test.agent@example.com", profileSlug: "testagent" })
      .returning({ id: agents.id });
    agentId = agent!.id;
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    if (!target.enabled) return;
    try {
      await handle.close();
      // A second close must be harmless (shutdown paths may overlap).
      await handle.close();
    } finally {
      await target.dispose();
    }
  }, SETUP_TIMEOUT);

  it.skipIf(!target.enabled)(
    "applies every migration exactly once, and a second run is a no-op",
    async () => {
      await migrateDatabase(handle);
      const applied = await handle.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.count).toBe(journalEntries());
      await handle.ping();
    },
  );

  it.skipIf(!target.enabled).each([
    ["profiles.role", sql`insert into profiles (id, role) values ('no-such-user', 'owner')`],
    [
      "leads.type",
      sql`insert into leads (client_name, client_email, type, source) values ('A', 'a@example.com', 'mortgage', 'website')`,
    ],
    [
      "leads.status",
      sql`insert into leads (client_name, client_email, type, source, status) values ('A', 'a@example.com', 'contact', 'website', 'lost')`,
    ],
    [
      "mortgage_rates.rate_type",
      sql`insert into mortgage_rates (term, rate_type, province, posted_rate, our_rate) values ('5 year', 'hybrid', 'Ontario', 5, 4)`,
    ],
    [
      "mortgage_rates.mortgage_type",
      sql`insert into mortgage_rates (term, rate_type, province, posted_rate, our_rate, mortgage_type) values ('5 year', 'fixed', 'Ontario', 5, 4, 'Jumbo')`,
    ],
    [
      "mortgage_rates.province",
      sql`insert into mortgage_rates (term, rate_type, province, posted_rate, our_rate) values ('5 year', 'fixed', 'ON', 5, 4)`,
    ],
    [
      "mortgage_rates.our_rate above 30",
      sql`insert into mortgage_rates (term, rate_type, province, posted_rate, our_rate) values ('5 year', 'fixed', 'Ontario', 5, 31)`,
    ],
    [
      "mortgage_rates.posted_rate below 0",
      sql`insert into mortgage_rates (term, rate_type, province, posted_rate, our_rate) values ('5 year', 'fixed', 'Ontario', -1, 4)`,
    ],
    [
      "testimonials.rating 6",
      sql`insert into testimonials (client_name, content, rating) values ('A', 'Great', 6)`,
    ],
    [
      "testimonials.rating 0",
      sql`insert into testimonials (client_name, content, rating) values ('A', 'Great', 0)`,
    ],
    ["lenders.type label", sql`insert into lenders (name, type) values ('Home Trust', 'Alternate Lender')`],
    [
      "agent_documents.type",
      sql`insert into agent_documents (agent_id, name, file_url, file_size, type) values (gen_random_uuid(), 'a.pdf', '/a.pdf', 1, 'pdf')`,
    ],
    [
      "newsletter_subscriptions.email case",
      sql`insert into newsletter_subscriptions (email) values ('Reader@Example.com')`,
    ],
    [
      "mortgage_services.features object",
      sql`insert into mortgage_services (name, features) values ('Refinance', '{"a": 1}'::jsonb)`,
    ],
  ])("rejects a bad %s value", async (_label, statement) => {
    expect(await sqlState(handle.db.execute(statement))).toBe(CHECK_VIOLATION);
  });

  it.skipIf(!target.enabled)("accepts every allowed testimonial rating", async () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      await handle.db
        .insert(testimonials)
        .values({ clientName: "Client", content: "Helpful", rating, agentId });
    }
    expect(await handle.db.$count(testimonials, eq(testimonials.agentId, agentId))).toBe(5);
  });

  it.skipIf(!target.enabled)("enforces unique profile slugs, while many agents may have none", async () => {
    const duplicate = handle.db
      .insert(agents)
      .values({ name: "Other", email: "o@example.com", profileSlug: "testagent" });
    expect(await sqlState(duplicate)).toBe(UNIQUE_VIOLATION);
    await handle.db.insert(agents).values([
      { name: "No Slug One", email: "one@example.com" },
      { name: "No Slug Two", email: "two@example.com" },
    ]);
  });

  it.skipIf(!target.enabled)("enforces unique blog slugs", async () => {
    const post = { agentId, title: "Renewals", slug: "renewals", content: "Shop early." };
    await handle.db.insert(blogPosts).values(post);
    expect(await sqlState(handle.db.insert(blogPosts).values({ ...post, title: "Again" }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it.skipIf(!target.enabled)(
    "keeps leads but drops an agent's own content when the agent is deleted",
    async () => {
      const [doomed] = await handle.db
        .insert(agents)
        .values({ name: "Leaving Agent", email: "leaving@example.com" })
        .returning({ id: agents.id });
      const id = doomed!.id;
      const [lead] = await handle.db
        .insert(leads)
        .values({
          agentId: id,
          clientName: "Client",
          clientEmail: "c@example.com",
          type: "contact",
          source: "website",
        })
        .returning({ id: leads.id });
      await handle.db
        .insert(blogPosts)
        .values({ agentId: id, title: "Bye", slug: `bye-${randomUUID()}`, content: "." });
      await handle.db.delete(agents).where(eq(agents.id, id));
      const [kept] = await handle.db.select().from(leads).where(eq(leads.id, lead!.id));
      expect(kept?.agentId).toBeNull();
      expect(kept?.status).toBe("new");
      expect(await handle.db.$count(blogPosts, eq(blogPosts.agentId, id))).toBe(0);
    },
  );

  it.skipIf(!target.enabled)("links agents to sign-in users at most once", async () => {
    await handle.db
      .insert(authUser)
      .values({ id: "user-1", name: "Agent User", email: `u-${randomUUID()}@example.com` });
    await handle.db.insert(agents).values({ name: "Linked", email: "l@example.com", userId: "user-1" });
    const again = handle.db
      .insert(agents)
      .values({ name: "Linked Twice", email: "l2@example.com", userId: "user-1" });
    expect(await sqlState(again)).toBe(UNIQUE_VIOLATION);
  });

  it.skipIf(!target.enabled)("stores rates with three decimals and reads them back as numbers", async () => {
    const [row] = await handle.db
      .insert(mortgageRates)
      .values({ term: "5 year", rateType: "fixed", province: "National", postedRate: 5.99, ourRate: 4.0449 })
      .returning({ postedRate: mortgageRates.postedRate, ourRate: mortgageRates.ourRate });
    expect(row).toEqual({ postedRate: 5.99, ourRate: 4.045 });
  });
});
