import { randomUUID } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createUserWithPassword } from "../../src/server/auth/users";
import { openDatabase, type Database } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import {
  agents,
  analyticsEvents,
  blogPosts,
  leads,
  lenders,
  mortgageRates,
  mortgageServices,
  products,
  testimonials,
} from "../../src/server/db/schema";
import { isSingleLine } from "../../src/domain/schemas/common";
import { DEFAULT_SUBMISSION_LIMITS } from "../../src/server/config";
import { E2E_ACCOUNTS } from "./accounts";
import { startBuiltServer } from "./global-setup";
import {
  packPayloads,
  XSS_ALL,
  XSS_CANARY,
  XSS_MARKDOWN_DOCUMENT,
  XSS_PAYLOADS,
  XSS_URLS,
} from "./xss-corpus";

/** Records with several address fields take the next unsafe address for each, round the list. */
function urlPicker(offset: number) {
  let next = offset;
  return () => XSS_URLS[next++ % XSS_URLS.length]!;
}

export interface XssContent {
  agentSlugs: string[];
  blogSlugs: string[];
  productIds: string[];
  serviceIds: string[];
}

/** Enough records per entity that every unsafe address lands in every kind of address field. */
const RECORDS = 2;

async function insertAgents(db: Database): Promise<{ ids: string[]; slugs: string[] }> {
  const ids: string[] = [];
  const slugs: string[] = [];
  for (let i = 0; i < RECORDS; i += 1) {
    const url = urlPicker(i * 7);
    const id = randomUUID();
    const slug = `xss-agent-${i + 1}`;
    await db.insert(agents).values({
      id,
      name: `${XSS_CANARY} agent ${i + 1} ${XSS_ALL}`,
      email: `xss.agent${i + 1}@example.com`,
      phone: `<img src=x onerror=alert(1)> 416-555-01${i}`,
      bio: XSS_ALL,
      calendlyLink: url(),
      crmEmail: `xss.crm${i + 1}@example.com`,
      socialLinks: { facebook: url(), instagram: url(), youtube: url(), linkedin: url(), website: url() },
      applicationLinks: {
        apply: url(),
        contact_form: url(),
        rate_quote: url(),
        scheduler: url(),
        newsletter: url(),
      },
      seoSettings: {
        meta_title: XSS_ALL,
        meta_description: XSS_ALL,
        meta_keywords: XSS_ALL,
        og_image: url(),
      },
      headshotUrl: url(),
      bannerImageUrl: url(),
      customBackgroundImage: url(),
      agentLogoUrl: url(),
      badge1Url: url(),
      badge2Url: url(),
      profileSlug: slug,
      contactDetails: { address: XSS_ALL },
    });
    ids.push(id);
    slugs.push(slug);
  }
  return { ids, slugs };
}

async function insertContent(db: Database, agentIds: string[], adminId: string): Promise<XssContent> {
  const blogSlugs = agentIds.map((_, i) => `xss-post-${i + 1}`);
  const productIds = agentIds.map(() => randomUUID());
  const serviceIds = agentIds.map(() => randomUUID());
  const serviceTexts = packPayloads(255);
  const now = Date.now();
  // The newest events of all, so the admin analytics tab's recent activity names these agents.
  await db.insert(analyticsEvents).values(agentIds.map((agentId) => ({ agentId, eventType: "page_view" })));
  for (const [i, agentId] of agentIds.entries()) {
    const url = urlPicker(i * 5 + 3);
    await db.insert(blogPosts).values({
      agentId,
      title: `${XSS_CANARY} post ${i + 1} ${XSS_ALL}`,
      slug: blogSlugs[i]!,
      excerpt: XSS_ALL,
      content: XSS_MARKDOWN_DOCUMENT,
      featuredImageUrl: url(),
      isPublished: true,
      publishedAt: new Date(now - i * 60_000),
      seoSettings: { description: XSS_ALL, keywords: XSS_ALL },
    });
    await db.insert(products).values({
      id: productIds[i]!,
      name: `${XSS_CANARY} product ${i + 1} ${XSS_ALL}`,
      description: XSS_ALL,
      imageUrl: url(),
      price: 100 + i,
      content: XSS_MARKDOWN_DOCUMENT,
    });
    await db.insert(mortgageServices).values({
      id: serviceIds[i]!,
      name: serviceTexts[(2 * i) % serviceTexts.length]!,
      description: serviceTexts[(2 * i + 1) % serviceTexts.length]!,
      imageUrl: url(),
      features: serviceTexts,
      content: XSS_MARKDOWN_DOCUMENT,
    });
    await db.insert(testimonials).values([
      { agentId, clientName: XSS_ALL, content: XSS_ALL, rating: 5, isApproved: true },
      { adminId, clientName: XSS_ALL, content: XSS_ALL, rating: 4, isApproved: true },
    ]);
    await db.insert(lenders).values({ name: XSS_ALL, logoUrl: url(), type: "a_lender", displayOrder: i });
    for (const rateType of ["fixed", "variable"] as const) {
      await db.insert(mortgageRates).values({
        term: `${i + 1} year ${XSS_ALL}`,
        rateType,
        province: i === 0 ? "Ontario" : "National",
        postedRate: 6.5,
        ourRate: 4.5 + i / 10,
        sourceUrl: url(),
      });
    }
  }
  return { agentSlugs: [], blogSlugs, productIds, serviceIds };
}

/** Writes the payload-laden content through the data layer the seed uses, before the server opens it. */
async function prepareDatabase(dataDir: string): Promise<XssContent> {
  const handle = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "db") });
  try {
    await migrateDatabase(handle);
    const { email, password } = E2E_ACCOUNTS.super_admin;
    const adminId = await createUserWithPassword(handle.db, {
      email,
      password,
      fullName: "XSS Admin",
      role: "super_admin",
    });
    const { ids, slugs } = await insertAgents(handle.db);
    await insertSurplusApplications(handle.db);
    return { ...(await insertContent(handle.db, ids, adminId)), agentSlugs: slugs };
  } finally {
    await handle.close();
  }
}

/** The payloads a single-line field (a name, a phone, an address) accepts: the others are refused. */
const SINGLE_LINE_PAYLOADS = XSS_PAYLOADS.filter(isSingleLine);

/**
 * Lead values: the corpus packed to each field's length limit. The public forms accept
 * DEFAULT_SUBMISSION_LIMITS.lead.max submissions per visitor address; application names that need more
 * records than that are written through the data layer instead, so every payload still reaches
 * /applications.
 */
const LEAD_NAMES = packPayloads(200, SINGLE_LINE_PAYLOADS);
const LEAD_PHONES = packPayloads(40, SINGLE_LINE_PAYLOADS);
const LEAD_ADDRESSES = packPayloads(500, SINGLE_LINE_PAYLOADS);
const PER_VISITOR = DEFAULT_SUBMISSION_LIMITS.lead.max;

function phoneFor(record: number): string {
  return LEAD_PHONES[record % LEAD_PHONES.length]!;
}

async function insertSurplusApplications(db: Database): Promise<void> {
  const surplus = LEAD_NAMES.slice(PER_VISITOR);
  if (surplus.length === 0) return;
  await db.insert(leads).values(
    surplus.map((name, i) => ({
      clientName: name,
      clientEmail: `xss.stored${i}@example.com`,
      clientPhone: phoneFor(PER_VISITOR + i),
      type: "application" as const,
      source: "website",
      message: XSS_ALL,
      metadata: { mortgage_amount: 250000, property_address: LEAD_ADDRESSES[i % LEAD_ADDRESSES.length] },
    })),
  );
}

const QUOTE_METADATA = {
  price: 500000,
  downPayment: 100000,
  location: "Ontario",
  amortization: 25,
  mortgageRate: 4.5,
  paymentFrequency: "monthly",
};

/** The public forms and the chat, as a visitor would send them. */
function apiSubmissions(): Array<[string, unknown]> {
  const applications = LEAD_NAMES.slice(0, PER_VISITOR).map((name, i): [string, unknown] => [
    "/api/leads/application",
    {
      client_name: name,
      client_email: `xss.application${i}@example.com`,
      client_phone: phoneFor(i),
      mortgage_amount: "250000",
      property_address: LEAD_ADDRESSES[i % LEAD_ADDRESSES.length],
      message: XSS_ALL,
    },
  ]);
  // The names past the application records: through the API, every name is posted once.
  const quotes = LEAD_NAMES.slice(-PER_VISITOR).map((name, i): [string, unknown] => [
    "/api/leads/quote",
    {
      client_name: name,
      client_email: `xss.quote${i}@example.com`,
      client_phone: phoneFor(i + 1),
      type: "rate_quote",
      metadata: QUOTE_METADATA,
    },
  ]);
  const contacts = packPayloads(400, SINGLE_LINE_PAYLOADS)
    .slice(0, PER_VISITOR)
    .map((name, i): [string, unknown] => {
      const half = Math.ceil(name.length / 2);
      return [
        "/api/leads/contact",
        {
          first_name: name.slice(0, half),
          last_name: name.slice(half),
          email: `xss.contact${i}@example.com`,
          phone: phoneFor(i + 2),
          comments: XSS_ALL,
          casl_consent: true,
        },
      ];
    });
  // Room for the e-mail address that makes the conversation a lead.
  const turns = packPayloads(1950);
  const chat: [string, unknown] = [
    "/api/chat",
    {
      messages: turns
        .flatMap((text, i) => [
          { role: "user", content: i === turns.length - 1 ? `${text} xss.chat@example.com` : text },
          { role: "assistant", content: text },
        ])
        .slice(0, -1),
    },
  ];
  return [...applications, ...quotes, ...contacts, chat];
}

async function submitLeads(baseUrl: string): Promise<void> {
  const refused: string[] = [];
  for (const [route, body] of apiSubmissions()) {
    const response = await fetch(new URL(route, baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) refused.push(`${route}: ${response.status} ${await response.text()}`);
  }
  if (refused.length > 0) throw new Error(`Leads were refused:\n${refused.join("\n")}`);
}

export interface XssApp extends XssContent {
  url: string;
  stop(): Promise<void>;
}

/**
 * The app on a data folder of its own holding nothing but payloads: the shared e2e server's
 * embedded database is held open by that server, and its demo content would only slow pages down.
 */
export async function startXssApp(): Promise<XssApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-xss-"));
  const content = await prepareDatabase(dataDir);
  const { url, stop } = await startBuiltServer(dataDir, { SEED_DEMO: "false" });
  try {
    await submitLeads(url);
    return { ...content, url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
