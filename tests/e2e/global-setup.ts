import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createUserWithPassword } from "../../src/server/auth/users";
import { openDatabase } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { startTestSmtp } from "../support/test-smtp";
import { E2E_ACCOUNTS, E2E_LEGAL, E2E_BOUNCING_ACCOUNT, E2E_RESET_ACCOUNT } from "./accounts";
import { MAIL_DIR_ENV, saveMail } from "./mailbox";

const root = path.resolve(import.meta.dirname, "../..");

/** Users for the roles the demo seed doesn't sign in as, written straight into the database. */
async function prepareDatabase(dataDir: string) {
  const handle = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "db") });
  await migrateDatabase(handle);
  for (const role of ["admin", "others"] as const) {
    const { email, password } = E2E_ACCOUNTS[role];
    await createUserWithPassword(handle.db, { email, password, fullName: `E2E ${role}`, role });
  }
  await createUserWithPassword(handle.db, {
    ...E2E_RESET_ACCOUNT,
    fullName: "E2E Forgetful",
    role: "others",
  });
  await createUserWithPassword(handle.db, {
    ...E2E_BOUNCING_ACCOUNT,
    fullName: "E2E Bouncing",
    role: "others",
  });
  await handle.close();
}

/** Resolves with the address a started server prints; rejects when it exits first. */
export function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Vayu is running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`e2e server exited with ${code}:\n${output}`)));
  });
}

/** A built server on its own data folder and a free port: its address, and how to stop it and remove the folder. */
export async function startBuiltServer(dataDir: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(root, "dist/server/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // Every browser test signs in and sends its forms from 127.0.0.1; the per-email limit stays at its
      // default, and the limits themselves are covered by the API tests.
      SIGN_IN_MAX_PER_IP: "1000",
      LEAD_LIMIT_PER_10_MIN: "1000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    return { url: await waitForUrl(child), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export default async function globalSetup() {
  const server = path.join(root, "dist/server/main.js");
  if (!existsSync(server) || !existsSync(path.join(root, "dist/web/index.html"))) {
    throw new Error("The e2e tests run against the built app: run `npm run build` first.");
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-e2e-"));
  await prepareDatabase(dataDir);
  const mailDir = await mkdtemp(path.join(os.tmpdir(), "vayu-e2e-mail-"));
  const smtp = await startTestSmtp(0, [], (mail) => saveMail(mailDir, mail));
  smtp.refuseOnce.add(E2E_BOUNCING_ACCOUNT.email);
  const { url, stop } = await startBuiltServer(dataDir, {
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: E2E_ACCOUNTS.super_admin.email,
    ADMIN_PASSWORD: E2E_ACCOUNTS.super_admin.password,
    DEMO_AGENT_PASSWORD: E2E_ACCOUNTS.agent.password,
    EXTERNAL_APPLY_URL: "https://apply.example.ca/start",
    NEWSLETTER_URL: "https://news.example.ca/subscribe",
    BROKERAGE_LICENCE: E2E_LEGAL.brokerageLicence,
    PRIVACY_OFFICER_NAME: E2E_LEGAL.privacyOfficerName,
  });
  process.env.VAYU_E2E_URL = url;
  process.env[MAIL_DIR_ENV] = mailDir;
  return async () => {
    await stop();
    await smtp.stop();
    await rm(mailDir, { recursive: true, force: true });
  };
}
