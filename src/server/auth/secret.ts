import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";

/**
 * The session-signing secret: AUTH_SECRET when given (required for several instances),
 * otherwise one generated on first start and kept in DATA_DIR so sessions survive restarts.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  if (config.database.kind === "memory") return randomBytes(32).toString("hex");
  const file = path.join(config.dataDir, "auth-secret");
  try {
    const saved = readFileSync(file, "utf8").trim();
    if (saved.length >= 32) return saved;
  } catch {
    // first start: generate below
  }
  const secret = randomBytes(32).toString("hex");
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
