import {
  DeleteObjectsCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { InvalidStorageKeyError } from "./keys";
import { S3Storage, type S3Settings } from "./s3-storage";
import { ObjectExistsError, PrivateBucketError, type PublicBucket, type Storage } from "./types";

/*
 * What a local S3 server cannot show: requests that must never be sent, the conditional write
 * (s3rver ignores If-None-Match), a network fault, a folder of more than one request's worth of keys
 * or with a key S3 refuses to delete, and addresses on AWS and other hosts. Storing,
 * reading and deleting over real HTTP are tested in s3-storage.local-server.test.ts.
 */

const s3Mock = mockClient(S3Client);

beforeEach(() => {
  s3Mock.reset();
  s3Mock.on(PutObjectCommand).resolves({});
});

afterAll(() => {
  s3Mock.restore();
});

const settings: S3Settings = {
  bucket: "vayu-files",
  region: "ca-central-1",
  endpoint: undefined,
  accessKeyId: "test-access-key",
  secretAccessKey: "test-secret-key",
  publicUrl: undefined,
  forcePathStyle: false,
};

describe("S3Storage", () => {
  it("refuses unsafe keys without calling S3", async () => {
    const storage = new S3Storage(settings);
    await expect(
      storage.put("blog-images", "../other/1-a.png", new Uint8Array([1]), "image/png"),
    ).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete("blog-images", "/abs.png")).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.read("agent-documents", "../x.pdf")).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => storage.publicUrl("blog-images", "a//b.png")).toThrow(InvalidStorageKeyError);
    expect(s3Mock.calls()).toHaveLength(0);
  });

  it("has no public URL for the private documents bucket", () => {
    const storage = new S3Storage({ ...settings, publicUrl: "https://cdn.vayu.ca/files" });
    expect(() => storage.publicUrl("agent-documents" as PublicBucket, "agent-1/1-licence.pdf")).toThrow(
      PrivateBucketError,
    );
  });

  it("refuses to replace an object when asked not to overwrite (a conditional write)", async () => {
    const storage = new S3Storage(settings);
    const body = new Uint8Array([37, 80, 68, 70]);
    await storage.put("agent-documents", "agent-1/1-licence.pdf", body, "application/pdf", {
      overwrite: false,
    });
    expect(s3Mock.commandCalls(PutObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: "vayu-files",
      Key: "agent-documents/agent-1/1-licence.pdf",
      Body: body,
      ContentType: "application/pdf",
      CacheControl: "private, no-store",
      IfNoneMatch: "*",
    });

    s3Mock.on(PutObjectCommand).rejects(
      new S3ServiceException({
        name: "PreconditionFailed",
        $fault: "client",
        $metadata: { httpStatusCode: 412 },
      }),
    );
    await expect(
      storage.put("agent-documents", "agent-1/1-licence.pdf", body, "application/pdf", { overwrite: false }),
    ).rejects.toBeInstanceOf(ObjectExistsError);
  });

  describe("deleteFolder", () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        Key: `agent-banners/agent-1/${from + i}-a.png`,
        LastModified: new Date(0),
      }));

    it("lists every page of the folder and deletes its keys a thousand at a time", async () => {
      s3Mock
        .on(ListObjectsV2Command)
        .resolvesOnce({ Contents: page(0, 1000), IsTruncated: true, NextContinuationToken: "next" })
        .resolvesOnce({ Contents: page(1000, 500), IsTruncated: false });
      s3Mock.on(DeleteObjectsCommand).resolves({});
      await new S3Storage(settings).deleteFolder("agent-banners", "agent-1");

      const listed = s3Mock.commandCalls(ListObjectsV2Command).map((call) => call.args[0].input);
      expect(listed).toHaveLength(2);
      // The paginator reuses one input object, so the calls show its last state.
      expect(listed[1]).toMatchObject({
        Bucket: "vayu-files",
        Prefix: "agent-banners/agent-1/",
        ContinuationToken: "next",
      });
      const batches = s3Mock.commandCalls(DeleteObjectsCommand).map((call) => call.args[0].input.Delete!);
      expect(batches.map((batch) => batch.Objects!.length)).toEqual([1000, 500]);
      expect(batches[1]!.Objects![499]).toEqual({ Key: "agent-banners/agent-1/1499-a.png" });
    });

    it("fails when S3 names a key it did not delete", async () => {
      s3Mock.on(ListObjectsV2Command).resolves({ Contents: page(0, 2) });
      s3Mock.on(DeleteObjectsCommand).resolves({
        Errors: [{ Key: "agent-banners/agent-1/1-a.png", Code: "AccessDenied", Message: "Access Denied" }],
      });
      await expect(new S3Storage(settings).deleteFolder("agent-banners", "agent-1")).rejects.toThrow(
        "S3 did not delete agent-banners/agent-1/1-a.png: AccessDenied Access Denied",
      );
    });
  });

  it("lets the start go on when the bucket check meets a network fault", async () => {
    s3Mock.on(HeadBucketCommand).rejects(new Error("connect ECONNREFUSED 127.0.0.1:9000"));
    await expect(new S3Storage(settings).assertBucketExists()).resolves.toBeUndefined();
  });

  it("has no get: S3 objects are read from their public URL", () => {
    const storage: Storage = new S3Storage(settings);
    expect(storage.get).toBeUndefined();
  });

  describe("publicUrl", () => {
    it("uses S3_PUBLIC_URL when set", () => {
      const storage = new S3Storage({ ...settings, publicUrl: "https://cdn.vayu.ca/files" });
      expect(storage.publicUrl("blog-images", "blog/1-my post.png")).toBe(
        "https://cdn.vayu.ca/files/blog-images/blog/1-my%20post.png",
      );
    });

    it("uses the custom endpoint in path style", () => {
      const storage = new S3Storage({ ...settings, endpoint: "http://localhost:9000", forcePathStyle: true });
      expect(storage.publicUrl("agent-banners", "a/1-b.webp")).toBe(
        "http://localhost:9000/vayu-files/agent-banners/a/1-b.webp",
      );
    });

    it("uses a virtual host on a custom endpoint when path style is not forced", () => {
      const storage = new S3Storage({ ...settings, endpoint: "https://objects.example.net" });
      expect(storage.publicUrl("agent-banners", "a/1-b.webp")).toBe(
        "https://vayu-files.objects.example.net/agent-banners/a/1-b.webp",
      );
    });

    it("uses the AWS virtual-host URL by default", () => {
      const storage = new S3Storage(settings);
      expect(storage.publicUrl("agent-headshots", "a/1-b.jpg")).toBe(
        "https://vayu-files.s3.ca-central-1.amazonaws.com/agent-headshots/a/1-b.jpg",
      );
    });

    it("uses AWS path style for dotted bucket names", () => {
      const storage = new S3Storage({ ...settings, bucket: "files.vayu.ca" });
      expect(storage.publicUrl("agent-headshots", "a/1-b.jpg")).toBe(
        "https://s3.ca-central-1.amazonaws.com/files.vayu.ca/agent-headshots/a/1-b.jpg",
      );
    });
  });
});
