import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agents, leads, notifications, type Notification } from "../../src/server/db/schema";
import { CLAIM_LEASE_MS, claimNext, claimQuery } from "../../src/server/notifications/queue";
import { NO_LINK_TEXT } from "../../src/server/notifications/lead-email";
import { createNotificationWorker } from "../../src/server/notifications/worker";
import { startTestSmtp, TEST_SMTP_USER, type TestSmtp } from "../support/test-smtp";
import { createTestContext, LOCAL_PROXY, type TestContext } from "./harness";
import { WRITE_SAMPLES } from "./write-samples";

const SITE = "https://vayu.example.ca";
const INBOX = "leads-inbox@vayu.example.ca";
const MINUTE = 60_000;

let smtp: TestSmtp;
let t: TestContext;
let agent: { id: string; crmEmail: string };

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: '"Vayu Leads" <leads@vayu.example.ca>',
    LEADS_INBOX: INBOX,
    PUBLIC_SITE_URL: SITE,
  });
  const broker = await t.signInAs("agent");
  agent = { id: broker.agentId!, crmEmail: `crm-${broker.agentId}@crm.example.ca` };
  await t.deps.db.update(agents).set({ crmEmail: agent.crmEmail }).where(eq(agents.id, agent.id));
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

async function postLead(kind: "quote" | "application" | "contact", body: Record<string, unknown>, ctx = t) {
  const res = await ctx.request(`/api/leads/${kind}`, {
    method: "POST",
    json: { ...WRITE_SAMPLES[`POST /api/leads/${kind}`], ...body },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function notificationsOf(leadId: string, ctx = t): Promise<Notification[]> {
  return ctx.deps.db.select().from(notifications).where(eq(notifications.leadId, leadId));
}

describe("a new lead's e-mail over SMTP", () => {
  it("reaches the assigned broker's CRM address with both parts, the figures and the link, user text escaped", async () => {
    const leadId = await postLead("quote", {
      agent_id: agent.id,
      client_name: "Zoë <b>Bold</b> Tremblay",
      client_email: "zoe@example.ca",
    });
    // Queued with the lead, not yet sent: the visitor's answer never waited for the mail server.
    const [queued, ...more] = await notificationsOf(leadId);
    expect(more).toHaveLength(0);
    expect(queued).toMatchObject({ channel: "email", status: "pending", recipient: agent.crmEmail });

    expect(await t.deps.notifications.drain()).toMatchObject({ sent: 1, failed: 0 });
    const mail = await smtp.waitFor((m) => m.to.includes(agent.crmEmail));
    expect(mail.subject).toBe("New rate quote lead: Zoë <b>Bold</b> Tremblay");
    expect(mail.from).toBe("leads@vayu.example.ca");
    expect(mail.replyTo).toBe("zoe@example.ca");
    expect(mail.secure).toBe(true);
    expect(mail.user).toBe(TEST_SMTP_USER);
    expect(mail.text).toContain("Email: zoe@example.ca");
    expect(mail.text).toContain("Phone: 416-555-0199");
    expect(mail.text).toContain("Purchase price: $600,000");
    expect(mail.text).toContain("Down payment: $60,000");
    expect(mail.text).toContain(`Open the lead: ${SITE}/agent-dashboard/leads/${leadId}`);
    expect(mail.html).toContain("Zoë &lt;b&gt;Bold&lt;/b&gt; Tremblay");
    expect(mail.html).not.toContain("<b>Bold</b>");
    expect(mail.html).toContain(`href="${SITE}/agent-dashboard/leads/${leadId}"`);
    // No tracking: no images, no links but the dashboard's.
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.html.match(/href="/g)).toHaveLength(1);
    expect(mail.messageId).toBe(`<${queued!.id}@vayu.example.ca>`);

    const [sent] = await notificationsOf(leadId);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it("sends an unassigned lead to LEADS_INBOX with its message and a link to the admin's Leads tab", async () => {
    const leadId = await postLead("contact", {
      comments: "Call me about <script>alert(1)</script> my renewal",
    });
    await t.deps.notifications.drain();
    const mail = await smtp.waitFor((m) => m.text.includes(leadId));
    expect(mail.to).toEqual([INBOX]);
    expect(mail.subject).toBe("New contact lead: Luc Gagnon");
    expect(mail.text).toContain("Assigned to: Unassigned");
    expect(mail.text).toContain("Postal code: H2X 1Y4");
    expect(mail.text).toContain("Call me about <script>alert(1)</script> my renewal");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain(`${SITE}/super-admin/leads/${leadId}`);
  });

  it("falls back to the broker's own address, and to the first super admin without LEADS_INBOX", async () => {
    const ctx = await createTestContext({ SMTP_URL: smtp.url });
    try {
      const admin = await ctx.signInAs("super_admin");
      const broker = await ctx.signInAs("agent");
      const assigned = await postLead("application", { agent_id: broker.agentId }, ctx);
      const unassigned = await postLead("application", { client_email: "nobody-assigned@example.ca" }, ctx);
      expect((await notificationsOf(assigned, ctx))[0]!.recipient).toBe(broker.email);
      expect((await notificationsOf(unassigned, ctx))[0]!.recipient).toBe(admin.email);
      expect(await ctx.deps.notifications.drain()).toMatchObject({ sent: 2 });
      const mail = await smtp.waitFor((m) => m.to.includes(broker.email));
      expect(mail.text).toContain("Mortgage amount: $450,000");
      expect(mail.text).toContain("Property address: 12 Main St, Vancouver");
      expect(mail.text).toContain("Looking to buy in spring");
    } finally {
      await ctx.close();
    }
  });

  it("announces a chat lead once, when the contact details first appear, with the conversation", async () => {
    const history = [{ role: "user", content: "What is a MIC?" }];
    const first = await t.request("/api/chat", { method: "POST", json: { messages: history } });
    const { conversation_id: id, reply } = (await first.json()) as {
      conversation_id: string;
      reply: { role: string; content: string };
    };
    history.push(reply, { role: "user", content: "I'm Priya Shah, priya.shah@example.ca" });
    await t.request("/api/chat", { method: "POST", json: { conversation_id: id, messages: history } });
    history.push({ role: "assistant", content: "Thanks" }, { role: "user", content: "Also 416-555-0175" });
    await t.request("/api/chat", { method: "POST", json: { conversation_id: id, messages: history } });

    const [lead] = await t.deps.db.select().from(leads).where(eq(leads.conversationId, id));
    expect(await notificationsOf(lead!.id)).toHaveLength(1);
    await t.deps.notifications.drain();
    const mail = await smtp.waitFor((m) => m.text.includes(lead!.id));
    expect(mail.subject).toBe("New chat lead: Priya Shah");
    expect(mail.text).toContain("Visitor: What is a MIC?");
    expect(mail.text).toContain("Visitor: I'm Priya Shah, priya.shah@example.ca");
    expect(mail.text).toContain("Source: AI Chatbot");
  });
});

describe("links in lead e-mails", () => {
  it("leaves the link out rather than use the host an anonymous request names, without PUBLIC_SITE_URL", async () => {
    const ctx = await createTestContext({ SMTP_URL: smtp.url, LEADS_INBOX: INBOX });
    try {
      const res = await ctx.app.request(
        "http://evil.example/api/leads/contact",
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "http://evil.example",
            "x-forwarded-for": "10.9.8.6",
          },
          body: JSON.stringify({ ...WRITE_SAMPLES["POST /api/leads/contact"], first_name: "Hostile" }),
        },
        LOCAL_PROXY,
      );
      expect(res.status).toBe(201);
      await ctx.deps.notifications.drain();
      const mail = await smtp.waitFor((m) => m.subject === "New contact lead: Hostile Gagnon");
      expect(mail.text).not.toContain("evil.example");
      expect(mail.html).not.toContain("evil.example");
      expect(mail.text).toContain(NO_LINK_TEXT);
    } finally {
      await ctx.close();
    }
  });
});

describe("delivery that fails", () => {
  it("retries after the mail server comes back, on the backoff schedule", async () => {
    const down = await startTestSmtp();
    const port = down.port;
    await down.stop();
    const ctx = await createTestContext({ SMTP_URL: down.url, LEADS_INBOX: INBOX });
    try {
      const leadId = await postLead("contact", { first_name: "Outage" }, ctx);
      const start = new Date();
      expect(await ctx.deps.notifications.drain(start)).toMatchObject({ sent: 0, retrying: 1 });
      const [waiting] = await notificationsOf(leadId, ctx);
      expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
      expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(waiting!.nextAttemptAt.getTime() - start.getTime()).toBe(1 * MINUTE);

      // Not due yet: nothing is tried before its time.
      expect(await ctx.deps.notifications.drain(new Date(start.getTime() + 30_000))).toMatchObject({
        retrying: 0,
      });

      const back = await startTestSmtp(port);
      try {
        expect(await ctx.deps.notifications.drain(new Date(start.getTime() + MINUTE))).toMatchObject({
          sent: 1,
        });
        const mail = await back.waitFor((m) => m.subject === "New contact lead: Outage Gagnon");
        expect(mail.to).toEqual([INBOX]);
        expect(back.messages).toHaveLength(1);
        expect((await notificationsOf(leadId, ctx))[0]).toMatchObject({ status: "sent", attempts: 2 });
      } finally {
        await back.stop();
      }
    } finally {
      await ctx.close();
    }
  });

  it("marks a permanent refusal failed at once, lists it for the super admin, and sends it again on retry", async () => {
    const refused = `refused-${Date.now()}@crm.example.ca`;
    smtp.refuse.add(refused);
    await t.deps.db.update(agents).set({ crmEmail: refused }).where(eq(agents.id, agent.id));
    try {
      const leadId = await postLead("quote", { agent_id: agent.id, client_name: "Refused Lead" });
      expect(await t.deps.notifications.drain()).toMatchObject({ failed: 1 });
      const [failed] = await notificationsOf(leadId);
      expect(failed).toMatchObject({ status: "failed", attempts: 1 });
      expect(failed!.lastError).toMatch(/550/);

      const admin = await t.signInAs("super_admin");
      const agentCaller = await t.signInAs("agent");
      const list = await t.request("/api/admin/notifications/failed", { cookie: admin.cookie });
      expect(list.status).toBe(200);
      const body = (await list.json()) as { notifications: Record<string, unknown>[]; total: number };
      expect(body.total).toBeGreaterThanOrEqual(1);
      const shown = body.notifications.find((n) => n.id === failed!.id);
      expect(shown).toMatchObject({
        channel: "email",
        kind: "new_lead",
        lead_id: leadId,
        recipient: refused,
        subject: "New rate quote lead: Refused Lead",
        status: "failed",
      });
      // The list never carries the e-mail's body (the client's details).
      expect(JSON.stringify(body)).not.toContain("416-555-0199");

      const retryPath = `/api/admin/notifications/${failed!.id}/retry`;
      expect((await t.request(retryPath, { method: "POST", cookie: agentCaller.cookie })).status).toBe(403);
      expect((await t.request(retryPath, { method: "POST" })).status).toBe(401);
      smtp.refuse.delete(refused);
      const retried = await t.request(retryPath, { method: "POST", cookie: admin.cookie });
      expect(retried.status).toBe(200);
      expect(((await retried.json()) as { notification: { status: string } }).notification.status).toBe(
        "pending",
      );
      const again = await t.request(retryPath, { method: "POST", cookie: admin.cookie });
      expect(again.status).toBe(404);
      expect(await t.deps.notifications.drain()).toMatchObject({ sent: 1 });
      await smtp.waitFor((m) => m.to.includes(refused));
      expect((await notificationsOf(leadId))[0]).toMatchObject({ status: "sent" });
    } finally {
      smtp.refuse.delete(refused);
      await t.deps.db.update(agents).set({ crmEmail: agent.crmEmail }).where(eq(agents.id, agent.id));
    }
  });

  it("gives up after the fifth attempt", async () => {
    const down = await startTestSmtp();
    await down.stop();
    const ctx = await createTestContext({ SMTP_URL: down.url, LEADS_INBOX: INBOX });
    try {
      const leadId = await postLead("contact", {}, ctx);
      let now = Date.now();
      const outcomes = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        outcomes.push(await ctx.deps.notifications.drain(new Date(now)));
        const [row] = await notificationsOf(leadId, ctx);
        now = row!.nextAttemptAt.getTime();
      }
      expect(outcomes.map((o) => (o.failed ? "failed" : o.retrying ? "retry" : "none"))).toEqual([
        "retry",
        "retry",
        "retry",
        "retry",
        "failed",
      ]);
      expect((await notificationsOf(leadId, ctx))[0]).toMatchObject({ status: "failed", attempts: 5 });
    } finally {
      await ctx.close();
    }
  });
});

describe("a notification just queued", () => {
  it("is due by the worker's own clock at once, so a wake right after queueing sends it", async () => {
    const leadId = await postLead("contact", { first_name: "DueNow" });
    const [row] = await t.deps.db
      .select({ micros: sql<number>`extract(microseconds from ${notifications.nextAttemptAt})::int % 1000` })
      .from(notifications)
      .where(eq(notifications.leadId, leadId));
    // The worker compares with `new Date()` (milliseconds): a time with microseconds past it, as the
    // database's now() gives, could be a fraction of a millisecond in the worker's future.
    expect(row!.micros).toBe(0);
    const queued = (await notificationsOf(leadId))[0]!;
    expect(await claimNext(t.deps.db, queued.nextAttemptAt)).toMatchObject({ id: queued.id });
    // Sent past the claim's lease, so no row is left 'sending' for the tests after this one.
    await t.deps.notifications.drain(new Date(Date.now() + CLAIM_LEASE_MS + 1000));
    expect((await notificationsOf(leadId))[0]).toMatchObject({ status: "sent" });
  });
});

describe("the worker's claim", () => {
  it("finds the next due notification through the due index", async () => {
    // With sequential scans priced out, the index shows whenever the claim's plan can use it.
    const plan = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql.raw("set local enable_seqscan = off"));
      const explained = await tx.execute<{ "QUERY PLAN": string }>(
        sql`explain ${claimQuery(tx, new Date("2026-01-01T00:00:00Z")).getSQL()}`,
      );
      return explained.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("notifications_due_idx");
  });
});

describe("a restart in the middle of the queue", () => {
  it("loses nothing and sends nothing twice", async () => {
    const ids = [];
    for (const first_name of ["Restart1", "Restart2", "Restart3"])
      ids.push(await postLead("contact", { first_name }));
    // A worker claims one and dies before sending it (the process was killed).
    const abandoned = await claimNext(t.deps.db);
    expect(abandoned).not.toBeNull();
    // Another worker is stopped while it sends: the stop waits for the delivery in progress, so
    // nothing it claimed is left half recorded.
    const stopping = createNotificationWorker(t.deps);
    stopping.start();
    await stopping.stop();
    const inFlight = await t.deps.db.select().from(notifications).where(eq(notifications.status, "sending"));
    expect(inFlight.map((row) => row.id)).toEqual([abandoned!.id]);

    // After the restart: a fresh worker sends the rest; the abandoned one waits for its lease to end.
    const restarted = createNotificationWorker(t.deps);
    await restarted.drain();
    const later = new Date(Date.now() + CLAIM_LEASE_MS + 1000);
    expect(await restarted.drain(later)).toMatchObject({ sent: 1 });
    await restarted.stop();

    for (const [index, id] of ids.entries()) {
      const subject = `New contact lead: Restart${index + 1} Gagnon`;
      await smtp.waitFor((m) => m.subject === subject);
      expect(smtp.messages.filter((m) => m.subject === subject)).toHaveLength(1);
      expect((await notificationsOf(id))[0]).toMatchObject({ status: "sent" });
    }
  });

  it("sends each row once when two instances drain the same queue", async () => {
    const ids = [];
    for (let i = 1; i <= 6; i += 1) ids.push(await postLead("contact", { first_name: `Parallel${i}` }));
    const one = createNotificationWorker(t.deps);
    const two = createNotificationWorker(t.deps);
    const [a, b] = await Promise.all([one.drain(), two.drain()]);
    expect(a.sent + b.sent).toBe(6);
    await Promise.all([one.stop(), two.stop()]);
    for (let i = 1; i <= 6; i += 1) {
      expect(smtp.messages.filter((m) => m.subject === `New contact lead: Parallel${i} Gagnon`)).toHaveLength(
        1,
      );
    }
  });
});

describe("the outbox folder, with no SMTP server set", () => {
  it("writes one .eml file per lead that a mail client can open", async () => {
    const ctx = await createTestContext({ LEADS_INBOX: INBOX });
    try {
      expect(ctx.deps.notifications.mailer.kind).toBe("outbox");
      const leadId = await postLead("application", { client_name: "Outbox Reader" }, ctx);
      expect(await ctx.deps.notifications.drain()).toMatchObject({ sent: 1 });
      const dir = ctx.deps.config.mail.outboxDir;
      const files = (await readdir(dir)).filter((name) => name.endsWith(".eml"));
      expect(files).toHaveLength(1);
      expect(await readdir(dir)).toHaveLength(1);
      const raw = await readFile(path.join(dir, files[0]!));
      expect(raw.toString("utf8")).toContain("\r\n");
      const parsed = await simpleParser(raw);
      expect(parsed.subject).toBe("New application lead: Outbox Reader");
      expect(parsed.to && "text" in parsed.to ? parsed.to.text : "").toBe(INBOX);
      expect(parsed.from?.text).toBe('"Vayu Mortgages" <no-reply@vayu.ca>');
      expect(parsed.text).toContain(`/leads/${leadId}`);
      expect(parsed.html).toContain("Outbox Reader");
    } finally {
      await ctx.close();
    }
  });
});
