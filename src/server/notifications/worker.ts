import { isIP } from "node:net";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { EmailPayload, Notification, WebhookPayload } from "../db/schema";
import type { Logger } from "../logger";
import { createMailer, MailDeliveryError, type Mailer } from "../mail/mailer";
import { claimNext, markAttemptFailed, markSent } from "./queue";
import { postWebhook, WebhookDeliveryError } from "./webhook";

/** How often the queue is looked at for retries that came due (new rows wake the worker at once). */
export const POLL_INTERVAL_MS = 15_000;

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface NotificationWorker {
  mailer: Mailer;
  /** Sends every notification due at `now`, one at a time, until none is left. */
  drain(now?: Date): Promise<DrainResult>;
  /** A row was just queued: drain soon, when the worker runs. */
  wake(): void;
  start(): void;
  /** Stops polling and waits for the delivery in progress, so nothing is left half recorded. */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  mailer?: Mailer;
  fetch?: typeof fetch;
  pollIntervalMs?: number;
}

/** The domain Message-IDs are made in: the sender's. */
function messageDomain(from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "vayu.local";
  return isIP(domain) === 0 ? domain : "vayu.local";
}

export function createNotificationWorker(
  deps: { db: Database; config: Config; log: Logger },
  options: WorkerOptions = {},
): NotificationWorker {
  const { db, config, log } = deps;
  const mailer = options.mailer ?? createMailer(config.mail);
  const domain = messageDomain(config.mail.from);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let started = false;

  async function deliver(row: Notification): Promise<void> {
    if (row.channel === "email") {
      const payload = row.payload as EmailPayload;
      await mailer.send({ ...payload, messageId: `<${row.id}@${domain}>` });
      return;
    }
    if (!config.leadWebhook) {
      throw new WebhookDeliveryError("LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET are no longer set", true);
    }
    await postWebhook(row.payload as WebhookPayload, config.leadWebhook.secret, row.id, options.fetch);
  }

  async function drain(now?: Date): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const row = await claimNext(db, now ?? new Date());
      if (!row) return result;
      try {
        await deliver(row);
        await markSent(db, row, now ?? new Date());
        result.sent += 1;
        log.info({ notification: row.id, channel: row.channel, kind: row.kind }, "notification sent");
      } catch (error) {
        const permanent =
          (error instanceof MailDeliveryError || error instanceof WebhookDeliveryError) && error.permanent;
        const message = error instanceof Error ? error.message : String(error);
        const outcome = await markAttemptFailed(db, row, message, permanent, now ?? new Date());
        result[outcome === "retry" ? "retrying" : "failed"] += 1;
        log[outcome === "retry" ? "warn" : "error"](
          { notification: row.id, channel: row.channel, attempts: row.attempts, err: message },
          outcome === "retry" ? "notification not delivered; will retry" : "notification failed",
        );
      }
    }
  }

  /** One pass at a time in this process; a wake during a pass runs another after it. */
  function run(): void {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, "notification queue pass failed"))
      .finally(() => {
        running = undefined;
        if (again && started) {
          again = false;
          run();
        }
      });
  }

  return {
    mailer,
    drain,
    wake() {
      if (started) setImmediate(run);
    },
    start() {
      if (started) return;
      started = true;
      timer = setInterval(run, options.pollIntervalMs ?? POLL_INTERVAL_MS);
      timer.unref();
      run();
    },
    async stop() {
      started = false;
      clearInterval(timer);
      await running;
      mailer.close();
    },
  };
}
