import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeForKey } from "./content-types";
import { assertSafeKey, encodeKey, InvalidStorageKeyError } from "./keys";
import type { Bucket, Storage, StoredObject } from "./types";

const MISSING_FILE_CODES = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);

function isMissingFileError(error: unknown): boolean {
  return error instanceof Error && MISSING_FILE_CODES.has((error as NodeJS.ErrnoException).code ?? "");
}

/** Keeps files under `<dataDir>/storage/<bucket>/<key>` and serves them at `/storage/<bucket>/<key>`. */
export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, "storage");
  }

  /** The content type is not stored: `get` derives it from the extension, which the server chose. */
  async put(bucket: Bucket, key: string, body: Uint8Array, _contentType: string): Promise<void> {
    const target = this.pathFor(bucket, key);
    const folder = path.dirname(target);
    await mkdir(folder, { recursive: true });
    // A dot-prefixed name in the same folder: rename stays atomic, and keys can never name it.
    const temporary = path.join(folder, `.${path.basename(target)}.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, body, { flag: "wx" });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(bucket: Bucket, key: string): Promise<void> {
    await rm(this.pathFor(bucket, key), { force: true });
  }

  publicUrl(bucket: Bucket, key: string): string {
    assertSafeKey(key);
    return `/storage/${bucket}/${encodeKey(key)}`;
  }

  async get(bucket: Bucket, key: string): Promise<StoredObject | undefined> {
    const file = this.pathFor(bucket, key);
    try {
      const body = await readFile(file);
      return {
        body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
        contentType: contentTypeForKey(key),
      };
    } catch (error) {
      if (isMissingFileError(error)) return undefined;
      throw error;
    }
  }

  private pathFor(bucket: Bucket, key: string): string {
    assertSafeKey(key);
    const bucketFolder = path.join(this.root, bucket);
    const file = path.resolve(bucketFolder, ...key.split("/"));
    // assertSafeKey already rules out escapes; this guards against a future change to it.
    if (!file.startsWith(bucketFolder + path.sep)) {
      throw new InvalidStorageKeyError(key, "the key leaves its bucket");
    }
    return file;
  }
}
