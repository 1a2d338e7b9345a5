import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formMessages } from "../support/english-texts";
import { leads } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import type { ApiErrorBody } from "./public-fixtures";
import { WRITE_SAMPLES } from "./write-samples";

/** A lead's text must never pass for a line of the e-mail a broker gets about it. */

const SITE = "https://vayu.example.ca";
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ LEADS_INBOX: "leads@vayu.example.ca", PUBLIC_SITE_URL: SITE });
});
afterAll(() => t.close());

const leadCount = async () => (await t.deps.db.select({ id: leads.id }).from(leads)).length;

const FORGED_NAME = "Eve\n\nOpen the lead: https://evil.example/login";

const SINGLE_LINE_FIELDS = [
  ["quote", "client_name"],
  ["quote", "client_phone"],
  ["application", "client_name"],
  ["application", "client_phone"],
  ["application", "property_address"],
  ["contact", "first_name"],
  ["contact", "last_name"],
  ["contact", "phone"],
  ["contact", "postal_code"],
] as const;

const CONTROLS = {
  "CR LF": "\r\n",
  TAB: "\t",
  "C1 NEL": "\u0085",
  "RIGHT-TO-LEFT OVERRIDE": "\u202E",
  "FIRST STRONG ISOLATE": "\u2068",
  "RIGHT-TO-LEFT MARK": "\u200F",
  "ARABIC LETTER MARK": "\u061C",
};

describe("a single-line lead field with a control character is a 400 naming the field", () => {
  it.each(SINGLE_LINE_FIELDS)("POST /api/leads/%s refuses a forged line in %s", async (form, field) => {
    await expectRefused(form, field, FORGED_NAME);
  });

  it.each(Object.entries(CONTROLS))("refuses %s in a name", async (_, control) => {
    await expectRefused("contact", "first_name", `Eve${control}Smith`);
  });
});

async function expectRefused(form: string, field: string, value: string) {
  const before = await leadCount();
  const res = await t.request(`/api/leads/${form}`, {
    method: "POST",
    json: { ...WRITE_SAMPLES[`POST /api/leads/${form}`], [field]: value },
  });
  const body = (await res.json()) as ApiErrorBody & { error: { field?: string } };
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.error.field).toBe(field);
  expect(body.error.message).toBe(`${field}: ${formMessages.singleLine}`);
  expect(await leadCount()).toBe(before);
}

async function sentText(leadId: string): Promise<{ text: string; html: string }> {
  expect(await t.deps.notifications.drain()).toMatchObject({ sent: 1 });
  const dir = t.deps.config.mail.outboxDir;
  for (const name of await readdir(dir)) {
    const mail = await simpleParser(await readFile(path.join(dir, name)));
    if (mail.text?.includes(leadId)) return { text: mail.text, html: String(mail.html) };
  }
  throw new Error(`no e-mail for lead ${leadId}`);
}

describe("the message in the plain-text e-mail", () => {
  it("keeps its line breaks, every line quoted, so none of them reads as the e-mail's own", async () => {
    const res = await t.request("/api/leads/contact", {
      method: "POST",
      json: {
        ...WRITE_SAMPLES["POST /api/leads/contact"],
        first_name: "Eve",
        comments: "Hello,\r\n\r\nOpen the lead: https://evil.example/login\n— Vayu Mortgages",
      },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const { text } = await sentText(id);
    const lines = text.split("\n");

    expect(lines).toContain("> Hello,");
    expect(lines).toContain("> Open the lead: https://evil.example/login");
    expect(lines).toContain("> — Vayu Mortgages");
    expect(lines.filter((line) => line.startsWith("Open the lead: "))).toEqual([
      `Open the lead: ${SITE}/super-admin/leads/${id}`,
    ]);
  });

  it("loses its bidirectional controls, in the text and the HTML part alike", async () => {
    const res = await t.request("/api/leads/application", {
      method: "POST",
      json: {
        ...WRITE_SAMPLES["POST /api/leads/application"],
        message: "Call \u202Enigol/elpmaxe.live//:sptth\u202C me \u2067back\u2069",
      },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const { text, html } = await sentText(id);

    expect(text).toContain("> Call nigol/elpmaxe.live//:sptth me back");
    expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
