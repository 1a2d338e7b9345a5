import { randomUUID } from "node:crypto";
import { tinyPdf, tinyPng } from "../../src/server/storage/test-files";
import { WRITE_SAMPLES } from "./write-samples";

/**
 * Who may call each /api route, for tests/api/route-policy.test.ts. A new route needs a row here:
 * its expected outcome for every principal, and a request that succeeds when the caller is allowed.
 */

/** Every caller the matrix is run as; inactiveAgent is an agent whose agents row has is_active = false. */
export const PRINCIPALS = [
  "anonymous",
  "others",
  "agentA",
  "agentB",
  "adminWithAgentRow",
  "adminWithoutAgentRow",
  "agentWithoutAgentRow",
  "superAdmin",
  "inactiveAgent",
] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** "ok" is any 2xx; otherwise the refusal's status. */
export type Outcome = "ok" | 401 | 403 | 404;
type Expected = Record<Principal, Outcome>;

export interface Caller {
  principal: Principal;
  /** Absent for the anonymous visitor. */
  cookie?: string;
  email?: string;
  password?: string;
  agentId?: string | null;
}

export interface Fixtures {
  agentA: { id: string; slug: string };
  blogSlug: string;
  productId: string;
  serviceId: string;
  /** The caller's own e-mail and password; for the visitor, those of an account of their own. */
  credentials(caller: Caller): { email: string; password: string };
  /** A new product, service or lender, for the admin routes that read, change or remove one. */
  catalogueRow(table: "products" | "services" | "lenders"): Promise<string>;
  /** A new lead assigned to agent A, for the routes that change or remove one. */
  leadOfAgentA(): Promise<string>;
  /** A note written by the caller on a new lead of agent A: only its author may change or delete it. */
  noteOnLeadOfAgentA(caller: Caller): Promise<{ leadId: string; noteId: string }>;
  /** A new notification that failed, for the retry route. */
  failedNotification(): Promise<string>;
  /** A new mortgage rate, for the routes that change or remove one. */
  newRate(): Promise<string>;
  /** A new agent of no caller's, for the routes that change or remove one. */
  spareAgent(): Promise<string>;
  /** A new pending testimonial submitted for agent A. */
  testimonialOfAgentA(): Promise<string>;
  /** A new testimonial written by the super admin principal, the only one who may edit it. */
  testimonialBySuperAdmin(): Promise<string>;
  /** A new draft post of agent A. */
  postOfAgentA(): Promise<string>;
  /** A new document of agent A, its file stored in the private bucket. */
  documentOfAgentA(): Promise<string>;
  /** A new unused password reset token of an account of its own. */
  resetToken(): Promise<string>;
  /** A second session of the caller, for a request that ends the session it is sent with. */
  freshSession(caller: Caller): Promise<string | undefined>;
}

interface RouteRequest {
  path: string;
  json?: unknown;
  /** A multipart body, for the upload routes. */
  form?: FormData;
  /** Sent instead of the caller's own session cookie. */
  cookie?: string;
}

interface MatrixRow {
  expect: Expected;
  request(fixtures: Fixtures, caller: Caller): RouteRequest | Promise<RouteRequest>;
}

const everyone: Expected = {
  anonymous: "ok",
  others: "ok",
  agentA: "ok",
  agentB: "ok",
  adminWithAgentRow: "ok",
  adminWithoutAgentRow: "ok",
  agentWithoutAgentRow: "ok",
  superAdmin: "ok",
  inactiveAgent: "ok",
};

const signedInUsers: Expected = { ...everyone, anonymous: 401 };

/**
 * Staff who own an active agent profile (and super_admin, who sees all). A deactivated agent is
 * refused: deactivation hides the public profile and ends dashboard access (docs/decisions/0013).
 */
const staffWithAgentProfile: Expected = {
  anonymous: 401,
  others: 403,
  agentA: "ok",
  agentB: "ok",
  adminWithAgentRow: "ok",
  adminWithoutAgentRow: 403,
  agentWithoutAgentRow: 403,
  superAdmin: "ok",
  inactiveAgent: 403,
};

const superAdminOnly: Expected = {
  anonymous: 401,
  others: 403,
  agentA: 403,
  agentB: 403,
  adminWithAgentRow: 403,
  adminWithoutAgentRow: 403,
  agentWithoutAgentRow: 403,
  superAdmin: "ok",
  inactiveAgent: 403,
};

/**
 * The agent dashboard (issue 11): staff who own an active agent profile, each scoped to their own
 * rows. The super admin has no dashboard of their own, and a deactivated agent is refused.
 * The agent dashboard: staff with an active agent profile of their own. The super admin has no
 * dashboard (their panel is /super-admin), and a deactivated agent is refused (agentScope).
 */
const ownAgentDashboard: Expected = {
  anonymous: 401,
  others: 403,
  agentA: "ok",
  agentB: "ok",
  adminWithAgentRow: "ok",
  adminWithoutAgentRow: 403,
  agentWithoutAgentRow: 403,
  superAdmin: 403,
  inactiveAgent: 403,
};

/** A dashboard route reaching one of agent A's rows by id: any other agent finds nothing there. */
const ownedByAgentA: Expected = { ...ownAgentDashboard, agentB: 404, adminWithAgentRow: 404 };
/**
 * A route on one of agent A's rows: only agent A reaches it. Agent B and an admin with their own
 * agent row get the 404 of an unknown id, since another agent's rows do not exist for them.
 */
const agentAOnly: Expected = { ...ownAgentDashboard, agentB: 404, adminWithAgentRow: 404 };

const get = (path: string) => () => ({ path });

/** A one-file multipart body holding a real 1x1 PNG. */
export function pngForm(): FormData {
  const form = new FormData();
  form.set("file", new File([tinyPng() as Uint8Array<ArrayBuffer>], "pixel.png", { type: "image/png" }));
  return form;
}

/** A one-file multipart body holding a small PDF. */
export function pdfForm(): FormData {
  const form = new FormData();
  form.set(
    "file",
    new File([tinyPdf() as Uint8Array<ArrayBuffer>], "licence.pdf", { type: "application/pdf" }),
  );
  return form;
}

/** The shared valid body of a write route, addressed to agent A when it names an agent. */
const sample = (route: string, agentId?: string) => ({
  ...WRITE_SAMPLES[route],
  ...(agentId ? { agent_id: agentId } : {}),
});

export const MATRIX: Record<string, MatrixRow> = {
  "GET /api/health": { expect: everyone, request: get("/api/health") },
  "POST /api/auth/sign-in/email": {
    expect: everyone,
    request: (f, caller) => ({ path: "/api/auth/sign-in/email", json: f.credentials(caller) }),
  },
  "GET /api/auth/get-session": { expect: everyone, request: get("/api/auth/get-session") },
  "POST /api/auth/sign-out": {
    expect: everyone,
    request: async (f, caller) => ({
      path: "/api/auth/sign-out",
      json: {},
      cookie: await f.freshSession(caller),
    }),
  },
  "POST /api/auth/change-password": {
    expect: signedInUsers,
    request: (_f, caller) => ({
      path: "/api/auth/change-password",
      json: {
        currentPassword: caller.password ?? "no-password",
        newPassword: caller.password ?? "no-password",
      },
    }),
  },
  "POST /api/auth/request-password-reset": {
    expect: everyone,
    request: () => ({
      path: "/api/auth/request-password-reset",
      json: { email: `policy-${randomUUID()}@example.ca` },
    }),
  },
  "POST /api/auth/check-reset-token": {
    expect: everyone,
    request: () => ({ path: "/api/auth/check-reset-token", json: { token: "no-such-token" } }),
  },
  "POST /api/auth/reset-password": {
    expect: everyone,
    request: async (f) => ({
      path: "/api/auth/reset-password",
      json: { token: await f.resetToken(), newPassword: "policy-new-password" },
    }),
  },
  "GET /api/me": { expect: everyone, request: get("/api/me") },
  "GET /api/site": { expect: everyone, request: get("/api/site") },
  "GET /api/rates": { expect: everyone, request: get("/api/rates") },
  "GET /api/rates/best": { expect: everyone, request: get("/api/rates/best") },
  "GET /api/rates/history": { expect: everyone, request: get("/api/rates/history?type=fixed") },
  "GET /api/lenders": { expect: everyone, request: get("/api/lenders") },
  "GET /api/testimonials/home": { expect: everyone, request: get("/api/testimonials/home") },
  "GET /api/agents": { expect: everyone, request: get("/api/agents") },
  "GET /api/agents/list": { expect: everyone, request: get("/api/agents/list") },
  "GET /api/agents/:idOrSlug": {
    expect: everyone,
    request: (f) => ({ path: `/api/agents/${f.agentA.slug}` }),
  },
  "GET /api/agents/:idOrSlug/testimonials": {
    expect: everyone,
    request: (f) => ({ path: `/api/agents/${f.agentA.slug}/testimonials` }),
  },
  "POST /api/agents/:idOrSlug/page-view": {
    expect: everyone,
    request: (f) => ({ path: `/api/agents/${f.agentA.slug}/page-view`, json: {} }),
  },
  "GET /api/products": { expect: everyone, request: get("/api/products") },
  "GET /api/products/:id": { expect: everyone, request: (f) => ({ path: `/api/products/${f.productId}` }) },
  "GET /api/services": { expect: everyone, request: get("/api/services") },
  "GET /api/services/:id": { expect: everyone, request: (f) => ({ path: `/api/services/${f.serviceId}` }) },
  "GET /api/blog": { expect: everyone, request: get("/api/blog") },
  "GET /api/blog/:slug": { expect: everyone, request: (f) => ({ path: `/api/blog/${f.blogSlug}` }) },
  "POST /api/leads/quote": {
    expect: everyone,
    request: (f) => ({ path: "/api/leads/quote", json: sample("POST /api/leads/quote", f.agentA.id) }),
  },
  "POST /api/leads/application": {
    expect: everyone,
    request: (f) => ({
      path: "/api/leads/application",
      json: sample("POST /api/leads/application", f.agentA.id),
    }),
  },
  "POST /api/leads/contact": {
    expect: everyone,
    request: (f) => ({ path: "/api/leads/contact", json: sample("POST /api/leads/contact", f.agentA.id) }),
  },
  "GET /api/leads/applications": { expect: staffWithAgentProfile, request: get("/api/leads/applications") },
  "GET /api/admin/leads": { expect: superAdminOnly, request: get("/api/admin/leads") },
  "GET /api/admin/notifications/failed": {
    expect: superAdminOnly,
    request: get("/api/admin/notifications/failed"),
  },
  "POST /api/admin/notifications/:id/retry": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/notifications/${await f.failedNotification()}/retry` }),
  },
  "GET /api/admin/leads/export.csv": {
    expect: superAdminOnly,
    request: get("/api/admin/leads/export.csv?status=new"),
  },
  "PATCH /api/admin/leads/:id": {
    expect: superAdminOnly,
    request: async (f) => ({
      path: `/api/admin/leads/${await f.leadOfAgentA()}`,
      json: { status: "closed" },
    }),
  },
  "DELETE /api/admin/leads/:id": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/leads/${await f.leadOfAgentA()}` }),
  },
  "GET /api/admin/leads/erasure": {
    expect: superAdminOnly,
    request: get("/api/admin/leads/erasure?email=nobody-held%40example.ca"),
  },
  "POST /api/admin/leads/erasure": {
    expect: superAdminOnly,
    request: () => ({
      path: "/api/admin/leads/erasure",
      json: { email: `erase-${randomUUID()}@example.ca` },
    }),
  },
  "GET /api/admin/leads/erasure/log": {
    expect: superAdminOnly,
    request: get("/api/admin/leads/erasure/log"),
  },
  "GET /api/admin/leads/:id": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/leads/${await f.leadOfAgentA()}` }),
  },
  "POST /api/admin/leads/:id/notes": {
    expect: superAdminOnly,
    request: async (f) => ({
      path: `/api/admin/leads/${await f.leadOfAgentA()}/notes`,
      json: sample("POST /api/admin/leads/:id/notes"),
    }),
  },
  "PATCH /api/admin/leads/:id/notes/:noteId": {
    expect: superAdminOnly,
    request: async (f, caller) => {
      const { leadId, noteId } = await f.noteOnLeadOfAgentA(caller);
      return {
        path: `/api/admin/leads/${leadId}/notes/${noteId}`,
        json: sample("PATCH /api/admin/leads/:id/notes/:noteId"),
      };
    },
  },
  "DELETE /api/admin/leads/:id/notes/:noteId": {
    expect: superAdminOnly,
    request: async (f, caller) => {
      const { leadId, noteId } = await f.noteOnLeadOfAgentA(caller);
      return { path: `/api/admin/leads/${leadId}/notes/${noteId}` };
    },
  },
  "GET /api/admin/rates": { expect: superAdminOnly, request: get("/api/admin/rates") },
  "POST /api/admin/rates": {
    expect: superAdminOnly,
    request: () => ({ path: "/api/admin/rates", json: sample("POST /api/admin/rates") }),
  },
  "PATCH /api/admin/rates/:id": {
    expect: superAdminOnly,
    request: async (f) => ({
      path: `/api/admin/rates/${await f.newRate()}`,
      json: sample("PATCH /api/admin/rates/:id"),
    }),
  },
  "PATCH /api/admin/rates/:id/active": {
    expect: superAdminOnly,
    request: async (f) => ({
      path: `/api/admin/rates/${await f.newRate()}/active`,
      json: sample("PATCH /api/admin/rates/:id/active"),
    }),
  },
  "DELETE /api/admin/rates/:id": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/rates/${await f.newRate()}` }),
  },
  // The route-policy test configures a local rates page, so the super admin's scrape succeeds.
  "GET /api/admin/rates/sync": { expect: superAdminOnly, request: get("/api/admin/rates/sync") },
  "POST /api/admin/rates/scrape": {
    expect: superAdminOnly,
    request: () => ({ path: "/api/admin/rates/scrape" }),
  },
  "GET /api/admin/analytics": { expect: superAdminOnly, request: get("/api/admin/analytics?period=30d") },
  "GET /api/admin/agents": { expect: superAdminOnly, request: get("/api/admin/agents") },
  "POST /api/admin/agents": {
    expect: superAdminOnly,
    request: () => ({
      path: "/api/admin/agents",
      json: { ...sample("POST /api/admin/agents"), email: `broker-${randomUUID()}@example.ca` },
    }),
  },
  "GET /api/admin/agents/:id": {
    expect: superAdminOnly,
    request: (f) => ({ path: `/api/admin/agents/${f.agentA.id}` }),
  },
  "PATCH /api/admin/agents/:id": {
    expect: superAdminOnly,
    request: async (f) => ({
      path: `/api/admin/agents/${await f.spareAgent()}`,
      json: sample("PATCH /api/admin/agents/:id"),
    }),
  },
  "DELETE /api/admin/agents/:id": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/agents/${await f.spareAgent()}` }),
  },
  "POST /api/admin/agents/:id/headshot": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/agents/${await f.spareAgent()}/headshot`, form: pngForm() }),
  },
  "POST /api/admin/agents/:id/banner": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/agents/${await f.spareAgent()}/banner`, form: pngForm() }),
  },
  "GET /api/admin/products": { expect: superAdminOnly, request: get("/api/admin/products") },
  "POST /api/admin/products": {
    expect: superAdminOnly,
    request: () => ({ path: "/api/admin/products", json: sample("POST /api/admin/products") }),
  },
  "GET /api/admin/products/:id": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/products/${await f.catalogueRow("products")}` }),
  },
  "PATCH /api/admin/products/:id": {
    expect: superAdminOnly,
    request: async (f) => ({
      path: `/api/admin/products/${await f.catalogueRow("products")}`,
      json: sample("PATCH /api/admin/products/:id"),
    }),
  },
  "DELETE /api/admin/products/:id": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/products/${await f.catalogueRow("products")}` }),
  },
  "GET /api/admin/services": { expect: superAdminOnly, request: get("/api/admin/services") },
  "POST /api/admin/services": {
    expect: superAdminOnly,
    request: () => ({ path: "/api/admin/services", json: sample("POST /api/admin/services") }),
  },
  "GET /api/admin/services/:id": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/services/${await f.catalogueRow("services")}` }),
  },
  "PATCH /api/admin/services/:id": {
    expect: superAdminOnly,
    request: async (f) => ({
      path: `/api/admin/services/${await f.catalogueRow("services")}`,
      json: sample("PATCH /api/admin/services/:id"),
    }),
  },
  "DELETE /api/admin/services/:id": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/services/${await f.catalogueRow("services")}` }),
  },
  "GET /api/admin/lenders": { expect: superAdminOnly, request: get("/api/admin/lenders") },
  "POST /api/admin/lenders": {
    expect: superAdminOnly,
    request: () => ({ path: "/api/admin/lenders", json: sample("POST /api/admin/lenders") }),
  },
  "GET /api/admin/lenders/:id": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/lenders/${await f.catalogueRow("lenders")}` }),
  },
  "PATCH /api/admin/lenders/:id": {
    expect: superAdminOnly,
    request: async (f) => ({
      path: `/api/admin/lenders/${await f.catalogueRow("lenders")}`,
      json: sample("PATCH /api/admin/lenders/:id"),
    }),
  },
  "DELETE /api/admin/lenders/:id": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/lenders/${await f.catalogueRow("lenders")}` }),
  },
  "GET /api/admin/testimonials": { expect: superAdminOnly, request: get("/api/admin/testimonials") },
  "POST /api/admin/testimonials": {
    expect: superAdminOnly,
    request: () => ({ path: "/api/admin/testimonials", json: sample("POST /api/admin/testimonials") }),
  },
  "PATCH /api/admin/testimonials/:id": {
    expect: superAdminOnly,
    request: async (f) => ({
      path: `/api/admin/testimonials/${await f.testimonialBySuperAdmin()}`,
      json: sample("PATCH /api/admin/testimonials/:id"),
    }),
  },
  "PATCH /api/admin/testimonials/:id/approval": {
    expect: superAdminOnly,
    request: async (f) => ({
      path: `/api/admin/testimonials/${await f.testimonialOfAgentA()}/approval`,
      json: sample("PATCH /api/admin/testimonials/:id/approval"),
    }),
  },
  "DELETE /api/admin/testimonials/:id": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/testimonials/${await f.testimonialOfAgentA()}` }),
  },
  "GET /api/admin/blog": { expect: superAdminOnly, request: get("/api/admin/blog") },
  "GET /api/admin/blog/:id": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/blog/${await f.postOfAgentA()}` }),
  },
  "POST /api/admin/blog": {
    expect: superAdminOnly,
    request: () => ({ path: "/api/admin/blog", json: sample("POST /api/admin/blog") }),
  },
  "PATCH /api/admin/blog/:id": {
    expect: superAdminOnly,
    request: async (f) => ({
      path: `/api/admin/blog/${await f.postOfAgentA()}`,
      json: sample("PATCH /api/admin/blog/:id"),
    }),
  },
  "PATCH /api/admin/blog/:id/publish": {
    expect: superAdminOnly,
    request: async (f) => ({
      path: `/api/admin/blog/${await f.postOfAgentA()}/publish`,
      json: sample("PATCH /api/admin/blog/:id/publish"),
    }),
  },
  "DELETE /api/admin/blog/:id": {
    expect: superAdminOnly,
    request: async (f) => ({ path: `/api/admin/blog/${await f.postOfAgentA()}` }),
  },
  "POST /api/admin/uploads/:bucket": {
    expect: superAdminOnly,
    request: () => ({ path: "/api/admin/uploads/product-images", form: pngForm() }),
  },
  "GET /api/dashboard/profile": { expect: ownAgentDashboard, request: get("/api/dashboard/profile") },
  "PATCH /api/dashboard/profile": {
    expect: ownAgentDashboard,
    request: () => ({ path: "/api/dashboard/profile", json: sample("PATCH /api/dashboard/profile") }),
  },
  "PATCH /api/dashboard/profile/slug": {
    expect: ownAgentDashboard,
    // Every caller at once: one slug each, or all but one would meet the unique violation.
    request: () => ({
      path: "/api/dashboard/profile/slug",
      json: { profile_slug: `policy${randomUUID().replaceAll("-", "")}` },
    }),
  },
  "PATCH /api/dashboard/profile/customize": {
    expect: ownAgentDashboard,
    request: () => ({
      path: "/api/dashboard/profile/customize",
      json: sample("PATCH /api/dashboard/profile/customize"),
    }),
  },
  "PATCH /api/dashboard/profile/social": {
    expect: ownAgentDashboard,
    request: () => ({
      path: "/api/dashboard/profile/social",
      json: sample("PATCH /api/dashboard/profile/social"),
    }),
  },
  "PATCH /api/dashboard/profile/links": {
    expect: ownAgentDashboard,
    request: () => ({
      path: "/api/dashboard/profile/links",
      json: sample("PATCH /api/dashboard/profile/links"),
    }),
  },
  "PATCH /api/dashboard/profile/seo": {
    expect: ownAgentDashboard,
    request: () => ({ path: "/api/dashboard/profile/seo", json: sample("PATCH /api/dashboard/profile/seo") }),
  },
  "POST /api/dashboard/profile/images/:kind": {
    expect: ownAgentDashboard,
    request: () => ({ path: "/api/dashboard/profile/images/headshot", form: pngForm() }),
  },
  "GET /api/dashboard/analytics": {
    expect: ownAgentDashboard,
    request: get("/api/dashboard/analytics?period=7d"),
  },
  "GET /api/admin/agents/:agentId/documents/:id/file": {
    expect: superAdminOnly,
    request: async (f) => ({
      path: `/api/admin/agents/${f.agentA.id}/documents/${await f.documentOfAgentA()}/file`,
    }),
  },
  "GET /api/dashboard/documents": { expect: ownAgentDashboard, request: get("/api/dashboard/documents") },
  "POST /api/dashboard/documents": {
    expect: ownAgentDashboard,
    request: () => ({ path: "/api/dashboard/documents", form: pdfForm() }),
  },
  "GET /api/dashboard/documents/:id/file": {
    expect: ownedByAgentA,
    request: async (f) => ({ path: `/api/dashboard/documents/${await f.documentOfAgentA()}/file` }),
  },
  "DELETE /api/dashboard/documents/:id": {
    expect: ownedByAgentA,
    request: async (f) => ({ path: `/api/dashboard/documents/${await f.documentOfAgentA()}` }),
  },
  "GET /api/dashboard/leads": { expect: ownAgentDashboard, request: get("/api/dashboard/leads") },
  "GET /api/dashboard/leads/export.csv": {
    expect: ownAgentDashboard,
    request: get("/api/dashboard/leads/export.csv?status=new"),
  },
  "PATCH /api/dashboard/leads/:id": {
    expect: ownedByAgentA,
    request: async (f) => ({
      path: `/api/dashboard/leads/${await f.leadOfAgentA()}`,
      json: sample("PATCH /api/dashboard/leads/:id"),
    }),
  },
  "POST /api/dashboard/leads/:id/emails": {
    expect: ownedByAgentA,
    request: async (f) => ({
      path: `/api/dashboard/leads/${await f.leadOfAgentA()}/emails`,
      json: sample("POST /api/dashboard/leads/:id/emails"),
    }),
  },
  "GET /api/dashboard/leads/:id": {
    expect: ownedByAgentA,
    request: async (f) => ({ path: `/api/dashboard/leads/${await f.leadOfAgentA()}` }),
  },
  "POST /api/dashboard/leads/:id/notes": {
    expect: ownedByAgentA,
    request: async (f) => ({
      path: `/api/dashboard/leads/${await f.leadOfAgentA()}/notes`,
      json: sample("POST /api/dashboard/leads/:id/notes"),
    }),
  },
  "PATCH /api/dashboard/leads/:id/notes/:noteId": {
    expect: ownedByAgentA,
    request: async (f, caller) => {
      const { leadId, noteId } = await f.noteOnLeadOfAgentA(caller);
      return {
        path: `/api/dashboard/leads/${leadId}/notes/${noteId}`,
        json: sample("PATCH /api/dashboard/leads/:id/notes/:noteId"),
      };
    },
  },
  "DELETE /api/dashboard/leads/:id/notes/:noteId": {
    expect: ownedByAgentA,
    request: async (f, caller) => {
      const { leadId, noteId } = await f.noteOnLeadOfAgentA(caller);
      return { path: `/api/dashboard/leads/${leadId}/notes/${noteId}` };
    },
  },
  "GET /api/dashboard/testimonials": {
    expect: ownAgentDashboard,
    request: get("/api/dashboard/testimonials"),
  },
  "POST /api/dashboard/testimonials": {
    expect: ownAgentDashboard,
    request: () => ({
      path: "/api/dashboard/testimonials",
      json: sample("POST /api/dashboard/testimonials"),
    }),
  },
  "DELETE /api/dashboard/testimonials/:id": {
    expect: agentAOnly,
    request: async (f) => ({ path: `/api/dashboard/testimonials/${await f.testimonialOfAgentA()}` }),
  },
  "GET /api/dashboard/blog": { expect: ownAgentDashboard, request: get("/api/dashboard/blog") },
  "GET /api/dashboard/blog/:id": {
    expect: agentAOnly,
    request: async (f) => ({ path: `/api/dashboard/blog/${await f.postOfAgentA()}` }),
  },
  "POST /api/dashboard/blog": {
    expect: ownAgentDashboard,
    request: () => ({ path: "/api/dashboard/blog", json: sample("POST /api/dashboard/blog") }),
  },
  "PATCH /api/dashboard/blog/:id": {
    expect: agentAOnly,
    request: async (f) => ({
      path: `/api/dashboard/blog/${await f.postOfAgentA()}`,
      json: sample("PATCH /api/dashboard/blog/:id"),
    }),
  },
  "DELETE /api/dashboard/blog/:id": {
    expect: agentAOnly,
    request: async (f) => ({ path: `/api/dashboard/blog/${await f.postOfAgentA()}` }),
  },
  "POST /api/dashboard/blog/images": {
    expect: ownAgentDashboard,
    request: () => ({ path: "/api/dashboard/blog/images", form: pngForm() }),
  },
  "POST /api/newsletter": {
    expect: everyone,
    request: () => ({ path: "/api/newsletter", json: { email: `reader-${randomUUID()}@example.ca` } }),
  },
  "POST /api/chat": {
    expect: everyone,
    request: () => ({ path: "/api/chat", json: sample("POST /api/chat") }),
  },
};
