import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, like, lte } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { openDatabase, type Database, type DbHandle } from "../../src/server/db/client";
import { agents, jobRuns, leads, notifications, type EmailPayload } from "../../src/server/db/schema";
import {
  FOLLOW_UP_DIGEST_HISTORY_DAYS,
  FOLLOW_UP_DIGEST_JOB,
  pruneFollowUpDigestHistory,
  runFollowUpDigests,
} from "../../src/server/jobs/follow-up-digest";
import { occurrenceAt } from "../../src/server/jobs/schedule";
import { FOLLOW_UP_DIGEST_SCHEDULE } from "../../src/server/jobs/follow-up-digest";
import {
  followUpDigestKey,
  queueFollowUpDigests,
  type DigestDeps,
} from "../../src/server/notifications/follow-up-digest-queue";
import { queueNotifications } from "../../src/server/notifications/queue";
import { adminUrl, TEST_DB_KIND } from "./db-target";
import { createTestContext, type TestContext } from "./harness";

const SITE = "https://vayu.example";
const log = pino({ level: "silent" });

/** Saturday, December 5, 2026: EST (UTC-5) in Toronto, PST (UTC-8) in Vancouver. */
const TORONTO_7_59 = new Date("2026-12-05T12:59:00Z");
const TORONTO_8_00 = new Date("2026-12-05T13:00:00Z");
const TORONTO_8_15 = new Date("2026-12-05T13:15:00Z");
const VANCOUVER_8_00 = new Date("2026-12-05T16:00:00Z");

interface Broker {
  id: string;
  email: string;
}

async function addBroker(
  db: Database,
  values: { timeZone?: string; preferredLanguage?: "en" | "fr"; isActive?: boolean } = {},
): Promise<Broker> {
  const email = `broker-${randomUUID()}@digest.test`;
  const rows = await db
    .insert(agents)
    .values({
      name: "Digest Broker",
      email,
      profileSlug: `digest${randomBytes(6).toString("hex")}`,
      ...values,
    })
    .returning({ id: agents.id });
  return { id: rows[0]!.id, email };
}

async function addFollowUp(
  db: Database,
  agentId: string,
  at: string,
  name = "Client",
  note: string | null = null,
) {
  const rows = await db
    .insert(leads)
    .values({
      agentId,
      clientName: name,
      clientEmail: `${randomUUID()}@client.test`,
      type: "contact",
      source: "contact_form",
      followUpAt: new Date(at),
      followUpNote: note,
    })
    .returning({ id: leads.id });
  return rows[0]!.id;
}

async function digestsFor(db: Database, broker: Broker) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, "follow_up_digest"), eq(notifications.recipient, broker.email)));
}

describe("the morning follow-ups e-mail", () => {
  let t: TestContext;
  let deps: DigestDeps;

  beforeAll(async () => {
    t = await createTestContext({ PUBLIC_SITE_URL: SITE });
    deps = { db: t.deps.db, config: t.deps.config, log };
  });
  afterAll(() => t.close());

  // Each test sets up its own brokers; the earlier tests' brokers are deactivated so they stay out of it.
  beforeEach(async () => {
    await t.deps.db.update(agents).set({ isActive: false });
  });

  it("is queued at 8 AM in the broker's zone, not before, and once for the day however often the job runs", async () => {
    const db = t.deps.db;
    const toronto = await addBroker(db);
    const vancouver = await addBroker(db, { timeZone: "America/Vancouver" });
    const lead = await addFollowUp(
      db,
      toronto.id,
      "2026-12-05T15:30:00Z",
      "Amélie Tremblay",
      "Call about the renewal",
    );
    await addFollowUp(db, vancouver.id, "2026-12-05T22:00:00Z", "Sam Kim");

    expect(await queueFollowUpDigests(deps, TORONTO_7_59)).toEqual({ considered: 0, queued: 0 });
    expect(await digestsFor(db, toronto)).toHaveLength(0);

    // 8 AM in Toronto is 5 AM in Vancouver: only the Toronto broker's e-mail goes.
    expect(await queueFollowUpDigests(deps, TORONTO_8_00)).toEqual({ considered: 1, queued: 1 });
    expect(await queueFollowUpDigests(deps, TORONTO_8_15)).toEqual({ considered: 0, queued: 0 });
    const [email] = await digestsFor(db, toronto);
    expect(email).toMatchObject({
      channel: "email",
      status: "pending",
      dedupeKey: followUpDigestKey(toronto.id, "2026-12-05"),
      subject: "1 follow-up today, December 5, 2026",
    });
    const payload = email!.payload as EmailPayload;
    expect(payload.to).toBe(toronto.email);
    expect(payload.text).toMatch(/10:30\sa\.m\. – Amélie Tremblay\n {2}Call about the renewal\n/);
    expect(payload.text).toContain(`${SITE}/agent-dashboard/leads/${lead}`);
    expect(payload.html).toContain(`href="${SITE}/agent-dashboard/leads/${lead}"`);
    expect(await digestsFor(db, vancouver)).toHaveLength(0);

    // Vancouver's 8 AM, and Toronto's broker is not e-mailed again.
    expect(await queueFollowUpDigests(deps, VANCOUVER_8_00)).toEqual({ considered: 1, queued: 1 });
    expect(await digestsFor(db, vancouver)).toHaveLength(1);
    expect(await digestsFor(db, toronto)).toHaveLength(1);

    // The next day is a new key.
    await addFollowUp(db, toronto.id, "2026-12-06T14:00:00Z");
    expect(await queueFollowUpDigests(deps, new Date("2026-12-06T13:00:00Z"))).toMatchObject({ queued: 1 });
    expect((await digestsFor(db, toronto)).map((row) => row.dedupeKey).sort()).toEqual([
      followUpDigestKey(toronto.id, "2026-12-05"),
      followUpDigestKey(toronto.id, "2026-12-06"),
    ]);
  });

  it("goes only to active brokers with a follow-up due that local day, and lists the overdue ones with it", async () => {
    const db = t.deps.db;
    const nothing = await addBroker(db);
    const tomorrowOnly = await addBroker(db);
    const overdueOnly = await addBroker(db);
    const inactive = await addBroker(db, { isActive: false });
    const busy = await addBroker(db);
    // Toronto's December 5 runs from 05:00 UTC to 05:00 UTC the next day.
    await addFollowUp(db, tomorrowOnly.id, "2026-12-06T05:00:00Z");
    await addFollowUp(db, overdueOnly.id, "2026-12-05T04:59:00Z");
    await addFollowUp(db, inactive.id, "2026-12-05T15:00:00Z");
    await addFollowUp(db, busy.id, "2026-12-05T05:00:00Z", "At midnight");
    await addFollowUp(db, busy.id, "2026-12-06T04:59:00Z", "Before the next midnight");
    await addFollowUp(db, busy.id, "2026-12-02T20:00:00Z", "Left from Wednesday", "Send the documents list");

    expect(await queueFollowUpDigests(deps, TORONTO_8_00)).toEqual({ considered: 4, queued: 1 });
    for (const broker of [nothing, tomorrowOnly, overdueOnly, inactive]) {
      expect(await digestsFor(db, broker)).toHaveLength(0);
    }
    const [email] = await digestsFor(db, busy);
    expect(email!.subject).toBe("2 follow-ups today, December 5, 2026");
    const text = (email!.payload as EmailPayload).text;
    expect(text).toMatch(
      /TODAY\n\n12:00\sa\.m\. – At midnight\n[\s\S]*\n\n11:59\sp\.m\. – Before the next midnight\n/,
    );
    expect(text).toMatch(
      /STILL OVERDUE\n.*\n\nDec 2, 3:00\sp\.m\. – Left from Wednesday\n {2}Send the documents list\n/,
    );
  });

  it("is a morning e-mail: nothing after noon, and nothing for a closed lead", async () => {
    const db = t.deps.db;
    const afternoon = await addBroker(db);
    const closedOnly = await addBroker(db);
    // Added after the morning for later that day: the broker sees it in the list, not in an e-mail at 2 PM.
    await addFollowUp(db, afternoon.id, "2026-12-05T21:00:00Z");
    const closedLead = await addFollowUp(db, closedOnly.id, "2026-12-05T15:00:00Z");
    await db.update(leads).set({ status: "closed" }).where(eq(leads.id, closedLead));

    expect(await queueFollowUpDigests(deps, new Date("2026-12-05T19:00:00Z"))).toEqual({
      considered: 0,
      queued: 0,
    });
    expect(await queueFollowUpDigests(deps, TORONTO_8_00)).toEqual({ considered: 2, queued: 1 });
    expect(await digestsFor(db, afternoon)).toHaveLength(1);
    expect(await digestsFor(db, closedOnly)).toHaveLength(0);
  });

  it("is written in the broker's preferred language, with the French dashboard's links", async () => {
    const db = t.deps.db;
    const broker = await addBroker(db, { preferredLanguage: "fr", timeZone: "America/Halifax" });
    const lead = await addFollowUp(db, broker.id, "2026-12-05T14:00:00Z", "Chloé Gagnon");
    // 8 AM in Halifax (AST, UTC-4) is 12:00 UTC.
    expect(await queueFollowUpDigests(deps, new Date("2026-12-05T11:59:00Z"))).toMatchObject({ queued: 0 });
    expect(await queueFollowUpDigests(deps, new Date("2026-12-05T12:00:00Z"))).toMatchObject({ queued: 1 });
    const [email] = await digestsFor(db, broker);
    expect(email!.subject).toBe("1 suivi aujourd’hui, 5 décembre 2026");
    const payload = email!.payload as EmailPayload;
    expect(payload.text).toMatch(/10\sh\s00 – Chloé Gagnon\n/);
    expect(payload.text).toContain(`${SITE}/fr/agent-dashboard/leads/${lead}`);
    expect(payload.html).toContain('<html lang="fr-CA">');
  });

  it("runs each scheduled pass once, recorded in job_runs, and the worker delivers what it queued", async () => {
    const db = t.deps.db;
    const broker = await addBroker(db);
    await addFollowUp(db, broker.id, "2026-12-07T16:00:00Z");
    const at = new Date("2026-12-07T13:00:02Z");
    const occurrence = occurrenceAt(FOLLOW_UP_DIGEST_SCHEDULE, at);
    expect(occurrence.toISOString()).toBe("2026-12-07T13:00:00.000Z");

    const first = await runFollowUpDigests(t.deps, occurrence, at);
    expect(first).toEqual({ status: "done", pass: { considered: 1, queued: 1 } });
    expect(await runFollowUpDigests(t.deps, occurrence, at)).toEqual({ status: "taken" });
    const runs = await db
      .select({ outcome: jobRuns.outcome, details: jobRuns.details })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, FOLLOW_UP_DIGEST_JOB), eq(jobRuns.occurrence, occurrence)));
    expect(runs).toEqual([{ outcome: "succeeded", details: { considered: 1, queued: 1 } }]);

    await t.deps.notifications.drain();
    const [sent] = await digestsFor(db, broker);
    expect(sent!.status).toBe("sent");
  });

  it("keeps a month of pass records and sent e-mails: older ones are deleted, a running pass is kept", async () => {
    const db = t.deps.db;
    // Before the other tests' passes (December 2026), which this one must leave alone.
    const now = new Date("2026-06-01T12:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const run = (startedAt: Date, outcome: "succeeded" | "running") => ({
      job: FOLLOW_UP_DIGEST_JOB,
      trigger: "schedule" as const,
      occurrence: startedAt,
      startedAt,
      outcome,
      instance: "test",
    });
    await db
      .insert(jobRuns)
      .values([
        run(daysAgo(FOLLOW_UP_DIGEST_HISTORY_DAYS + 1), "succeeded"),
        run(daysAgo(FOLLOW_UP_DIGEST_HISTORY_DAYS + 2), "running"),
        run(daysAgo(FOLLOW_UP_DIGEST_HISTORY_DAYS - 1), "succeeded"),
      ]);
    const broker = await addBroker(db);
    const email = (createdAt: Date, status: "sent" | "pending") => ({
      channel: "email" as const,
      kind: "follow_up_digest" as const,
      recipient: broker.email,
      subject: "1 follow-up today",
      payload: { to: broker.email, subject: "1 follow-up today", text: "", html: "" },
      status,
      createdAt,
    });
    const [, kept] = await db
      .insert(notifications)
      .values([email(daysAgo(FOLLOW_UP_DIGEST_HISTORY_DAYS + 1), "sent"), email(daysAgo(2), "sent")])
      .returning({ id: notifications.id });
    expect(await pruneFollowUpDigestHistory(db, now)).toBe(2);
    expect((await digestsFor(db, broker)).map((row) => row.id)).toEqual([kept!.id]);
    const left = await db
      .select({ startedAt: jobRuns.startedAt })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, FOLLOW_UP_DIGEST_JOB), lte(jobRuns.occurrence, now)))
      .orderBy(jobRuns.startedAt);
    expect(left.map((row) => row.startedAt)).toEqual([
      daysAgo(FOLLOW_UP_DIGEST_HISTORY_DAYS + 2),
      daysAgo(FOLLOW_UP_DIGEST_HISTORY_DAYS - 1),
    ]);
  });
});

/**
 * Two app instances on one PostgreSQL database: each has its own pool and runs the job at the same
 * moment; the e-mails' keys let exactly one e-mail per broker through.
 */
describe.skipIf(TEST_DB_KIND !== "postgres")(
  "the follow-ups e-mail with two instances on one PostgreSQL",
  () => {
    const database = `vayu_t_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl("postgres") });
    const handles: DbHandle[] = [];
    let instances: DigestDeps[] = [];

    beforeAll(async () => {
      await admin.connect();
      await admin.query(`create database ${database} template ${inject("migratedTemplate")}`);
      const config = loadConfig({
        NODE_ENV: "test",
        DATABASE_URL: adminUrl(database),
        PUBLIC_SITE_URL: SITE,
        LOG_LEVEL: "silent",
      });
      for (let i = 0; i < 2; i += 1)
        handles.push(await openDatabase({ kind: "postgres", url: adminUrl(database) }));
      instances = handles.map((handle) => ({ db: handle.db, config, log }));
    });

    afterAll(async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    });

    it("queues exactly one e-mail per broker and day when both run the job together, again and again", async () => {
      const [one, two] = instances as [DigestDeps, DigestDeps];
      const brokers = await Promise.all(
        Array.from({ length: 12 }, async (_, i) => {
          const broker = await addBroker(one.db, {
            timeZone: i % 2 === 0 ? "America/Toronto" : "America/St_Johns",
          });
          await addFollowUp(one.db, broker.id, "2026-12-05T17:00:00Z");
          return broker;
        }),
      );
      const idle = await addBroker(one.db);

      const passes = await Promise.all(
        [TORONTO_8_00, TORONTO_8_00, TORONTO_8_15, TORONTO_8_15].map((now, i) =>
          queueFollowUpDigests(i % 2 === 0 ? one : two, now),
        ),
      );
      expect(passes.reduce((sum, pass) => sum + pass.queued, 0)).toBe(brokers.length);

      const rows = await two.db
        .select({ key: notifications.dedupeKey, recipient: notifications.recipient })
        .from(notifications)
        .where(like(notifications.dedupeKey, "follow-up-digest:%"));
      expect(rows).toHaveLength(brokers.length);
      expect(rows.map((row) => row.key).sort()).toEqual(
        brokers.map((broker) => followUpDigestKey(broker.id, "2026-12-05")).sort(),
      );
      expect(rows.some((row) => row.recipient === idle.email)).toBe(false);

      // What stops a pass that read the keys before the other wrote them: the database refuses the second row.
      const [first] = await one.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipient, brokers[0]!.email));
      const { id: _id, ...copy } = first!;
      expect(await queueNotifications(two.db, [copy])).toBe(0);

      // The scheduled runs of one occurrence on both: one takes it, the other leaves it.
      const occurrence = new Date("2026-12-05T13:30:00Z");
      const outcomes = await Promise.all(
        instances.map((deps) =>
          runFollowUpDigests({ ...deps, notifications: { wake: () => undefined } }, occurrence, occurrence),
        ),
      );
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["done", "taken"]);
    });
  },
);
