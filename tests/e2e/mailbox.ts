import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ReceivedMail } from "../support/test-smtp";

/**
 * The e2e server sends its e-mail to a test SMTP server in the global setup's process; specs run in
 * other processes, so each message is written there as a JSON file into this folder for them to read.
 */
export const MAIL_DIR_ENV = "VAYU_E2E_MAIL_DIR";

/** The global setup's side: one file per message, renamed into place so a reader never sees half of one. */
export async function saveMail(dir: string, mail: ReceivedMail): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = `${Date.now()}-${Math.random().toString(36).slice(2)}.json`;
  const partial = path.join(dir, `.${name}.partial`);
  await writeFile(partial, JSON.stringify(mail));
  await rename(partial, path.join(dir, name));
}

async function receivedMail(dir: string): Promise<ReceivedMail[]> {
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".json")).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8"))));
}

/** The specs' side: the first message `match` accepts, waiting up to `timeoutMs` for it to arrive. */
export async function waitForMail(
  match: (mail: ReceivedMail) => boolean,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const dir = process.env[MAIL_DIR_ENV];
  if (!dir) throw new Error(`${MAIL_DIR_ENV} is not set: the e2e global setup sets it`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedMail(dir)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching e-mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** All messages received so far, for a spec that checks one was never sent. */
export async function allMail(): Promise<ReceivedMail[]> {
  const dir = process.env[MAIL_DIR_ENV];
  if (!dir) throw new Error(`${MAIL_DIR_ENV} is not set: the e2e global setup sets it`);
  return receivedMail(dir);
}
