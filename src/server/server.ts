import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener, type ServerType } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { ensureSuperAdmin, generatePassword, type BootstrapResult } from "./auth/bootstrap";
import { queuePasswordResetEmail } from "./auth/password-reset";
import { resolveAuthSecret } from "./auth/secret";
import type { Config } from "./config";
import { openDatabase, type DbHandle } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDemoContent } from "./db/seed";
import { startCleanup } from "./jobs/cleanup";
import { startFollowUpDigests } from "./jobs/follow-up-digest";
import type { AppDeps } from "./deps";
import { errorBody } from "./http/errors";
import { createNotificationWorker } from "./notifications/worker";
import { startNightlyRatesSync } from "./rates-sync/nightly";
import type { Logger } from "./logger";
import type { Storage } from "./storage/types";
import { createStorage } from "./storage";

export interface Credentials {
  admin: BootstrapResult;
  /** The password only when it was generated here; one from DEMO_AGENT_PASSWORD is never echoed. */
  demoAgent?: { email: string; generatedPassword?: string };
}

/** Opens and migrates the database, makes sure a super admin exists, seeds an empty database. */
export async function prepare(config: Config, log: Logger, dbHandle?: DbHandle) {
  // Storage first: a missing S3 bucket stops the start before the database is opened or created.
  const storage = await createStorage(config);
  const handle = dbHandle ?? (await openDatabase(config.database));
  await migrateDatabase(handle);
  const admin = await ensureSuperAdmin(handle.db, config);
  let demoAgent: Credentials["demoAgent"];
  if (config.seedDemo) {
    const password = config.demoAgentPassword ?? generatePassword();
    const seeded = await seedDemoContent(handle.db, storage, {
      demoAgentPassword: password,
      log: (message) => log.info(message),
    });
    const generatedPassword = config.demoAgentPassword ? undefined : password;
    if (seeded.seeded) demoAgent = { email: seeded.demoAgentEmail, generatedPassword };
  }
  const deps = assembleDeps({ config, handle, storage, log, authSecret: resolveAuthSecret(config) });
  return { deps, credentials: { admin, demoAgent } satisfies Credentials };
}

/** What createApp needs around an open database: sign-in with its reset e-mails, and the e-mail sender. */
export function assembleDeps(parts: {
  config: Config;
  handle: DbHandle;
  storage: Storage;
  log: Logger;
  authSecret: string;
}): AppDeps {
  const { config, handle, storage, log } = parts;
  const notifications = createNotificationWorker({ db: handle.db, config, log });
  const auth = createAuth(handle.db, {
    secret: parts.authSecret,
    baseURL: config.publicSiteUrl,
    secureCookies: config.publicSiteUrl?.startsWith("https://") ?? false,
    sendResetPassword: queuePasswordResetEmail({ db: handle.db, config, notifications, log }),
  });
  return { config, dbHandle: handle, db: handle.db, storage, auth, log, notifications };
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
  // The port is bound before the database is opened, so a second start on a taken port fails
  // without touching the data; requests that arrive while the database opens get a 503.
  // `bindings` carries the socket (getConnInfo reads the client address from it).
  let handle: (request: Request, bindings: unknown) => Response | Promise<Response> = () =>
    Response.json(errorBody("Vayu is starting; try again in a moment", "starting"), {
      status: 503,
      headers: { "Retry-After": "1" },
    });
  const server = createServer(getRequestListener((request, bindings) => handle(request, bindings)));
  await listen(server, config.port, config.host);
  let prepared;
  try {
    prepared = await prepare(config, log);
  } catch (error) {
    await new Promise((resolve) => server.close(resolve));
    throw error;
  }
  const { deps, credentials } = prepared;
  const app = createApp(deps, options);
  handle = (request, bindings) => app.fetch(request, bindings);
  const cleanup = startCleanup(deps);
  const nightlyRatesSync = startNightlyRatesSync(deps);
  const followUpDigests = startFollowUpDigests(deps);
  deps.notifications.start();
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    })
      .then(() =>
        Promise.all([
          cleanup.stop(),
          nightlyRatesSync?.stop(),
          followUpDigests.stop(),
          deps.notifications.stop(),
        ]),
      )
      .then(() => deps.dbHandle.close()));
  return { url: `http://${shownHost}:${port}`, server, close, credentials };
}

function listen(server: ServerType, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(
              `port ${port} on ${host} is already in use; stop the other process or set PORT to a free port`,
            )
          : error,
      );
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve();
    });
  });
}
