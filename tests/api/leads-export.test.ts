import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { leads, type NewLead } from "../../src/server/db/schema";
import {
  leadPages,
  LEADS_EXPORT_BATCH_SIZE,
  type LeadsExportScope,
} from "../../src/server/routes/leads/export-csv";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent } from "./public-fixtures";

/**
 * The streamed CSV export shared by the super admin's and the agents' routes: keyset pages that
 * come out complete and in order, and a stream that reads no further than its client.
 */

let t: TestContext;
let superCookie: string;
let agentId: string;
let otherAgentId: string;

/** Microseconds after the epoch of this file's leads: ties, and times one millisecond cannot tell apart. */
const MICROSECONDS = [0, 0, 0, 100, 200, 300, 1000, 1000, 5000, 5001];

function lead(agent: string, clientName: string, values: Partial<NewLead> = {}): NewLead {
  return { agentId: agent, clientName, type: "rate_quote", source: "mortgage_calculator", ...values };
}

beforeAll(async () => {
  t = await createTestContext();
  superCookie = (await t.signInAs("super_admin")).cookie;
  agentId = (await insertAgent(t.deps.db)).id;
  otherAgentId = (await insertAgent(t.deps.db)).id;
  const rows = await t.deps.db
    .insert(leads)
    .values([
      ...MICROSECONDS.map((_, i) =>
        lead(agentId, `Timed ${i}`, i % 2 === 0 ? { status: "qualified" } : { status: "contacted" }),
      ),
      ...MICROSECONDS.map((_, i) => lead(otherAgentId, `Other ${i}`)),
    ])
    .returning({ id: leads.id, clientName: leads.clientName });
  for (const row of rows) {
    const micros = MICROSECONDS[Number(row.clientName.split(" ")[1])]!;
    await t.deps.db.execute(
      sql`update leads set created_at = timestamptz '2026-01-01T00:00:00Z' + ${micros} * interval '1 microsecond' where id = ${row.id}`,
    );
  }
});
afterAll(() => t.close());

/** Names of the scope's leads as the database orders them: newest first, ties by id. */
async function expectedOrder(scope: LeadsExportScope): Promise<string[]> {
  const conditions = [scope.agentId ? eq(leads.agentId, scope.agentId) : undefined];
  if (scope.filters.status) conditions.push(eq(leads.status, scope.filters.status));
  const rows = await t.deps.db
    .select({ clientName: leads.clientName })
    .from(leads)
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map((row) => row.clientName);
}

async function pagesOf(scope: LeadsExportScope, batchSize: number): Promise<string[][]> {
  const pages: string[][] = [];
  for await (const page of leadPages(t.deps.db, scope, batchSize)) pages.push(page.map((l) => l.clientName));
  return pages;
}

describe("leadPages", () => {
  it("reads more leads than one batch holds, each once and in the lists' order, ties and microseconds included", async () => {
    const scope = { filters: {}, agentId };
    const pages = await pagesOf(scope, 3);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 3, 1]);
    expect(pages.flat()).toEqual(await expectedOrder(scope));
    expect(pages.flat()[0]).toBe("Timed 9");
  });

  it("applies the filters and the agent's scope on every page, and stops on a full last page without an empty one", async () => {
    const qualified = { filters: { status: "qualified" as const }, agentId };
    const pages = await pagesOf(qualified, 5);
    expect(pages.map((page) => page.length)).toEqual([5]);
    expect(pages.flat()).toEqual(await expectedOrder(qualified));
    expect(pages.flat().every((name) => name.startsWith("Timed"))).toBe(true);

    const everyAgent = { filters: {} };
    const all = await pagesOf(everyAgent, 4);
    expect(all.flat()).toHaveLength(2 * MICROSECONDS.length);
    expect(all.flat()).toEqual(await expectedOrder(everyAgent));
  });
});

describe("the export through the app", () => {
  const BULK = 3 * LEADS_EXPORT_BATCH_SIZE + 100;

  beforeAll(async () => {
    // Older than the timed leads, so the file ends with them.
    await t.deps.db.insert(leads).values(
      Array.from({ length: BULK }, (_, i) =>
        lead(otherAgentId, `Bulk ${String(i).padStart(4, "0")}`, {
          createdAt: new Date(Date.UTC(2025, 0, 1) + i * 1000),
        }),
      ),
    );
  });

  it("writes every lead over several batches, newest first", async () => {
    const res = await t.request("/api/admin/leads/export.csv", { cookie: superCookie });
    expect(res.status).toBe(200);
    const names = (await res.text())
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(",")[0]);
    expect(names).toHaveLength(BULK + 2 * MICROSECONDS.length);
    expect(names).toEqual(await expectedOrder({ filters: {} }));
    const bulk = await t.deps.db
      .select({ clientName: leads.clientName })
      .from(leads)
      .where(sql`${leads.clientName} like 'Bulk %'`)
      .orderBy(asc(leads.createdAt));
    expect(names.slice(-BULK)).toEqual(bulk.map((row) => row.clientName).reverse());
  });

  it("reads no further than the client has taken, and a client that goes away ends the export", async () => {
    const select = vi.spyOn(t.deps.db, "select");
    const pageReads = () => select.mock.calls.filter(([fields]) => fields && "positionTime" in fields).length;
    try {
      const res = await t.request("/api/admin/leads/export.csv", { cookie: superCookie });
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain("Client name");
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The first page, and at most one more waiting: not the four the whole file needs.
      expect(pageReads()).toBeLessThanOrEqual(2);
      await reader.cancel();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pageReads()).toBeLessThanOrEqual(2);
    } finally {
      select.mockRestore();
    }
  });
});
