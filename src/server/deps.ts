import type { Role } from "../domain/roles";
import type { LoadAuth } from "./auth/auth";
import type { Config } from "./config";
import type { Database, DbHandle } from "./db/client";
import type { Logger } from "./logger";
import type { NotificationWorker } from "./notifications/worker";
import type { Storage } from "./storage/types";

/** Everything a route needs, built once at start and handed to createApp. */
export interface AppDeps {
  config: Config;
  dbHandle: DbHandle;
  db: Database;
  storage: Storage;
  /** better-auth, imported on first use (src/server/auth/auth.ts). */
  auth: LoadAuth;
  log: Logger;
  /** The notification queue's sender; routes wake it after queueing. */
  notifications: NotificationWorker;
}

/** The signed-in caller as the data functions see it. */
export interface Actor {
  userId: string;
  email: string;
  fullName: string;
  role: Role;
  /** The agents row this user owns, when any. */
  agentId: string | null;
  profileSlug: string | null;
  /** False when the super admin deactivated that agents row; null without one. */
  agentActive: boolean | null;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    deps: AppDeps;
    /** undefined = not looked up yet; null = visitor. */
    actor: Actor | null | undefined;
    /** The security headers of this answer, lower-case names (securityHeaders). */
    securityHeaders: Record<string, string>;
    /** Set by completeResponse: the answer carries every header, the middleware leave it alone. */
    complete: boolean;
  };
}
