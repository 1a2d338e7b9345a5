import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./mailer";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const message = (n: number) => ({
  to: "broker@example.ca",
  subject: `Lead ${n}`,
  text: `Lead ${n} — details`,
  html: `<p>Lead ${n}</p>`,
  messageId: `<${n}@vayu.local>`,
});

describe("outbox mailer", () => {
  it("creates its folder for the first message and again when the folder was removed", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "vayu-outbox-"));
    dirs.push(root);
    const outboxDir = path.join(root, "data", "outbox");
    const mailer = createMailer({ smtpUrl: undefined, outboxDir, from: "Vayu <no-reply@vayu.local>" });

    await mailer.send(message(1));
    expect(await readdir(outboxDir)).toHaveLength(1);
    await rm(outboxDir, { recursive: true });
    await mailer.send(message(2));
    await mailer.send(message(3));

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith(".eml"))).toBe(true);
    const texts = await Promise.all(files.map((name) => readFile(path.join(outboxDir, name), "utf8")));
    expect(texts.map((text) => /^Subject: (.*)$/m.exec(text)?.[1]).sort()).toEqual(["Lead 2", "Lead 3"]);
  });
});
