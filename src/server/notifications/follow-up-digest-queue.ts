import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, ne, sql } from "drizzle-orm";
import {
  DEFAULT_TIME_ZONE,
  isPastLocalHour,
  isTimeZone,
  localDate,
  localDayBounds,
  type LocalDate,
} from "../../domain/time-zones";
import { localeOfLanguage } from "../../i18n/locale";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { agents, leads, notifications, type Agent, type NewNotification } from "../db/schema";
import type { Logger } from "../logger";
import { queueNotifications } from "./queue";
import {
  DIGEST_LIST_LIMIT,
  followUpDigestEmail,
  type DigestFollowUp,
  type DigestSection,
} from "./follow-up-digest";

/** The hour of the broker's own morning at which their follow-ups are e-mailed. */
export const DIGEST_HOUR = 8;
/**
 * The pass stops looking at noon: a broker whose day held nothing at 8 AM gets no e-mail later when a
 * follow-up is added for that afternoon, and a pass missed at 8 (every instance down) is made up
 * during the morning.
 */
export const DIGEST_LAST_HOUR = 12;

/**
 * The key that makes the e-mail one per broker and day: the queue's unique index refuses a second row
 * with it, whichever instance writes it and however often the job runs.
 */
export function followUpDigestKey(agentId: string, date: LocalDate): string {
  return `follow-up-digest:${agentId}:${date}`;
}

type DigestAgent = Pick<Agent, "id" | "userId" | "name" | "email" | "preferredLanguage">;

/** Brokers whose day it is in one zone: the same local date, the same bounds. */
interface ZoneDay {
  zone: string;
  date: LocalDate;
  start: Date;
  end: Date;
  agents: DigestAgent[];
}

export interface DigestDeps {
  db: Database;
  config: Pick<Config, "publicSiteUrl" | "legal">;
  log: Logger;
}

export interface DigestPass {
  /** Brokers past 8 AM whose e-mail for today was not queued yet. */
  considered: number;
  /** E-mails this pass queued; another instance's pass may have queued some of the others first. */
  queued: number;
}

/**
 * Queues the morning e-mail for every active broker whose local time is past 8 AM and who has not had
 * today's yet, when they have follow-ups due that local day. Safe to run at any time and from every
 * instance: a broker not yet at 8 AM is left for a later pass, one already served is skipped by their
 * key, and two passes racing each other write one row between them (INSERT … ON CONFLICT DO NOTHING).
 */
export async function queueFollowUpDigests(deps: DigestDeps, now = new Date()): Promise<DigestPass> {
  const days = await brokersAwaitingDigest(deps, now);
  let considered = 0;
  const rows: NewNotification[] = [];
  for (const day of days) {
    considered += day.agents.length;
    rows.push(...(await digestRows(deps, day)));
  }
  const queued = await queueNotifications(deps.db, rows);
  return { considered, queued };
}

/** The active brokers past 8 AM in their zone whose key for their today is still free, by zone. */
async function brokersAwaitingDigest(deps: DigestDeps, now: Date): Promise<ZoneDay[]> {
  const active = await deps.db
    .select({
      id: agents.id,
      userId: agents.userId,
      name: agents.name,
      email: agents.email,
      preferredLanguage: agents.preferredLanguage,
      timeZone: agents.timeZone,
    })
    .from(agents)
    .where(eq(agents.isActive, true));

  const byZone = new Map<string, ZoneDay>();
  for (const { timeZone, ...agent } of active) {
    // The API only stores zones the platform knows; a row written another way is read as the default.
    const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
    if (zone !== timeZone)
      deps.log.warn({ agentId: agent.id, timeZone }, "unknown time zone; using the default");
    // The morning only: a follow-up added at 2 PM for later that day must not bring the e-mail then.
    if (!isPastLocalHour(now, zone, DIGEST_HOUR) || isPastLocalHour(now, zone, DIGEST_LAST_HOUR)) continue;
    let day = byZone.get(zone);
    if (!day) {
      const date = localDate(now, zone);
      day = { zone, date, ...localDayBounds(date, zone), agents: [] };
      byZone.set(zone, day);
    }
    day.agents.push(agent);
  }

  const keys = [...byZone.values()].flatMap((day) =>
    day.agents.map((a) => followUpDigestKey(a.id, day.date)),
  );
  if (keys.length === 0) return [];
  const taken = new Set(
    (
      await deps.db
        .select({ key: notifications.dedupeKey })
        .from(notifications)
        .where(inArray(notifications.dedupeKey, keys))
    ).map((row) => row.key),
  );
  const days: ZoneDay[] = [];
  for (const day of byZone.values()) {
    const waiting = day.agents.filter((a) => !taken.has(followUpDigestKey(a.id, day.date)));
    if (waiting.length > 0) days.push({ ...day, agents: waiting });
  }
  return days;
}

/** The e-mails of one zone's brokers who have follow-ups due today; none for a broker without any. */
async function digestRows(deps: DigestDeps, day: ZoneDay): Promise<NewNotification[]> {
  const today = await followUpSections(
    deps.db,
    day.agents.map((a) => a.id),
    "today",
    day,
  );
  const withFollowUps = day.agents.filter((a) => today.has(a.id));
  if (withFollowUps.length === 0) return [];
  const overdue = await followUpSections(
    deps.db,
    withFollowUps.map((a) => a.id),
    "overdue",
    day,
  );
  return withFollowUps.map((agent) => {
    const locale = localeOfLanguage(agent.preferredLanguage);
    const email = followUpDigestEmail({
      agentName: agent.name,
      date: day.date,
      timeZone: day.zone,
      today: today.get(agent.id)!,
      overdue: overdue.get(agent.id) ?? { items: [], total: 0 },
      origin: deps.config.publicSiteUrl ?? null,
      brokerageName: deps.config.legal.brokerageName,
      locale,
    });
    return {
      channel: "email",
      kind: "follow_up_digest",
      userId: agent.userId,
      recipient: agent.email,
      subject: email.subject,
      payload: { to: agent.email, ...email },
      dedupeKey: followUpDigestKey(agent.id, day.date),
    };
  });
}

/**
 * Each broker's follow-ups due within the day ("today", earliest first) or set before it and still
 * there ("overdue", latest first): the first DIGEST_LIST_LIMIT of each broker and how many in all, in
 * one query over the (agent_id, follow_up_at) index.
 */
async function followUpSections(
  db: Database,
  agentIds: string[],
  which: "today" | "overdue",
  day: Pick<ZoneDay, "start" | "end">,
): Promise<Map<string, DigestSection>> {
  const order = which === "today" ? asc(leads.followUpAt) : desc(leads.followUpAt);
  const within =
    which === "today"
      ? and(gte(leads.followUpAt, day.start), lt(leads.followUpAt, day.end))
      : lt(leads.followUpAt, day.start);
  const ranked = db
    .select({
      leadId: leads.id,
      agentId: leads.agentId,
      clientName: leads.clientName,
      followUpAt: leads.followUpAt,
      note: leads.followUpNote,
      rank: sql<number>`(row_number() over (partition by ${leads.agentId} order by ${order}, ${leads.id}))::int`.as(
        "rank",
      ),
      total: sql<number>`(count(*) over (partition by ${leads.agentId}))::int`.as("total"),
    })
    .from(leads)
    // A closed lead's follow-up is no longer work to do, whatever date it still carries.
    .where(
      and(inArray(leads.agentId, agentIds), isNotNull(leads.followUpAt), ne(leads.status, "closed"), within),
    )
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, DIGEST_LIST_LIMIT))
    .orderBy(ranked.agentId, ranked.rank);

  const sections = new Map<string, DigestSection>();
  for (const row of rows) {
    if (row.agentId === null || row.followUpAt === null) continue;
    let section = sections.get(row.agentId);
    if (!section) {
      section = { items: [], total: row.total };
      sections.set(row.agentId, section);
    }
    const item: DigestFollowUp = {
      leadId: row.leadId,
      clientName: row.clientName,
      followUpAt: row.followUpAt,
      note: row.note,
    };
    section.items.push(item);
  }
  return sections;
}
