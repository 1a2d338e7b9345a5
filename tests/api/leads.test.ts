import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicMessages, quoteMessages } from "../support/english-texts";
import { calculateHomeQuote } from "../../src/domain/mortgage/home-quote";
import { calculateRenewalQuote } from "../../src/domain/mortgage/renewal-quote";
import { leads, notifications, type Agent, type Lead } from "../../src/server/db/schema";
import { DEFAULT_SUBMISSION_LIMITS } from "../../src/server/config";
import { createTestContext, ORIGIN, type TestContext } from "./harness";
import { insertAgent, type ApiErrorBody } from "./public-fixtures";

let t: TestContext;
let active: Agent;
let inactive: Agent;
beforeAll(async () => {
  t = await createTestContext();
  active = await insertAgent(t.deps.db, { name: "Active Agent" });
  inactive = await insertAgent(t.deps.db, { name: "Inactive Agent", isActive: false });
});
afterAll(() => t.close());

async function post(path: string, json: unknown, ip?: string) {
  const res = await t.request(path, { method: "POST", json, ip });
  return { res, body: (await res.json()) as { id: string } & ApiErrorBody };
}

async function storedLead(id: string): Promise<Lead> {
  const rows = await t.deps.db.select().from(leads).where(eq(leads.id, id));
  return rows[0]!;
}

async function expectBadField(path: string, json: unknown, field: string) {
  const before = (await t.deps.db.select().from(leads)).length;
  const { res, body } = await post(path, json);
  expect(res.status, `${field}: ${JSON.stringify(body)}`).toBe(400);
  expect(body.error.field).toBe(field);
  expect((await t.deps.db.select().from(leads)).length).toBe(before);
  return body.error;
}

const quoteMetadata = {
  price: 600000,
  downPayment: 60000,
  location: "Ontario",
  amortization: 25,
  mortgageRate: 3.94,
  paymentFrequency: "monthly",
  calculations: { cmhcInsurance: 1, totalMortgage: 2, monthlyPayment: 3 },
};

const renewal = {
  form: "renewal",
  propertyValue: 700000,
  mortgageBalance: 350000,
  renewalDate: null as string | null,
  currentRate: 1.89,
  location: "Quebec",
  amortization: 25,
  mortgageRate: 3.94,
  paymentFrequency: "monthly",
};

const quote = {
  client_name: "  Jane Buyer  ",
  client_email: "jane@example.ca",
  client_phone: "416-555-0199",
  agent_id: "none",
  type: "rate_quote",
  metadata: quoteMetadata,
};

describe("POST /api/leads/quote", () => {
  it("stores a rate_quote lead with the server's own calculations", async () => {
    const { res, body } = await post("/api/leads/quote", { ...quote, status: "closed", source: "evil" });
    expect(res.status).toBe(201);
    expect(Object.keys(body)).toEqual(["id"]);
    const lead = await storedLead(body.id);
    const expected = calculateHomeQuote({
      price: 600000,
      downPayment: 60000,
      annualRatePercent: 3.94,
      amortizationYears: 25,
      paymentFrequency: "monthly",
    });
    expect(expected.cmhcInsurance).toBeGreaterThan(0);
    expect(lead).toMatchObject({
      clientName: "Jane Buyer",
      clientEmail: "jane@example.ca",
      clientPhone: "416-555-0199",
      agentId: null,
      type: "rate_quote",
      source: "mortgage_calculator",
      status: "new",
      message: null,
    });
    expect(lead.metadata).toEqual({
      form: "purchase",
      price: 600000,
      downPayment: 60000,
      location: "Ontario",
      amortization: 25,
      mortgageRate: 3.94,
      paymentFrequency: "monthly",
      calculations: expected,
    });
  });

  it("stores a refinance lead for an active agent, without a phone and without calculations sent", async () => {
    const { calculations: _ignored, ...metadata } = quoteMetadata;
    const { res, body } = await post("/api/leads/quote", {
      ...quote,
      client_phone: "",
      agent_id: active.id,
      type: "refinance",
      metadata: { ...metadata, paymentFrequency: "bi-weekly" },
    });
    expect(res.status).toBe(201);
    const lead = await storedLead(body.id);
    expect(lead).toMatchObject({ agentId: active.id, type: "refinance", clientPhone: null });
    expect(lead.metadata.paymentFrequency).toBe("bi-weekly");
  });

  it("stores a renewal quote's figures with the server's own payment and comparison", async () => {
    const renewalDate = `${new Date().getUTCFullYear() + 1}-03-31`;
    const { res, body } = await post("/api/leads/quote", {
      ...quote,
      type: "refinance",
      metadata: { ...renewal, renewalDate, calculations: { monthlyPayment: 1 } },
    });
    expect(res.status).toBe(201);
    const lead = await storedLead(body.id);
    expect(lead.type).toBe("refinance");
    expect(lead.metadata).toEqual({
      form: "renewal",
      propertyValue: 700000,
      mortgageBalance: 350000,
      renewalDate,
      currentRate: 1.89,
      location: "Quebec",
      amortization: 25,
      mortgageRate: 3.94,
      paymentFrequency: "monthly",
      calculations: calculateRenewalQuote({
        propertyValue: 700000,
        mortgageBalance: 350000,
        currentRatePercent: 1.89,
        annualRatePercent: 3.94,
        amortizationYears: 25,
        paymentFrequency: "monthly",
      }),
    });
    expect(lead.metadata.calculations?.paymentChange).toBeCloseTo(371.0350184454, 6);
  });

  it("stores a renewal without its optional date and current rate", async () => {
    const { renewalDate: _date, currentRate: _rate, ...required } = renewal;
    const { res, body } = await post("/api/leads/quote", { ...quote, type: "refinance", metadata: required });
    expect(res.status).toBe(201);
    expect((await storedLead(body.id)).metadata).toMatchObject({
      renewalDate: null,
      currentRate: null,
      calculations: { currentRatePayment: null, paymentChange: null },
    });
  });

  it("rejects bad renewal figures with a 400 naming the field", async () => {
    const refinance = { ...quote, type: "refinance" };
    const bad: [unknown, string][] = [
      [{ ...refinance, metadata: { ...renewal, form: "holiday" } }, "metadata.form"],
      [{ ...quote, metadata: renewal }, "type"],
      [{ ...refinance, metadata: { ...renewal, propertyValue: undefined } }, "metadata.propertyValue"],
      [{ ...refinance, metadata: { ...renewal, mortgageBalance: 0 } }, "metadata.mortgageBalance"],
      [{ ...refinance, metadata: { ...renewal, mortgageBalance: 800000 } }, "metadata.mortgageBalance"],
      [{ ...refinance, metadata: { ...renewal, renewalDate: "2027-02-30" } }, "metadata.renewalDate"],
      [{ ...refinance, metadata: { ...renewal, renewalDate: "1999-01-01" } }, "metadata.renewalDate"],
      [{ ...refinance, metadata: { ...renewal, renewalDate: 20270101 } }, "metadata.renewalDate"],
      [{ ...refinance, metadata: { ...renewal, currentRate: "high" } }, "metadata.currentRate"],
      [{ ...refinance, metadata: { ...renewal, currentRate: 31 } }, "metadata.currentRate"],
      [{ ...refinance, metadata: { ...renewal, amortization: 22 } }, "metadata.amortization"],
    ];
    for (const [json, field] of bad) await expectBadField("/api/leads/quote", json, field);
  });

  it("treats an empty or null agent as no agent", async () => {
    for (const agent_id of ["", null]) {
      const { res, body } = await post("/api/leads/quote", { ...quote, agent_id });
      expect(res.status).toBe(201);
      expect((await storedLead(body.id)).agentId).toBeNull();
    }
  });

  it("answers missing name or email with the spec's message, naming the field", async () => {
    const name = await expectBadField("/api/leads/quote", { ...quote, client_name: "   " }, "client_name");
    expect(name.message).toContain(quoteMessages.missingFields);
    const email = await expectBadField(
      "/api/leads/quote",
      { ...quote, client_email: undefined },
      "client_email",
    );
    expect(email.message).toContain(quoteMessages.missingFields);
  });

  it("rejects bad inputs with a 400 naming the field", async () => {
    const bad: [unknown, string][] = [
      [{ ...quote, client_email: "not-an-email" }, "client_email"],
      [{ ...quote, client_name: "x".repeat(201) }, "client_name"],
      [{ ...quote, type: "application" }, "type"],
      [{ ...quote, agent_id: "agent-7" }, "agent_id"],
      [{ ...quote, agent_id: inactive.id }, "agent_id"],
      [{ ...quote, agent_id: "00000000-0000-4000-8000-000000000000" }, "agent_id"],
      [{ ...quote, metadata: undefined }, "metadata"],
      [{ ...quote, metadata: { ...quoteMetadata, price: "lots" } }, "metadata.price"],
      [{ ...quote, metadata: { ...quoteMetadata, downPayment: 700000 } }, "metadata.downPayment"],
      [{ ...quote, metadata: { ...quoteMetadata, location: "Atlantis" } }, "metadata.location"],
      [{ ...quote, metadata: { ...quoteMetadata, amortization: 22 } }, "metadata.amortization"],
      [{ ...quote, metadata: { ...quoteMetadata, mortgageRate: 99 } }, "metadata.mortgageRate"],
      [{ ...quote, metadata: { ...quoteMetadata, paymentFrequency: "daily" } }, "metadata.paymentFrequency"],
    ];
    for (const [json, field] of bad) await expectBadField("/api/leads/quote", json, field);
  });

  it("answers a body that is not JSON with a 400", async () => {
    const res = await t.request("/api/leads/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error).toEqual({
      message: "Request body must be valid JSON",
      code: "invalid_json",
    });
  });
});

const application = {
  client_name: "Sam Applicant",
  client_email: "sam@example.ca",
  client_phone: "604-555-0123",
  mortgage_amount: "450000",
  property_address: " 12 Main St, Vancouver ",
  message: "Looking to buy in spring",
};

describe("POST /api/leads/application", () => {
  it("stores an application lead from the website with its metadata", async () => {
    const { res, body } = await post("/api/leads/application", { ...application, agent_id: active.id });
    expect(res.status).toBe(201);
    const lead = await storedLead(body.id);
    expect(lead).toMatchObject({
      clientName: "Sam Applicant",
      clientEmail: "sam@example.ca",
      clientPhone: "604-555-0123",
      agentId: active.id,
      type: "application",
      source: "website",
      status: "new",
      message: "Looking to buy in spring",
    });
    expect(lead.metadata).toEqual({ mortgage_amount: 450000, property_address: "12 Main St, Vancouver" });
  });

  it("answers 201 with the headers every API answer carries and the request id", async () => {
    // HTTPS behind the trusted proxy: the answer carries HSTS too.
    const headers = {
      "x-forwarded-proto": "https",
      origin: ORIGIN.replace(/^http:/, "https:"),
      "x-request-id": "lead-201-check",
    };
    const json = { ...application, agent_id: active.id };
    const res = await t.request("/api/leads/application", { method: "POST", json, headers });
    const text = await res.text();
    expect(res.status).toBe(201);
    const refused = await t.request("/api/leads/application", {
      method: "POST",
      json: { ...json, client_name: "" },
      headers,
    });
    expect(refused.status).toBe(400);
    const shared = (r: Response) =>
      [...r.headers.keys()].filter((name) => name !== "content-length" && name !== "vary").sort();
    expect(shared(res)).toEqual(shared(refused));
    for (const name of shared(refused)) expect(res.headers.get(name), name).toBe(refused.headers.get(name));
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=/);
    expect(res.headers.get("x-request-id")).toBe("lead-201-check");
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(text)).toEqual({ id: expect.any(String) });
  });

  it("accepts the optional fields left out", async () => {
    const { res, body } = await post("/api/leads/application", {
      client_name: "Min",
      client_email: "min@example.ca",
      client_phone: "555-0100",
      mortgage_amount: "",
    });
    expect(res.status).toBe(201);
    const lead = await storedLead(body.id);
    expect(lead).toMatchObject({ agentId: null, message: null });
    expect(lead.metadata).toEqual({});
  });

  it("rejects bad inputs with a 400 naming the field", async () => {
    const base = application;
    const bad: [unknown, string][] = [
      [{ ...base, client_phone: "" }, "client_phone"],
      [{ ...base, client_name: undefined }, "client_name"],
      [{ ...base, client_email: "sam@" }, "client_email"],
      [{ ...base, mortgage_amount: "a lot" }, "mortgage_amount"],
      [{ ...base, mortgage_amount: -5 }, "mortgage_amount"],
      [{ ...base, message: "x".repeat(5001) }, "message"],
      [{ ...base, agent_id: inactive.id }, "agent_id"],
    ];
    for (const [json, field] of bad) await expectBadField("/api/leads/application", json, field);
  });
});

const contact = {
  first_name: "Luc",
  last_name: "Gagnon",
  email: "luc@example.ca",
  phone: "514-555-0144",
  comments: "Please call me about a renewal.",
  postal_code: "h2x1y4",
  phone_type: "Work",
  casl_consent: true,
};

describe("POST /api/leads/contact", () => {
  it("stores a contact lead from the contact form", async () => {
    const { res, body } = await post("/api/leads/contact", { ...contact, agent_id: active.id });
    expect(res.status).toBe(201);
    const lead = await storedLead(body.id);
    expect(lead).toMatchObject({
      clientName: "Luc Gagnon",
      clientEmail: "luc@example.ca",
      clientPhone: "514-555-0144",
      agentId: active.id,
      type: "contact",
      source: "contact_form",
      status: "new",
      message: "Please call me about a renewal.",
    });
    // The consent the form required, and when: the lead's detail shows it.
    expect(lead.metadata).toEqual({
      phoneType: "Work",
      postalCode: "H2X 1Y4",
      consent: { casl: true, at: expect.any(String) },
    });
  });

  it("defaults the phone type to Mobile and leaves the postal code out when not given", async () => {
    const { phone_type: _type, postal_code: _postal, ...rest } = contact;
    const { res, body } = await post("/api/leads/contact", rest);
    expect(res.status).toBe(201);
    expect((await storedLead(body.id)).metadata).toEqual({
      phoneType: "Mobile",
      consent: { casl: true, at: expect.any(String) },
    });
  });

  it("refuses to send without consent, with the spec's message", async () => {
    for (const casl_consent of [false, undefined, "true"]) {
      const error = await expectBadField("/api/leads/contact", { ...contact, casl_consent }, "casl_consent");
      expect(error.message).toBe(publicMessages.contactConsentRequired);
    }
  });

  it("rejects bad inputs with a 400 naming the field", async () => {
    const bad: [unknown, string][] = [
      [{ ...contact, first_name: "" }, "first_name"],
      [{ ...contact, last_name: undefined }, "last_name"],
      [{ ...contact, email: "luc" }, "email"],
      [{ ...contact, phone: " " }, "phone"],
      [{ ...contact, comments: "" }, "comments"],
      [{ ...contact, postal_code: "12345" }, "postal_code"],
      [{ ...contact, postal_code: "D1A 1A1" }, "postal_code"],
      [{ ...contact, phone_type: "Fax" }, "phone_type"],
      [{ ...contact, agent_id: "nobody" }, "agent_id"],
    ];
    for (const [json, field] of bad) await expectBadField("/api/leads/contact", json, field);
  });
});

describe("lead rate limiting", () => {
  it("allows a burst per IP and form, then answers 429 with Retry-After", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < DEFAULT_SUBMISSION_LIMITS.lead.max; i++) {
      const { res } = await post("/api/leads/contact", contact, ip);
      expect(res.status).toBe(201);
    }
    const before = (await t.deps.db.select().from(leads)).length;
    const { res, body } = await post("/api/leads/contact", contact, ip);
    expect(res.status).toBe(429);
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/Too many submissions/);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await t.deps.db.select().from(leads)).length).toBe(before);

    expect((await post("/api/leads/application", application, ip)).res.status).toBe(201);
    expect((await post("/api/leads/contact", contact, "203.0.113.10")).res.status).toBe(201);
  });
});

describe("a lead and its notifications", () => {
  it("are stored together: the lead with its broker's e-mail queued", async () => {
    const { res, body } = await post("/api/leads/application", { ...application, agent_id: active.id });
    expect(res.status).toBe(201);
    const queued = await t.deps.db.select().from(notifications).where(eq(notifications.leadId, body.id));
    expect(queued).toMatchObject([
      { channel: "email", kind: "new_lead", status: "pending", recipient: active.email },
    ]);
  });

  it("are stored together or not at all: a notification the database refuses leaves no lead, and a JSON 500", async () => {
    const name = "Refused Notification";
    await t.deps.db.execute(
      sql.raw(`create function refuse_test_notification() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from leads where id = new.lead_id and client_name = '${name}') then
            raise exception 'refused by the test';
          end if;
          return new;
        end $$`),
    );
    await t.deps.db.execute(
      sql.raw(`create trigger refuse_test_notification before insert on notifications
        for each row execute function refuse_test_notification()`),
    );
    try {
      const { res, body } = await post("/api/leads/application", {
        ...application,
        client_name: name,
        agent_id: active.id,
      });
      expect(res.status).toBe(500);
      expect(body.error.code).toBe("internal_error");
      expect(await t.deps.db.select().from(leads).where(eq(leads.clientName, name))).toEqual([]);
    } finally {
      await t.deps.db.execute(sql.raw("drop trigger refuse_test_notification on notifications"));
      await t.deps.db.execute(sql.raw("drop function refuse_test_notification()"));
    }
  });

  it("are refused with a 403 when the form is posted from another site, and nothing is stored", async () => {
    const before = (await t.deps.db.select().from(leads)).length;
    const res = await t.request("/api/leads/quote", {
      method: "POST",
      json: quote,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ApiErrorBody).error.code).toBe("csrf_rejected");
    expect((await t.deps.db.select().from(leads)).length).toBe(before);
  });
});
