// `npm run bench:start`: cold start of the built server to a healthy /api/health, and its
// resident memory after start, on PGlite (first start and warm) and on PostgreSQL; and the memory
// after load: the last warm start then serves LOAD_REQUESTS server-rendered pages and API reads, and
// prints how long they took, the server's CPU time, and its heap and external memory beside the RSS.
// Prints measured numbers; it asserts nothing (timings are noisy on shared machines).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
const server = path.join(root, "dist/server/main.js");
const probe = path.join(import.meta.dirname, "start-probe.mjs");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const LOAD_REQUESTS = 2_000;
const LOAD_CONCURRENCY = 10;
const LOAD_PATHS = [
  "/",
  "/rates",
  "/agent/priyaraman",
  "/blog/first-home-checklist-canada",
  "/mortgage-calculator",
  "/api/rates?province=ON",
  "/api/agents",
];

interface Load {
  seconds: number;
  /** User and system CPU time the server spent on the requests. */
  cpuSeconds: number;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  /** Memory outside the JavaScript heap that V8 knows of: Buffers, PGlite's WebAssembly memory. */
  externalMb: number;
}

interface Sample {
  ms: number;
  rssMb: number;
  /** After LOAD_REQUESTS requests, when the run was asked to serve them. */
  load?: Load;
}

/** Server-rendered pages and API reads, LOAD_CONCURRENCY at a time; every answer must be a 200. */
async function serveLoad(url: string) {
  let next = 0;
  const worker = async () => {
    while (next < LOAD_REQUESTS) {
      const target = `${url}${LOAD_PATHS[next++ % LOAD_PATHS.length]!}`;
      const res = await fetch(target);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${target} answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: LOAD_CONCURRENCY }, worker));
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** User plus system CPU seconds of a process (/proc/<pid>/stat, fields 14 and 15, in clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function memoryUsageOf(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    child.once("message", (usage) => resolve(usage as NodeJS.MemoryUsage));
    child.send("memory");
  });
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function startOnce(env: Record<string, string>, { load = false } = {}): Promise<Sample> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", pathToFileURL(probe).href, server], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Vayu is running at (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  for (;;) {
    const res = await fetch(`${url}/api/health`).catch(() => undefined);
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  await new Promise((r) => setTimeout(r, 500));
  const rssMb = rssOf(child.pid!);
  let loaded: Load | undefined;
  if (load) {
    const cpuBefore = cpuSecondsOf(child.pid!);
    const loadStarted = performance.now();
    await serveLoad(url);
    const seconds = (performance.now() - loadStarted) / 1000;
    const usage = await memoryUsageOf(child);
    loaded = {
      seconds,
      cpuSeconds: cpuSecondsOf(child.pid!) - cpuBefore,
      rssMb: rssOf(child.pid!),
      heapUsedMb: mb(usage.heapUsed),
      heapTotalMb: mb(usage.heapTotal),
      externalMb: mb(usage.external),
    };
  }
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  return { ms, rssMb, load: loaded };
}

function summary(label: string, samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)]!;
  const rss = Math.max(...samples.map((s) => s.rssMb));
  const load = samples.find((s) => s.load)?.load;
  console.log(
    `${label.padEnd(34)} median ${(median / 1000).toFixed(2)} s  (runs: ${ms.map((m) => (m / 1000).toFixed(2)).join(", ")})  RSS after start: ${rss} MB` +
      (load ? `, after ${LOAD_REQUESTS} requests: ${load.rssMb} MB` : ""),
  );
  if (load) {
    console.log(
      `${"".padEnd(34)} ${LOAD_REQUESTS} requests in ${load.seconds.toFixed(1)} s (server CPU ${load.cpuSeconds.toFixed(1)} s); ` +
        `heap used ${load.heapUsedMb} of ${load.heapTotalMb} MB, external ${load.externalMb} MB`,
    );
  }
}

async function main() {
  if (!existsSync(server)) throw new Error("Run `npm run build` first.");
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-bench-"));
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: "bench@vayu.local", ADMIN_PASSWORD: "bench-password" };
  try {
    summary("PGlite, first start (initdb+seed)", [await startOnce(env)]);
    const warm: Sample[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await startOnce(env, { load: i === RUNS - 1 }));
    summary("PGlite, existing database", warm);

    const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
    const reachable = await admin.connect().then(
      () => true,
      () => false,
    );
    if (!reachable) {
      console.log("PostgreSQL: not reachable on 127.0.0.1:5432, skipped");
      return;
    }
    const name = `vayu_bench_${Date.now()}`;
    await admin.query(`create database ${name}`);
    try {
      const pgEnv = { ...env, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` };
      summary("PostgreSQL, first start (migrate+seed)", [await startOnce(pgEnv)]);
      const runs: Sample[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await startOnce(pgEnv, { load: i === RUNS - 1 }));
      summary("PostgreSQL, existing database", runs);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
