import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedInsert } from "../../src/server/db/prepared";
import { leads, notifications } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";

let t: TestContext;
let agentId: string;

beforeAll(async () => {
  t = await createTestContext();
  agentId = (await t.signInAs("agent")).agentId!;
});
afterAll(() => t.close());

const insertLead = cachedInsert(leads, { name: "test_insert_lead", returning: true });
const insertNotification = cachedInsert(notifications, {
  name: "test_notification",
  onConflictDoNothing: true,
});

describe("cachedInsert", () => {
  it("stores and returns a row exactly as drizzle's own insert does, in and out of a transaction", async () => {
    const values = {
      agentId,
      clientName: "Amélie Tremblay",
      clientEmail: "amelie@example.ca",
      clientPhone: null,
      type: "application" as const,
      source: "website" as const,
      message: "Bonjour",
      metadata: { mortgage_amount: 450_000, property_address: "12 rue Main, Montréal" },
    };
    const [cached] = await insertLead(t.deps.db, values);
    const [builder] = await t.deps.db.insert(leads).values(values).returning();
    const withoutIdentity = (row: typeof cached) => ({ ...row, id: undefined, createdAt: undefined });
    expect(withoutIdentity(cached!)).toEqual(withoutIdentity(builder!));
    expect(cached!.createdAt).toBeInstanceOf(Date);
    expect(cached!.metadata).toEqual(values.metadata);
    expect(cached!.status).toBe("new"); // left to its default

    const inTransaction = await t.deps.db.transaction(async (tx) => (await insertLead(tx, values))[0]!);
    const [stored] = await t.deps.db.select().from(leads).where(eq(leads.id, inTransaction.id));
    expect(stored).toEqual(inTransaction);
  });

  it("keeps NULL, a given value and a column's default apart across shapes of values", async () => {
    const base = { clientName: "Shape Test", type: "contact" as const, source: "website" as const };
    const notes = JSON.stringify([{ role: "user", content: "hi" }]);
    const [withNulls] = await insertLead(t.deps.db, {
      ...base,
      agentId: null,
      message: null,
      status: "contacted",
    });
    const [withDefaults] = await insertLead(t.deps.db, { ...base, notes, metadata: { mortgage_amount: 1 } });
    const [again] = await insertLead(t.deps.db, {
      ...base,
      agentId: null,
      message: "Now given",
      status: "qualified",
    });
    expect(withNulls).toMatchObject({
      agentId: null,
      message: null,
      status: "contacted",
      notes: null,
      metadata: {},
    });
    expect(withDefaults).toMatchObject({
      agentId: null,
      status: "new",
      notes,
      metadata: { mortgage_amount: 1 },
    });
    expect(again).toMatchObject({ message: "Now given", status: "qualified" });
  });

  it("rolls back with its transaction and skips a conflicting row", async () => {
    const [lead] = await insertLead(t.deps.db, {
      clientName: "Queue Test",
      type: "rate_quote",
      source: "website",
    });
    const row = {
      channel: "email" as const,
      kind: "new_lead" as const,
      leadId: lead!.id,
      recipient: "broker@example.ca",
      subject: "New rate quote lead",
      payload: { to: "broker@example.ca", subject: "New rate quote lead", text: "t", html: "<p>h</p>" },
    };
    await expect(
      t.deps.db.transaction(async (tx) => {
        await insertNotification(tx, row);
        throw new Error("abandoned");
      }),
    ).rejects.toThrow("abandoned");
    const count = async () =>
      (await t.deps.db.select().from(notifications).where(eq(notifications.leadId, lead!.id))).length;
    expect(await count()).toBe(0);

    await insertNotification(t.deps.db, row);
    await insertNotification(t.deps.db, row);
    const stored = await t.deps.db.select().from(notifications).where(eq(notifications.leadId, lead!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.payload).toEqual(row.payload);
  });
});
