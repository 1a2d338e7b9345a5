import { randomUUID } from "node:crypto";
import { readFileSync, unlinkSync } from "node:fs";
import { link, mkdir, readFile, stat, unlink, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * One process per embedded database folder: PGlite has no shared-memory locking of its own, so a
 * second process on the same folder corrupts it. The lock is a file beside the folder holding its
 * owner; a lock whose owner is gone is taken over.
 */

/** How often the owner touches the lock, and how old a lock from another host must be to count as abandoned. */
const HEARTBEAT_MS = 5_000;
const FOREIGN_STALE_MS = 30_000;

interface Owner {
  pid: number;
  hostname: string;
  started: string;
  /** Linux: the process's start time in clock ticks since boot, to tell a reused pid from the owner. */
  procStart?: string;
  token: string;
}

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock if this process still holds it; safe to call more than once. */
  release(): Promise<void>;
}

/** Lock files held by this process: a second open of the same folder in one process is refused too. */
const heldHere = new Set<string>();

export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const file = `${path.resolve(dir)}.lock`;
  if (heldHere.has(file)) throw new DataDirInUseError(`${dir} is already open in this process`);
  heldHere.add(file);
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const me: Owner = {
      pid: process.pid,
      hostname: os.hostname(),
      started: new Date(Date.now() - process.uptime() * 1000).toISOString(),
      procStart: procStartOf(process.pid),
      token: randomUUID(),
    };
    await acquire(file, dir, me);
    return holding(file, me.token);
  } catch (error) {
    heldHere.delete(file);
    throw error;
  }
}

async function acquire(file: string, dir: string, me: Owner) {
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await createExclusive(file, me)) return;
    const owner = await readOwner(file);
    if (!owner) continue; // released between our attempt and the read: try again
    if (await isAlive(file, owner)) {
      throw new DataDirInUseError(
        `the database folder ${dir} is in use by another Vayu process (pid ${owner.pid} on ${owner.hostname}, ` +
          `started ${owner.started}); stop it or set another DATA_DIR`,
      );
    }
    await removeStale(file, owner);
  }
  throw new DataDirInUseError(`could not lock the database folder ${dir}: other processes keep taking it`);
}

/** Writes the whole record to a private file first, so the lock never exists half-written; link() fails if it exists. */
async function createExclusive(file: string, me: Owner): Promise<boolean> {
  const draft = `${file}.${me.token}.tmp`;
  await writeFile(draft, JSON.stringify(me), { flag: "wx" });
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  } finally {
    await unlink(draft);
  }
}

/**
 * Removes a lock only under a claim named after its token: of several processes that found the same
 * stale lock, exactly one creates the claim, checks the lock still holds that token, and deletes it.
 * The others find the claim taken and go back to the start, where the lock file decides again.
 */
async function removeStale(file: string, stale: Owner) {
  const claim = `${file}.takeover-${stale.token}`;
  try {
    await writeFile(claim, String(process.pid), { flag: "wx" });
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw error;
    const claimant = Number(await readFile(claim, "utf8").catch(() => ""));
    // A claimant that died between its two unlinks leaves its claim behind; nobody else will remove it.
    if (Number.isInteger(claimant) && claimant > 0 && !pidAlive(claimant))
      await unlink(claim).catch(() => {});
    else await new Promise((resolve) => setTimeout(resolve, 50));
    return;
  }
  try {
    if ((await readOwner(file))?.token === stale.token) await unlink(file).catch(ignoreMissing);
  } finally {
    await unlink(claim).catch(ignoreMissing);
  }
}

async function isAlive(file: string, owner: Owner): Promise<boolean> {
  if (owner.hostname !== os.hostname()) {
    // Another machine or container: its pid means nothing here, so trust only its heartbeat.
    const touched = await stat(file).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    return Date.now() - touched < FOREIGN_STALE_MS;
  }
  // Our own pid in the file is a previous life of this pid (a container restarts with the same one).
  if (owner.pid === process.pid || !pidAlive(owner.pid)) return false;
  const current = procStartOf(owner.pid);
  return !(owner.procStart && current && owner.procStart !== current);
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) === "EPERM";
  }
}

function procStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces and parentheses); starttime is field 22.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

async function readOwner(file: string): Promise<Owner | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Owner;
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw new DataDirInUseError(
      `the lock file ${file} is unreadable; remove it if no Vayu process is running`,
    );
  }
}

function holding(file: string, token: string): DataDirLock {
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(file, now, now).catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // process.exit() skips close(): remove the lock synchronously on the way out.
  const onExit = () => {
    try {
      if ((JSON.parse(readFileSync(file, "utf8")) as Owner).token === token) unlinkSync(file);
    } catch {
      // Already gone or replaced: nothing of ours to remove.
    }
  };
  process.on("exit", onExit);
  let released: Promise<void> | undefined;
  return {
    file,
    release() {
      released ??= (async () => {
        clearInterval(heartbeat);
        process.off("exit", onExit);
        if ((await readOwner(file).catch(() => undefined))?.token === token)
          await unlink(file).catch(ignoreMissing);
        heldHere.delete(file);
      })();
      return released;
    },
  };
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function ignoreMissing(error: unknown) {
  if (errorCode(error) !== "ENOENT") throw error;
}
