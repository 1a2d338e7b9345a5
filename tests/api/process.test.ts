import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exited, postLead, runDurability, startServer, storedLeadIds } from "../../scripts/durability";
import { startTestS3Server } from "../../src/server/storage/test-s3-server";
import { TEST_DB_KIND } from "./db-target";

/** The real entry point, on a file-backed PGlite: first start, sign-in, SIGTERM, restart. */
interface Started {
  child: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
}

function start(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      DEMO_AGENT_PASSWORD: "",
      LOG_LEVEL: "warn",
    },
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Vayu is running at (http:\/\/\S+)/.exec(out);
      if (match) {
        clearInterval(timer);
        resolve({ child, url: match[1]!, output: () => out });
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${out}`));
    });
  });
}

function stop(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

async function signIn(url: string, email: string, password: string) {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
}

describe.skipIf(TEST_DB_KIND === "postgres")("server process on the embedded database", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-process-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("prints the generated logins once, survives SIGTERM and keeps its data", async () => {
    const first = await start(dataDir);
    const printed = first.output();
    const admin = /email:\s+(admin@vayu\.local)\s+password:\s+(\S+)/.exec(printed);
    const agent = /email:\s+(agent@vayu\.local)\s+password:\s+(\S+)/.exec(printed);
    expect(admin, printed).not.toBeNull();
    expect(agent, printed).not.toBeNull();

    const res = await signIn(first.url, admin![1]!, admin![2]!);
    expect(res.status).toBe(200);
    const health = await fetch(`${first.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    const best = (await (await fetch(`${first.url}/api/rates/best`)).json()) as {
      rate: { our_rate: number };
    };
    expect(best.rate.our_rate).toBeGreaterThan(0);
    expect(await stop(first.child)).toBe(0);

    const second = await start(dataDir);
    expect(second.output()).not.toMatch(/password:/);
    expect((await signIn(second.url, admin![1]!, admin![2]!)).status).toBe(200);
    expect((await signIn(second.url, agent![1]!, agent![2]!)).status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  }, 90_000);

  it("finishes a request that is in flight when SIGTERM arrives", async () => {
    const server = await start(dataDir);
    const encoder = new TextEncoder();
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (push = controller) });
    const pending = fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body,
      duplex: "half",
    } as RequestInit);
    push.enqueue(encoder.encode('{"email":"slow@example.ca",'));
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    push.enqueue(encoder.encode('"password":"not-a-real-one"}'));
    push.close();
    const res = await pending;
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(await exited).toBe(0);
  }, 60_000);
});

const serverArgs = ["--import", "tsx", "src/server/main.ts"];

/** A start that is expected to fail: its exit code and what it wrote to stderr. */
function failedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, serverArgs, {
    env: { ...process.env, HOST: "127.0.0.1", DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stderr })));
}

describe.skipIf(TEST_DB_KIND === "postgres")("one server process per embedded database", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-process-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("never prints a demo agent password that was set in DEMO_AGENT_PASSWORD", async () => {
    const password = "chosen-demo-password";
    const server = await startServer({
      serverArgs,
      env: { DATA_DIR: dataDir, DEMO_AGENT_PASSWORD: password },
    });
    server.child.kill("SIGTERM");
    await exited(server.child);
    expect(server.output()).toContain(
      "Demo agent account: agent@vayu.local with the password from DEMO_AGENT_PASSWORD",
    );
    expect(server.output()).not.toContain(password);
  }, 60_000);

  it("refuses a second start on the same data folder in one line naming the first, which keeps its data", async () => {
    const env = { DATA_DIR: dataDir };
    const first = await startServer({ serverArgs, env });
    const before = await postLead(first.url, "second-start");
    expect(before).toBeDefined();

    const second = await failedStart({ ...env, PORT: "0" });
    expect(second.code).toBe(1);
    const { started } = JSON.parse(readFileSync(path.join(dataDir, "db.lock"), "utf8")) as {
      started: string;
    };
    expect(second.stderr).toBe(
      `Vayu could not start: the database folder ${path.join(dataDir, "db")} is in use by another Vayu process ` +
        `(pid ${first.child.pid} on ${os.hostname()}, started ${started}); stop it or set another DATA_DIR\n`,
    );

    const after = await postLead(first.url, "second-start");
    expect(after).toBeDefined();
    first.child.kill("SIGKILL");
    await exited(first.child);
    const restarted = await startServer({ serverArgs, env });
    try {
      expect(await storedLeadIds(restarted.url, "second-start")).toEqual(new Set([before, after]));
    } finally {
      restarted.child.kill("SIGTERM");
      await exited(restarted.child);
    }
  }, 90_000);

  it("fails on a taken port before it opens (or creates) the database", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as AddressInfo;
    const freshDir = path.join(dataDir, "never-created");
    try {
      const second = await failedStart({ DATA_DIR: freshDir, PORT: String(port) });
      expect(second.code).toBe(1);
      expect(second.stderr).toBe(
        `Vayu could not start: port ${port} on 127.0.0.1 is already in use; stop the other process or set PORT to a free port\n`,
      );
      expect(existsSync(freshDir)).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 30_000);

  it("keeps every acknowledged lead when killed with SIGKILL under load", async () => {
    const report = await runDurability({
      serverArgs,
      env: { DATA_DIR: dataDir },
      rounds: 1,
      killAfter: 15,
      concurrency: 4,
    });
    expect(report.acknowledged).toBeGreaterThanOrEqual(15);
    expect(report.lost).toEqual([]);
  }, 60_000);
});

describe.skipIf(TEST_DB_KIND === "postgres")("an S3 bucket that does not exist", () => {
  it("stops the start in one line naming the bucket, before the database is created", async () => {
    const s3 = await startTestS3Server();
    const parent = await mkdtemp(path.join(os.tmpdir(), "vayu-process-s3-"));
    const dataDir = path.join(parent, "never-created");
    try {
      const started = await failedStart({
        ...s3.env,
        S3_BUCKET: "vayu-missing",
        DATA_DIR: dataDir,
        PORT: "0",
      });
      expect(started.code).toBe(1);
      // On Node 20 the AWS SDK prints a notice about Node versions first; the last line is the app's.
      expect(started.stderr.endsWith("\n")).toBe(true);
      expect(started.stderr.trimEnd().split("\n").at(-1)).toBe(
        `Vayu could not start: the S3 bucket "vayu-missing" does not exist at ${s3.endpoint}: ` +
          "create it, or set S3_BUCKET (and S3_ENDPOINT) to an existing bucket",
      );
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await s3.stop();
      await rm(parent, { recursive: true, force: true });
    }
  }, 30_000);
});
