import { fileURLToPath } from "node:url";
import path from "node:path";
import { ConfigError, loadConfig } from "./config";
import { findWebDir } from "./http/spa";
import { bufferedStdout, createLogger } from "./logger";
import { startServer, type Credentials } from "./server";

const SHUTDOWN_GRACE_MS = 10_000;

function printCredentials(credentials: Credentials) {
  const lines: string[] = [];
  if (credentials.admin.generatedPassword) {
    lines.push(
      "Super admin account created (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own):",
      `  email:    ${credentials.admin.email}`,
      `  password: ${credentials.admin.generatedPassword}`,
    );
  }
  if (credentials.demoAgent?.generatedPassword) {
    lines.push(
      "Demo agent account (shown once; set DEMO_AGENT_PASSWORD to choose your own):",
      `  email:    ${credentials.demoAgent.email}`,
      `  password: ${credentials.demoAgent.generatedPassword}`,
    );
  } else if (credentials.demoAgent) {
    lines.push(
      `Demo agent account: ${credentials.demoAgent.email} with the password from DEMO_AGENT_PASSWORD`,
    );
  }
  if (lines.length === 0) return;
  const rule = "=".repeat(72);
  process.stdout.write(`\n${rule}\n${lines.join("\n")}\n${rule}\n\n`);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // The libraries pick their build from the variable itself: unset, React and React Router loaded
  // their development builds into the page renderer of a server that runs as production, rendering
  // half as fast. They are loaded with the first page, after this line.
  process.env.NODE_ENV = config.nodeEnv;
  const log = createLogger(config.logLevel, bufferedStdout());
  process.on("unhandledRejection", (reason) => log.error({ err: reason }, "unhandled rejection"));

  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDir = findWebDir(here);
  if (!webDir) log.warn("dist/web not found: run `npm run build` to serve the site; the API runs without it");

  const running = await startServer(config, log, { webDir });
  printCredentials(running.credentials);
  log.info({ url: running.url, database: config.database.kind }, "Vayu is ready");
  process.stdout.write(`Vayu is running at ${running.url}\n`);

  const shutdown = (signal: string) => {
    log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(`Vayu could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
