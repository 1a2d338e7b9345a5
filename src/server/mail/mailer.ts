import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { mailFromAddress, type Config } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A display name for From; the address stays the configured sender's (MAIL_FROM). */
  fromName?: string;
  /**
   * The Message-ID, fixed per queued notification: a message sent again after a crash between the
   * server's acceptance and our record of it carries the same id, which mail systems use to drop it.
   */
  messageId: string;
}

export interface Mailer {
  /** 'outbox' writes .eml files into DATA_DIR/outbox; 'smtp' hands messages to SMTP_URL's server. */
  kind: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * A message the mail server refused. `permanent` when it answered 5xx for this message (an unknown
 * mailbox, a rejected sender): retrying cannot help. Connection failures and 4xx are worth retrying.
 */
export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const SMTP_TIMEOUT_MS = 30_000;

/** Chooses the transport from configuration; nodemailer itself loads on the first message. */
export function createMailer(mail: Config["mail"]): Mailer {
  return mail.smtpUrl ? smtpMailer(mail.smtpUrl, mail.from) : outboxMailer(mail.outboxDir, mail.from);
}

async function loadNodemailer() {
  return (await import("nodemailer")).default;
}

/**
 * The sender: the configured From, or its address under the message's own display name. Nodemailer quotes
 * and encodes the name, and the name reaching here is one line, so it cannot add a header.
 */
function fromHeader({ fromName }: MailMessage, from: string) {
  const address = fromName ? mailFromAddress(from) : null;
  return fromName && address ? { name: fromName.replace(/[\r\n]+/g, " "), address } : from;
}

function toNodemailerMessage(message: MailMessage, from: string) {
  return {
    from: fromHeader(message, from),
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
  };
}

/** Writes the file, creating its folder first when it is missing (the first message, or cleared since). */
async function writeCreatingDir(dir: string, file: string, bytes: Buffer): Promise<void> {
  try {
    await writeFile(file, bytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await mkdir(dir, { recursive: true });
    await writeFile(file, bytes);
  }
}

/** RFC 5322 files a person can open in any mail client: what would have been sent. */
function outboxMailer(dir: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    kind: "outbox",
    async send(message) {
      transport ??= loadNodemailer().then((nodemailer) =>
        nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }),
      );
      const info = await (await transport).sendMail(toNodemailerMessage(message, from));
      const bytes = info.message as Buffer;
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${randomBytes(4).toString("hex")}.eml`;
      // Written under a temporary name first, so a reader never opens half a message.
      const partial = path.join(dir, `.${name}.partial`);
      await writeCreatingDir(dir, partial, bytes);
      await rename(partial, path.join(dir, name));
    },
    close() {},
  };
}

function smtpMailer(url: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    kind: "smtp",
    async send(message) {
      // smtp:// upgrades with STARTTLS whenever the server offers it; smtps:// is TLS from the start.
      transport ??= loadNodemailer().then((nodemailer) =>
        nodemailer.createTransport({
          url,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        }),
      );
      try {
        await (await transport).sendMail(toNodemailerMessage(message, from));
      } catch (error) {
        throw toDeliveryError(error);
      }
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}

function toDeliveryError(error: unknown): MailDeliveryError {
  const { message, responseCode, code } = error as { message?: string; responseCode?: number; code?: string };
  // A refused login is the site's settings, not this message: it is retried while someone fixes them.
  const permanent = typeof responseCode === "number" && responseCode >= 500 && code !== "EAUTH";
  return new MailDeliveryError(message ?? String(error), permanent);
}
