// `npm run bench:durability`: the built server under concurrent lead submissions is killed with
// SIGKILL mid-load, restarted on the same data, and every lead it acknowledged must still be
// there — on PGlite and on PostgreSQL. Prints the counts; exits 1 if an acknowledged lead is lost.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { runDurability, type DurabilityOptions, type DurabilityReport } from "../scripts/durability";

const root = path.resolve(import.meta.dirname, "..");
const server = path.join(root, "dist/server/main.js");
const settings = {
  serverArgs: [server],
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  killAfter: Number(process.env.BENCH_KILL_AFTER ?? 400),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 16),
} satisfies Omit<DurabilityOptions, "env">;

function print(label: string, report: DurabilityReport, ms: number) {
  console.log(
    `${label.padEnd(11)} ${settings.rounds} × kill -9: sent ${report.sent}, acknowledged ${report.acknowledged}, ` +
      `lost ${report.lost.length}, stored but unacknowledged ${report.storedUnacknowledged} ` +
      `(${(ms / 1000).toFixed(1)} s)`,
  );
  if (report.lost.length > 0) console.log(`  lost ids: ${report.lost.slice(0, 10).join(", ")}`);
}

async function measure(label: string, env: Record<string, string>): Promise<boolean> {
  const started = performance.now();
  const report = await runDurability({ ...settings, env });
  print(label, report, performance.now() - started);
  return report.lost.length === 0;
}

async function main() {
  if (!existsSync(server)) throw new Error("Run `npm run build` first.");
  let ok = true;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-durability-"));
  try {
    ok = (await measure("PGlite", { DATA_DIR: dataDir })) && ok;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
  if (
    !(await admin.connect().then(
      () => true,
      () => false,
    ))
  ) {
    console.log("PostgreSQL: not reachable on 127.0.0.1:5432, skipped");
  } else {
    const name = `vayu_durability_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const pgDir = await mkdtemp(path.join(os.tmpdir(), "vayu-durability-"));
    try {
      const url = `postgres://postgres@127.0.0.1:5432/${name}`;
      ok = (await measure("PostgreSQL", { DATA_DIR: pgDir, DATABASE_URL: url })) && ok;
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(pgDir, { recursive: true, force: true });
    }
  }
  if (!ok) process.exitCode = 1;
}

await main();
