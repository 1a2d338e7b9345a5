import { randomBytes, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import pino, { type Logger } from "pino";
import { inject } from "vitest";
import { createApp } from "../../src/server/app";
import { createAuth } from "../../src/server/auth/auth";
import { queuePasswordResetEmail } from "../../src/server/auth/password-reset";
import { createUserWithPassword } from "../../src/server/auth/users";
import { loadConfig } from "../../src/server/config";
import { openDatabase, type DbHandle } from "../../src/server/db/client";
import { agents } from "../../src/server/db/schema";
import type { AppDeps } from "../../src/server/deps";
import type { Storage } from "../../src/server/storage/types";
import { createNotificationWorker, type WorkerOptions } from "../../src/server/notifications/worker";
import { createStorage } from "../../src/server/storage";
import type { Role } from "../../src/domain/roles";
import { adminUrl, TEST_DB_KIND } from "./db-target";

export const ORIGIN = "http://localhost";

/**
 * app.request has no socket, so the peer address is given the way @hono/node-server passes it:
 * every request arrives from a reverse proxy on loopback, which TRUST_PROXY=true trusts, so the
 * X-Forwarded-For address each request carries is its client IP.
 */
export const LOCAL_PROXY = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };

/** A fresh, migrated database for one test file. */
async function cloneDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const template = inject("migratedTemplate");
  if (TEST_DB_KIND === "postgres") {
    const name = `vayu_t_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl("postgres") });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const handle = await openDatabase({ kind: "postgres", url: adminUrl(name) });
    return {
      handle,
      drop: async () => {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([await readFile(template)]);
  const handle = await openDatabase({ kind: "memory" }, { loadDataDir: dump });
  return { handle, drop: () => handle.close() };
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** Sends a request the way the SPA does: same-origin, JSON, with the given cookie. */
  request(
    path: string,
    init?: RequestInit & { json?: unknown; cookie?: string; ip?: string },
  ): Promise<Response>;
  /**
   * Creates a user with this role (and an agent row for agents and admins, active unless
   * `agentActive: false`) and returns a signed-in cookie.
   */
  signInAs(
    role: Role,
    options?: { withAgent?: boolean; agentActive?: boolean },
  ): Promise<{ cookie: string; userId: string; email: string; password: string; agentId: string | null }>;
  close(): Promise<void>;
}

export async function createTestContext(
  env: Record<string, string> = {},
  options: { storage?: Storage; log?: Logger; webDir?: string; notifications?: WorkerOptions } = {},
): Promise<TestContext> {
  const { handle, drop } = await cloneDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: "memory://",
    DATA_DIR: `/tmp/vayu-test-${randomUUID()}`,
    TRUST_PROXY: "true",
    LOG_LEVEL: "silent",
    ...env,
  });
  const log = options.log ?? pino({ level: "silent" });
  // Not started: a test sends the queue when it chooses, with `deps.notifications.drain()`.
  const notifications = createNotificationWorker({ db: handle.db, config, log }, options.notifications);
  const auth = createAuth(handle.db, {
    secret: randomBytes(32).toString("hex"),
    secureCookies: false,
    sendResetPassword: queuePasswordResetEmail({ db: handle.db, config, notifications, log }),
  });
  const deps: AppDeps = {
    notifications,
    config,
    dbHandle: handle,
    db: handle.db,
    storage: options.storage ?? (await createStorage(config)),
    auth,
    log,
  };
  const app = createApp(deps, { webDir: options.webDir });

  const request: TestContext["request"] = async (path, init = {}) => {
    const { json, cookie, ip, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set("content-type", "application/json");
    if (cookie) headers.set("cookie", cookie);
    if (!headers.has("origin") && rest.method && rest.method !== "GET") headers.set("origin", ORIGIN);
    headers.set("x-forwarded-for", ip ?? `10.${randomIp()}`);
    return app.request(
      `${ORIGIN}${path}`,
      { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body },
      LOCAL_PROXY,
    );
  };

  const signInAs: TestContext["signInAs"] = async (role, opts = {}) => {
    const email = `${role}-${randomUUID()}@test.vayu.local`;
    const password = `pw-${randomUUID()}`;
    const userId = await createUserWithPassword(handle.db, {
      email,
      password,
      fullName: `Test ${role}`,
      role,
    });
    let agentId: string | null = null;
    if (opts.withAgent ?? (role === "agent" || role === "admin")) {
      const rows = await handle.db
        .insert(agents)
        .values({
          userId,
          name: `Test ${role}`,
          email,
          profileSlug: `test${randomBytes(6).toString("hex")}`,
          isActive: opts.agentActive ?? true,
        })
        .returning({ id: agents.id });
      agentId = rows[0]!.id;
    }
    const res = await request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return { cookie: cookieHeader(res), userId, email, password, agentId };
  };

  const close = async () => {
    await notifications.stop();
    await drop();
  };
  return { app, deps, request, signInAs, close };
}

function randomIp(): string {
  const b = randomBytes(3);
  return `${b[0]}.${b[1]}.${b[2]}`;
}

/** The Cookie header a browser would send back after this response. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
