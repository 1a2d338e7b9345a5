import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalStorage } from "../storage/local-storage";
import type { Storage } from "../storage/types";
import { storageRoutes } from "./storage";

const NOT_FOUND = { error: { message: "File not found", code: "not_found" } };
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const SVG_TEXT = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';

let dataDir: string;
let app: Hono;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "vayu-storage-route-"));
  const storage = new LocalStorage(dataDir);
  await storage.put("agent-headshots", "agent-1/1700000000000-me.png", PNG_BYTES, "image/png");
  await storage.put(
    "blog-images",
    "blog/1700000000000-logo.svg",
    new TextEncoder().encode(SVG_TEXT),
    "image/svg+xml",
  );
  await storage.put(
    "agent-documents",
    "agent-1/1700000000000-licence.pdf",
    new TextEncoder().encode("%PDF-1.4"),
    "application/pdf",
  );
  await storage.put(
    "agent-banners",
    "agent-1/1700000000000-my banner.webp",
    new Uint8Array([1]),
    "image/webp",
  );
  // Files beside the buckets, which traversal attempts below aim at.
  await writeFile(path.join(dataDir, "secret.txt"), "secret");
  await writeFile(path.join(dataDir, "storage", "secret.txt"), "secret");
  // Links planted in a public bucket, pointing out of it.
  const banners = path.join(dataDir, "storage", "agent-banners");
  await symlink("/etc/passwd", path.join(banners, "agent-1", "1700000000000-passwd.png"));
  await symlink("/etc", path.join(banners, "etc"));
  await symlink(dataDir, path.join(banners, "data"));
  app = new Hono().route("/", storageRoutes(storage));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json()).toEqual(NOT_FOUND);
}

describe("GET /storage/:bucket/*", () => {
  it("serves a stored image with its type, nosniff and an immutable cache header", async () => {
    const response = await app.request("/storage/agent-headshots/agent-1/1700000000000-me.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-length")).toBe(String(PNG_BYTES.length));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it("serves SVG under a sandboxing content security policy", async () => {
    const response = await app.request("/storage/blog-images/blog/1700000000000-logo.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(await response.text()).toBe(SVG_TEXT);
  });

  it("never serves the private documents bucket", async () => {
    await expectNotFound(await app.request("/storage/agent-documents/agent-1/1700000000000-licence.pdf"));
    const head = await app.request("/storage/agent-documents/agent-1/1700000000000-licence.pdf", {
      method: "HEAD",
    });
    expect(head.status).toBe(404);
  });

  it.each([
    ["a symlink to /etc/passwd", "/storage/agent-banners/agent-1/1700000000000-passwd.png"],
    ["a symlinked folder outside the data folder", "/storage/agent-banners/etc/passwd"],
    ["a symlinked folder over the data folder", "/storage/agent-banners/data/secret.txt"],
    [
      "a symlinked folder into the private bucket",
      "/storage/agent-banners/data/storage/agent-documents/agent-1/1700000000000-licence.pdf",
    ],
  ])("answers 404 JSON for %s", async (_label, url) => {
    await expectNotFound(await app.request(url));
  });

  it.each([300, 5000])("answers 404 JSON for a %i-character file name", async (length) => {
    await expectNotFound(await app.request(`/storage/agent-banners/${"a".repeat(length)}.png`));
    await expectNotFound(await app.request(`/storage/agent-banners/agent-1/${"%C3%A9".repeat(length)}.png`));
  });

  it("decodes URL-encoded key segments, as the public URL encodes them", async () => {
    const response = await app.request("/storage/agent-banners/agent-1/1700000000000-my%20banner.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await app.request("/storage/agent-headshots/agent-1/1700000000000-me.png", {
      method: "HEAD",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.body).toBeNull();
  });

  it("answers 404 JSON for an unknown bucket", async () => {
    await expectNotFound(await app.request("/storage/secrets/agent-1/1700000000000-me.png"));
  });

  it("answers 404 JSON for a missing object or a folder", async () => {
    await expectNotFound(await app.request("/storage/agent-headshots/agent-1/1700000000000-gone.png"));
    await expectNotFound(await app.request("/storage/agent-headshots/agent-1"));
    await expectNotFound(await app.request("/storage/agent-headshots/"));
    await expectNotFound(await app.request("/storage/agent-headshots"));
  });

  it.each([
    "/storage/agent-headshots/..%2F..%2Fsecret.txt",
    "/storage/agent-headshots/%2E%2E%2Fagent-banners%2Fagent-1%2F1700000000000-my%20banner.webp",
    "/storage/agent-headshots/agent-1%5C..%5C..%5Csecret.txt",
    "/storage/agent-headshots/agent-1/%00.png",
    "/storage/agent-headshots/agent-1//1700000000000-me.png",
  ])("answers 404 JSON for the unsafe path %s", async (url) => {
    await expectNotFound(await app.request(url));
  });

  it("answers 404 JSON when the driver does not serve files itself", async () => {
    const remote: Storage = {
      put: async () => undefined,
      delete: async () => undefined,
      list: async () => [],
      deleteFolder: async () => undefined,
      publicUrl: (bucket, key) => `https://cdn.example.net/${bucket}/${key}`,
      read: async () => undefined,
    };
    const remoteApp = new Hono().route("/", storageRoutes(remote));
    await expectNotFound(await remoteApp.request("/storage/agent-headshots/agent-1/1700000000000-me.png"));
  });
});
