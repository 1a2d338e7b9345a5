// Helpers of the benchmarks that start the built server (bench:http, bench:leads, bench:phone):
// start a server and wait for its address, read a process's CPU time, take medians.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

/** /proc/<pid>/stat counts CPU time in clock ticks of 1/100 s. */
const TICKS_PER_SECOND = 100;

export interface Server {
  child: ChildProcess;
  url: string;
}

/** User and system CPU time the process has used so far, all its threads, in µs. */
export function cpuMicros(pid: number): number {
  const afterName = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime: fields 14 and 15 of the line, 12th and 13th after "pid (comm) ".
  return ((Number(afterName[11]) + Number(afterName[12])) * 1_000_000) / TICKS_PER_SECOND;
}

/**
 * Starts `node <args>` in the repository (or in `cwd`, another checkout) and resolves once it prints the
 * address it listens on ("Vayu is running at …" from the app, "listening on …" from a bare server).
 */
export function startServer(args: string[], env: Record<string, string>, cwd = root): Promise<Server> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(?:Vayu is running at|listening on) (http:\/\/\S+)/.exec(out);
      if (!match) return;
      // From here on the output (the app's request log) is read and dropped, as a log shipper would.
      child.stdout!.off("data", onData);
      child.stdout!.resume();
      child.off("exit", onExit);
      resolve({ child, url: match[1]! });
    };
    const onExit = (code: number | null) => reject(new Error(`exited with ${code}: ${out}`));
    child.stdout!.on("data", onData);
    child.once("exit", onExit);
  });
}

/** Sends SIGTERM and waits for the process to exit (the app closes its database first). */
export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

/**
 * Resolves once the process has used no CPU for `quietMs` (work it queued in the background, such as
 * sending notifications, is done), or after `maxMs`.
 */
export async function waitUntilIdle(pid: number, quietMs = 300, maxMs = 60_000): Promise<void> {
  const step = 100;
  const started = Date.now();
  let last = cpuMicros(pid);
  let quiet = 0;
  while (quiet < quietMs && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, step));
    const now = cpuMicros(pid);
    quiet = now === last ? quiet + step : 0;
    last = now;
  }
}

/** The middle value, or the mean of the two middle values of an even number of them. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
