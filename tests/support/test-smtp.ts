import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message as the test SMTP server received and parsed it. */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  replyTo: string | undefined;
  /** The whole message as it came over the wire. */
  raw: string;
  /** True when the client upgraded the connection with STARTTLS before sending. */
  secure: boolean;
  /** The name the client logged in with. */
  user: string | undefined;
}

export interface TestSmtp {
  port: number;
  /** smtp://user:password@127.0.0.1:port, accepting this server's self-signed certificate. */
  url: string;
  messages: ReceivedMail[];
  /** Recipients answered with a permanent 550 at RCPT TO. */
  refuse: Set<string>;
  /** Recipients answered with 550 the first time only (a mailbox that was full, then emptied). */
  refuseOnce: Set<string>;
  /** Resolves with the first received message `match` accepts, waiting up to `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export const TEST_SMTP_USER = "vayu-mailer";
export const TEST_SMTP_PASSWORD = "smtp-test-password";

/**
 * A real SMTP server on 127.0.0.1 for tests: it offers STARTTLS with its built-in self-signed
 * certificate and accepts a login only once the connection is encrypted, so a message that arrives
 * proves the client upgraded and authenticated. `port` 0 picks a free port; a stopped server can be
 * started again on the same port (a mail server that comes back). `onMessage` hears of each message
 * as it arrives (the browser tests' global setup hands them to the specs' processes that way).
 */
export async function startTestSmtp(
  port = 0,
  messages: ReceivedMail[] = [],
  onMessage?: (mail: ReceivedMail) => void | Promise<void>,
): Promise<TestSmtp> {
  const refuse = new Set<string>();
  const refuseOnce = new Set<string>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    logger: false,
    banner: "Vayu test SMTP",
    allowInsecureAuth: false,
    onAuth(auth, _session, callback) {
      if (auth.username === TEST_SMTP_USER && auth.password === TEST_SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase();
      if (refuse.has(recipient) || refuseOnce.delete(recipient)) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          async (parsed) => {
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              messageId: parsed.messageId ?? "",
              replyTo: parsed.replyTo?.value[0]?.address,
              raw: raw.toString("utf8"),
              secure: session.secure,
              user: typeof session.user === "string" ? session.user : undefined,
            };
            messages.push(mail);
            for (const wake of waiters) wake();
            try {
              await onMessage?.(mail);
              callback();
            } catch (error) {
              callback(error as Error);
            }
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://${TEST_SMTP_USER}:${TEST_SMTP_PASSWORD}@127.0.0.1:${boundPort}?tls.rejectUnauthorized=false`,
    messages,
    refuse,
    refuseOnce,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(onMessage);
          resolve(found);
          return true;
        };
        const onMessage = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(onMessage);
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(onMessage);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
