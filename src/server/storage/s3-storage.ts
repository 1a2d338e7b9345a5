import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config";
import { contentTypeForKey, IMMUTABLE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from "./content-types";
import { assertSafeKey, encodeKey } from "./keys";
import {
  assertPublicBucket,
  isPrivateBucket,
  ObjectExistsError,
  type Bucket,
  type PublicBucket,
  type PutOptions,
  type Storage,
  type StoredObject,
} from "./types";

export type S3Settings = NonNullable<Config["s3"]>;

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
      throw error;
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
      if (httpStatus(error) === 404) return undefined;
      throw error;
    }
  }

  async delete(bucket: Bucket, key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(bucket, key) }),
    );
  }

  publicUrl(bucket: PublicBucket, key: string): string {
    assertPublicBucket(bucket);
    assertSafeKey(key);
    return `${this.baseUrl}/${bucket}/${encodeKey(key)}`;
  }

  private objectKey(bucket: Bucket, key: string): string {
    assertSafeKey(key);
    return `${bucket}/${key}`;
  }
}

function httpStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** 412: the key is taken; 409: another conditional write to the same key is in flight. */
function isConditionFailure(error: unknown): boolean {
  const status = httpStatus(error);
  return status === 412 || status === 409;
}

/** Where browsers reach the configured S3 bucket, mirroring how the SDK addresses it. */
function publicBaseUrl(settings: S3Settings): string {
  if (settings.publicUrl) return settings.publicUrl.replace(/\/+$/, "");
  const bucket = encodeURIComponent(settings.bucket);
  // Dotted bucket names break the TLS wildcard of virtual-hosted URLs, hence path style for them too.
  const pathStyle = settings.forcePathStyle || settings.bucket.includes(".");
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const origin = endpoint.origin;
  const basePath = endpoint.pathname.replace(/\/+$/, "");
  if (pathStyle) return `${origin}${basePath}/${bucket}`;
  return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${basePath}`;
}
