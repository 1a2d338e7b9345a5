import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveImageSrc } from "./image-src";
import { LocalStorage } from "./local-storage";

let dataDir: string;
let storage: LocalStorage;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "vayu-image-src-"));
  storage = new LocalStorage(dataDir);
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("resolveImageSrc", () => {
  it("keeps web addresses and site paths as they are", () => {
    expect(resolveImageSrc(storage, "product-images", " https://cdn.vayu.ca/a.png ")).toBe(
      "https://cdn.vayu.ca/a.png",
    );
    expect(resolveImageSrc(storage, "product-images", "/images/a.png")).toBe("/images/a.png");
  });

  it("turns a key into the bucket's public address", () => {
    expect(resolveImageSrc(storage, "service-images", "demo/a b.svg")).toBe(
      "/storage/service-images/demo/a%20b.svg",
    );
  });

  it.each([
    "javascript:alert(1)",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "vbscript:msgbox(1)",
    "//evil.example/a.png",
    "/\\evil.example/a.png",
    "../secret.png",
    "   ",
    null,
  ])("resolves %j to no image", (stored) => {
    expect(resolveImageSrc(storage, "product-images", stored)).toBeNull();
  });
});
