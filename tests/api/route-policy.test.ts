import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  agentDocuments,
  agents,
  blogPosts,
  leadNotes,
  leads,
  lenders,
  mortgageServices,
  notifications,
  products,
  testimonials,
} from "../../src/server/db/schema";
import { createResetToken } from "../../src/server/auth/password-reset";
import { createUserWithPassword } from "../../src/server/auth/users";
import { authUser } from "../../src/server/db/auth-schema";
import { routePolicies } from "../../src/server/http/route-policy";
import { startRatesFixtureServer } from "../../src/server/rates-sync/fixtures/fixture-server";
import { tinyPdf } from "../../src/server/storage/test-files";
import { cookieHeader, createTestContext, type TestContext } from "./harness";
import { insertAgent, insertRate, uniqueSlug } from "./public-fixtures";
import { ratesPage } from "./rates-sync-fixtures";
import {
  MATRIX,
  PRINCIPALS,
  type Caller,
  type Fixtures,
  type Outcome,
  type Principal,
} from "./route-policy-matrix";

/**
 * The permanent guard on who may call what: every /api route of the real app declares its policy,
 * has a row in MATRIX, and answers each principal as that row says, on PGlite and PostgreSQL.
 */

let t: TestContext;
const callers = {} as Record<Principal, Caller>;
let fixtures: Fixtures;
let ratesPageServer: Awaited<ReturnType<typeof startRatesFixtureServer>>;

beforeAll(async () => {
  ratesPageServer = await startRatesFixtureServer();
  ratesPageServer.set("/rates", { body: ratesPage([["5 Year Fixed", "6.09%", "4.19%"]]) });
  t = await createTestContext({ RATES_HTML_URL: `${ratesPageServer.url}/rates` });
  const signIn = async (principal: Principal, ...args: Parameters<TestContext["signInAs"]>) => {
    callers[principal] = { principal, ...(await t.signInAs(...args)) };
  };
  callers.anonymous = { principal: "anonymous" };
  await Promise.all([
    signIn("others", "others"),
    signIn("agentA", "agent"),
    signIn("agentB", "agent"),
    signIn("adminWithAgentRow", "admin", { withAgent: true }),
    signIn("adminWithoutAgentRow", "admin", { withAgent: false }),
    signIn("agentWithoutAgentRow", "agent", { withAgent: false }),
    signIn("superAdmin", "super_admin"),
    signIn("inactiveAgent", "agent", { agentActive: false }),
  ]);

  // Every row a route reaches by id belongs to agent A, so agent B's answer shows ownership.
  const { db } = t.deps;
  const agentId = callers.agentA.agentId!;
  const [superAdminProfile] = await db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, callers.superAdmin.email!));
  const superAdminId = superAdminProfile!.id;
  const [agentA] = await db.select().from(agents).where(eq(agents.id, agentId));
  const blogSlug = uniqueSlug("post");
  await db.insert(blogPosts).values({
    agentId,
    title: "Owned by agent A",
    slug: blogSlug,
    content: "Body",
    isPublished: true,
    publishedAt: new Date(),
  });
  const [product] = await db.insert(products).values({ name: "Policy product" }).returning();
  const [service] = await db.insert(mortgageServices).values({ name: "Policy service" }).returning();
  const visitorAccount = await t.signInAs("others");

  fixtures = {
    agentA: { id: agentId, slug: agentA!.profileSlug! },
    blogSlug,
    productId: product!.id,
    serviceId: service!.id,
    credentials: ({ email, password }) =>
      email && password
        ? { email, password }
        : { email: visitorAccount.email, password: visitorAccount.password },
    async catalogueRow(table) {
      const [row] =
        table === "products"
          ? await db.insert(products).values({ name: "Policy product" }).returning({ id: products.id })
          : table === "services"
            ? await db
                .insert(mortgageServices)
                .values({ name: "Policy service" })
                .returning({ id: mortgageServices.id })
            : await db
                .insert(lenders)
                .values({ name: "Policy lender", type: "a_lender", isActive: false })
                .returning({ id: lenders.id });
      return row!.id;
    },
    async leadOfAgentA() {
      const [lead] = await db
        .insert(leads)
        .values({
          clientName: "Owned Lead",
          clientEmail: "owned.lead@example.ca",
          agentId,
          type: "application",
          source: "website",
        })
        .returning({ id: leads.id });
      return lead!.id;
    },
    async noteOnLeadOfAgentA(caller) {
      const leadId = await fixtures.leadOfAgentA();
      const author = caller.email
        ? (await db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, caller.email)))[0]
        : undefined;
      const [note] = await db
        .insert(leadNotes)
        .values({
          leadId,
          authorUserId: author?.id ?? null,
          authorName: caller.principal,
          body: "Policy note",
        })
        .returning({ id: leadNotes.id });
      return { leadId, noteId: note!.id };
    },
    async failedNotification() {
      const [row] = await db
        .insert(notifications)
        .values({
          channel: "email",
          kind: "new_lead",
          recipient: "inbox@example.ca",
          subject: "New contact lead: Policy",
          payload: { to: "inbox@example.ca", subject: "New contact lead: Policy", text: "", html: "" },
          status: "failed",
          attempts: 5,
          lastError: "550 mailbox unavailable",
        })
        .returning({ id: notifications.id });
      return row!.id;
    },
    async newRate() {
      return (await insertRate(db, { province: "Yukon" })).id;
    },
    async spareAgent() {
      return (await insertAgent(db)).id;
    },
    async testimonialOfAgentA() {
      const [row] = await db
        .insert(testimonials)
        .values({ agentId, clientName: "Agent A's client", content: "Great help.", rating: 5 })
        .returning({ id: testimonials.id });
      return row!.id;
    },
    async testimonialBySuperAdmin() {
      const [row] = await db
        .insert(testimonials)
        .values({
          adminId: superAdminId,
          clientName: "Home page client",
          content: "Great help.",
          rating: 5,
          isApproved: true,
        })
        .returning({ id: testimonials.id });
      return row!.id;
    },
    async postOfAgentA() {
      const [row] = await db
        .insert(blogPosts)
        .values({ agentId, title: "Draft of agent A", slug: uniqueSlug("draft"), content: "Body" })
        .returning({ id: blogPosts.id });
      return row!.id;
    },
    async documentOfAgentA() {
      const key = `${agentId}/${Date.now()}-${randomUUID()}.pdf`;
      const pdf = tinyPdf();
      await t.deps.storage.put("agent-documents", key, pdf, "application/pdf");
      const [row] = await db
        .insert(agentDocuments)
        .values({
          agentId,
          name: "licence.pdf",
          fileUrl: key,
          fileSize: pdf.byteLength,
          mimeType: "application/pdf",
        })
        .returning({ id: agentDocuments.id });
      return row!.id;
    },
    async resetToken() {
      const userId = await createUserWithPassword(db, {
        email: `reset-${randomUUID()}@example.ca`,
        password: "policy-old-password",
        fullName: "Policy Reset",
        role: "others",
      });
      return createResetToken(t.deps.auth, userId, 60 * 60);
    },
    async freshSession(caller) {
      if (!caller.email) return undefined;
      const res = await t.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: caller.email, password: caller.password },
      });
      if (res.status !== 200) throw new Error(`sign-in of ${caller.principal} failed: ${res.status}`);
      return cookieHeader(res);
    },
  };
});
afterAll(async () => {
  await t.close();
  await ratesPageServer.close();
});

function outcomeOf(status: number): Outcome | number {
  if (status >= 200 && status < 300) return "ok";
  return status;
}

describe("route policy", () => {
  it("every /api route declares its policy as its first handler", () => {
    const undeclared = routePolicies(t.app)
      .filter((route) => !route.policy)
      .map((route) => route.key);
    expect(
      undeclared,
      "Give each of these routes publicAccess, signedIn or requireRole(...) from src/server/http/authorize.ts as its first handler",
    ).toEqual([]);
  });

  it("has a matrix row for every /api route and none for a route that is gone", () => {
    const routes = routePolicies(t.app).map((route) => route.key);
    const missing = routes.filter((key) => !(key in MATRIX));
    const gone = Object.keys(MATRIX).filter((key) => !routes.includes(key));
    expect(
      missing,
      "Add a row for each of these routes to MATRIX in tests/api/route-policy-matrix.ts",
    ).toEqual([]);
    expect(gone, "These MATRIX rows (tests/api/route-policy-matrix.ts) name no route; remove them").toEqual(
      [],
    );
  });

  describe("answers every principal as the matrix says", () => {
    for (const [key, row] of Object.entries(MATRIX)) {
      it(key, async () => {
        const method = key.slice(0, key.indexOf(" "));
        const answers = await Promise.all(
          PRINCIPALS.map(async (principal) => {
            const caller = callers[principal];
            const request = await row.request(fixtures, caller);
            const cookie = "cookie" in request ? request.cookie : caller.cookie;
            const res = await t.request(request.path, {
              method,
              json: request.json,
              body: request.form,
              cookie,
            });
            return [principal, outcomeOf(res.status)] as const;
          }),
        );
        expect(Object.fromEntries(answers)).toEqual(row.expect);
      });
    }
  });
});
