import { BlockList, isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { Cron } from "croner";
import { PROVINCES, RATE_PROVINCES } from "../domain/constants";

/**
 * Which hops in front of the server are our own reverse proxies (TRUST_PROXY). Hop 0 is the
 * socket peer, hop 1 the right-most X-Forwarded-For entry, and so on leftwards.
 */
export interface TrustedProxies {
  /** The setting as given, for messages. */
  setting: string;
  /** True when no proxy is trusted: X-Forwarded-* headers are ignored. */
  none: boolean;
  trusts(address: string, hop: number): boolean;
}

/** `TRUST_PROXY=true`: loopback, link-local and private (unique-local) ranges, IPv4 and IPv6. */
const PRIVATE_RANGES = [
  "127.0.0.0/8",
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "169.254.0.0/16",
  "::1/128",
  "fc00::/7",
  "fe80::/10",
];

const FALSE = new Set(["false", "0", "no", "off"]);
const TRUE = new Set(["true", "yes", "on"]);

/**
 * A bare IPv4 or IPv6 address from a header entry, lower-cased, with an IPv4-mapped IPv6
 * address turned into its IPv4 form; a port ("1.2.3.4:80", "[::1]:80") is dropped.
 * Anything else is undefined.
 */
export function normalizeIp(entry: string): string | undefined {
  let value = entry.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.indexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) ? value : undefined;
}

function addEntry(list: BlockList, entry: string): boolean {
  const [address, prefix, extra] = entry.split("/");
  const ip = address === undefined ? undefined : normalizeIp(address);
  if (!ip || extra !== undefined) return false;
  const type = isIP(ip) === 4 ? "ipv4" : "ipv6";
  if (prefix === undefined) {
    list.addAddress(ip, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (type === "ipv4" ? 32 : 128)) return false;
  list.addSubnet(ip, bits, type);
  return true;
}

/**
 * Reads TRUST_PROXY: false, true (PRIVATE_RANGES), a number of proxy hops, or a comma-separated
 * list of addresses and CIDRs. Throws an Error whose message completes "TRUST_PROXY …".
 */
export function parseTrustProxy(setting: string): TrustedProxies {
  const value = setting.trim().toLowerCase();
  if (FALSE.has(value)) return { setting, none: true, trusts: () => false };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return { setting, none: false, trusts: (_address, hop) => hop < hops };
  }
  const entries = TRUE.has(value) ? PRIVATE_RANGES : value.split(",").map((e) => e.trim());
  const list = new BlockList();
  const bad = entries.find((entry) => !addEntry(list, entry));
  if (bad !== undefined) {
    throw new Error(
      "must be true, false, a number of proxy hops, or a comma-separated list of IP addresses and CIDRs" +
        (entries.length > 1 ? ` (bad entry "${bad}")` : ""),
    );
  }
  return {
    setting,
    none: false,
    trusts: (address) => list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6"),
  };
}

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"], {
    error: "must be one of true, false, 1, 0, yes, no, on, off",
  })
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const optionalUrl = z.url({ error: "must be a full URL such as https://example.ca" }).optional();

/** A cron pattern croner accepts (5 or 6 fields), or "off". */
const cronPattern = z.string().refine(
  (value) => {
    if (value === "off") return true;
    try {
      new Cron(value, { paused: true });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be a cron pattern such as "0 2 * * *", or off' },
);

const timeZone = z.string().refine(
  (value) => {
    try {
      new Intl.DateTimeFormat("en-CA", { timeZone: value });
      return true;
    } catch {
      return false;
    }
  },
  { message: "must be an IANA time zone such as America/Toronto" },
);

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { message: "must be a real calendar date written YYYY-MM-DD" },
  );

/** The address inside a From setting: `leads@example.ca` or `"Name" <leads@example.ca>`; null when none. */
export function mailFromAddress(value: string): string | null {
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
  return z.email().safeParse(address.trim()).success ? address.trim() : null;
}

/** The day the privacy policy and terms texts in src/web/pages/static last changed in substance. */
export const DEFAULT_POLICY_UPDATED = "2026-11-24";

/** The privacy contact when none is set: privacy@ the public site's domain, else the demo brand's. */
export function defaultPrivacyEmail(publicSiteUrl: string | undefined): string {
  return `privacy@${defaultMailDomain(publicSiteUrl)}`;
}

/** The public site's domain without www, when it is a real domain; else the demo brand's. */
function defaultMailDomain(publicSiteUrl: string | undefined): string {
  const host = publicSiteUrl ? new URL(publicSiteUrl).hostname.replace(/^www\./, "") : "";
  return host.includes(".") && isIP(host) === 0 ? host : "vayu.ca";
}

const databaseUrl = z
  .string()
  .refine((v) => v === "memory://" || /^postgres(ql)?:\/\//.test(v), {
    message: "must be memory:// or a postgres:// URL (leave unset for the embedded database)",
  })
  .optional();

/**
 * Submissions one client IP may make per window (per form for leads): plenty for a person, a wall
 * for a script. Each maximum is a setting; 0 switches that limit off (a load test on one address).
 */
export const DEFAULT_SUBMISSION_LIMITS = {
  lead: { max: 10, seconds: 10 * 60 },
  chat: { max: 30, seconds: 5 * 60 },
  newsletter: { max: 10, seconds: 10 * 60 },
} as const;

const submissionLimit = (defaultMax: number) =>
  z.coerce.number().int("must be a whole number").min(0, "must be 0 (off) or more").default(defaultMax);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "must be a port number" })
      .int("must be a whole number")
      .min(0, "must be between 0 and 65535")
      .max(65535, "must be between 0 and 65535")
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: z.email({ error: "must be an email address" }).optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    SEED_DEMO: flag.default(true),
    DEMO_AGENT_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    PUBLIC_SITE_URL: optionalUrl,
    EXTERNAL_APPLY_URL: z.url({ error: "must be a full URL" }).default("https://apply.vayu.ca"),
    NEWSLETTER_URL: z.url({ error: "must be a full URL" }).default("https://vayu.ca/newsletter"),
    EXTERNAL_NETWORK_URL: optionalUrl,
    EXTERNAL_NETWORK_BROKER_CODE: z.string().min(1).optional(),
    EXTERNAL_NETWORK_NONCE: z.string().min(1).optional(),
    EXTERNAL_NETWORK_ACTION: z.string().min(1).default("mortgage_network_contact"),
    BROKERAGE_NAME: z
      .string()
      .trim()
      .min(1)
      .max(120, "must be at most 120 characters")
      .default("Vayu Mortgages"),
    BROKERAGE_LICENCE: z.string().trim().min(1).max(60, "must be at most 60 characters").optional(),
    PRIVACY_OFFICER_NAME: z
      .string()
      .trim()
      .min(1)
      .max(120, "must be at most 120 characters")
      .default("Privacy Officer"),
    PRIVACY_OFFICER_EMAIL: z.email({ error: "must be an email address" }).optional(),
    PRIVACY_POLICY_UPDATED: isoDate.default(DEFAULT_POLICY_UPDATED),
    DATA_HOSTING_LOCATION: z.string().trim().min(1).max(120, "must be at most 120 characters").optional(),
    GOVERNING_LAW_PROVINCE: z
      .enum(
        PROVINCES.map((province) => province.name),
        { error: "must be a province's or territory's full name, such as Ontario" },
      )
      .default("Ontario"),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
    SIGN_IN_MAX_PER_IP: z.coerce
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .default(30),
    SIGN_IN_MAX_PER_EMAIL: z.coerce
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .default(8),
    LEAD_LIMIT_PER_10_MIN: submissionLimit(DEFAULT_SUBMISSION_LIMITS.lead.max),
    CHAT_LIMIT_PER_5_MIN: submissionLimit(DEFAULT_SUBMISSION_LIMITS.chat.max),
    NEWSLETTER_LIMIT_PER_10_MIN: submissionLimit(DEFAULT_SUBMISSION_LIMITS.newsletter.max),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("ca-central-1"),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: optionalUrl,
    S3_FORCE_PATH_STYLE: flag.default(false),
    CHAT_LLM_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be a full URL such as http://localhost:11434/v1" })
      .optional(),
    CHAT_LLM_API_KEY: z.string().min(1).optional(),
    CHAT_LLM_MODEL: z.string().min(1).optional(),
    CHAT_LLM_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int("must be a whole number")
      .min(1000, "must be at least 1000")
      .default(15_000),
    RATES_HTML_URL: z
      .url({ protocol: /^https?$/, error: "must be a full http(s) URL of a rates page" })
      .optional(),
    RATES_HTML_PROVINCE: z
      .enum(RATE_PROVINCES, { error: "must be a province's full name or National" })
      .default("National"),
    RATES_BOC_VALET: flag.default(false),
    RATES_BOC_VALET_URL: z
      .url({ protocol: /^https?$/, error: "must be a full http(s) URL" })
      .default("https://www.bankofcanada.ca/valet"),
    RATES_SYNC_SCHEDULE: cronPattern.default("0 2 * * *"),
    RATES_SYNC_TIMEZONE: timeZone.default("America/Toronto"),
    RATES_SYNC_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int("must be a whole number")
      .min(1000, "must be at least 1000")
      // Two sources at this limit stay well inside a run's lease (RUN_LEASE_MS, 15 minutes).
      .max(120_000, "must be at most 120000")
      .default(20_000),
    RATES_SYNC_ACTIVATE_NEW: flag.default(true),
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: "must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.ca:587",
      })
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .min(1)
      .max(200, "must be at most 200 characters")
      .refine((value) => mailFromAddress(value) !== null, {
        message: 'must be an address such as leads@example.ca or "Vayu Mortgages" <leads@example.ca>',
      })
      .optional(),
    LEADS_INBOX: z.email({ error: "must be an email address" }).optional(),
    LEAD_WEBHOOK_URL: z
      .url({
        protocol: /^https?$/,
        error: "must be a full http(s) URL such as https://crm.example.ca/hooks/vayu",
      })
      .optional(),
    LEAD_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  })
  .superRefine((env, ctx) => {
    if ((env.LEAD_WEBHOOK_URL === undefined) !== (env.LEAD_WEBHOOK_SECRET === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.LEAD_WEBHOOK_URL ? "LEAD_WEBHOOK_SECRET" : "LEAD_WEBHOOK_URL"],
        message:
          "must be set together with " + (env.LEAD_WEBHOOK_URL ? "LEAD_WEBHOOK_URL" : "LEAD_WEBHOOK_SECRET"),
      });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "must be set together with " + (env.ADMIN_EMAIL ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"),
      });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set",
      });
    }
    const chatLlm = ["CHAT_LLM_BASE_URL", "CHAT_LLM_API_KEY", "CHAT_LLM_MODEL"] as const;
    const missing = chatLlm.filter((name) => env[name] === undefined);
    if (missing.length > 0 && missing.length < chatLlm.length) {
      ctx.addIssue({
        code: "custom",
        path: [missing[0]!],
        message: `must be set together with ${chatLlm.filter((name) => !missing.includes(name)).join(" and ")}`,
      });
    }
  });

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

function toConfig(env: z.output<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database:
      env.DATABASE_URL === undefined
        ? ({ kind: "pglite", dir: path.join(dataDir, "db") } as const)
        : env.DATABASE_URL === "memory://"
          ? ({ kind: "memory" } as const)
          : ({ kind: "postgres", url: env.DATABASE_URL } as const),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    seedDemo: env.SEED_DEMO,
    demoAgentPassword: env.DEMO_AGENT_PASSWORD,
    publicSiteUrl: env.PUBLIC_SITE_URL?.replace(/\/$/, ""),
    externalApplyUrl: env.EXTERNAL_APPLY_URL,
    newsletterUrl: env.NEWSLETTER_URL,
    externalNetwork: env.EXTERNAL_NETWORK_URL
      ? {
          url: env.EXTERNAL_NETWORK_URL,
          brokerCode: env.EXTERNAL_NETWORK_BROKER_CODE,
          nonce: env.EXTERNAL_NETWORK_NONCE,
          action: env.EXTERNAL_NETWORK_ACTION,
        }
      : undefined,
    /**
     * Who runs the site, as the footer, the privacy policy and the terms of use name them
     * (docs/decisions/0022). No licence set means no licence line, never a made-up number.
     */
    legal: {
      brokerageName: env.BROKERAGE_NAME,
      brokerageLicence: env.BROKERAGE_LICENCE ?? null,
      privacyOfficerName: env.PRIVACY_OFFICER_NAME,
      privacyOfficerEmail: env.PRIVACY_OFFICER_EMAIL ?? defaultPrivacyEmail(env.PUBLIC_SITE_URL),
      policyUpdated: env.PRIVACY_POLICY_UPDATED,
      dataHostingLocation: env.DATA_HOSTING_LOCATION ?? null,
      governingLawProvince: env.GOVERNING_LAW_PROVINCE,
    },
    authSecret: env.AUTH_SECRET,
    /** The reverse proxies whose X-Forwarded-For/Proto/Host headers are believed. */
    trustedProxies: env.TRUST_PROXY,
    /** Sign-in attempts allowed per 15 minutes per client IP, and per email address from one IP. */
    signInLimits: { perIp: env.SIGN_IN_MAX_PER_IP, perEmail: env.SIGN_IN_MAX_PER_EMAIL },
    /** Public submissions per client IP and window; a max of 0 means no limit. */
    submissionLimits: {
      lead: { ...DEFAULT_SUBMISSION_LIMITS.lead, max: env.LEAD_LIMIT_PER_10_MIN },
      chat: { ...DEFAULT_SUBMISSION_LIMITS.chat, max: env.CHAT_LIMIT_PER_5_MIN },
      newsletter: { ...DEFAULT_SUBMISSION_LIMITS.newsletter, max: env.NEWSLETTER_LIMIT_PER_10_MIN },
    },
    logLevel: env.LOG_LEVEL,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
          publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, ""),
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    /** The OpenAI-compatible model behind the chat assistant; without it the built-in answers are used. */
    chatLlm:
      env.CHAT_LLM_BASE_URL && env.CHAT_LLM_API_KEY && env.CHAT_LLM_MODEL
        ? {
            baseUrl: env.CHAT_LLM_BASE_URL.replace(/\/+$/, ""),
            apiKey: env.CHAT_LLM_API_KEY,
            model: env.CHAT_LLM_MODEL,
            /** Time allowed until the first token. */
            timeoutMs: env.CHAT_LLM_TIMEOUT_MS,
          }
        : undefined,
    /**
     * The nightly rate sync (issue 12): which sources it reads, when it runs, and whether rates it
     * adds go live at once. With no source configured the job is off.
     */
    ratesSync: {
      html: env.RATES_HTML_URL ? { url: env.RATES_HTML_URL, province: env.RATES_HTML_PROVINCE } : undefined,
      valet: env.RATES_BOC_VALET ? { baseUrl: env.RATES_BOC_VALET_URL.replace(/\/+$/, "") } : undefined,
      /** Cron pattern in `timezone`; null when the nightly run is switched off. */
      schedule: env.RATES_SYNC_SCHEDULE === "off" ? null : env.RATES_SYNC_SCHEDULE,
      timezone: env.RATES_SYNC_TIMEZONE,
      /** Time allowed per source for the whole response, body included. */
      timeoutMs: env.RATES_SYNC_TIMEOUT_MS,
      /** Whether a rate the sync adds is shown at once (true) or waits for the super admin (false). */
      activateNew: env.RATES_SYNC_ACTIVATE_NEW,
    },
    /**
     * Where e-mail goes (issue 15): SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. The
     * sender defaults to the brokerage's name at no-reply@ the public site's domain.
     */
    mail: {
      smtpUrl: env.SMTP_URL,
      from:
        env.MAIL_FROM ??
        `"${env.BROKERAGE_NAME.replaceAll('"', "")}" <no-reply@${defaultMailDomain(env.PUBLIC_SITE_URL)}>`,
      outboxDir: path.join(dataDir, "outbox"),
    },
    /** Who hears of an unassigned lead; without it, the first super admin. */
    leadsInbox: env.LEADS_INBOX?.toLowerCase(),
    /** The CRM webhook every new lead is posted to, signed with the secret. */
    leadWebhook:
      env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
        ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET }
        : undefined,
  };
}

/** Reads the environment once; the only module that touches process.env for settings. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const value = cleaned[name];
    const shown = value === undefined || /PASSWORD|SECRET|KEY/.test(name) ? "" : ` (got "${value}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  return toConfig(parsed.data);
}
