import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { mortgageRates } from "../../src/server/db/schema";
import { startRatesFixtureServer } from "../../src/server/rates-sync/fixtures/fixture-server";
import { TEST_DB_KIND } from "./db-target";
import { ratesPage } from "./rates-sync-fixtures";

const RATES_SYNC_OFF =
  "Rate sync is off: no rate source is configured. Set RATES_HTML_URL or RATES_BOC_VALET on the server (see the README), or add rates by hand.";

/** `npm run rates:sync` on a file-backed embedded database: its output and exit codes. */
function ratesSync(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/rates-sync.ts"],
      { env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe.skipIf(TEST_DB_KIND === "postgres")("npm run rates:sync", () => {
  let dataDir: string;
  let fixture: Awaited<ReturnType<typeof startRatesFixtureServer>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-rates-cli-"));
    fixture = await startRatesFixtureServer();
  });
  afterAll(async () => {
    await fixture.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("exits 2 and says what to set when no source is configured", async () => {
    const run = await ratesSync({ DATA_DIR: dataDir });
    expect(run).toMatchObject({ code: 2, stderr: `${RATES_SYNC_OFF}\n` });
  });

  it(
    "syncs and exits 0, then exits 1 with the reason when the page refuses",
    { timeout: 60_000 },
    async () => {
      const env = { DATA_DIR: dataDir, RATES_HTML_URL: `${fixture.url}/rates`, RATES_HTML_PROVINCE: "Yukon" };
      fixture.set("/rates", {
        body: ratesPage([
          ["5 Year Fixed", "6.09%", "4.19%"],
          ["6 Month Fixed", "6.99%", "6.49%"],
        ]),
      });
      const synced = await ratesSync(env);
      expect(synced).toMatchObject({ code: 0 });
      expect(synced.stdout).toContain("Rates synced: 1 added, 0 updated, 0 unchanged, 1 skipped.");
      expect(synced.stdout).toContain("skipped 6 Month Fixed: terms under a year are not listed");

      fixture.set("/rates", { status: 403 });
      const refused = await ratesSync(env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/Rates page: The site refused the request \(HTTP 403\)/);

      const handle = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "db") });
      try {
        const rows = await handle.db.select().from(mortgageRates);
        expect(rows.map((r) => `${r.province} ${r.term} ${r.ourRate}`)).toEqual(["Yukon 5 year 4.19"]);
      } finally {
        await handle.close();
      }
    },
  );
});
