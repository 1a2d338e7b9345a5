import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_IMAGE_BUCKETS } from "../../src/server/routes/admin-uploads/routes";
import { createTestContext, type TestContext } from "./harness";
import { pngForm } from "./route-policy-matrix";

const UNKNOWN_UPLOAD_BUCKET = "No such image folder";

let t: TestContext;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestContext();
  adminCookie = (await t.signInAs("super_admin")).cookie;
});
afterAll(() => t.close());

function upload(bucket: string, body: FormData, cookie = adminCookie) {
  return t.request(`/api/admin/uploads/${bucket}`, { method: "POST", body, cookie });
}

describe("POST /api/admin/uploads/:bucket", () => {
  it.each(ADMIN_IMAGE_BUCKETS)("stores an image in %s and answers its public address", async (bucket) => {
    const res = await upload(bucket, pngForm());
    expect(res.status).toBe(201);
    const { url, key } = (await res.json()) as { url: string; key: string };
    expect(key).toMatch(/^[a-z]+\/\d+-pixel\.png$/);
    expect(url).toBe(`/storage/${bucket}/${key}`);
    const served = await t.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("keys blog images under blog/ and a timestamp (spec section 7)", async () => {
    const { key } = (await (await upload("blog-images", pngForm())).json()) as { key: string };
    expect(key).toMatch(/^blog\/\d{13}-pixel\.png$/);
  });

  it("refuses a file that is not an image, whatever its name says", async () => {
    const form = new FormData();
    form.set("file", new File(["%PDF-1.4 not an image"], "photo.png", { type: "image/png" }));
    const res = await upload("product-images", form);
    expect(res.status).toBe(415);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/^Unsupported file type: images must be/);
  });

  it("refuses a form without the file field and an empty file", async () => {
    const missing = await upload("product-images", new FormData());
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toContain('"file"');
    const empty = new FormData();
    empty.set("file", new File([], "empty.png", { type: "image/png" }));
    expect((await upload("product-images", empty)).status).toBe(400);
  });

  it("answers 404 for the private documents bucket, the agents' own buckets and unknown names", async () => {
    for (const bucket of ["agent-documents", "agent-headshots", "agent-banners", "nope", "%00"]) {
      const res = await upload(bucket, pngForm());
      expect(res.status, bucket).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        UNKNOWN_UPLOAD_BUCKET,
      );
    }
  });

  it("takes only multipart bodies", async () => {
    const res = await t.request("/api/admin/uploads/product-images", {
      method: "POST",
      json: { file: "pixel.png" },
      cookie: adminCookie,
    });
    expect(res.status).toBe(415);
  });

  it("is refused to an agent and to a visitor", async () => {
    const agent = await t.signInAs("agent");
    expect((await upload("product-images", pngForm(), agent.cookie)).status).toBe(403);
    expect(
      (await t.request("/api/admin/uploads/product-images", { method: "POST", body: pngForm() })).status,
    ).toBe(401);
  });
});
