import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_SEARCH_MAX_LENGTH } from "../../src/domain/schemas/admin-leads";
import { agents, leads, type NewLead } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { minutesAgo, type ApiErrorBody } from "./public-fixtures";

/**
 * The staff lists' search (`q`), their follow-up order (`sort=follow_up`) and each row's follow-up
 * state, on the broker's list and the super admin's, and the quote figures and follow-up in the CSV.
 */

interface ListedLead {
  id: string;
  client_name: string;
  follow_up_at: string | null;
  follow_up_due: "overdue" | "today" | null;
  follow_up_time_zone: string;
}

interface ListBody extends ApiErrorBody {
  leads: ListedLead[];
  total: number;
  sort: string;
  counts: { by_status: Record<string, number>; by_type: Record<string, number> };
  previous_cursor: string | null;
  next_cursor: string | null;
}

type Session = Awaited<ReturnType<TestContext["signInAs"]>>;

let t: TestContext;
let broker: Session;
let otherBroker: Session;
let superCookie: string;

const HOUR = 3_600_000;

function lead(agentId: string | null, clientName: string, values: Partial<NewLead> = {}): NewLead {
  return { agentId, clientName, type: "rate_quote", source: "mortgage_calculator", ...values };
}

beforeAll(async () => {
  t = await createTestContext();
  [broker, otherBroker] = await Promise.all([t.signInAs("agent"), t.signInAs("agent")]);
  superCookie = (await t.signInAs("super_admin")).cookie;
  const mine = broker.agentId!;
  await t.deps.db.insert(leads).values([
    lead(mine, "Marie Tremblay", {
      clientEmail: "marie.tremblay@gagnon-immobilier.ca",
      clientPhone: "(416) 555-0123",
      createdAt: minutesAgo(50),
    }),
    lead(mine, "Émilie Gagnon", {
      clientEmail: "emilie@example.ca",
      clientPhone: "+1 514 555 0199",
      status: "contacted",
      createdAt: minutesAgo(40),
    }),
    lead(mine, "Gagnon Jean", { type: "contact", source: "contact_form", createdAt: minutesAgo(30) }),
    lead(mine, "100% Sure", { createdAt: minutesAgo(20) }),
    lead(mine, "Under_score", { createdAt: minutesAgo(10) }),
    lead(otherBroker.agentId!, "Marie Other", {
      clientEmail: "marie@gagnon-immobilier.ca",
      clientPhone: "416 555 0123",
      createdAt: minutesAgo(5),
    }),
    lead(null, "Unassigned Gagnon", { createdAt: minutesAgo(1) }),
  ]);
});
afterAll(() => t.close());

async function dashboardList(query: string, cookie = broker.cookie) {
  const res = await t.request(`/api/dashboard/leads${query}`, { cookie });
  return { res, body: (await res.json()) as ListBody };
}

async function adminList(query: string) {
  const res = await t.request(`/api/admin/leads${query}`, { cookie: superCookie });
  return { res, body: (await res.json()) as ListBody };
}

const names = async (query: string, cookie = broker.cookie) =>
  (await dashboardList(query, cookie)).body.leads.map((l) => l.client_name);

const q = (text: string) => `?q=${encodeURIComponent(text)}`;

describe("searching the leads lists (q)", () => {
  it("finds a phone however its digits are written", async () => {
    for (const written of ["416.555.0123", "416-555-0123", "+1 (416) 555 0123", "4165550123", "555-0123"]) {
      expect(await names(q(written)), written).toEqual(["Marie Tremblay"]);
    }
    expect(await names(q("514 555"))).toEqual(["Émilie Gagnon"]);
    expect(await names(q("416.555.9999"))).toEqual([]);
  });

  it("finds a name or an e-mail by any part of it, whatever the case, accents included", async () => {
    expect(await names(q("gagnon-immo"))).toEqual(["Marie Tremblay"]);
    expect(await names(q("TREMBLAY"))).toEqual(["Marie Tremblay"]);
    expect(await names(q("émilie"))).toEqual(["Émilie Gagnon"]);
    expect(await names(q("ÉMILIE G"))).toEqual(["Émilie Gagnon"]);
    // Newest first, like the list without a search: the name and the e-mail both count.
    expect(await names(q("gagnon"))).toEqual(["Gagnon Jean", "Émilie Gagnon", "Marie Tremblay"]);
  });

  it("keeps to the broker's own leads, and the super admin's list searches every lead", async () => {
    expect(await names(q("gagnon"), otherBroker.cookie)).toEqual(["Marie Other"]);
    const all = await adminList(q("gagnon"));
    expect(all.body.leads.map((l) => l.client_name)).toEqual([
      "Unassigned Gagnon",
      "Marie Other",
      "Gagnon Jean",
      "Émilie Gagnon",
      "Marie Tremblay",
    ]);
    expect((await adminList(q("(416) 555-0123"))).body.total).toBe(2);
  });

  it("goes with the status, type and source filters, and the counts follow the search", async () => {
    expect(await names(`${q("gagnon")}&status=contacted`)).toEqual(["Émilie Gagnon"]);
    expect(await names(`${q("gagnon")}&type=contact&source=contact_form`)).toEqual(["Gagnon Jean"]);
    const { body } = await dashboardList(`${q("gagnon")}&status=new`);
    expect(body.total).toBe(2);
    expect(body.counts.by_status).toEqual({ new: 2, contacted: 1 });
    expect(body.counts.by_type).toEqual({ rate_quote: 1, contact: 1 });
  });

  it("takes % and _ as themselves, not as wildcards", async () => {
    expect(await names(q("%"))).toEqual(["100% Sure"]);
    expect(await names(q("_"))).toEqual(["Under_score"]);
    expect(await names(q("0%_s"))).toEqual([]);
    expect(await names(q("\\"))).toEqual([]);
  });

  it("treats a blank search as none", async () => {
    expect(await names(q("   "))).toHaveLength(5);
  });

  it("refuses a search longer than its limit or of several lines with a 400 naming q, in the visitor's language", async () => {
    for (const text of ["x".repeat(LEAD_SEARCH_MAX_LENGTH + 1), "marie\ntremblay"]) {
      const { res, body } = await dashboardList(q(text));
      expect(res.status).toBe(400);
      expect(body.error.field).toBe("q");
      const admin = await adminList(q(text));
      expect(admin.res.status).toBe(400);
      expect(admin.body.error.field).toBe("q");
    }
    const french = await t.request(`/api/dashboard/leads${q("x".repeat(LEAD_SEARCH_MAX_LENGTH + 1))}`, {
      cookie: broker.cookie,
      headers: { "accept-language": "fr-CA" },
    });
    const { error } = (await french.json()) as ApiErrorBody;
    expect(error.field).toBe("q");
    expect(error.message).toContain("caractères");
  });

  it("exports what it finds", async () => {
    const res = await t.request(`/api/dashboard/leads/export.csv${q("416.555.0123")}`, {
      cookie: broker.cookie,
    });
    const lines = (await res.text()).split("\r\n").filter(Boolean);
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(["Marie Tremblay"]);
    const admin = await t.request(`/api/admin/leads/export.csv${q("gagnon-immobilier")}`, {
      cookie: superCookie,
    });
    expect((await admin.text()).split("\r\n").filter(Boolean)).toHaveLength(3);
    const tooLong = await t.request(
      `/api/admin/leads/export.csv${q("x".repeat(LEAD_SEARCH_MAX_LENGTH + 1))}`,
      {
        cookie: superCookie,
      },
    );
    expect(tooLong.status).toBe(400);
  });
});

/** A zone where now is between 01:00 and 22:00, so a follow-up an hour away still falls today there. */
function zoneAwayFromMidnight(): string {
  const zones = ["America/Toronto", "America/Vancouver", "Asia/Tokyo", "Europe/Paris", "Pacific/Auckland"];
  const hourIn = (zone: string) =>
    Number(new Intl.DateTimeFormat("en-CA", { timeZone: zone, hour: "numeric", hourCycle: "h23" }).format());
  return zones.find((zone) => hourIn(zone) >= 1 && hourIn(zone) <= 21)!;
}

describe("follow-ups in the lists (sort=follow_up)", () => {
  let sorter: Session;
  let expectedOrder: string[];

  beforeAll(async () => {
    sorter = await t.signInAs("agent");
    const zone = zoneAwayFromMidnight();
    await t.deps.db.update(agents).set({ timeZone: zone }).where(eq(agents.id, sorter.agentId!));
    const now = Date.now();
    const at = (hours: number) => new Date(now + hours * HOUR);
    await t.deps.db
      .insert(leads)
      .values([
        lead(sorter.agentId!, "No follow-up 1", { createdAt: minutesAgo(1) }),
        lead(sorter.agentId!, "In a week", { followUpAt: at(24 * 7), createdAt: minutesAgo(2) }),
        lead(sorter.agentId!, "Yesterday", { followUpAt: at(-24), createdAt: minutesAgo(3) }),
        lead(sorter.agentId!, "In an hour", { followUpAt: at(1), createdAt: minutesAgo(4) }),
        lead(sorter.agentId!, "No follow-up 2", { createdAt: minutesAgo(5) }),
        lead(sorter.agentId!, "Tied A", { followUpAt: at(48), createdAt: minutesAgo(6) }),
        lead(sorter.agentId!, "Tied B", { followUpAt: at(48), createdAt: minutesAgo(7) }),
        lead(sorter.agentId!, "No follow-up 3", { createdAt: minutesAgo(8) }),
      ]);
    const rows = await t.deps.db
      .select({ name: leads.clientName, id: leads.id })
      .from(leads)
      .where(eq(leads.agentId, sorter.agentId!));
    const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
    const byId = (a: string, b: string) => (idOf(a) < idOf(b) ? -1 : 1);
    expectedOrder = [
      "Yesterday",
      "In an hour",
      ...["Tied A", "Tied B"].sort(byId),
      "In a week",
      ...["No follow-up 1", "No follow-up 2", "No follow-up 3"].sort(byId),
    ];
  });

  it("lists the soonest follow-up first and the leads without one last, each row saying whether it is due", async () => {
    const { res, body } = await dashboardList("?sort=follow_up", sorter.cookie);
    expect(res.status).toBe(200);
    expect(body.sort).toBe("follow_up");
    expect(body.leads.map((l) => l.client_name)).toEqual(expectedOrder);
    const due = Object.fromEntries(body.leads.map((l) => [l.client_name, l.follow_up_due]));
    expect(due).toMatchObject({ Yesterday: "overdue", "In an hour": "today", "In a week": null });
    expect(due["No follow-up 1"]).toBeNull();
    const zone = (await t.deps.db.select().from(agents).where(eq(agents.id, sorter.agentId!)))[0]!.timeZone;
    expect(new Set(body.leads.map((l) => l.follow_up_time_zone))).toEqual(new Set([zone]));
    // The default order stays newest first.
    expect((await dashboardList("", sorter.cookie)).body.sort).toBe("created");
  });

  it("pages by follow-up with Next and Previous, and by offset, each lead once and in order", async () => {
    const pages = [(await dashboardList("?sort=follow_up&limit=3", sorter.cookie)).body];
    while (pages.at(-1)!.leads.length === 3) {
      const after = encodeURIComponent(pages.at(-1)!.next_cursor!);
      pages.push((await dashboardList(`?sort=follow_up&limit=3&after=${after}`, sorter.cookie)).body);
    }
    expect(pages.flatMap((page) => page.leads.map((l) => l.client_name))).toEqual(expectedOrder);
    // Previous from the last page (leads without a follow-up) and from the middle one.
    for (const [index, from] of [
      [2, 3],
      [1, 0],
    ] as const) {
      const before = encodeURIComponent(pages[index]!.previous_cursor!);
      const back = await dashboardList(`?sort=follow_up&limit=3&before=${before}`, sorter.cookie);
      expect(back.body.leads.map((l) => l.client_name)).toEqual(expectedOrder.slice(from, from + 3));
    }
    const byOffset = await dashboardList("?sort=follow_up&limit=3&offset=3", sorter.cookie);
    expect(byOffset.body.leads.map((l) => l.client_name)).toEqual(expectedOrder.slice(3, 6));
  });

  it("refuses a cursor of the other order, naming it, and an unknown order", async () => {
    const newest = (await dashboardList("?limit=2", sorter.cookie)).body;
    const mixed = await dashboardList(
      `?sort=follow_up&after=${encodeURIComponent(newest.next_cursor!)}`,
      sorter.cookie,
    );
    expect(mixed.res.status).toBe(400);
    expect(mixed.body.error.field).toBe("after");
    const bySoonest = (await dashboardList("?sort=follow_up&limit=2", sorter.cookie)).body;
    const back = await dashboardList(
      `?before=${encodeURIComponent(bySoonest.previous_cursor!)}`,
      sorter.cookie,
    );
    expect(back.body.error.field).toBe("before");
    const unknown = await dashboardList("?sort=name", sorter.cookie);
    expect(unknown.res.status).toBe(400);
    expect(unknown.body.error.field).toBe("sort");
  });

  it("judges the super admin's rows in each lead's broker's zone, Toronto's for a lead without one", async () => {
    await t.deps.db.insert(leads).values(lead(null, "Unassigned follow-up", { followUpAt: new Date(0) }));
    const { body } = await adminList(`?sort=follow_up&limit=200`);
    expect(body.leads[0]).toMatchObject({
      client_name: "Unassigned follow-up",
      follow_up_due: "overdue",
      follow_up_time_zone: "America/Toronto",
    });
    const sorterRow = body.leads.find((l) => l.client_name === "In an hour")!;
    expect(sorterRow.follow_up_due).toBe("today");
    const zone = (await t.deps.db.select().from(agents).where(eq(agents.id, sorter.agentId!)))[0]!.timeZone;
    expect(sorterRow.follow_up_time_zone).toBe(zone);
    // Leads without a follow-up come last on the admin's list too.
    expect(body.leads.at(-1)!.follow_up_at).toBeNull();
  });
});

describe("the CSV export's quote figures and follow-up", () => {
  it("adds the quote's figures and the follow-up after the existing columns", async () => {
    const exporter = await t.signInAs("agent");
    await t.deps.db.insert(leads).values(
      lead(exporter.agentId!, "Quote Figures", {
        followUpAt: new Date("2026-06-01T13:30:00.000Z"),
        metadata: {
          form: "purchase",
          price: 750000,
          downPayment: 75000,
          location: "ON",
          amortization: 25,
          mortgageRate: 4.79,
          paymentFrequency: "monthly",
          calculations: { cmhcInsurance: 27000, totalMortgage: 702000, monthlyPayment: 4001.234567 },
        },
      }),
    );
    const res = await t.request("/api/dashboard/leads/export.csv", { cookie: exporter.cookie });
    const [header, row] = (await res.text()).split("\r\n");
    const cells = Object.fromEntries(
      header!
        .replace(/^\uFEFF/, "")
        .split(",")
        .map((h, i) => [h, row!.split(",")[i]]),
    );
    expect(cells).toMatchObject({
      "Client name": "Quote Figures",
      Price: "750000",
      "Down payment": "75000",
      "CMHC premium": "27000",
      "Total mortgage": "702000",
      "Rate (%)": "4.79",
      "Amortization (years)": "25",
      "Payment frequency": "monthly",
      Payment: "4001.23",
      "Follow-up": "2026-06-01T13:30:00.000Z",
    });
  });
});
