/**
 * `npm run db:seed:large`: migrates the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR) and adds 100,000 leads of every type, status and source over the last two years, most
 * assigned to one of 20 seed agents, to see and measure the lists at scale. Refuses a database it has
 * already filled unless given `--again` (which adds as many again); `--leads=N` sets the number.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { hasLargeSeed, LARGE_SEED_DEFAULTS, seedLargeLeads } from "../src/server/db/seed-large";

const number = (n: number) => n.toLocaleString("en-CA");

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { again: { type: "boolean", default: false }, leads: { type: "string" } },
  });
  const leadCount = values.leads === undefined ? LARGE_SEED_DEFAULTS.leads : Number(values.leads);
  if (!Number.isInteger(leadCount) || leadCount < 1) throw new Error("--leads takes a whole number above 0");

  const config = loadConfig();
  const handle = await openDatabase(config.database);
  try {
    await migrateDatabase(handle);
    if ((await hasLargeSeed(handle.db)) && !values.again) {
      console.error(
        `This database (${handle.kind}) already holds the large seed's leads. ` +
          "Run `npm run db:seed:large -- --again` to add as many again.",
      );
      process.exitCode = 1;
      return;
    }
    const result = await seedLargeLeads(handle.db, { ...LARGE_SEED_DEFAULTS, leads: leadCount });
    const total = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from leads`);
    console.log(
      `Database (${handle.kind}): added ${number(result.leads)} leads ` +
        `(${number(result.unassigned)} unassigned, the rest spread over ${LARGE_SEED_DEFAULTS.agents} seed agents` +
        `${result.agentsCreated > 0 ? `, ${result.agentsCreated} of them created now` : ""}), ` +
        `received over the last ${LARGE_SEED_DEFAULTS.days} days, in ${(result.ms / 1000).toFixed(1)} s. ` +
        `The database now holds ${number(total.rows[0]?.n ?? 0)} leads.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
