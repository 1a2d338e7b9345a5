import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEFAULT_POLICY_UPDATED,
  defaultPrivacyEmail,
  loadConfig,
  normalizeIp,
  parseTrustProxy,
} from "./config";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.database).toEqual({ kind: "pglite", dir: path.resolve("./data/db") });
    expect(config.seedDemo).toBe(true);
    expect(config.admin).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.ratesSync).toEqual({
      html: undefined,
      valet: undefined,
      schedule: "0 2 * * *",
      timezone: "America/Toronto",
      timeoutMs: 20_000,
      activateNew: true,
    });
  });

  it("configures the rate sync's sources and schedule", () => {
    const { ratesSync } = loadConfig({
      RATES_HTML_URL: "https://rates.example.ca/today",
      RATES_HTML_PROVINCE: "Nova Scotia",
      RATES_BOC_VALET: "true",
      RATES_BOC_VALET_URL: "http://127.0.0.1:9999/valet/",
      RATES_SYNC_SCHEDULE: "off",
      RATES_SYNC_ACTIVATE_NEW: "false",
    });
    expect(ratesSync).toMatchObject({
      html: { url: "https://rates.example.ca/today", province: "Nova Scotia" },
      valet: { baseUrl: "http://127.0.0.1:9999/valet" },
      schedule: null,
      activateNew: false,
    });
  });

  it("names the brokerage and its privacy contact from the environment", () => {
    expect(loadConfig({}).legal).toEqual({
      brokerageName: "Vayu Mortgages",
      brokerageLicence: null,
      privacyOfficerName: "Privacy Officer",
      privacyOfficerEmail: "privacy@vayu.ca",
      policyUpdated: DEFAULT_POLICY_UPDATED,
      dataHostingLocation: null,
      governingLawProvince: "Ontario",
    });
    const legal = loadConfig({
      BROKERAGE_NAME: " Maple Mortgage Group Inc. ",
      BROKERAGE_LICENCE: "FSRA 13579",
      PRIVACY_OFFICER_NAME: "Jordan Lee",
      PRIVACY_OFFICER_EMAIL: "jordan@maple.example.ca",
      PRIVACY_POLICY_UPDATED: "2027-01-31",
      DATA_HOSTING_LOCATION: "Canada (Montréal, Quebec)",
      GOVERNING_LAW_PROVINCE: "British Columbia",
    }).legal;
    expect(legal).toMatchObject({
      brokerageName: "Maple Mortgage Group Inc.",
      brokerageLicence: "FSRA 13579",
      privacyOfficerEmail: "jordan@maple.example.ca",
      policyUpdated: "2027-01-31",
      governingLawProvince: "British Columbia",
    });
  });

  it("refuses a policy date that is not a real day and a province that does not exist", () => {
    expect(() => loadConfig({ PRIVACY_POLICY_UPDATED: "2026-02-30" })).toThrow(
      /PRIVACY_POLICY_UPDATED must be a real calendar date/,
    );
    expect(() => loadConfig({ PRIVACY_POLICY_UPDATED: "24/11/2026" })).toThrow(/YYYY-MM-DD/);
    expect(() => loadConfig({ GOVERNING_LAW_PROVINCE: "ON" })).toThrow(/GOVERNING_LAW_PROVINCE/);
    expect(() => loadConfig({ PRIVACY_OFFICER_EMAIL: "privacy" })).toThrow(/PRIVACY_OFFICER_EMAIL/);
  });

  it("writes to privacy@ the public site's domain when no privacy email is set", () => {
    expect(defaultPrivacyEmail("https://www.maplemortgages.ca")).toBe("privacy@maplemortgages.ca");
    expect(defaultPrivacyEmail("https://brokers.example.ca")).toBe("privacy@brokers.example.ca");
    expect(defaultPrivacyEmail("http://localhost:3000")).toBe("privacy@vayu.ca");
    expect(defaultPrivacyEmail("http://192.168.1.20:3000")).toBe("privacy@vayu.ca");
    expect(defaultPrivacyEmail(undefined)).toBe("privacy@vayu.ca");
    expect(loadConfig({ PUBLIC_SITE_URL: "https://maple.example.ca" }).legal.privacyOfficerEmail).toBe(
      "privacy@maple.example.ca",
    );
  });

  it("sends mail through SMTP_URL, else into DATA_DIR/outbox, from MAIL_FROM or no-reply@ the site's domain", () => {
    const outbox = loadConfig({ DATA_DIR: "/srv/vayu", PUBLIC_SITE_URL: "https://www.example-brokerage.ca" });
    expect(outbox.mail).toEqual({
      smtpUrl: undefined,
      from: '"Vayu Mortgages" <no-reply@example-brokerage.ca>',
      outboxDir: "/srv/vayu/outbox",
    });
    const smtp = loadConfig({
      SMTP_URL: "smtps://user:pass@mail.example.ca:465",
      MAIL_FROM: "Leads <leads@example.ca>",
      LEADS_INBOX: "Inbox@Example.ca",
    });
    expect(smtp.mail.smtpUrl).toBe("smtps://user:pass@mail.example.ca:465");
    expect(smtp.mail.from).toBe("Leads <leads@example.ca>");
    expect(smtp.leadsInbox).toBe("inbox@example.ca");
    expect(() => loadConfig({ SMTP_URL: "https://mail.example.ca" })).toThrow(
      /SMTP_URL must be an smtp:\/\//,
    );
    expect(() => loadConfig({ MAIL_FROM: "Leads <not an address>" })).toThrow(/MAIL_FROM must be an address/);
    expect(() => loadConfig({ LEADS_INBOX: "inbox" })).toThrow(/LEADS_INBOX must be an email address/);
  });

  it("turns the lead webhook on only with both its URL and a secret", () => {
    expect(loadConfig({}).leadWebhook).toBeUndefined();
    const on = loadConfig({
      LEAD_WEBHOOK_URL: "https://crm.example.ca/hook",
      LEAD_WEBHOOK_SECRET: "s".repeat(16),
    });
    expect(on.leadWebhook).toEqual({ url: "https://crm.example.ca/hook", secret: "s".repeat(16) });
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: "https://crm.example.ca/hook" })).toThrow(
      /LEAD_WEBHOOK_SECRET must be set together with LEAD_WEBHOOK_URL/,
    );
    expect(() => loadConfig({ LEAD_WEBHOOK_SECRET: "s".repeat(16) })).toThrow(/LEAD_WEBHOOK_URL must be set/);
    expect(() =>
      loadConfig({ LEAD_WEBHOOK_URL: "https://crm.example.ca/hook", LEAD_WEBHOOK_SECRET: "short" }),
    ).toThrow(/LEAD_WEBHOOK_SECRET must be at least 16 characters$/);
  });

  it("selects the database driver from DATABASE_URL", () => {
    expect(loadConfig({ DATABASE_URL: "memory://" }).database).toEqual({ kind: "memory" });
    expect(loadConfig({ DATABASE_URL: "postgres://u@h:5432/db" }).database).toEqual({
      kind: "postgres",
      url: "postgres://u@h:5432/db",
    });
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a port number \(got "abc"\)$/],
    [{ PORT: "70000" }, /^Invalid configuration: PORT must be between 0 and 65535/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid configuration: DATABASE_URL must be memory:\/\/ or a postgres/],
    [{ SEED_DEMO: "maybe" }, /^Invalid configuration: SEED_DEMO must be one of/],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "long-enough" }, /ADMIN_EMAIL must be an email address/],
    [
      { ADMIN_EMAIL: "a@b.ca" },
      /^Invalid configuration: ADMIN_PASSWORD must be set together with ADMIN_EMAIL$/,
    ],
    [{ EXTERNAL_APPLY_URL: "apply" }, /^Invalid configuration: EXTERNAL_APPLY_URL must be a full URL/],
    [{ S3_BUCKET: "files" }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required/],
    [
      { RATES_HTML_URL: "ftp://rates.example.ca" },
      /^Invalid configuration: RATES_HTML_URL must be a full http\(s\) URL/,
    ],
    [{ RATES_HTML_PROVINCE: "Ontari" }, /RATES_HTML_PROVINCE must be a province's full name or National/],
    [
      { RATES_SYNC_SCHEDULE: "at two" },
      /RATES_SYNC_SCHEDULE must be a cron pattern such as "0 2 \* \* \*", or off/,
    ],
    [{ RATES_SYNC_TIMEZONE: "Eastern" }, /RATES_SYNC_TIMEZONE must be an IANA time zone/],
    [{ RATES_SYNC_TIMEOUT_MS: "600000" }, /RATES_SYNC_TIMEOUT_MS must be at most 120000/],
    [
      { CHAT_LLM_BASE_URL: "http://localhost:11434/v1", CHAT_LLM_MODEL: "llama3.1" },
      /^Invalid configuration: CHAT_LLM_API_KEY must be set together with CHAT_LLM_BASE_URL and CHAT_LLM_MODEL$/,
    ],
    [
      { CHAT_LLM_API_KEY: "ollama" },
      /^Invalid configuration: CHAT_LLM_BASE_URL must be set together with CHAT_LLM_API_KEY$/,
    ],
    [
      { CHAT_LLM_BASE_URL: "localhost:11434", CHAT_LLM_API_KEY: "k", CHAT_LLM_MODEL: "m" },
      /^Invalid configuration: CHAT_LLM_BASE_URL must be a full URL/,
    ],
    [{ CHAT_LLM_TIMEOUT_MS: "500" }, /^Invalid configuration: CHAT_LLM_TIMEOUT_MS must be at least 1000/],
    [
      { TRUST_PROXY: "maybe" },
      /^Invalid configuration: TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of IP addresses and CIDRs \(got "maybe"\)$/,
    ],
    [
      { TRUST_PROXY: "10.0.0.0/8, lb.internal" },
      /^Invalid configuration: TRUST_PROXY must be .* CIDRs \(bad entry "lb.internal"\) \(got "10.0.0.0\/8, lb.internal"\)$/,
    ],
  ])("refuses %o with one clear line", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("turns the chat model on only when its URL, key and model are all set", () => {
    expect(loadConfig({}).chatLlm).toBeUndefined();
    expect(
      loadConfig({
        CHAT_LLM_BASE_URL: "http://localhost:11434/v1/",
        CHAT_LLM_API_KEY: "ollama",
        CHAT_LLM_MODEL: "llama3.1:8b",
      }).chatLlm,
    ).toEqual({
      baseUrl: "http://localhost:11434/v1",
      apiKey: "ollama",
      model: "llama3.1:8b",
      timeoutMs: 15_000,
    });
    const slow = loadConfig({
      CHAT_LLM_BASE_URL: "https://llm.example.ca/v1",
      CHAT_LLM_API_KEY: "sk-x",
      CHAT_LLM_MODEL: "m",
      CHAT_LLM_TIMEOUT_MS: "30000",
    });
    expect(slow.chatLlm?.timeoutMs).toBe(30_000);
  });

  it("never echoes a secret value", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "a@b.ca", ADMIN_PASSWORD: "short" })).toThrow(
      /^Invalid configuration: ADMIN_PASSWORD must be at least 8 characters$/,
    );
  });

  it("reads TRUST_PROXY as off, private ranges, a hop count or a list", () => {
    const trusts = (setting: string | undefined, address: string, hop = 0) =>
      loadConfig({ TRUST_PROXY: setting }).trustedProxies.trusts(address, hop);
    expect(loadConfig({}).trustedProxies.none).toBe(true);
    expect(trusts("false", "127.0.0.1")).toBe(false);
    expect(trusts("true", "127.0.0.1")).toBe(true);
    expect(trusts("true", "203.0.113.9")).toBe(false);
    expect(trusts("1", "203.0.113.9", 0)).toBe(true);
    expect(trusts("1", "203.0.113.9", 1)).toBe(false);
    expect(trusts(" 203.0.113.0/24 , ::1 ", "203.0.113.9")).toBe(true);
    expect(trusts(" 203.0.113.0/24 , ::1 ", "::1")).toBe(true);
    expect(trusts(" 203.0.113.0/24 , ::1 ", "127.0.0.1")).toBe(false);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("stops the server start with that single line", async () => {
    const run = promisify(execFile);
    const error = await run(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { ...process.env, PORT: "not-a-port" },
    }).catch((e: { code: number; stderr: string; stdout: string }) => e);
    expect(error).toMatchObject({ code: 1 });
    const { stderr } = error as { stderr: string };
    expect(stderr.trim()).toBe('Invalid configuration: PORT must be a port number (got "not-a-port")');
  }, 30_000);
});

describe("normalizeIp", () => {
  it.each([
    [" 203.0.113.7 ", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:203.0.113.7", "203.0.113.7"],
    ["2001:DB8::1", "2001:db8::1"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["unknown", undefined],
    ["", undefined],
    ["203.0.113", undefined],
    ["203.0.113.7.8", undefined],
    ["<script>", undefined],
  ])("%j → %j", (entry, expected) => {
    expect(normalizeIp(entry)).toBe(expected);
  });
});

describe("parseTrustProxy", () => {
  it.each(["maybe", "10.0.0.0/33", "10.0.0.1/8/2", "::1/129", "10.0.0.1/x", "-1"])(
    "refuses %j",
    (setting) => {
      expect(() => parseTrustProxy(setting)).toThrow(
        /^must be true, false, a number of proxy hops, or a comma/,
      );
    },
  );

  it.each([
    ["10.0.0.1,", ""],
    ["10.0.0.1, proxy.internal", "proxy.internal"],
  ])("refuses the list %j naming its bad entry %j", (setting, bad) => {
    expect(() => parseTrustProxy(setting)).toThrow(`(bad entry "${bad}")`);
  });

  it("trusts loopback, link-local and private ranges for true", () => {
    const trusted = parseTrustProxy("TRUE");
    for (const address of [
      "127.0.0.1",
      "10.9.8.7",
      "172.31.0.1",
      "192.168.1.1",
      "169.254.1.1",
      "::1",
      "fd00::1",
      "fe80::1",
    ]) {
      expect(trusted.trusts(address, 0), address).toBe(true);
    }
    for (const address of ["172.32.0.1", "192.0.2.1", "8.8.8.8", "2001:db8::1"]) {
      expect(trusted.trusts(address, 0), address).toBe(false);
    }
  });
});
