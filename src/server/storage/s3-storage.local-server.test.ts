import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createStorage } from "./index";
import { S3BucketMissingError, S3Storage } from "./s3-storage";
import { startTestS3Server, type TestS3Server } from "./test-s3-server";
import { text, tinyPdf, tinyPng } from "./test-files";

/** The S3 driver over real HTTP, against a local S3-compatible server (docs/decisions/0024). */

let server: TestS3Server;
let storage: S3Storage;

beforeAll(async () => {
  server = await startTestS3Server();
  storage = (await createStorage(loadConfig(server.env))) as S3Storage;
});

afterAll(() => server.stop());

/** Reads an object's stored headers straight from the server, as an operator's tools would. */
async function storedObject(objectKey: string) {
  const client = new S3Client({
    region: server.region,
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
  try {
    return await client.send(new GetObjectCommand({ Bucket: server.bucket, Key: objectKey }));
  } finally {
    client.destroy();
  }
}

describe("S3Storage against a local S3 server", () => {
  it("is the driver createStorage picks for the S3 settings, path-style at the configured endpoint", () => {
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.publicUrl("blog-images", "blog/1-a.png")).toBe(
      `${server.endpoint}/${server.bucket}/blog-images/blog/1-a.png`,
    );
  });

  it("serves a public image at its public URL with its bytes, content type and a year-long cache", async () => {
    const png = tinyPng();
    await storage.put("product-images", "products/1700000000000-pixel.png", png, "image/png");

    const res = await fetch(storage.publicUrl("product-images", "products/1700000000000-pixel.png"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
  });

  it("keeps the content type it was given for each kind of file", async () => {
    const files: Array<[key: string, body: Uint8Array, contentType: string]> = [
      ["1-logo.svg", text("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml"],
      ["1-photo.webp", text("RIFF....WEBP"), "image/webp"],
      ["1-photo.jpg", text("\xff\xd8\xff"), "image/jpeg"],
    ];
    for (const [key, body, contentType] of files) {
      await storage.put("lender-logos", `types/${key}`, body, contentType);
      const res = await fetch(storage.publicUrl("lender-logos", `types/${key}`));
      expect(res.headers.get("content-type"), key).toBe(contentType);
      expect(new Uint8Array(await res.arrayBuffer()), key).toEqual(body);
    }
  });

  it("reaches a key with spaces and reserved characters through its encoded public URL", async () => {
    const key = "blog/1700000000000-my post #1 (final)+v2.png";
    await storage.put("blog-images", key, tinyPng(), "image/png");
    const url = storage.publicUrl("blog-images", key);
    expect(url).toContain("my%20post%20%231%20(final)%2Bv2.png");
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(tinyPng());
  });

  it("keeps a private document under its bucket's prefix, uncacheable, and reads it back", async () => {
    const pdf = tinyPdf();
    const key = "agent-1/1700000000000-licence.pdf";
    await storage.put("agent-documents", key, pdf, "application/pdf", { overwrite: false });

    const stored = await storedObject(`agent-documents/${key}`);
    expect(stored.ContentType).toBe("application/pdf");
    expect(stored.CacheControl).toBe("private, no-store");
    expect(await storage.read("agent-documents", key)).toEqual({ body: pdf, contentType: "application/pdf" });
  });

  it("reads the content type from the key's extension, whatever the object's metadata says", async () => {
    await storage.put("agent-documents", "agent-1/1-scan.pdf", tinyPdf(), "text/html");
    expect((await storage.read("agent-documents", "agent-1/1-scan.pdf"))?.contentType).toBe(
      "application/pdf",
    );
  });

  it("deletes an object: its public URL answers 404 and reading it gives nothing", async () => {
    const key = "agent-7/1700000000000-headshot.png";
    await storage.put("agent-headshots", key, tinyPng(), "image/png");
    const url = storage.publicUrl("agent-headshots", key);
    expect((await fetch(url)).status).toBe(200);

    await storage.delete("agent-headshots", key);
    expect((await fetch(url)).status).toBe(404);
    expect(await storage.read("agent-headshots", key)).toBeUndefined();
    await expect(storage.delete("agent-headshots", key)).resolves.toBeUndefined();
  });

  it("reads an object that was never stored as undefined", async () => {
    expect(await storage.read("agent-documents", "agent-1/1-never.pdf")).toBeUndefined();
  });

  it("lists a bucket or one folder of it with each object's time, and removes a folder and nothing beside it", async () => {
    const png = tinyPng();
    const before = Date.now() - 60_000;
    await storage.put("agent-banners", "agent-5/1-a.png", png, "image/png");
    await storage.put("agent-banners", "agent-5/logos/2-b.png", png, "image/png");
    await storage.put("agent-banners", "agent-50/3-c.png", png, "image/png");
    await storage.put("agent-headshots", "agent-5/4-d.png", png, "image/png");
    const keys = (objects: { key: string }[]) => objects.map((object) => object.key).sort();

    const banners = await storage.list("agent-banners");
    expect(keys(banners)).toEqual(["agent-5/1-a.png", "agent-5/logos/2-b.png", "agent-50/3-c.png"]);
    for (const object of banners) expect(object.lastModified.getTime()).toBeGreaterThan(before);
    expect(keys(await storage.list("agent-banners", "agent-5"))).toEqual([
      "agent-5/1-a.png",
      "agent-5/logos/2-b.png",
    ]);

    const url = storage.publicUrl("agent-banners", "agent-5/logos/2-b.png");
    await storage.deleteFolder("agent-banners", "agent-5");
    expect(keys(await storage.list("agent-banners"))).toEqual(["agent-50/3-c.png"]);
    expect((await fetch(url)).status).toBe(404);
    expect(keys(await storage.list("agent-headshots", "agent-5"))).toEqual(["agent-5/4-d.png"]);
    await expect(storage.deleteFolder("agent-banners", "agent-5")).resolves.toBeUndefined();
  });

  it.each([
    ["secret key", { S3_SECRET_ACCESS_KEY: "not-the-secret" }],
    ["region", { S3_REGION: "us-east-1" }],
  ])("is refused by the server when the %s is wrong, and passes the refusal on", async (_, setting) => {
    // The start is not stopped: the bucket check gives way on anything but a missing bucket.
    const wrong = await createStorage(loadConfig({ ...server.env, ...setting }));
    const refused = { name: "SignatureDoesNotMatch" };
    await expect(wrong.put("blog-images", "blog/1-a.png", tinyPng(), "image/png")).rejects.toMatchObject(
      refused,
    );
    await expect(wrong.read("blog-images", "blog/1-a.png")).rejects.toMatchObject(refused);
    await expect(wrong.delete("blog-images", "blog/1-a.png")).rejects.toMatchObject(refused);
    await expect(wrong.list("blog-images")).rejects.toMatchObject(refused);
  });
});

describe("a missing bucket", () => {
  const message = () =>
    `the S3 bucket "no-such-bucket" does not exist at ${server.endpoint}: create it, ` +
    "or set S3_BUCKET (and S3_ENDPOINT) to an existing bucket";

  it("stops createStorage at start with a message naming the bucket and the endpoint", async () => {
    const config = loadConfig({ ...server.env, S3_BUCKET: "no-such-bucket" });
    const started = createStorage(config);
    await expect(started).rejects.toBeInstanceOf(S3BucketMissingError);
    await expect(started).rejects.toThrow(message());
  });

  it("names the bucket on every operation, and a read does not pass it off as a missing file", async () => {
    const config = loadConfig({ ...server.env, S3_BUCKET: "no-such-bucket" });
    const missing = new S3Storage(config.s3!);
    await expect(missing.put("blog-images", "blog/1-a.png", tinyPng(), "image/png")).rejects.toThrow(
      message(),
    );
    await expect(missing.read("agent-documents", "agent-1/1-a.pdf")).rejects.toThrow(message());
    await expect(missing.delete("blog-images", "blog/1-a.png")).rejects.toThrow(message());
    await expect(missing.list("blog-images")).rejects.toThrow(message());
    await expect(missing.deleteFolder("blog-images", "blog")).rejects.toThrow(message());
  });
});
