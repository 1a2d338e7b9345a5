export const BUCKETS = [
  "agent-headshots",
  "agent-banners",
  "blog-images",
  "agent-documents",
  "product-images",
  "service-images",
] as const;

export type Bucket = (typeof BUCKETS)[number];

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

/** One interface for every storage driver (local disk, S3-compatible). Keys are built by the server. */
export interface Storage {
  put(bucket: Bucket, key: string, body: Uint8Array, contentType: string): Promise<void>;
  delete(bucket: Bucket, key: string): Promise<void>;
  /** Absolute path or URL at which browsers read the object. */
  publicUrl(bucket: Bucket, key: string): string;
  /** Only the local driver serves objects itself; S3 objects are read from their public URL. */
  get?(bucket: Bucket, key: string): Promise<StoredObject | undefined>;
}
