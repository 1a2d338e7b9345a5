import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agents } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import type { ApiErrorBody } from "./public-fixtures";
import { WRITE_SAMPLES } from "./write-samples";

/** The profile tab saves its whole form. */
const PROFILE = WRITE_SAMPLES["PATCH /api/dashboard/profile"]!;

/** The zone a broker's morning follow-ups e-mail is timed by: set in their profile, or by the super admin. */
let t: TestContext;
let broker: { cookie: string; agentId: string };
let superCookie: string;

beforeAll(async () => {
  t = await createTestContext();
  const signedIn = await t.signInAs("agent");
  broker = { cookie: signedIn.cookie, agentId: signedIn.agentId! };
  superCookie = (await t.signInAs("super_admin")).cookie;
});
afterAll(() => t.close());

async function storedZone(): Promise<string> {
  const rows = await t.deps.db
    .select({ zone: agents.timeZone })
    .from(agents)
    .where(eq(agents.id, broker.agentId));
  return rows[0]!.zone;
}

function patchProfile(fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  const json = { ...PROFILE, ...fields };
  return t.request("/api/dashboard/profile", { method: "PATCH", cookie: broker.cookie, json, headers });
}

describe("a broker's time zone", () => {
  it("is America/Toronto until chosen, and the profile carries it", async () => {
    const res = await t.request("/api/dashboard/profile", { cookie: broker.cookie });
    expect(((await res.json()) as { agent: { time_zone: string } }).agent.time_zone).toBe("America/Toronto");
  });

  it("is saved from the profile tab, and left as it is by a save without it", async () => {
    const res = await patchProfile({ time_zone: "America/Vancouver" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { agent: { time_zone: string } }).agent.time_zone).toBe(
      "America/Vancouver",
    );
    expect((await patchProfile({})).status).toBe(200);
    expect(await storedZone()).toBe("America/Vancouver");
    // Any zone the platform knows, not only Canada's.
    expect((await patchProfile({ time_zone: "Europe/Paris" })).status).toBe(200);
    expect(await storedZone()).toBe("Europe/Paris");
  });

  it("refuses a zone the platform does not know with a 400 naming time_zone, in the visitor's language", async () => {
    for (const time_zone of ["Mars/Olympus_Mons", "", 5, "EST5EDT; drop table agents"]) {
      const res = await patchProfile({ time_zone });
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as ApiErrorBody;
      expect(error.field).toBe("time_zone");
      expect(error.message).toContain("Must be a time zone such as America/Toronto");
    }
    const french = await patchProfile({ time_zone: "Nowhere" }, { "accept-language": "fr-CA" });
    expect(((await french.json()) as ApiErrorBody).error.message).toContain(
      "Doit être un fuseau horaire comme America/Toronto",
    );
    expect(await storedZone()).toBe("Europe/Paris");
  });

  it("is set by the super admin on the agent too", async () => {
    const res = await t.request(`/api/admin/agents/${broker.agentId}`, {
      method: "PATCH",
      cookie: superCookie,
      json: { time_zone: "America/St_Johns" },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await storedZone()).toBe("America/St_Johns");
    const bad = await t.request(`/api/admin/agents/${broker.agentId}`, {
      method: "PATCH",
      cookie: superCookie,
      json: { time_zone: "Atlantis/Capital" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiErrorBody).error.field).toBe("time_zone");
  });
});
