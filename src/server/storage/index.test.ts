import { HeadBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createStorage } from "./index";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";

const s3Mock = mockClient(S3Client);

beforeEach(() => {
  s3Mock.reset();
  s3Mock.on(HeadBucketCommand).resolves({});
});

afterAll(() => {
  s3Mock.restore();
});

describe("createStorage", () => {
  it("uses the local driver when S3 is not configured", async () => {
    const config = loadConfig({ DATA_DIR: "/tmp/vayu-data" });
    const storage = await createStorage(config);
    expect(storage).toBeInstanceOf(LocalStorage);
    expect(storage.publicUrl("blog-images", "blog/1-a.png")).toBe("/storage/blog-images/blog/1-a.png");
  });

  it("uses the S3 driver when S3_BUCKET is set", async () => {
    const config = loadConfig({
      S3_BUCKET: "vayu-files",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://cdn.vayu.ca/",
    });
    const storage = await createStorage(config);
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.publicUrl("blog-images", "blog/1-a.png")).toBe(
      "https://cdn.vayu.ca/blog-images/blog/1-a.png",
    );
    expect(s3Mock.commandCalls(HeadBucketCommand)[0]?.args[0].input).toEqual({ Bucket: "vayu-files" });
  });
});
