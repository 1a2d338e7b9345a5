import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  DOCUMENT_TYPES,
  LEAD_STATUSES,
  LEAD_TYPES,
  LENDER_TYPES,
  MORTGAGE_TYPES,
  RATE_PERCENT_MAX,
  RATE_PERCENT_MIN,
  RATE_PROVINCES,
  RATE_TYPES,
  TESTIMONIAL_RATING_MAX,
  TESTIMONIAL_RATING_MIN,
} from "../../domain/constants";
import { JOB_RUN_OUTCOMES, JOB_RUN_TRIGGERS } from "../../domain/job-runs";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../domain/languages";
import { LEAD_EVENT_KINDS, type LeadEventData } from "../../domain/lead-events";
import { DEFAULT_TIME_ZONE } from "../../domain/time-zones";
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, NOTIFICATION_STATUSES } from "../../domain/notifications";
import { ROLES } from "../../domain/roles";
import { authUser } from "./auth-schema";

/**
 * CHECK constraints are written into the generated migration as text, so the allowed values are
 * inlined as SQL literals rather than bound as parameters.
 */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(literals)})`;
}

function between(column: AnyPgColumn, min: number, max: number): SQL {
  return sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
}

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export interface SocialLinks {
  facebook?: string;
  instagram?: string;
  youtube?: string;
  linkedin?: string;
  website?: string;
}

export interface ApplicationLinks {
  apply?: string;
  contact_form?: string;
  rate_quote?: string;
  scheduler?: string;
  newsletter?: string;
}

export interface AgentSeoSettings {
  meta_title?: string;
  meta_description?: string;
  meta_keywords?: string;
  og_image?: string;
}

export interface ContactDetails {
  address?: string;
}

export interface BlogSeoSettings {
  description?: string;
  keywords?: string;
  admin_created?: boolean;
}

/** Lead metadata differs by the form that wrote it (spec section 3); every key is optional. */
export interface LeadMetadata {
  /** Quote leads: the home dialog's form that wrote them. */
  form?: "purchase" | "renewal";
  price?: number;
  downPayment?: number;
  location?: string;
  amortization?: number;
  mortgageRate?: number;
  paymentFrequency?: string;
  /** A purchase quote's cmhcInsurance and totalMortgage, or a renewal quote's comparison with its current rate. */
  calculations?: {
    monthlyPayment: number;
    cmhcInsurance?: number;
    totalMortgage?: number;
    currentRatePayment?: number | null;
    paymentChange?: number | null;
    loanToValue?: number;
  };
  /** The renewal quote's figures. */
  propertyValue?: number;
  mortgageBalance?: number;
  renewalDate?: string | null;
  currentRate?: number | null;
  mortgage_amount?: number;
  property_address?: string;
  phoneType?: string;
  postalCode?: string;
  first_name?: string;
  [key: string]: unknown;
}

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => authUser.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull().default("others"),
    fullName: text("full_name"),
  },
  (t) => [check("profiles_role_check", oneOf(t.role, ROLES))],
);

export const agents = pgTable(
  "agents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .unique("agents_user_id_unique")
      .references(() => authUser.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    bio: text("bio"),
    calendlyLink: text("calendly_link"),
    crmEmail: text("crm_email"),
    /** The broker's provincial licence number (e.g. FSRA's M-number), shown on their page and card. */
    licenceNumber: text("licence_number"),
    socialLinks: jsonb("social_links").$type<SocialLinks>().notNull().default({}),
    applicationLinks: jsonb("application_links").$type<ApplicationLinks>().notNull().default({}),
    seoSettings: jsonb("seo_settings").$type<AgentSeoSettings>().notNull().default({}),
    headshotUrl: text("headshot_url"),
    bannerImageUrl: text("banner_image_url"),
    customBackgroundImage: text("custom_background_image"),
    agentLogoUrl: text("agent_logo_url"),
    badge1Url: text("badge_1_url"),
    badge2Url: text("badge_2_url"),
    profileSlug: text("profile_slug").unique("agents_profile_slug_unique"),
    contactDetails: jsonb("contact_details").$type<ContactDetails>().notNull().default({}),
    isActive: boolean("is_active").notNull().default(true),
    /** The language the broker's e-mails (new leads…) are written in, chosen in their profile. */
    preferredLanguage: text("preferred_language", { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    /** The IANA time zone the broker's day is counted in: their follow-ups are e-mailed at 8 AM there. */
    timeZone: text("time_zone").notNull().default(DEFAULT_TIME_ZONE),
    createdAt: createdAt(),
  },
  (t) => [
    check("agents_preferred_language_check", oneOf(t.preferredLanguage, LANGUAGES)),
    index("agents_is_active_name_idx").on(t.isActive, t.name),
    index("agents_created_at_idx").on(t.createdAt),
  ],
);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: uuid("agent_id").references(() => agents.id, { onDelete: "set null" }),
    clientName: text("client_name").notNull(),
    /** Nullable: a chatbot lead may have left only a phone number. */
    clientEmail: text("client_email"),
    clientPhone: text("client_phone"),
    type: text("type", { enum: LEAD_TYPES }).notNull(),
    source: text("source").notNull(),
    message: text("message"),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** For chatbot leads: a JSON array of {role, content} chat messages. */
    notes: text("notes"),
    metadata: jsonb("metadata").$type<LeadMetadata>().notNull().default({}),
    /** The chat conversation a chatbot lead came from; unique so a conversation yields one lead. */
    conversationId: uuid("conversation_id"),
    /** When the broker means to get back to the client, and what to do then; null when nothing is planned. */
    followUpAt: timestamp("follow_up_at", { withTimezone: true }),
    followUpNote: text("follow_up_note"),
    /**
     * What the lists' search box matches: the name and e-mail in lower case, and the phone as its digits
     * alone, so "416-555-0123" finds "(416) 555 0123". Kept by the database, searched through a trigram index.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(client_name || ' ' || coalesce(client_email, '') || ' ' || regexp_replace(coalesce(client_phone, ''), '[^0-9]', '', 'g'))`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    check("leads_type_check", oneOf(t.type, LEAD_TYPES)),
    uniqueIndex("leads_conversation_id_idx").on(t.conversationId),
    check("leads_status_check", oneOf(t.status, LEAD_STATUSES)),
    index("leads_type_created_at_idx").on(t.type, t.createdAt),
    /** The staff lists' order and keyset pages, newest first with ties by id: every agent's, and one agent's. */
    index("leads_created_at_id_idx").on(t.createdAt, t.id),
    index("leads_agent_id_created_at_id_idx").on(t.agentId, t.createdAt, t.id),
    /** The lists' filter counts: every lead grouped by these three, read from the index alone. */
    index("leads_status_type_source_idx").on(t.status, t.type, t.source),
    index("leads_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    /** The super admin's list in follow-up order (soonest first, the leads without one last), page by page. */
    index("leads_follow_up_at_id_idx").on(t.followUpAt, t.id),
    /** A broker's follow-ups by date: the list's sort and the morning e-mail's query. */
    index("leads_agent_id_follow_up_at_idx")
      .on(t.agentId, t.followUpAt)
      .where(sql`follow_up_at is not null`),
  ],
);

/**
 * A broker's or the super admin's private notes on a lead, shown on its timeline. The author's name is kept
 * as written then, so the timeline still reads after an account is removed.
 */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => authUser.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [index("lead_notes_lead_id_created_at_idx").on(t.leadId, t.createdAt)],
);

/**
 * What happened to a lead after it arrived, for its timeline: status changes, assignment, follow-ups and the
 * e-mails written to the client. `data` holds what the kind needs to be told (LeadEventData).
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LEAD_EVENT_KINDS }).notNull(),
    actorUserId: text("actor_user_id").references(() => authUser.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    data: jsonb("data").$type<LeadEventData>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check("lead_events_kind_check", oneOf(t.kind, LEAD_EVENT_KINDS)),
    index("lead_events_lead_id_created_at_idx").on(t.leadId, t.createdAt),
  ],
);

export const mortgageRates = pgTable(
  "mortgage_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    term: text("term").notNull(),
    rateType: text("rate_type", { enum: RATE_TYPES }).notNull(),
    province: text("province").notNull(),
    postedRate: numeric("posted_rate", { precision: 6, scale: 3, mode: "number" }).notNull(),
    ourRate: numeric("our_rate", { precision: 6, scale: 3, mode: "number" }).notNull(),
    mortgageType: text("mortgage_type", { enum: MORTGAGE_TYPES }).notNull().default("Conventional"),
    sourceUrl: text("source_url").notNull().default("Manual Entry"),
    scrapedAt: timestamp("scraped_at", { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("mortgage_rates_rate_type_check", oneOf(t.rateType, RATE_TYPES)),
    check("mortgage_rates_mortgage_type_check", oneOf(t.mortgageType, MORTGAGE_TYPES)),
    check("mortgage_rates_province_check", oneOf(t.province, RATE_PROVINCES)),
    check("mortgage_rates_posted_rate_check", between(t.postedRate, RATE_PERCENT_MIN, RATE_PERCENT_MAX)),
    check("mortgage_rates_our_rate_check", between(t.ourRate, RATE_PERCENT_MIN, RATE_PERCENT_MAX)),
    index("mortgage_rates_is_active_our_rate_idx").on(t.isActive, t.ourRate),
    index("mortgage_rates_province_term_idx").on(t.province, t.term),
  ],
);

/**
 * Every value a rate has carried: one row per insert, change of posted_rate/our_rate, switch on or
 * off, or deletion, by a scrape or by the super admin. It carries what a visitor compares (term, type,
 * province, mortgage type) with the rate's id, so the history outlives a deleted row.
 */
export const rateHistory = pgTable(
  "rate_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The rate's id, kept after the rate is deleted (no foreign key: the history outlives the row). */
    rateId: uuid("rate_id"),
    term: text("term").notNull(),
    rateType: text("rate_type", { enum: RATE_TYPES }).notNull(),
    province: text("province").notNull(),
    mortgageType: text("mortgage_type", { enum: MORTGAGE_TYPES }).notNull(),
    postedRate: numeric("posted_rate", { precision: 6, scale: 3, mode: "number" }).notNull(),
    ourRate: numeric("our_rate", { precision: 6, scale: 3, mode: "number" }).notNull(),
    /** The rate's source_url when the value was recorded: 'Manual Entry' or the source's address. */
    source: text("source").notNull(),
    /** False on the line written when the rate was switched off or deleted; true again when switched on. */
    isActive: boolean("is_active").notNull().default(true),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("rate_history_rate_type_check", oneOf(t.rateType, RATE_TYPES)),
    check("rate_history_mortgage_type_check", oneOf(t.mortgageType, MORTGAGE_TYPES)),
    index("rate_history_series_idx").on(t.term, t.rateType, t.province, t.recordedAt),
    index("rate_history_rate_id_idx").on(t.rateId),
  ],
);

export interface JobRunCounts {
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

/**
 * One row per run of a background job. A scheduled occurrence is claimed by inserting its row, so
 * with several instances on one database exactly one of them runs it (the unique occurrence index);
 * at most one run of a job is 'running' at a time (the partial unique index), which is also how a
 * manual trigger learns that a run is in progress.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    job: text("job").notNull(),
    trigger: text("trigger", { enum: JOB_RUN_TRIGGERS }).notNull(),
    /** The scheduled instant this run stands for; null for a manual or command-line run. */
    occurrence: timestamp("occurrence", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    outcome: text("outcome", { enum: JOB_RUN_OUTCOMES }).notNull().default("running"),
    counts: jsonb("counts").$type<JobRunCounts>(),
    /** What went wrong, or why the run was skipped; shown to the super admin. */
    error: text("error"),
    /** Structured details of the run (skipped rows with reasons, per-source errors). */
    details: jsonb("details").$type<Record<string, unknown>>(),
    /** Which process ran it (host and pid), for the logs of a multi-instance deployment. */
    instance: text("instance").notNull(),
    startedBy: text("started_by").references(() => authUser.id, { onDelete: "set null" }),
  },
  (t) => [
    check("job_runs_outcome_check", oneOf(t.outcome, JOB_RUN_OUTCOMES)),
    check("job_runs_trigger_check", oneOf(t.trigger, JOB_RUN_TRIGGERS)),
    uniqueIndex("job_runs_job_occurrence_idx").on(t.job, t.occurrence),
    uniqueIndex("job_runs_one_running_idx")
      .on(t.job)
      .where(sql`outcome = 'running'`),
    index("job_runs_job_started_at_idx").on(t.job, t.startedAt),
  ],
);

/**
 * What a super admin did that cannot be undone, kept for accountability: who, when, what and how
 * many rows. It never holds the personal information an erasure removed (an erased e-mail address is
 * not written here), only the counts.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    action: text("action").notNull(),
    /** The user who acted; kept as text so the line outlives the account. */
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt)],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: uuid("agent_id").references(() => agents.id, { onDelete: "cascade" }),
    /** Set when an admin wrote the testimonial; such testimonials appear on the home page. */
    adminId: text("admin_id").references(() => profiles.id, { onDelete: "set null" }),
    clientName: text("client_name").notNull(),
    content: text("content").notNull(),
    rating: integer("rating").notNull(),
    isApproved: boolean("is_approved").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("testimonials_rating_check", between(t.rating, TESTIMONIAL_RATING_MIN, TESTIMONIAL_RATING_MAX)),
    index("testimonials_is_approved_created_at_idx").on(t.isApproved, t.createdAt),
    index("testimonials_agent_id_created_at_idx").on(t.agentId, t.createdAt),
    index("testimonials_admin_id_idx").on(t.adminId),
  ],
);

export const lenders = pgTable(
  "lenders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
    type: text("type", { enum: LENDER_TYPES }).notNull(),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    check("lenders_type_check", oneOf(t.type, LENDER_TYPES)),
    index("lenders_is_active_display_order_idx").on(t.isActive, t.displayOrder),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique("blog_posts_slug_unique"),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    featuredImageUrl: text("featured_image_url"),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    seoSettings: jsonb("seo_settings").$type<BlogSeoSettings>().notNull().default({}),
    /** The language it is written in: the French blog lists French posts first, a post's page declares it. */
    language: text("language", { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("blog_posts_language_check", oneOf(t.language, LANGUAGES)),
    index("blog_posts_is_published_published_at_idx").on(t.isPublished, t.publishedAt),
    index("blog_posts_agent_id_idx").on(t.agentId),
  ],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("analytics_events_agent_id_created_at_idx").on(t.agentId, t.createdAt),
    // The admin analytics tab counts page views and lists the latest events of every agent by period.
    index("analytics_events_event_type_created_at_idx").on(t.eventType, t.createdAt),
    index("analytics_events_created_at_idx").on(t.createdAt),
  ],
);

export const agentDocuments = pgTable(
  "agent_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /**
     * The object's key in the private agent-documents bucket (`{agentId}/{timestamp}-{name}.{ext}`),
     * not a URL: the bucket has no public address, and the file is read through
     * /api/dashboard/documents/:id/file behind the owner's session.
     */
    fileUrl: text("file_url").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    mimeType: text("mime_type"),
    type: text("type", { enum: DOCUMENT_TYPES }).notNull().default("other"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("agent_documents_type_check", oneOf(t.type, DOCUMENT_TYPES)),
    check("agent_documents_file_size_check", sql`${t.fileSize} >= 0`),
    index("agent_documents_agent_id_uploaded_at_idx").on(t.agentId, t.uploadedAt),
  ],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    /** A full URL, or a key in the product-images bucket. */
    imageUrl: text("image_url"),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    content: text("content"),
    createdAt: createdAt(),
  },
  (t) => [
    check("products_price_check", sql`${t.price} >= 0`),
    index("products_created_at_idx").on(t.createdAt),
  ],
);

export const mortgageServices = pgTable(
  "mortgage_services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 255 }).notNull(),
    description: varchar("description", { length: 255 }),
    /** A full URL, or a key in the service-images bucket. */
    imageUrl: text("image_url"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    content: text("content"),
    createdAt: createdAt(),
  },
  (t) => [
    check("mortgage_services_features_check", sql`jsonb_typeof(${t.features}) = 'array'`),
    index("mortgage_services_created_at_idx").on(t.createdAt),
  ],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique("newsletter_subscriptions_email_unique"),
    source: text("source"),
    createdAt: createdAt(),
  },
  (t) => [check("newsletter_subscriptions_email_check", sql`${t.email} = lower(${t.email})`)],
);

/** An e-mail as queued: rendered when queued, so a retry sends the very same message. */
export interface EmailPayload {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The name shown in From, before the platform's own sending address (a broker writing to a client). */
  fromName?: string;
}

/** A webhook call as queued: the JSON body is fixed when queued; it is signed when sent. */
export interface WebhookPayload {
  url: string;
  event: string;
  body: string;
}

/**
 * The notification queue (outbox pattern). A new lead's rows are written in the lead's own
 * transaction, so a lead never exists without its notifications; a worker sends them with retries.
 * A row is claimed by setting status 'sending' and a lease (`locked_until`) under FOR UPDATE SKIP
 * LOCKED, so with several instances each row is sent by one, and a row whose sender died is taken
 * again once its lease ends.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel", { enum: NOTIFICATION_CHANNELS }).notNull(),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    /** The lead it announces; erasing the lead erases its notifications with it. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    /** The account an account e-mail (reset, invitation) is for. */
    userId: text("user_id").references(() => authUser.id, { onDelete: "cascade" }),
    /** The address or URL it goes to, and its subject or event: what the admin's list shows. */
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    payload: jsonb("payload").$type<EmailPayload | WebhookPayload>().notNull(),
    status: text("status", { enum: NOTIFICATION_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
  },
  (t) => [
    check("notifications_channel_check", oneOf(t.channel, NOTIFICATION_CHANNELS)),
    check("notifications_kind_check", oneOf(t.kind, NOTIFICATION_KINDS)),
    check("notifications_status_check", oneOf(t.status, NOTIFICATION_STATUSES)),
    // One new-lead announcement per lead and channel, whatever races or retries happen around it.
    uniqueIndex("notifications_lead_channel_kind_idx")
      .on(t.leadId, t.channel, t.kind)
      .where(sql`lead_id is not null and kind = 'new_lead'`),
    // One of a kind per key: the follow-ups e-mail is keyed by broker and day, so however many instances
    // run the morning job, each broker gets one.
    uniqueIndex("notifications_dedupe_key_idx")
      .on(t.dedupeKey)
      .where(sql`dedupe_key is not null`),
    index("notifications_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    index("notifications_status_created_at_idx").on(t.status, t.createdAt),
  ],
);

export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type Agent = typeof agents.$inferSelect;
export type NewAgent = typeof agents.$inferInsert;
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type MortgageRate = typeof mortgageRates.$inferSelect;
export type RateHistoryRow = typeof rateHistory.$inferSelect;
export type JobRun = typeof jobRuns.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type LeadNote = typeof leadNotes.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type NewMortgageRate = typeof mortgageRates.$inferInsert;
export type Testimonial = typeof testimonials.$inferSelect;
export type NewTestimonial = typeof testimonials.$inferInsert;
export type Lender = typeof lenders.$inferSelect;
export type NewLender = typeof lenders.$inferInsert;
export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type AnalyticsEvent = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
export type AgentDocument = typeof agentDocuments.$inferSelect;
export type NewAgentDocument = typeof agentDocuments.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type MortgageService = typeof mortgageServices.$inferSelect;
export type NewMortgageService = typeof mortgageServices.$inferInsert;
export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;
export type NewNewsletterSubscription = typeof newsletterSubscriptions.$inferInsert;
