import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Config } from "../config";
import { contentTypeForKey, IMMUTABLE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from "./content-types";
import { assertSafeKey, encodeKey } from "./keys";
import {
  assertPublicBucket,
  isPrivateBucket,
  ObjectExistsError,
  type Bucket,
  type ListedObject,
  type PublicBucket,
  type PutOptions,
  type Storage,
  type StoredObject,
} from "./types";

export type S3Settings = NonNullable<Config["s3"]>;

/** The most keys one DeleteObjects request may name. */
const DELETE_BATCH = 1000;

/** How long the start-up check waits for the S3 service before leaving the question to the first upload. */
const BUCKET_CHECK_TIMEOUT_MS = 5_000;

/** Raised when the configured S3 bucket does not exist: a setting to correct, said in words a person acts on. */
export class S3BucketMissingError extends Error {
  override name = "S3BucketMissingError";

  constructor(
    readonly bucket: string,
    endpoint: string,
  ) {
    super(
      `the S3 bucket "${bucket}" does not exist at ${endpoint}: create it, or set S3_BUCKET ` +
        "(and S3_ENDPOINT) to an existing bucket",
    );
  }
}

/**
 * Keeps every application bucket as a prefix (`<bucket>/<key>`) of the one configured S3 bucket.
 * Browsers read public objects straight from their public URL, so there is no `get`; the server
 * reads private ones (agents' documents) with `read`. The bucket policy must grant public reads on
 * the public prefixes only (docs/decisions/0010).
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly baseUrl: string;

  constructor(
    private readonly settings: S3Settings,
    client?: S3Client,
  ) {
    this.client =
      client ??
      new S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      });
    this.baseUrl = publicBaseUrl(settings);
  }

  async put(
    bucket: Bucket,
    key: string,
    body: Uint8Array,
    contentType: string,
    { overwrite = true }: PutOptions = {},
  ): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(bucket, key),
          Body: body,
          ContentType: contentType,
          CacheControl: isPrivateBucket(bucket) ? PRIVATE_CACHE_CONTROL : IMMUTABLE_CACHE_CONTROL,
          // A conditional write: S3 refuses it with 412 when the key already names an object.
          ...(overwrite ? {} : { IfNoneMatch: "*" }),
        }),
      );
    } catch (error) {
      if (!overwrite && isConditionFailure(error)) throw new ObjectExistsError(bucket, key);
      throw this.explained(error);
    }
  }

  async read(bucket: Bucket, key: string): Promise<StoredObject | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(bucket, key) }),
      );
      if (!object.Body) return undefined;
      // The server chose the extension when storing, so it names the type rather than the object's metadata.
      return { body: await object.Body.transformToByteArray(), contentType: contentTypeForKey(key) };
    } catch (error) {
      // A missing bucket answers 404 too, and must not pass for a missing object.
      if (httpStatus(error) === 404 && !isNoSuchBucket(error)) return undefined;
      throw this.explained(error);
    }
  }

  async delete(bucket: Bucket, key: string): Promise<void> {
    const command = new DeleteObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.objectKey(bucket, key),
    });
    try {
      await this.client.send(command);
    } catch (error) {
      throw this.explained(error);
    }
  }

  async list(bucket: Bucket, folder?: string): Promise<ListedObject[]> {
    const bucketPrefix = `${bucket}/`;
    const objects = await this.objectsUnder(
      folder === undefined ? bucketPrefix : `${this.objectKey(bucket, folder)}/`,
    );
    return objects.map(({ objectKey, lastModified }) => ({
      key: objectKey.slice(bucketPrefix.length),
      lastModified,
    }));
  }

  async deleteFolder(bucket: Bucket, folder: string): Promise<void> {
    const objects = await this.objectsUnder(`${this.objectKey(bucket, folder)}/`);
    for (let start = 0; start < objects.length; start += DELETE_BATCH) {
      const batch = objects.slice(start, start + DELETE_BATCH);
      let answer;
      try {
        answer = await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.settings.bucket,
            Delete: { Objects: batch.map(({ objectKey }) => ({ Key: objectKey })), Quiet: true },
          }),
        );
      } catch (error) {
        throw this.explained(error);
      }
      // A key S3 refuses does not fail the request: the answer names it among its errors.
      const refused = answer.Errors?.[0];
      if (refused) throw new Error(`S3 did not delete ${refused.Key}: ${refused.Code} ${refused.Message}`);
    }
  }

  /**
   * Stops the start when the configured bucket does not exist, as a wrong setting does. Any other
   * answer lets the start go on: a policy that grants object access without s3:ListBucket refuses
   * this check with 403, and a passing network fault is no reason to stay down; both still show on
   * the first upload.
   */
  async assertBucketExists(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), {
        abortSignal: AbortSignal.timeout(BUCKET_CHECK_TIMEOUT_MS),
      });
    } catch (error) {
      // HEAD has no body, so the 404 carries no NoSuchBucket code.
      if (httpStatus(error) === 404) throw this.bucketMissing();
    }
  }

  publicUrl(bucket: PublicBucket, key: string): string {
    assertPublicBucket(bucket);
    assertSafeKey(key);
    return `${this.baseUrl}/${bucket}/${encodeKey(key)}`;
  }

  /** The SDK's NoSuchBucket names neither the bucket nor the setting behind it; this error does. */
  private explained(error: unknown): unknown {
    return isNoSuchBucket(error) ? this.bucketMissing() : error;
  }

  private bucketMissing(): S3BucketMissingError {
    return new S3BucketMissingError(this.settings.bucket, serviceEndpoint(this.settings));
  }

  /** Every object of the S3 bucket whose full key starts with `prefix`, page after page. */
  private async objectsUnder(prefix: string): Promise<{ objectKey: string; lastModified: Date }[]> {
    const objects: { objectKey: string; lastModified: Date }[] = [];
    try {
      const pages = paginateListObjectsV2(
        { client: this.client },
        { Bucket: this.settings.bucket, Prefix: prefix },
      );
      for await (const page of pages) {
        for (const { Key, LastModified } of page.Contents ?? []) {
          if (Key === undefined || LastModified === undefined) continue;
          objects.push({ objectKey: Key, lastModified: LastModified });
        }
      }
    } catch (error) {
      throw this.explained(error);
    }
    return objects;
  }

  private objectKey(bucket: Bucket, key: string): string {
    assertSafeKey(key);
    return `${bucket}/${key}`;
  }
}

function httpStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isNoSuchBucket(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === "NoSuchBucket";
}

/** 412: the key is taken; 409: another conditional write to the same key is in flight. */
function isConditionFailure(error: unknown): boolean {
  const status = httpStatus(error);
  return status === 412 || status === 409;
}

/** The S3 service the driver talks to: S3_ENDPOINT, else AWS in S3_REGION. */
function serviceEndpoint(settings: S3Settings): string {
  return settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`;
}

/** Where browsers reach the configured S3 bucket, mirroring how the SDK addresses it. */
function publicBaseUrl(settings: S3Settings): string {
  if (settings.publicUrl) return settings.publicUrl.replace(/\/+$/, "");
  const bucket = encodeURIComponent(settings.bucket);
  // Dotted bucket names break the TLS wildcard of virtual-hosted URLs, hence path style for them too.
  const pathStyle = settings.forcePathStyle || settings.bucket.includes(".");
  const endpoint = new URL(serviceEndpoint(settings));
  const origin = endpoint.origin;
  const basePath = endpoint.pathname.replace(/\/+$/, "");
  if (pathStyle) return `${origin}${basePath}/${bucket}`;
  return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${basePath}`;
}
