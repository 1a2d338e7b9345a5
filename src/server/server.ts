import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createApp } from "./app";
import { startAttemptCleanup } from "./auth/attempt-cleanup";
import { createAuth } from "./auth/auth";
import { ensureSuperAdmin, generatePassword, type BootstrapResult } from "./auth/bootstrap";
import { resolveAuthSecret } from "./auth/secret";
import type { Config } from "./config";
import { openDatabase, type DbHandle } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDemoContent } from "./db/seed";
import type { AppDeps } from "./http/context";
import type { Logger } from "./logger";
import { createStorage } from "./storage";

export interface Credentials {
  admin: BootstrapResult;
  demoAgent?: { email: string; password: string };
}

/** Opens and migrates the database, makes sure a super admin exists, seeds an empty database. */
export async function prepare(config: Config, log: Logger, dbHandle?: DbHandle) {
  const handle = dbHandle ?? (await openDatabase(config.database));
  await migrateDatabase(handle);
  const storage = await createStorage(config);
  const admin = await ensureSuperAdmin(handle.db, config);
  let demoAgent: Credentials["demoAgent"];
  if (config.seedDemo) {
    const password = config.demoAgentPassword ?? generatePassword();
    const seeded = await seedDemoContent(handle.db, storage, {
      demoAgentPassword: password,
      log: (message) => log.info(message),
    });
    if (seeded.seeded) demoAgent = { email: seeded.demoAgentEmail, password };
  }
  const auth = createAuth(handle.db, {
    secret: resolveAuthSecret(config),
    baseURL: config.publicSiteUrl,
    secureCookies: config.publicSiteUrl?.startsWith("https://") ?? false,
  });
  const deps: AppDeps = { config, dbHandle: handle, db: handle.db, storage, auth, log };
  return { deps, credentials: { admin, demoAgent } satisfies Credentials };
}

export interface RunningServer {
  url: string;
  server: ServerType;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  log: Logger,
  options: { webDir?: string } = {},
): Promise<RunningServer & { credentials: Credentials }> {
  const { deps, credentials } = await prepare(config, log);
  const app = createApp(deps, options);
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const attemptCleanup = startAttemptCleanup(deps.db, log);
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    })
      .then(() => attemptCleanup.stop())
      .then(() => deps.dbHandle.close()));
  return { url: `http://${shownHost}:${port}`, server, close, credentials };
}
