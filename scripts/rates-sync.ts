/**
 * `npm run rates:sync`: one rate sync from the command line, for cron or a Kubernetes CronJob when
 * many app instances run with RATES_SYNC_SCHEDULE=off. Exit codes: 0 synced (fully or partly),
 * 1 failed, 2 no source configured, 3 another run in progress.
 */
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { createLogger } from "../src/server/logger";
import { translatorFor } from "../src/i18n/intl";
import { provideTranslator } from "../src/i18n/translate";
import { runRatesSync } from "../src/server/rates-sync/run";
import { createRateSources } from "../src/server/rates-sync/sources";

/** The operator's console reads English, like the server's logs. */
// The operator's console reads English, the messages the sync says included.
const english = translatorFor("en-CA");
provideTranslator(() => english);
const RATES_SYNC_OFF = english("errors.ratesSyncOff");

async function main(): Promise<number> {
  const config = loadConfig();
  const log = createLogger(config.logLevel === "info" ? "warn" : config.logLevel);
  const sources = createRateSources(config.ratesSync);
  if (sources.length === 0) {
    console.error(RATES_SYNC_OFF);
    return 2;
  }
  const handle = await openDatabase(config.database);
  try {
    await migrateDatabase(handle);
    const outcome = await runRatesSync(
      { db: handle.db, log, settings: config.ratesSync, sources },
      { trigger: "cli" },
    );
    if (outcome.status === "busy" || outcome.status === "taken") {
      console.error("A rate sync is already running; this one did not start.");
      return 3;
    }
    if (outcome.status === "off") {
      console.error(RATES_SYNC_OFF);
      return 2;
    }
    const { result } = outcome;
    (outcome.ok ? console.log : console.error)(result.message);
    for (const skipped of result.skipped_rates) console.log(`  skipped ${skipped.rate}: ${skipped.reason}`);
    return outcome.ok ? 0 : 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
