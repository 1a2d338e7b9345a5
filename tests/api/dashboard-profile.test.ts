import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validationMessages } from "../support/english-texts";
import {
  LICENCE_NUMBER_FORMAT_MESSAGE,
  RESERVED_PROFILE_SLUG_MESSAGE,
} from "../../src/domain/schemas/agents-admin";
import { NOT_A_TAB_FIELD_MESSAGE } from "../../src/domain/schemas/dashboard-profile";
import { WEB_LINK_MESSAGE } from "../../src/domain/schemas/web-link";
import { agents } from "../../src/server/db/schema";
import { tinyPng } from "../../src/server/storage/test-files";
import { createTestContext, type TestContext } from "./harness";
import { uniqueSlug, type ApiErrorBody } from "./public-fixtures";
import { WRITE_SAMPLES } from "./write-samples";

const INACTIVE_AGENT_MESSAGE = "Your agent profile has been deactivated";

type AgentBody = Record<string, unknown> & {
  id: string;
  name: string;
  profile_slug: string;
  headshot_url: string | null;
  social_links: Record<string, string>;
  seo_settings: Record<string, string>;
};

let t: TestContext;
let a: { cookie: string; agentId: string };
let b: { cookie: string; agentId: string };
beforeAll(async () => {
  t = await createTestContext();
  const signIn = async () => {
    const { cookie, agentId } = await t.signInAs("agent");
    return { cookie, agentId: agentId! };
  };
  [a, b] = await Promise.all([signIn(), signIn()]);
});
afterAll(() => t.close());

const sample = (tab: string) => WRITE_SAMPLES[`PATCH /api/dashboard/profile${tab}`]!;

function send(cookie: string, tab: string, json: unknown) {
  return t.request(`/api/dashboard/profile${tab}`, { method: "PATCH", cookie, json });
}

async function saved(res: Response): Promise<AgentBody> {
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { agent: AgentBody }).agent;
}

async function errorOf(res: Response) {
  return ((await res.json()) as ApiErrorBody).error;
}

async function own(cookie: string): Promise<AgentBody> {
  const res = await t.request("/api/dashboard/profile", { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { agent: AgentBody }).agent;
}

async function publicProfile(slugOrId: string) {
  const res = await t.request(`/api/agents/${slugOrId}`);
  return {
    status: res.status,
    agent: res.status === 200 ? ((await res.json()) as { agent: AgentBody }).agent : null,
  };
}

function upload(cookie: string, kind: string, bytes: Uint8Array, name = "photo.png") {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
  return t.request(`/api/dashboard/profile/images/${kind}`, { method: "POST", cookie, body: form });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe("who may use it", () => {
  it("answers only the caller's own profile, and refuses a deactivated agent, a super admin and visitors", async () => {
    const mine = await own(a.cookie);
    expect(mine.id).toBe(a.agentId);
    expect(Object.keys(mine)).toEqual(
      expect.arrayContaining([
        "name",
        "email",
        "phone",
        "bio",
        "calendly_link",
        "crm_email",
        "social_links",
        "application_links",
        "seo_settings",
        "headshot_url",
        "banner_image_url",
        "custom_background_image",
        "agent_logo_url",
        "badge_1_url",
        "badge_2_url",
        "profile_slug",
        "contact_details",
        "is_active",
      ]),
    );
    expect(mine).not.toHaveProperty("user_id");
    expect((await own(b.cookie)).id).toBe(b.agentId);

    const inactive = await t.signInAs("agent", { agentActive: false });
    const refused = await t.request("/api/dashboard/profile", { cookie: inactive.cookie });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(INACTIVE_AGENT_MESSAGE);
    expect((await send(inactive.cookie, "", sample(""))).status).toBe(403);
    expect((await send(inactive.cookie, "/slug", { profile_slug: uniqueSlug("back") })).status).toBe(403);

    const superAdmin = await t.signInAs("super_admin");
    expect((await t.request("/api/dashboard/profile", { cookie: superAdmin.cookie })).status).toBe(403);
    expect((await send(superAdmin.cookie, "/seo", sample("/seo"))).status).toBe(403);
    expect((await t.request("/api/dashboard/profile")).status).toBe(401);
  });

  it("never lets agent B change agent A, nor an agent reactivate or re-own their profile", async () => {
    const before = await own(a.cookie);
    for (const [tab, body] of [
      ["", { ...sample(""), agent_id: a.agentId }],
      ["", { ...sample(""), id: a.agentId }],
      ["/social", { ...sample("/social"), user_id: "someone" }],
      ["/seo", { ...sample("/seo"), is_active: true }],
    ] as const) {
      const res = await send(b.cookie, tab, body);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.message).toContain(NOT_A_TAB_FIELD_MESSAGE);
      expect(["agent_id", "id", "user_id", "is_active"]).toContain(error.field);
    }
    expect(await own(a.cookie)).toEqual(before);

    const inactive = await t.signInAs("agent", { agentActive: false });
    expect((await send(inactive.cookie, "", { ...sample(""), is_active: true })).status).toBe(403);
    const [row] = await t.deps.db.select().from(agents).where(eq(agents.id, inactive.agentId!));
    expect(row!.isActive).toBe(false);
  });
});

describe("one PATCH per tab", () => {
  it("saves each tab's fields alone, so tabs saved one after the other keep each other's changes", async () => {
    const profile = await saved(await send(a.cookie, "", sample("")));
    expect(profile).toMatchObject({
      name: "Priya Raman",
      phone: "416-555-0142",
      calendly_link: "https://calendly.com/priya",
      crm_email: "priya@crm.example.ca",
      licence_number: "M08001234",
      contact_details: { address: "100 King St W, Toronto" },
    });
    await saved(await send(a.cookie, "/social", sample("/social")));
    await saved(await send(a.cookie, "/links", sample("/links")));
    const seo = await saved(await send(a.cookie, "/seo", sample("/seo")));
    expect(seo.social_links).toEqual(sample("/social").social_links);
    expect(seo.seo_settings).toEqual(sample("/seo").seo_settings);
    expect(seo).toMatchObject({ name: "Priya Raman", application_links: sample("/links").application_links });

    // The public page shows it all on its next load.
    const { agent } = await publicProfile(seo.profile_slug);
    expect(agent).toMatchObject({
      name: "Priya Raman",
      social_links: sample("/social").social_links,
      application_links: sample("/links").application_links,
      seo_settings: sample("/seo").seo_settings,
    });
    expect(agent).not.toHaveProperty("crm_email");

    // A tab that clears its own fields leaves the others alone.
    const cleared = await saved(await send(a.cookie, "/social", { social_links: { facebook: "" } }));
    expect(cleared.social_links).toEqual({});
    expect(cleared.seo_settings).toEqual(sample("/seo").seo_settings);
  });

  it("validates names, addresses, the SEO limits and the two badges", async () => {
    const noName = await send(a.cookie, "", { ...sample(""), name: "  " });
    expect(noName.status).toBe(400);
    expect(await errorOf(noName)).toMatchObject({ field: "name" });

    const badCalendly = await send(a.cookie, "", { ...sample(""), calendly_link: "javascript:alert(1)" });
    const calendlyError = await errorOf(badCalendly);
    expect(calendlyError.field).toBe("calendly_link");
    expect(calendlyError.message).toContain(WEB_LINK_MESSAGE);

    const badSocial = await send(a.cookie, "/social", { social_links: { youtube: "not a link" } });
    expect(await errorOf(badSocial)).toMatchObject({ field: "social_links.youtube" });
    const badApply = await send(a.cookie, "/links", { application_links: { apply: "data:text/html,hi" } });
    expect(await errorOf(badApply)).toMatchObject({ field: "application_links.apply" });

    const title = await send(a.cookie, "/seo", { seo_settings: { meta_title: "t".repeat(61) } });
    expect(await errorOf(title)).toMatchObject({ field: "seo_settings.meta_title" });
    const description = await send(a.cookie, "/seo", { seo_settings: { meta_description: "d".repeat(161) } });
    expect(await errorOf(description)).toMatchObject({ field: "seo_settings.meta_description" });
    const atLimits = await send(a.cookie, "/seo", {
      seo_settings: { meta_title: "t".repeat(60), meta_description: "d".repeat(160) },
    });
    expect((await saved(atLimits)).seo_settings.meta_title).toHaveLength(60);

    const thirdBadge = await send(a.cookie, "/customize", {
      ...sample("/customize"),
      badge_3_url: "/storage/agent-banners/x.png",
    });
    expect(thirdBadge.status).toBe(400);
    expect(await errorOf(thirdBadge)).toMatchObject({ field: "badge_3_url" });
  });
});

describe("licence number", () => {
  it("is the agent's own to set, shows on their public profile, and a bad one is a 400 naming it", async () => {
    const profile = await saved(
      await send(b.cookie, "", { ...sample(""), licence_number: " BCFSA X034812 " }),
    );
    expect(profile.licence_number).toBe("BCFSA X034812");
    expect((await publicProfile(profile.profile_slug)).agent?.licence_number).toBe("BCFSA X034812");

    const bad = await send(b.cookie, "", { ...sample(""), licence_number: "X03/4812" });
    expect(bad.status).toBe(400);
    const error = await errorOf(bad);
    expect(error.field).toBe("licence_number");
    expect(error.message).toContain(LICENCE_NUMBER_FORMAT_MESSAGE);
    expect((await own(b.cookie)).licence_number).toBe("BCFSA X034812");

    const cleared = await saved(await send(b.cookie, "", { ...sample(""), licence_number: "" }));
    expect(cleared.licence_number).toBeNull();
    expect((await publicProfile(profile.profile_slug)).agent?.licence_number).toBeNull();
  });
});

describe("PATCH /slug", () => {
  it("keeps only a-z and 0-9, refuses empty, reserved and taken slugs, and moves the public page", async () => {
    const wanted = uniqueSlug("Jane-Doe");
    const moved = await saved(await send(a.cookie, "/slug", { profile_slug: `  ${wanted.toUpperCase()}!` }));
    expect(moved.profile_slug).toBe(wanted.replace(/[^a-z0-9]/gi, "").toLowerCase());
    expect((await publicProfile(moved.profile_slug)).agent?.id).toBe(a.agentId);

    const empty = await send(a.cookie, "/slug", { profile_slug: "-- !!" });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({
      message: validationMessages.emptyProfileSlug,
      field: "profile_slug",
    });

    const reserved = await send(a.cookie, "/slug", { profile_slug: "List" });
    expect(reserved.status).toBe(400);
    expect((await errorOf(reserved)).message).toBe(RESERVED_PROFILE_SLUG_MESSAGE);

    const taken = await send(b.cookie, "/slug", { profile_slug: moved.profile_slug });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({
      message: validationMessages.profileSlugTaken,
      field: "profile_slug",
    });
    expect((await own(b.cookie)).profile_slug).not.toBe(moved.profile_slug);

    const me = await t.request("/api/me", { cookie: a.cookie });
    expect(((await me.json()) as { user: { profileSlug: string } }).user.profileSlug).toBe(
      moved.profile_slug,
    );
  });
});

describe("pictures", () => {
  it("uploads under the caller's id, saves with the tab, and removes the picture it replaces", async () => {
    const first = await upload(a.cookie, "headshot", tinyPng());
    expect(first.status).toBe(201);
    const { url: firstUrl } = (await first.json()) as { url: string };
    expect(firstUrl).toMatch(new RegExp(`^/storage/agent-headshots/${a.agentId}/\\d+-photo\\.png$`));
    const withFirst = await saved(await send(a.cookie, "", { ...sample(""), headshot_url: firstUrl }));
    expect(withFirst.headshot_url).toBe(firstUrl);
    expect((await publicProfile(a.agentId)).agent?.headshot_url).toBe(firstUrl);

    await tick();
    const { url: secondUrl } = (await (await upload(a.cookie, "headshot", tinyPng(), "new.png")).json()) as {
      url: string;
    };
    await saved(await send(a.cookie, "", { ...sample(""), headshot_url: secondUrl }));
    expect((await t.request(firstUrl)).status).toBe(404);
    expect((await t.request(secondUrl)).status).toBe(200);

    // Customize and SEO pictures live in agent-banners; removing one deletes its file.
    const logo = (await (await upload(a.cookie, "logo", tinyPng(), "logo.png")).json()) as { url: string };
    expect(logo.url).toMatch(new RegExp(`^/storage/agent-banners/${a.agentId}/`));
    const og = (await (await upload(a.cookie, "og", tinyPng(), "share.png")).json()) as { url: string };
    await saved(await send(a.cookie, "/customize", { ...sample("/customize"), agent_logo_url: logo.url }));
    const withOg = await saved(await send(a.cookie, "/seo", { seo_settings: { og_image: og.url } }));
    expect(withOg.agent_logo_url).toBe(logo.url);
    await saved(await send(a.cookie, "/customize", sample("/customize")));
    expect((await t.request(logo.url)).status).toBe(404);
    expect((await t.request(og.url)).status).toBe(200);
  });

  it("refuses non-images, unknown kinds, and pictures that are not the caller's own uploads", async () => {
    const text = await upload(a.cookie, "banner", new TextEncoder().encode("just text"), "notes.txt");
    expect(text.status).toBe(415);
    expect((await upload(a.cookie, "badge3", tinyPng())).status).toBe(404);

    const bUpload = (await (await upload(b.cookie, "headshot", tinyPng())).json()) as { url: string };
    const stolen = await send(a.cookie, "", { ...sample(""), headshot_url: bUpload.url });
    expect(stolen.status).toBe(400);
    const stolenError = await errorOf(stolen);
    expect(stolenError.field).toBe("headshot_url");
    expect(stolenError.message).toContain("Upload the picture here, or remove it");
    const outside = await send(a.cookie, "/customize", {
      ...sample("/customize"),
      badge_1_url: "https://tracker.example.com/pixel.png",
    });
    expect(await errorOf(outside)).toMatchObject({ field: "badge_1_url" });
    // B's file is untouched by A's attempt.
    expect((await t.request(bUpload.url)).status).toBe(200);
  });
});
