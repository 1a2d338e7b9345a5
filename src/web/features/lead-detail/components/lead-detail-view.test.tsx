// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LeadDetail } from "../../../../domain/lead-detail";
import { calculateHomeQuote } from "../../../../domain/mortgage/home-quote";
import { createQueryClient } from "../../../lib/query-client";
import { WithIntl } from "../../../i18n/test-intl";
import { formatWholeDollars } from "../../quote/money";
import { LeadEmailComposer } from "./lead-email-composer";
import { LeadDetailView } from "./lead-detail-view";

const LEAD_ID = "8c1d6f0e-2b1a-4c59-9d7e-0b9a1f3c2d4e";
const calculations = calculateHomeQuote({
  price: 640_000,
  downPayment: 64_000,
  annualRatePercent: 4.29,
  amortizationYears: 25,
  paymentFrequency: "monthly",
});

function detail(overrides: Partial<LeadDetail["lead"]> = {}): LeadDetail {
  return {
    lead: {
      id: LEAD_ID,
      client_name: "Amélie Gagnon",
      client_email: "amelie@example.ca",
      client_phone: "(514) 555-0123",
      type: "rate_quote",
      source: "mortgage_calculator",
      status: "contacted",
      message: null,
      created_at: "2026-12-01T14:00:00.000Z",
      chat_history: null,
      metadata: {
        form: "purchase",
        price: 640_000,
        downPayment: 64_000,
        location: "Quebec",
        amortization: 25,
        mortgageRate: 4.29,
        paymentFrequency: "monthly",
        calculations,
      },
      agent: { id: "a1", name: "Priya Raman" },
      follow_up_at: "2026-12-02T14:00:00.000Z",
      follow_up_note: "Send the checklist",
      consent: null,
      time_zone: "America/Toronto",
      ...overrides,
    },
    timeline: [
      { kind: "created", at: "2026-12-01T14:00:00.000Z" },
      {
        kind: "status_changed",
        at: "2026-12-01T15:00:00.000Z",
        actor_name: "Priya Raman",
        data: { from: "new", to: "contacted" },
      },
      {
        kind: "note",
        id: "n1",
        at: "2026-12-01T16:00:00.000Z",
        author_name: "Priya Raman",
        body: "Called her back.",
        updated_at: null,
        mine: true,
      },
      {
        kind: "note",
        id: "n2",
        at: "2026-12-01T17:00:00.000Z",
        author_name: "Super Admin",
        body: "Handed over from the inbox.",
        updated_at: "2026-12-01T18:00:00.000Z",
        mine: false,
      },
    ],
  };
}

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

let container: HTMLElement;
let root: Root;

function render(node: React.ReactNode) {
  root.render(
    <WithIntl>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </WithIntl>,
  );
}

const view = (
  <LeadDetailView
    panel="dashboard"
    leadId={LEAD_ID}
    panelTitle="Agent Dashboard"
    notFound="Not one of yours."
  />
);

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
  vi.unstubAllGlobals();
});

describe("LeadDetailView", () => {
  it("reads the lead from its panel's API and shows the client, the quote and the timeline", async () => {
    const fetchMock = respond(200, detail());
    render(view);
    await vi.waitFor(() => expect(container.querySelector("h2")?.textContent).toBe("Amélie Gagnon"));
    expect(fetchMock).toHaveBeenCalledWith(`/api/dashboard/leads/${LEAD_ID}`, expect.anything());

    expect(container.querySelector('[data-testid="lead-payment"]')?.textContent).toBe(
      formatWholeDollars(calculations.monthlyPayment, "en-CA"),
    );
    expect(container.querySelector('a[href="tel:5145550123"]')?.textContent).toBe("(514) 555-0123");
    expect(container.querySelector('a[href="mailto:amelie@example.ca"]')).not.toBeNull();
    expect(container.textContent).toContain("$64,000 (10% of the price)");
    expect(container.querySelector('[data-testid="follow-up-status"]')?.textContent).toContain("Overdue");

    const entries = [...container.querySelectorAll('[data-testid="lead-timeline"] > li')];
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining("Handed over from the inbox."),
      expect.stringContaining("Called her back."),
      expect.stringContaining("Status changed from New to Contacted"),
      expect.stringContaining("Lead received (Mortgage calculator)"),
    ]);
    // Only the caller's own note offers to be changed; an edited one says so.
    expect(entries[0]!.textContent).toContain("edited");
    expect(entries[0]!.querySelectorAll("button")).toHaveLength(0);
    expect(
      [...entries[1]!.querySelectorAll("button")].map((b) => b.getAttribute("aria-label") ?? b.textContent),
    ).toEqual(["Edit this note", "Delete this note"]);
  });

  it("says a lead that is not the broker's does not exist, inside the dashboard", async () => {
    respond(404, { error: { message: "Lead not found", code: "not_found" } });
    render(view);
    await vi.waitFor(() => expect(container.textContent).toContain("Not one of yours."));
    expect(container.querySelector("h2")?.textContent).toBe("Lead not found");
    expect(container.querySelector('a[href="/agent-dashboard?tab=leads"]')).not.toBeNull();
  });
});

describe("LeadEmailComposer", () => {
  it("is disabled, and says why, for a client who gave no e-mail address", async () => {
    render(
      <LeadEmailComposer lead={detail({ client_email: null }).lead} brokerName="Priya" onSaved={vi.fn()} />,
    );
    const button = await vi.waitFor(() => {
      const found = container.querySelector("button");
      expect(found).not.toBeNull();
      return found!;
    });
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute("aria-describedby")!);
    expect(reason?.textContent).toContain("gave no e-mail address");
  });
});
