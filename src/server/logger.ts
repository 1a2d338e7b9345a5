import pino, { type Logger } from "pino";

export type { Logger };

/** Structured JSON logs; credentials and cookies never reach the output. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        "password",
        "*.password",
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
      ],
      censor: "[redacted]",
    },
  });
}
