// The durability check shared by `npm run bench:durability` and tests/api/process.test.ts: the real
// server is loaded with contact leads, killed with SIGKILL mid-load, restarted on the same data, and
// every lead it acknowledged with a 2xx must still be there.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export interface DurabilityOptions {
  /** How to run the server, e.g. ["--import", "tsx", "src/server/main.ts"] or ["dist/server/main.js"]. */
  serverArgs: string[];
  /** Settings of the server under test (DATA_DIR or DATABASE_URL); an admin account is added. */
  env: Record<string, string>;
  /** Kill cycles: load, SIGKILL, restart; the check runs after the last restart. */
  rounds: number;
  /** Acknowledged leads per round after which the server is killed. */
  killAfter: number;
  /** Requests in flight at once. */
  concurrency: number;
}

export interface DurabilityReport {
  /** Requests sent, including those cut off by the kill. */
  sent: number;
  acknowledged: number;
  /** Acknowledged leads missing after the restart (must be 0). */
  lost: string[];
  /** Leads stored although their answer was cut off by the kill (allowed: committed, not acknowledged). */
  storedUnacknowledged: number;
}

const ADMIN = { email: "durability@vayu.local", password: "durability-password" };

interface Server {
  child: ChildProcess;
  url: string;
  /** Everything it has written to stdout and stderr so far. */
  output: () => string;
}

export async function startServer(options: Pick<DurabilityOptions, "serverArgs" | "env">): Promise<Server> {
  const child = spawn(process.execPath, options.serverArgs, {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // Each request names its own client address, so the per-address lead limit does not stop the load.
      TRUST_PROXY: "true",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Vayu is running at (http:\/\/\S+)/.exec(out);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 20);
    child.once("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${out}`));
    });
  });
  return { child, url, output: () => out };
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

let leadNumber = 0;

/** The new lead's id; undefined when the connection failed (the server was killed). A refusal throws. */
export async function postLead(url: string, run: string): Promise<string | undefined> {
  const n = ++leadNumber;
  const res = await fetch(`${url}/api/leads/contact`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: url,
      "x-forwarded-for": `198.18.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      first_name: "Durable",
      last_name: `Lead ${n}`,
      email: `durability-${run}-${n}@example.ca`,
      phone: "416-555-0100",
      comments: "Durability check",
      casl_consent: true,
    }),
  }).catch(() => undefined);
  if (!res) return undefined;
  // A 429 or 500 would make the load spin without ever reaching the kill: stop and say why.
  if (res.status !== 201) throw new Error(`lead refused with ${res.status}: ${await res.text()}`);
  // A body cut off by the kill acknowledges nothing: the client never learnt the id.
  const body = (await res.json().catch(() => undefined)) as { id: string } | undefined;
  return body?.id;
}

/** Posts leads `concurrency` at a time until `killAfter` are acknowledged, then kills the server mid-load. */
async function loadAndKill(server: Server, options: DurabilityOptions, run: string) {
  const acknowledged: string[] = [];
  let sent = 0;
  let killed = false;
  const kill = () => {
    killed = true;
    server.child.kill("SIGKILL");
  };
  const worker = async () => {
    while (!killed) {
      sent++;
      // An answer that arrives after the kill was sent still acknowledges a committed lead.
      const id = await postLead(server.url, run).catch((error: unknown) => {
        kill();
        throw error;
      });
      if (id) acknowledged.push(id);
      if (acknowledged.length >= options.killAfter && !killed) kill();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await exited(server.child);
  return { acknowledged, sent };
}

export async function storedLeadIds(url: string, run: string): Promise<Set<string>> {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(ADMIN),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const ids = new Set<string>();
  for (let offset = 0; ; offset += 200) {
    const res = await fetch(`${url}/api/admin/leads?type=contact&limit=200&offset=${offset}`, {
      headers: { cookie },
    });
    if (!res.ok) throw new Error(`admin leads failed: ${res.status}`);
    const page = (await res.json()) as { leads: { id: string; client_email: string }[]; total: number };
    for (const lead of page.leads) if (lead.client_email.startsWith(`durability-${run}-`)) ids.add(lead.id);
    if (offset + 200 >= page.total) return ids;
  }
}

export async function runDurability(options: DurabilityOptions): Promise<DurabilityReport> {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const acknowledged: string[] = [];
  let sent = 0;
  for (let round = 0; round < options.rounds; round++) {
    const result = await loadAndKill(await startServer(options), options, run);
    acknowledged.push(...result.acknowledged);
    sent += result.sent;
  }
  const server = await startServer(options);
  try {
    const stored = await storedLeadIds(server.url, run);
    const lost = acknowledged.filter((id) => !stored.has(id));
    return {
      sent,
      acknowledged: acknowledged.length,
      lost,
      storedUnacknowledged: stored.size - (acknowledged.length - lost.length),
    };
  } finally {
    server.child.kill("SIGTERM");
    await exited(server.child);
  }
}
