export const BUCKETS = [
  "agent-headshots",
  "agent-banners",
  "blog-images",
  "agent-documents",
  "product-images",
  "service-images",
  "lender-logos",
] as const;

export type Bucket = (typeof BUCKETS)[number];

/** Agents' private documents: never given a public address, never served on /storage. */
export const PRIVATE_BUCKETS = ["agent-documents"] as const satisfies readonly Bucket[];

export type PrivateBucket = (typeof PRIVATE_BUCKETS)[number];
export type PublicBucket = Exclude<Bucket, PrivateBucket>;

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

export function isPublicBucket(value: string): value is PublicBucket {
  return isBucket(value) && !(PRIVATE_BUCKETS as readonly string[]).includes(value);
}

export function isPrivateBucket(value: string): value is PrivateBucket {
  return (PRIVATE_BUCKETS as readonly string[]).includes(value);
}

/** Raised when code asks for the public address of an object in a private bucket. */
export class PrivateBucketError extends Error {
  override name = "PrivateBucketError";

  constructor(readonly bucket: string) {
    super(`The ${bucket} bucket is private and has no public address`);
  }
}

/** The type already refuses private buckets; this stops a cast or a value from plain JavaScript too. */
export function assertPublicBucket(bucket: string): asserts bucket is PublicBucket {
  if (!isPublicBucket(bucket)) throw new PrivateBucketError(bucket);
}

export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

/** Raised by `put` with `overwrite: false` when the key already names an object. */
export class ObjectExistsError extends Error {
  override name = "ObjectExistsError";

  constructor(
    readonly bucket: Bucket,
    readonly key: string,
  ) {
    super(`An object already exists at ${bucket}/${key}`);
  }
}

export interface PutOptions {
  /**
   * false: refuse with ObjectExistsError rather than replace an object already at this key
   * (the documents' "upsert false", spec section 7). Replacing is the default.
   */
  overwrite?: boolean;
}

/** An object as a listing names it. */
export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** One interface for every storage driver (local disk, S3-compatible). Keys are built by the server. */
export interface Storage {
  put(
    bucket: Bucket,
    key: string,
    body: Uint8Array,
    contentType: string,
    options?: PutOptions,
  ): Promise<void>;
  delete(bucket: Bucket, key: string): Promise<void>;
  /** Every object in the bucket, or only those under `folder` (keys starting `<folder>/`), in no set order. */
  list(bucket: Bucket, folder?: string): Promise<ListedObject[]>;
  /** Removes every object under `folder` (keys starting `<folder>/`); nothing to remove is no error. */
  deleteFolder(bucket: Bucket, folder: string): Promise<void>;
  /** Absolute path or URL at which browsers read the object; throws PrivateBucketError for a private bucket. */
  publicUrl(bucket: PublicBucket, key: string): string;
  /**
   * Only the local driver serves objects itself; S3 objects are read from their public URL. Answers
   * undefined for anything but a regular file inside the bucket folder.
   */
  get?(bucket: Bucket, key: string): Promise<StoredObject | undefined>;
  /**
   * The object's bytes for the server itself to hand out, public or private bucket alike (agents'
   * documents are read this way, behind a session check); undefined when there is no such object.
   */
  read(bucket: Bucket, key: string): Promise<StoredObject | undefined>;
}
