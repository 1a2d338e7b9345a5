import { utimes } from "node:fs/promises";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { agentDocuments, blogPosts, mortgageServices, products } from "../../src/server/db/schema";
import { UPLOAD_LIMIT } from "../../src/server/http/upload-limit";
import { CLEANUP_INTERVALS, startCleanup } from "../../src/server/jobs/cleanup";
import { startTestS3Server, type TestS3Server } from "../../src/server/storage/test-s3-server";
import { tinyPdf, tinyPng } from "../../src/server/storage/test-files";
import type { Bucket } from "../../src/server/storage/types";
import { sweepUnreferencedUploads } from "../../src/server/storage/unreferenced-uploads";
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

function pngForm(name: string): FormData {
  const form = new FormData();
  form.append("file", new File([tinyPng() as Uint8Array<ArrayBuffer>], name));
  return form;
}

async function uploadPicture(cookie: string, kind: string, name = `${kind}.png`, ctx = t) {
  return ctx.request(`/api/dashboard/profile/images/${kind}`, {
    method: "POST",
    cookie,
    body: pngForm(name),
  });
}

async function uploaded(res: Response): Promise<{ url: string; key: string }> {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { url: string; key: string };
}

async function uploadedUrl(res: Response): Promise<string> {
  return (await uploaded(res)).url;
}

async function save(cookie: string, tab: string, json: unknown, ctx = t) {
  const res = await ctx.request(`/api/dashboard/profile${tab}`, { method: "PATCH", cookie, json });
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
    const blogImage = await uploadedUrl(
      await t.request("/api/dashboard/blog/images", { method: "POST", cookie, body: pngForm("post.png") }),
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

describe("the upload limit", () => {
  async function uploadAdminImage(cookie: string): Promise<Response> {
    return t.request("/api/admin/uploads/product-images", {
      method: "POST",
      cookie,
      body: pngForm("product.png"),
    });
  }

  async function expectLimited(res: Response) {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const { error } = (await res.json()) as { error: { message: string; code: string } };
    expect(error.code).toBe("rate_limited");
    expect(error.message).toContain(`at most ${UPLOAD_LIMIT.max} files every 10 minutes`);
  }

  it("refuses an agent's uploads past the limit with a 429 naming it, whatever the picture or page", async () => {
    const { cookie } = await t.signInAs("agent");
    for (let i = 0; i < UPLOAD_LIMIT.max; i += 1) {
      const kind = PICTURE_KINDS[i % PICTURE_KINDS.length]!;
      expect((await uploadPicture(cookie, kind)).status, `upload ${i + 1}`).toBe(201);
    }
    await expectLimited(await uploadPicture(cookie, "badge1"));
    const blogForm = new FormData();
    blogForm.append("file", new File([tinyPng() as Uint8Array<ArrayBuffer>], "post.png"));
    await expectLimited(
      await t.request("/api/dashboard/blog/images", { method: "POST", cookie, body: blogForm }),
    );

    const other = await t.signInAs("agent");
    expect((await uploadPicture(other.cookie, "logo")).status).toBe(201);
  });

  it("refuses a super admin's catalogue and blog uploads past the same limit", async () => {
    const { cookie } = await t.signInAs("super_admin");
    for (let i = 0; i < UPLOAD_LIMIT.max; i += 1) {
      expect((await uploadAdminImage(cookie)).status, `upload ${i + 1}`).toBe(201);
    }
    await expectLimited(await uploadAdminImage(cookie));
  });
});

const DAY = 24 * 60 * 60 * 1000;
const silent = pino({ level: "silent" });

describe.each([
  ["on disk", () => Promise.resolve(undefined)],
  ["in an S3 bucket", () => startTestS3Server()],
])("the sweep of unreferenced uploads %s", (_, startS3) => {
  let ctx: TestContext;
  let s3: TestS3Server | undefined;
  beforeAll(async () => {
    s3 = await startS3();
    ctx = await createTestContext(s3?.env ?? {});
  });
  afterAll(async () => {
    await ctx.close();
    await s3?.stop();
  });

  async function stored(bucket: Bucket, key: string): Promise<boolean> {
    return (await ctx.deps.storage.list(bucket)).some((object) => object.key === key);
  }

  async function adminUpload(cookie: string, bucket: string) {
    return uploaded(
      await ctx.request(`/api/admin/uploads/${bucket}`, {
        method: "POST",
        cookie,
        body: pngForm("image.png"),
      }),
    );
  }

  it("removes a day-old upload no row names, and keeps every file a row names, however it names it", async () => {
    const agent = await ctx.signInAs("agent");
    const admin = await ctx.signInAs("super_admin");
    const picture = async (kind: string) => uploaded(await uploadPicture(agent.cookie, kind, undefined, ctx));
    const [logo, og, badge, unsavedBanner] = [
      await picture("logo"),
      await picture("og"),
      await picture("badge2"),
      await picture("banner"),
    ];
    await save(agent.cookie, "/customize", { agent_logo_url: logo.url, badge_2_url: badge.url }, ctx);
    await save(agent.cookie, "/seo", { seo_settings: { og_image: og.url } }, ctx);
    const inPost = await uploaded(
      await ctx.request("/api/dashboard/blog/images", {
        method: "POST",
        cookie: agent.cookie,
        body: pngForm("inline.png"),
      }),
    );
    await ctx.deps.db.insert(blogPosts).values({
      agentId: agent.agentId!,
      title: "Pictures",
      slug: `pictures-${agent.agentId}`,
      content: `Before.\n\n![A kitchen](${inPost.url})\n\nAfter.`,
    });
    const productImage = await adminUpload(admin.cookie, "product-images");
    const serviceImage = await adminUpload(admin.cookie, "service-images");
    const unsavedLogo = await adminUpload(admin.cookie, "lender-logos");
    await ctx.deps.db.insert(products).values({ name: "Bare key", imageUrl: productImage.key });
    await ctx.deps.db.insert(mortgageServices).values({ name: "Full address", imageUrl: serviceImage.url });

    expect(await sweepUnreferencedUploads(ctx.deps.db, ctx.deps.storage, silent)).toBe(0);
    expect(await stored("agent-banners", unsavedBanner.key)).toBe(true);

    const removed = await sweepUnreferencedUploads(
      ctx.deps.db,
      ctx.deps.storage,
      silent,
      Date.now() + 2 * DAY,
    );
    expect(removed).toBe(2);
    expect(await stored("agent-banners", unsavedBanner.key)).toBe(false);
    expect(await stored("lender-logos", unsavedLogo.key)).toBe(false);
    for (const [bucket, key] of [
      ["agent-banners", logo.key],
      ["agent-banners", og.key],
      ["agent-banners", badge.key],
      ["blog-images", inPost.key],
      ["product-images", productImage.key],
      ["service-images", serviceImage.key],
    ] as const) {
      expect(await stored(bucket, key), `${bucket}/${key}`).toBe(true);
    }
  });
});

describe("the cleanup timer", () => {
  it("sweeps an upload left unsaved for more than a day", async () => {
    const { cookie } = await t.signInAs("agent");
    const old = await uploaded(await uploadPicture(cookie, "background"));
    const recent = await uploaded(await uploadPicture(cookie, "badge1"));
    const file = path.join(t.deps.config.dataDir, "storage", "agent-banners", ...old.key.split("/"));
    const dayAndMinuteAgo = new Date(Date.now() - DAY - 60_000);
    await utimes(file, dayAndMinuteAgo, dayAndMinuteAgo);

    const cleanup = startCleanup(t.deps, {
      ...CLEANUP_INTERVALS,
      attemptsEveryMs: 60_000,
      uploadsEveryMs: 20,
    });
    try {
      await vi.waitFor(async () => expect((await t.request(old.url)).status).toBe(404));
    } finally {
      await cleanup.stop();
    }
    expect((await t.request(recent.url)).status).toBe(200);
  });
});
