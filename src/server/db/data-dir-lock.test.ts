import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

const lockModule = path.resolve(import.meta.dirname, "data-dir-lock.ts");

/**
 * Another process that tries to lock `dir` at `startAt` (so several start together), prints
 * "locked" or the refusal, and holds the lock until killed.
 */
function contender(dir: string, startAt = 0): { child: ChildProcess; result: Promise<string> } {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    await new Promise((r) => setTimeout(r, Math.max(0, ${startAt} - Date.now())));
    try { await lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000); }
    catch (error) { console.log(error.message); process.exit(3); }`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]);
  const result = new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve(out.trim());
    });
    child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("exit", (code) =>
      out.includes("\n") ? resolve(out.trim()) : reject(new Error(`exited ${code}: ${out}`)),
    );
  });
  return { child, result };
}

function killed(child: ChildProcess, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

async function owner(dir: string) {
  return JSON.parse(await readFile(`${dir}.lock`, "utf8")) as {
    pid: number;
    hostname: string;
    started: string;
    token: string;
  };
}

describe("data folder lock", () => {
  let root: string;
  let dir: string;
  const children: ChildProcess[] = [];
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "vayu-lock-"));
    dir = path.join(root, "db");
  });
  afterEach(async () => {
    await Promise.all(children.splice(0).map((child) => killed(child)));
    await rm(root, { recursive: true, force: true });
  });

  it("is taken with this process as owner, refused a second time here, and released", async () => {
    const lock = await lockDataDir(dir);
    expect(await owner(dir)).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirInUseError);
    await lock.release();
    await expect(readFile(`${dir}.lock`)).rejects.toMatchObject({ code: "ENOENT" });
    await (await lockDataDir(dir)).release();
  });

  it("is refused while another live process holds it, naming that process, and taken over once it is killed", async () => {
    const holder = contender(dir);
    children.push(holder.child);
    expect(await holder.result).toBe("locked");
    const { started } = await owner(dir);
    const error = await lockDataDir(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).message).toBe(
      `the database folder ${dir} is in use by another Vayu process ` +
        `(pid ${holder.child.pid} on ${os.hostname()}, started ${started}); stop it or set another DATA_DIR`,
    );

    await killed(holder.child);
    const lock = await lockDataDir(dir);
    expect((await owner(dir)).pid).toBe(process.pid);
    await lock.release();
  }, 20_000);

  it("lets exactly one of several processes take over the same stale lock", async () => {
    const dead = contender(dir);
    expect(await dead.result).toBe("locked");
    await killed(dead.child);
    const stale = await owner(dir);

    const startAt = Date.now() + 1500;
    const racers = Array.from({ length: 6 }, () => contender(dir, startAt));
    children.push(...racers.map((r) => r.child));
    const results = await Promise.all(racers.map((r) => r.result));
    expect(results.filter((r) => r === "locked")).toHaveLength(1);
    const winner = await owner(dir);
    expect(winner.token).not.toBe(stale.token);
    for (const refused of results.filter((r) => r !== "locked"))
      expect(refused).toContain(`(pid ${winner.pid} `);
  }, 30_000);

  it("takes over a lock whose pid now belongs to a different process", async () => {
    const other = contender(path.join(root, "other"));
    children.push(other.child);
    expect(await other.result).toBe("locked");
    const reused = {
      pid: other.child.pid,
      hostname: os.hostname(),
      started: "",
      procStart: "1",
      token: "old",
    };
    await writeFile(`${dir}.lock`, JSON.stringify(reused));
    const lock = await lockDataDir(dir);
    expect((await owner(dir)).pid).toBe(process.pid);
    await lock.release();
  }, 20_000);

  it("trusts a lock from another host while its heartbeat is fresh, and takes it over once it stops", async () => {
    const foreign = { pid: 1, hostname: `not-${os.hostname()}`, started: "", token: "foreign" };
    await writeFile(`${dir}.lock`, JSON.stringify(foreign));
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid 1 on not-${os.hostname()}`);
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(`${dir}.lock`, longAgo, longAgo);
    const lock = await lockDataDir(dir);
    expect((await owner(dir)).pid).toBe(process.pid);
    await lock.release();
  });
});
