import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat, symlink, utimes, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InvalidStorageKeyError } from "./keys";
import { LocalStorage } from "./local-storage";
import { ObjectExistsError, PrivateBucketError, type PublicBucket } from "./types";

let dataDir: string;
let storage: LocalStorage;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "vayu-storage-"));
  storage = new LocalStorage(dataDir);
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe("LocalStorage", () => {
  it("round-trips put, get, publicUrl and delete", async () => {
    const key = "agent-1/1700000000000-headshot.png";
    await storage.put("agent-headshots", key, bytes("png bytes"), "image/png");

    const onDisk = path.join(dataDir, "storage", "agent-headshots", "agent-1", "1700000000000-headshot.png");
    expect(await readFile(onDisk, "utf8")).toBe("png bytes");

    const stored = await storage.get("agent-headshots", key);
    expect(stored?.contentType).toBe("image/png");
    expect(new TextDecoder().decode(stored?.body)).toBe("png bytes");

    expect(storage.publicUrl("agent-headshots", key)).toBe(
      "/storage/agent-headshots/agent-1/1700000000000-headshot.png",
    );

    await storage.delete("agent-headshots", key);
    expect(await storage.get("agent-headshots", key)).toBeUndefined();
    await expect(stat(onDisk)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("replaces a file atomically and leaves no temporary file behind", async () => {
    const key = "blog/1-post.pdf";
    await storage.put("blog-images", key, bytes("first"), "application/pdf");
    await storage.put("blog-images", key, bytes("second"), "application/pdf");
    expect(new TextDecoder().decode((await storage.get("blog-images", key))?.body)).toBe("second");
    expect(await readdir(path.join(dataDir, "storage", "blog-images", "blog"))).toEqual(["1-post.pdf"]);
  });

  it("refuses to replace a file when asked not to overwrite, keeping the first one whole", async () => {
    const key = "agent-1/1-licence.pdf";
    await storage.put("agent-documents", key, bytes("first"), "application/pdf", { overwrite: false });
    await expect(
      storage.put("agent-documents", key, bytes("second"), "application/pdf", { overwrite: false }),
    ).rejects.toBeInstanceOf(ObjectExistsError);
    expect(new TextDecoder().decode((await storage.read("agent-documents", key))?.body)).toBe("first");
    expect(await readdir(path.join(dataDir, "storage", "agent-documents", "agent-1"))).toEqual([
      "1-licence.pdf",
    ]);
  });

  it("derives the content type from the extension", async () => {
    const cases: Array<[string, string]> = [
      ["a/1-x.jpg", "image/jpeg"],
      ["a/1-x.svg", "image/svg+xml"],
      ["a/1-x.pdf", "application/pdf"],
      ["a/1-x.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["a/1-x.doc", "application/msword"],
      ["a/1-x.bin", "application/octet-stream"],
      ["a/1-noextension", "application/octet-stream"],
    ];
    for (const [key, contentType] of cases) {
      await storage.put("agent-documents", key, bytes("x"), "ignored/type");
      expect((await storage.get("agent-documents", key))?.contentType).toBe(contentType);
    }
  });

  it("returns undefined for a missing object or a folder, and deleting a missing object is fine", async () => {
    expect(await storage.get("agent-banners", "nobody/1-none.png")).toBeUndefined();
    await storage.put("agent-banners", "owner/1-a.png", bytes("x"), "image/png");
    expect(await storage.get("agent-banners", "owner")).toBeUndefined();
    await expect(storage.delete("agent-banners", "nobody/1-none.png")).resolves.toBeUndefined();
  });

  it("keeps buckets apart", async () => {
    await storage.put("product-images", "p/1-a.png", bytes("x"), "image/png");
    expect(await storage.get("service-images", "p/1-a.png")).toBeUndefined();
  });

  it("URL-encodes each key segment in the public URL", () => {
    expect(storage.publicUrl("blog-images", "blog/1-a b#c?.png")).toBe(
      "/storage/blog-images/blog/1-a%20b%23c%3F.png",
    );
  });

  const unsafeKeys = [
    "",
    "../secret.png",
    "a/../../secret.png",
    "a/..",
    "./a.png",
    "/etc/passwd",
    "a\\..\\b.png",
    "a//b.png",
    "a/",
    "a/b\u0000.png",
    "a/.hidden.png",
    "x".repeat(1025),
  ];

  it.each(unsafeKeys)("refuses the unsafe key %j everywhere", async (key) => {
    await expect(storage.put("agent-headshots", key, bytes("x"), "image/png")).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.get("agent-headshots", key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete("agent-headshots", key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => storage.publicUrl("agent-headshots", key)).toThrow(InvalidStorageKeyError);
  });

  it("cannot read a file beside the bucket folder through a traversal key", async () => {
    await mkdir(path.join(dataDir, "storage"), { recursive: true });
    await writeFile(path.join(dataDir, "storage", "secret.txt"), "secret");
    await expect(storage.get("agent-headshots", "../secret.txt")).rejects.toThrow("Invalid storage key");
  });

  describe("serves only regular files inside the bucket folder", () => {
    const bucketFolder = () => path.join(dataDir, "storage", "agent-banners");

    beforeEach(async () => {
      await storage.put("agent-banners", "owner/1-real.png", bytes("real"), "image/png");
      await writeFile(path.join(dataDir, "outside.png"), "outside");
    });

    it("treats a symlink to a file outside the bucket as missing", async () => {
      await symlink("/etc/passwd", path.join(bucketFolder(), "owner", "1-passwd.png"));
      await symlink(path.join(dataDir, "outside.png"), path.join(bucketFolder(), "owner", "1-out.png"));
      expect(await storage.get("agent-banners", "owner/1-passwd.png")).toBeUndefined();
      expect(await storage.get("agent-banners", "owner/1-out.png")).toBeUndefined();
    });

    it("treats a file reached through a symlinked folder outside the bucket as missing", async () => {
      await symlink(dataDir, path.join(bucketFolder(), "escape"));
      await symlink("/etc", path.join(bucketFolder(), "etc"));
      expect(await storage.get("agent-banners", "escape/outside.png")).toBeUndefined();
      expect(await storage.get("agent-banners", "etc/passwd")).toBeUndefined();
    });

    it("treats a symlink into another bucket as missing", async () => {
      await storage.put("agent-documents", "owner/1-private.pdf", bytes("private"), "application/pdf");
      const target = path.join(dataDir, "storage", "agent-documents", "owner", "1-private.pdf");
      await symlink(target, path.join(bucketFolder(), "owner", "1-doc.png"));
      expect(await storage.get("agent-banners", "owner/1-doc.png")).toBeUndefined();
    });

    it("still serves a file when the data folder itself is reached through a symlink", async () => {
      const linkedDataDir = path.join(dataDir, "linked");
      await symlink(dataDir, linkedDataDir);
      const linked = new LocalStorage(linkedDataDir);
      expect(new TextDecoder().decode((await linked.get("agent-banners", "owner/1-real.png"))?.body)).toBe(
        "real",
      );
    });

    it("treats a symlink loop, a FIFO and a file used as a folder as missing", async () => {
      await symlink("1-loop.png", path.join(bucketFolder(), "owner", "1-loop.png"));
      execFileSync("mkfifo", [path.join(bucketFolder(), "owner", "1-fifo.png")]);
      expect(await storage.get("agent-banners", "owner/1-loop.png")).toBeUndefined();
      expect(await storage.get("agent-banners", "owner/1-fifo.png")).toBeUndefined();
      expect(await storage.get("agent-banners", "owner/1-real.png/inner.png")).toBeUndefined();
    });

    it("treats a name longer than the file system allows as missing", async () => {
      expect(await storage.get("agent-banners", `${"a".repeat(300)}.png`)).toBeUndefined();
      expect(await storage.get("agent-banners", `owner/${"b".repeat(1000)}.png`)).toBeUndefined();
    });
  });

  it("has no public address for the private documents bucket", () => {
    expect(() => storage.publicUrl("agent-documents" as PublicBucket, "owner/1-a.pdf")).toThrow(
      PrivateBucketError,
    );
  });

  describe("listing and removing a folder", () => {
    const png = bytes("png");

    it("lists every file of a bucket or of one folder, with its time, and no temporary or linked file", async () => {
      await storage.put("agent-banners", "agent-1/1-a.png", png, "image/png");
      await storage.put("agent-banners", "agent-1/logos/2-b.png", png, "image/png");
      await storage.put("agent-banners", "agent-10/3-c.png", png, "image/png");
      await storage.put("agent-headshots", "agent-1/4-d.png", png, "image/png");
      const folder = path.join(dataDir, "storage", "agent-banners", "agent-1");
      await writeFile(path.join(folder, ".1-a.png.tmp"), "half written");
      await symlink(path.join(dataDir, "outside.png"), path.join(folder, "5-link.png"));
      const old = new Date("2026-01-02T03:04:05Z");
      await utimes(path.join(folder, "1-a.png"), old, old);

      const all = await storage.list("agent-banners");
      expect(all.map((object) => object.key).sort()).toEqual([
        "agent-1/1-a.png",
        "agent-1/logos/2-b.png",
        "agent-10/3-c.png",
      ]);
      expect(all.find((object) => object.key === "agent-1/1-a.png")?.lastModified).toEqual(old);
      expect((await storage.list("agent-banners", "agent-1")).map((object) => object.key).sort()).toEqual([
        "agent-1/1-a.png",
        "agent-1/logos/2-b.png",
      ]);
      expect(await storage.list("agent-banners", "agent-2")).toEqual([]);
      expect(await storage.list("lender-logos")).toEqual([]);
    });

    it("removes everything under a folder and nothing beside it", async () => {
      await storage.put("agent-banners", "agent-1/1-a.png", png, "image/png");
      await storage.put("agent-banners", "agent-1/logos/2-b.png", png, "image/png");
      await storage.put("agent-banners", "agent-10/3-c.png", png, "image/png");
      await storage.put("agent-headshots", "agent-1/4-d.png", png, "image/png");

      await storage.deleteFolder("agent-banners", "agent-1");
      expect((await storage.list("agent-banners")).map((object) => object.key)).toEqual(["agent-10/3-c.png"]);
      expect(await storage.get("agent-banners", "agent-1/1-a.png")).toBeUndefined();
      expect((await storage.list("agent-headshots")).map((object) => object.key)).toEqual([
        "agent-1/4-d.png",
      ]);
      await expect(storage.deleteFolder("agent-banners", "agent-1")).resolves.toBeUndefined();
    });

    it("refuses a folder that could leave the bucket", async () => {
      await expect(storage.deleteFolder("agent-banners", "..")).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.deleteFolder("agent-banners", "")).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.list("agent-banners", "../agent-headshots")).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
    });
  });
});
