import { DeleteObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config";
import { IMMUTABLE_CACHE_CONTROL } from "./content-types";
import { assertSafeKey, encodeKey } from "./keys";
import { assertPublicBucket, type Bucket, type PublicBucket, type Storage } from "./types";

export type S3Settings = NonNullable<Config["s3"]>;

/**
 * Keeps every application bucket as a prefix (`<bucket>/<key>`) of the one configured S3 bucket.
 * Objects are read straight from their public URL, so there is no `get`.
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

  async put(bucket: Bucket, key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(bucket, key),
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
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
