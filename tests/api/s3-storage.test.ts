import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentDocuments } from "../../src/server/db/schema";
import { startTestS3Server, type TestS3Server } from "../../src/server/storage/test-s3-server";
import { tinyPdf, tinyPng } from "../../src/server/storage/test-files";
import { createTestContext, type TestContext } from "./harness";
import { pngForm } from "./route-policy-matrix";

/** The app with its S3 settings pointing at a local S3-compatible server (docs/decisions/0024). */

let s3: TestS3Server;
let t: TestContext;
let adminCookie: string;
let agentCookie: string;

beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await createTestContext(s3.env);
  const [admin, agent] = await Promise.all([t.signInAs("super_admin"), t.signInAs("agent")]);
  adminCookie = admin.cookie;
  agentCookie = agent.cookie;
});

afterAll(async () => {
  await t.close();
  await s3.stop();
});

describe("uploads kept in an S3 bucket", () => {
  it("stores an admin's image in the bucket and answers the bucket's URL, which serves it", async () => {
    const res = await t.request("/api/admin/uploads/product-images", {
      method: "POST",
      body: pngForm(),
      cookie: adminCookie,
    });
    expect(res.status).toBe(201);
    const { url, key } = (await res.json()) as { url: string; key: string };
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/product-images/${key}`);

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(tinyPng());
    // Browsers read S3 files from the bucket; the app's /storage route has no copy to serve.
    expect((await t.request(`/storage/product-images/${key}`)).status).toBe(404);
  });

  it("shows a product saved with the uploaded image's key at the bucket's URL", async () => {
    const upload = await t.request("/api/admin/uploads/product-images", {
      method: "POST",
      body: pngForm(),
      cookie: adminCookie,
    });
    const { url, key } = (await upload.json()) as { url: string; key: string };
    const created = await t.request("/api/admin/products", {
      method: "POST",
      json: { name: "Cash-Back Mortgage", image_url: key },
      cookie: adminCookie,
    });
    expect(created.status).toBe(201);
    const { product } = (await created.json()) as { product: { id: string } };

    const shown = await t.request(`/api/products/${product.id}`);
    const { image_src } = ((await shown.json()) as { product: { image_src: string } }).product;
    expect(image_src).toBe(url);
    expect(new Uint8Array(await (await fetch(image_src)).arrayBuffer())).toEqual(tinyPng());
  });

  it("keeps an agent's document in the bucket, hands it to its owner, and deletes it with its row", async () => {
    const pdf = tinyPdf();
    const form = new FormData();
    form.set("file", new File([pdf as Uint8Array<ArrayBuffer>], "Licence.pdf"));
    const uploaded = await t.request("/api/dashboard/documents", {
      method: "POST",
      body: form,
      cookie: agentCookie,
    });
    expect(uploaded.status).toBe(201);
    const { document } = (await uploaded.json()) as { document: { id: string; href: string } };
    const [row] = await t.deps.db.select().from(agentDocuments).where(eq(agentDocuments.id, document.id));
    const key = row!.fileUrl;

    const read = await t.request(document.href, { cookie: agentCookie });
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(pdf);

    const removed = await t.request(`/api/dashboard/documents/${document.id}`, {
      method: "DELETE",
      cookie: agentCookie,
    });
    expect(removed.status).toBe(204);
    expect(await t.deps.storage.read("agent-documents", key)).toBeUndefined();
    expect((await t.request(document.href, { cookie: agentCookie })).status).toBe(404);
  });
});
