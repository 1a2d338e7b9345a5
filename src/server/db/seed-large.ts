import { like, sql } from "drizzle-orm";
import type { Database } from "./client";
import { agents } from "./schema";

/**
 * A large, realistic-looking set of leads for measuring the lists at scale (`npm run db:seed:large`,
 * `npm run bench:leads-list`): built by the database itself with generate_series, so 100,000 leads
 * take seconds rather than minutes.
 */

export const LARGE_SEED_SLUG_PREFIX = "large-seed-agent-";

export interface LargeSeedOptions {
  leads: number;
  agents: number;
  /** Leads are spread evenly at random over this many days before now. */
  days: number;
}

export const LARGE_SEED_DEFAULTS: LargeSeedOptions = { leads: 100_000, agents: 20, days: 730 };

export interface LargeSeedResult {
  agentsCreated: number;
  leads: number;
  unassigned: number;
  ms: number;
}

/** True once a large seed has run on this database (its agents are its mark). */
export async function hasLargeSeed(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: agents.id })
    .from(agents)
    .where(like(agents.profileSlug, `${LARGE_SEED_SLUG_PREFIX}%`))
    .limit(1);
  return rows.length > 0;
}

/**
 * A fraction in [0, 1) that looks random but is the same on every run for this row and `salt`:
 * each field draws its own, so status, type, source and agent do not move in step.
 */
const draw = (salt: number) =>
  sql.raw(`(hashint8(g::bigint * 8 + ${salt})::bigint + 2147483648) / 4294967296.0`);

/**
 * Adds `options.leads` leads, most assigned to one of the seed's agents (created when missing), of
 * every type, status and source in plausible proportions, received over the last `options.days`
 * days with microsecond times. Runs VACUUM ANALYZE after, so the planner knows the table's new size
 * and index-only scans can skip its rows at once (PGlite never runs either by itself).
 */
export async function seedLargeLeads(
  db: Database,
  options: LargeSeedOptions = LARGE_SEED_DEFAULTS,
): Promise<LargeSeedResult> {
  const started = performance.now();
  const created = await db.execute<{ id: string }>(sql`
    insert into agents (name, email, profile_slug)
    select 'Seed Agent ' || g, 'seed-agent-' || g || '@brokers.test', ${LARGE_SEED_SLUG_PREFIX} || g
    from generate_series(1, ${options.agents}) g
    on conflict (profile_slug) do nothing
    returning id`);
  // Numbered on from the leads already there, so a second run adds other names and other draws.
  const existing = await db.execute<{ n: number }>(sql`select count(*)::int as n from leads`);
  const first = (existing.rows[0]?.n ?? 0) + 1;
  const inserted = await db.execute<{ unassigned: number }>(sql`
    with drawn as (
      select g, ${draw(1)} as d_status, ${draw(2)} as d_type, ${draw(3)} as d_source,
        ${draw(4)} as d_agent, ${draw(5)} as d_time
      from generate_series(${first}::int, ${first + options.leads - 1}::int) g
    ), staff as (
      select array_agg(id order by profile_slug) as ids, count(*)::int as n
      from agents where profile_slug like ${`${LARGE_SEED_SLUG_PREFIX}%`}
    ), made as (
      insert into leads (agent_id, client_name, client_email, client_phone, type, source, status, message, notes, created_at)
      select
        case when d_agent < 0.15 then null
          else staff.ids[1 + floor((d_agent - 0.15) / 0.85 * staff.n)::int] end,
        'Client ' || g,
        'client' || g || '@example.ca',
        '416-555-' || lpad((g % 10000)::text, 4, '0'),
        case when d_type < 0.40 then 'rate_quote' when d_type < 0.65 then 'application'
          when d_type < 0.85 then 'contact' else 'refinance' end,
        case when d_source < 0.35 then 'mortgage_calculator' when d_source < 0.60 then 'website'
          when d_source < 0.80 then 'contact_form' when d_source < 0.95 then 'AI Chatbot'
          else 'Vayu Chatbot' end,
        case when d_status < 0.40 then 'new' when d_status < 0.70 then 'contacted'
          when d_status < 0.90 then 'qualified' else 'closed' end,
        'Looking for a mortgage in Ontario, lead #' || g,
        case when d_source >= 0.80 then
          '[{"role":"assistant","content":"Hi, I''m Vayu."},{"role":"user","content":"Call me, lead #' || g || '"}]'
        end,
        now() - d_time * ${options.days} * interval '1 day' - (g % 1000) * interval '1 microsecond'
      from drawn, staff
      returning agent_id
    )
    select (count(*) filter (where agent_id is null))::int as unassigned from made`);
  await db.execute(sql`vacuum analyze leads`);
  return {
    agentsCreated: created.rows.length,
    leads: options.leads,
    unassigned: inserted.rows[0]?.unassigned ?? 0,
    ms: performance.now() - started,
  };
}
