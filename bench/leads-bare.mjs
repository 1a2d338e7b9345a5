// The bare side of `npm run bench:leads`: node:http and the database driver, nothing else. It takes
// POST /api/leads/application and runs the statements the app runs for one such lead, in the same
// shape (as PostgreSQL's statement log shows them): the agent check, then the lead and its e-mail in
// one transaction. Then it sends the notification the way the app's worker does: claim it, compose
// the same RFC 5322 message with the same mail library and options (what would have gone to an SMTP
// server), write it to the outbox, mark it sent. No validation beyond JSON.parse, no middleware, no
// logging. Settings come from the environment (see bench/leads.ts).
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import nodemailer from "nodemailer";

const { BENCH_DB, BENCH_DB_TARGET, BENCH_OUTBOX, BENCH_HEADERS, BENCH_PGLITE_PARAMS, MAIL_FROM } =
  process.env;
const headers = JSON.parse(BENCH_HEADERS ?? "{}");
const CLAIM_LEASE_MS = 5 * 60 * 1000;
const INBOX = "leads@vayu.local";

const LEAD_COLUMNS =
  '"id", "agent_id", "client_name", "client_email", "client_phone", "type", "source", "message", "status", "notes", "metadata", "conversation_id", "created_at"';
const NOTIFICATION_COLUMNS =
  '"id", "channel", "kind", "lead_id", "user_id", "recipient", "subject", "payload", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "sent_at", "created_at"';
const SQL = {
  activeAgent:
    'select "id", "name", "email", "crm_email" from "agents" where ("agents"."id" = $1 and "agents"."is_active" = $2) limit $3',
  // The lead, then its e-mail, in one transaction, as the app stores them (src/server/routes/leads/save-lead.ts).
  insertLead: `insert into "leads" (${LEAD_COLUMNS}) values (default, $1, $2, $3, $4, $5, $6, $7, default, default, $8, default, default) on conflict ("conversation_id") do nothing returning ${LEAD_COLUMNS}`,
  queueNotification: `insert into "notifications" (${NOTIFICATION_COLUMNS}) values (default, $1, $2, $3, default, $4, $5, $6, default, default, $7, default, default, default, default) on conflict do nothing`,
  claim: `update "notifications" set "status" = $1, "attempts" = "notifications"."attempts" + 1, "locked_until" = $2 where "notifications"."id" in (select "id" from "notifications" where (("notifications"."status" = 'pending' and "notifications"."next_attempt_at" <= $3) or ("notifications"."status" = 'sending' and "notifications"."locked_until" < $4)) order by "notifications"."next_attempt_at" asc limit $5 for update skip locked) returning ${NOTIFICATION_COLUMNS}`,
  markSent:
    'update "notifications" set "status" = $1, "locked_until" = $2, "last_error" = $3, "sent_at" = $4 where ("notifications"."id" = $5 and "notifications"."status" = $6)',
};

/**
 * query(text, params) and transaction(work) over node-postgres or PGlite; `work` is given the
 * transaction's own query(text, params).
 */
async function openDatabase() {
  if (BENCH_DB === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    // The app's own settings after PGlite's (its buffer cache); pg_trgm, as the app loads it, for the
    // leads' trigram index (migration 0008), which every insert into leads updates.
    const startParams = [...PGlite.defaultStartParams, ...JSON.parse(BENCH_PGLITE_PARAMS ?? "[]")];
    const client = new PGlite(BENCH_DB_TARGET, { startParams, extensions: { pg_trgm } });
    await client.waitReady;
    return {
      query: (text, params) => client.query(text, params),
      transaction: (work) => client.transaction((tx) => work((text, params) => tx.query(text, params))),
      close: () => client.close(),
    };
  }
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: BENCH_DB_TARGET, max: 10 });
  return {
    query: (text, params) => pool.query(text, params),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work((text, params) => client.query(text, params));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

const db = await openDatabase();

const escape = (text) => String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const dollars = new Intl.NumberFormat("en-CA", {
  style: "currency",
  currency: "CAD",
  maximumFractionDigits: 0,
});

/** The app's lead e-mail, section for section: details, figures, message, link, signature. */
function email(lead, agent, origin) {
  const subject = `New application lead: ${lead.client_name}`;
  const details = [
    ["Name", lead.client_name],
    ["Email", lead.client_email ?? "—"],
    ["Phone", lead.client_phone ?? "—"],
    ["Type", "Application"],
    ["Source", "Website"],
    ["Assigned to", agent?.name ?? "Unassigned"],
  ];
  const figures = [
    ["Mortgage amount", dollars.format(lead.metadata.mortgage_amount)],
    ["Property address", lead.metadata.property_address],
  ];
  const page = agent ? "agent-dashboard" : "super-admin";
  const url = `${origin}/${page}?tab=leads&lead=${encodeURIComponent(lead.id)}`;
  const table = (rows) =>
    `<table role="presentation" cellpadding="0" cellspacing="0">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569;font-weight:600">${escape(label)}</th><td style="padding:4px 0">${escape(value)}</td></tr>`,
      )
      .join("")}</table>`;
  const heading = (title) => `<h2 style="font-size:16px;margin:20px 0 8px">${title}</h2>`;
  const html =
    `<!doctype html><html lang="en-CA"><body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5"><div style="max-width:600px;margin:0 auto;padding:16px"><h1 style="font-size:20px;margin:0 0 16px">${escape(subject)}</h1>` +
    `${table(details)}${heading("Figures")}${table(figures)}${heading("Message")}<p style="white-space:pre-wrap;margin:0">${escape(lead.message ?? "")}</p>` +
    `<p style="margin:24px 0"><a href="${escape(url)}" style="color:#0f4c5c;font-weight:600">Open the lead</a></p><p style="color:#475569;margin:0">Vayu Mortgages</p></div></body></html>`;
  const lines = (rows) => rows.map(([label, value]) => `${label}: ${value}`).join("\n");
  const quoted = (lead.message ?? "")
    .split("\n")
    .map((line) => `> ${line}`.trimEnd())
    .join("\n");
  const text = `${subject}\n\n${lines(details)}\n\nFigures\n${lines(figures)}\n\nMessage\n${quoted}\n\nOpen the lead: ${url}\n\n— Vayu Mortgages\n`;
  return { subject, text, html };
}

async function saveLead(body, origin) {
  const agentId = body.agent_id ?? null;
  let agent = null;
  if (agentId !== null) {
    agent = (await db.query(SQL.activeAgent, [agentId, true, 1])).rows[0];
    if (!agent) return null;
  }
  const metadata = {
    ...(body.mortgage_amount != null && { mortgage_amount: Number(body.mortgage_amount) }),
    ...(body.property_address != null && { property_address: body.property_address }),
  };
  const to = agent ? (agent.crm_email ?? agent.email) : INBOX;
  return db.transaction(async (query) => {
    const inserted = await query(SQL.insertLead, [
      agentId,
      body.client_name,
      body.client_email,
      body.client_phone,
      "application",
      "website",
      body.message ?? null,
      JSON.stringify(metadata),
    ]);
    const lead = inserted.rows[0];
    const message = email(lead, agent, origin);
    const payload = { to, ...message, replyTo: lead.client_email };
    await query(SQL.queueNotification, [
      "email",
      "new_lead",
      lead.id,
      to,
      message.subject,
      JSON.stringify(payload),
      new Date().toISOString(),
    ]);
    return lead.id;
  });
}

/** As the app's outbox writes a message: the folder is made only when the write finds it missing. */
async function writeCreatingDir(file, bytes) {
  try {
    await writeFile(file, bytes);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    await mkdir(BENCH_OUTBOX, { recursive: true });
    await writeFile(file, bytes);
  }
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

let sending = false;
let again = false;

/** The worker's loop: one notification at a time until none is due. */
async function sendAll() {
  if (sending) {
    again = true;
    return;
  }
  sending = true;
  try {
    for (;;) {
      const now = new Date();
      const lease = new Date(now.getTime() + CLAIM_LEASE_MS);
      const claimed = await db.query(SQL.claim, [
        "sending",
        lease.toISOString(),
        now.toISOString(),
        now.toISOString(),
        1,
      ]);
      const row = claimed.rows[0];
      if (!row) break;
      const payload = typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload;
      const { message } = await composer.sendMail({
        from: MAIL_FROM,
        to: payload.to,
        replyTo: payload.replyTo,
        subject: payload.subject,
        text: payload.text,
        html: payload.html,
        messageId: `<${row.id}@vayu.local>`,
      });
      const name = `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const partial = path.join(BENCH_OUTBOX, `.${name}.partial`);
      await writeCreatingDir(partial, message);
      await rename(partial, path.join(BENCH_OUTBOX, name));
      await db.query(SQL.markSent, ["sent", null, null, new Date().toISOString(), row.id, "sending"]);
    }
  } finally {
    sending = false;
    if (again) {
      again = false;
      setImmediate(sendAll);
    }
  }
}

const PATH = "/api/leads/application";

/** A lead's answer from its body's text: the status and what the JSON body says. */
async function take(text, host) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 400, body: { error: "invalid_json" } };
  }
  try {
    const id = await saveLead(body, `http://${host}`);
    if (id === null) return { status: 400, body: { error: "invalid_request" } };
    setImmediate(sendAll);
    return { status: 201, body: { id } };
  } catch (error) {
    return { status: 500, body: { error: String(error) } };
  }
}

/** node:http alone: the request's bytes gathered by hand, the answer written with writeHead. */
function answer(res, { status, body }) {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { ...headers, "content-length": bytes.length });
  res.end(bytes);
}

const server = http.createServer((req, res) => {
  if (req.method !== "POST" || req.url !== PATH) return answer(res, { status: 404, body: {} });
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    take(Buffer.concat(chunks).toString(), req.headers.host).then((answered) => answer(res, answered));
  });
});
server.listen(0, "127.0.0.1", () => console.log(`listening on http://127.0.0.1:${server.address().port}`));

process.once("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  const idle = () => (sending ? setTimeout(idle, 50) : db.close().then(() => process.exit(0)));
  idle();
});
