import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentDocuments } from "../../src/server/db/schema";
import { tinyPdf, tinyPng } from "../../src/server/storage/test-files";
import type { Bucket } from "../../src/server/storage/types";
import { createTestContext, type TestContext } from "./harness";
import { WRITE_SAMPLES } from "./write-samples";

/** Where agents' uploads go: removed with the agent, limited in number, swept when never saved. */

let t: TestContext;
let superCookie: string;
beforeAll(async () => {
  t = await createTestContext();
  superCookie = (await t.signInAs("super_admin")).cookie;
});
afterAll(() => t.close());

const PICTURE_KINDS = ["headshot", "banner", "background", "logo", "badge1", "badge2", "og"] as const;
const AGENT_BUCKETS: Bucket[] = ["agent-headshots", "agent-banners", "blog-images", "agent-documents"];

async function uploadPicture(cookie: string, kind: string, name = `${kind}.png`): Promise<Response> {
  const form = new FormData();
  form.append("file", new File([tinyPng() as Uint8Array<ArrayBuffer>], name));
  return t.request(`/api/dashboard/profile/images/${kind}`, { method: "POST", cookie, body: form });
}

async function uploadedUrl(res: Response): Promise<string> {
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

async function save(cookie: string, tab: string, json: unknown) {
  const res = await t.request(`/api/dashboard/profile${tab}`, { method: "PATCH", cookie, json });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe("deleting an agent", () => {
  it("removes every file under the agent's folders, saved or not, and the public addresses answer 404", async () => {
    const { cookie, agentId } = await t.signInAs("agent");
    const id = agentId!;
    const urls: Record<string, string> = {};
    for (const kind of PICTURE_KINDS) urls[kind] = await uploadedUrl(await uploadPicture(cookie, kind));
    const unsaved = await uploadedUrl(await uploadPicture(cookie, "banner", "draft.png"));
    await save(cookie, "", {
      ...WRITE_SAMPLES["PATCH /api/dashboard/profile"],
      headshot_url: urls.headshot,
      banner_image_url: urls.banner,
    });
    await save(cookie, "/customize", {
      custom_background_image: urls.background,
      agent_logo_url: urls.logo,
      badge_1_url: urls.badge1,
      badge_2_url: urls.badge2,
    });
    await save(cookie, "/seo", { seo_settings: { og_image: urls.og } });
    const blogForm = new FormData();
    blogForm.append("file", new File([tinyPng() as Uint8Array<ArrayBuffer>], "post.png"));
    const blogImage = await uploadedUrl(
      await t.request("/api/dashboard/blog/images", { method: "POST", cookie, body: blogForm }),
    );
    await t.deps.storage.put("agent-documents", `${id}/1-licence.pdf`, tinyPdf(), "application/pdf");
    await t.deps.db.insert(agentDocuments).values({
      agentId: id,
      name: "Licence",
      fileUrl: `${id}/1-licence.pdf`,
      fileSize: tinyPdf().byteLength,
    });
    const others = await t.signInAs("agent");
    const kept = await uploadedUrl(await uploadPicture(others.cookie, "logo"));

    const res = await t.request(`/api/admin/agents/${id}`, { method: "DELETE", cookie: superCookie });
    expect(res.status).toBe(204);

    for (const bucket of AGENT_BUCKETS) {
      expect(await t.deps.storage.list(bucket, id), bucket).toEqual([]);
    }
    for (const url of [...Object.values(urls), unsaved, blogImage]) {
      expect((await t.request(url)).status, url).toBe(404);
    }
    expect((await t.request(kept)).status).toBe(200);
  });
});
