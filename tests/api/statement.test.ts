import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedInsert } from "../../src/server/db/prepared";
import { leads } from "../../src/server/db/schema";
import { rowReader, statement } from "../../src/server/db/statement";
import { createTestContext, type TestContext } from "./harness";
import { TEST_DB_KIND } from "./db-target";

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const insertLead = cachedInsert(leads, { name: "statement_test_lead", returning: true });
const leadFields = {
  id: leads.id,
  clientName: leads.clientName,
  createdAt: leads.createdAt,
  metadata: leads.metadata,
};
const leadById = statement(
  (db) =>
    db
      .select(leadFields)
      .from(leads)
      .where(eq(leads.id, sql.placeholder("id"))),
  { name: "statement_test_lead_by_id", read: rowReader<{ id: string; clientName: string }>(leadFields) },
);

async function storedLeads(clientName: string) {
  return t.deps.db.select().from(leads).where(eq(leads.clientName, clientName));
}

describe("statement", () => {
  it("reads the selected columns as drizzle's own select does", async () => {
    const [lead] = await insertLead(t.deps.db, {
      clientName: "Read Back",
      type: "contact",
      source: "website",
      metadata: { postalCode: "H2X 1Y4" },
    });
    const [read] = await leadById(t.deps.db, { id: lead!.id });
    const [builder] = await t.deps.db.select(leadFields).from(leads).where(eq(leads.id, lead!.id));
    expect(read).toEqual(builder);
    expect((read as typeof builder)!.createdAt).toBeInstanceOf(Date);
    await expect(leadById(t.deps.db, {})).rejects.toThrow('No value for placeholder "id" was provided');
  });
});

describe.skipIf(TEST_DB_KIND !== "postgres")("a connection the server ends mid-transaction", () => {
  /** Ends the one connection idle in a transaction, and waits until its closing message has arrived. */
  async function endConnectionBetweenStatements() {
    const ended = await t.deps.db.execute<{ pid: number }>(
      sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state = 'idle in transaction'`,
    );
    const pid = ended.rows[0]!.pid;
    await t.deps.db.execute(sql`select pg_terminate_backend(${pid})`);
    for (;;) {
      const left = await t.deps.db.execute(sql`select 1 from pg_stat_activity where pid = ${pid}`);
      if (left.rows.length === 0) break;
    }
    // The closing message reaches the connection while none of its statements is running: an
    // 'error' event nobody listened for would fail this file with an uncaught error.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  async function expectPoolStillAnswers(clientName: string) {
    const pool = t.deps.dbHandle.pool!;
    const times = pool.totalCount + 1;
    for (let i = 0; i < times; i += 1) {
      await t.deps.db.transaction((tx) => insertLead(tx, { clientName, type: "contact", source: "website" }));
    }
    expect(await storedLeads(clientName)).toHaveLength(times);
  }

  it("fails that transaction and stores nothing; the server and its pool go on", async () => {
    const failure = t.deps.db.transaction(async (tx) => {
      await tx.insert(leads).values({ clientName: "Cut Off Too", type: "contact", source: "website" });
      await endConnectionBetweenStatements();
      await tx.insert(leads).values({ clientName: "Cut Off Too", type: "contact", source: "website" });
    });
    await expect(failure).rejects.toThrow();
    expect(await storedLeads("Cut Off Too")).toEqual([]);
    await expectPoolStillAnswers("Reconnected Again");
  });
});
