import { randomUUID } from "node:crypto";
import { constants } from "node:fs";
import { link, lstat, mkdir, open, readdir, realpath, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeForKey } from "./content-types";
import { assertSafeKey, encodeKey, InvalidStorageKeyError } from "./keys";
import {
  assertPublicBucket,
  ObjectExistsError,
  type Bucket,
  type ListedObject,
  type PublicBucket,
  type PutOptions,
  type Storage,
  type StoredObject,
} from "./types";

/**
 * Errors that mean "there is no file at this name" — absent, a name longer than the file system
 * allows, a symlink loop, a file where a folder was expected. Asked for by a client, they are a 404.
 * EACCES is not among them: the server writes every file itself, so an unreadable one is a broken
 * installation that must surface as an error, not hide as a missing file.
 */
const MISSING_FILE_CODES = new Set(["ENOENT", "ENOTDIR", "EISDIR", "ENAMETOOLONG", "ELOOP"]);

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
  async put(
    bucket: Bucket,
    key: string,
    body: Uint8Array,
    _contentType: string,
    { overwrite = true }: PutOptions = {},
  ): Promise<void> {
    const target = this.pathFor(bucket, key);
    const folder = path.dirname(target);
    await mkdir(folder, { recursive: true });
    // A dot-prefixed name in the same folder: rename stays atomic, and keys can never name it.
    const temporary = path.join(folder, `.${path.basename(target)}.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, body, { flag: "wx" });
      if (overwrite) {
        await rename(temporary, target);
      } else {
        // link() is as atomic as rename() but fails with EEXIST instead of replacing the target.
        await link(temporary, target);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST" && !overwrite) {
        throw new ObjectExistsError(bucket, key);
      }
      throw error;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async delete(bucket: Bucket, key: string): Promise<void> {
    await rm(this.pathFor(bucket, key), { force: true });
  }

  /** Regular files only: temporary files (dot names) and anything a symlink points at are not objects. */
  async list(bucket: Bucket, folder?: string): Promise<ListedObject[]> {
    const bucketFolder = path.join(this.root, bucket);
    const start = folder === undefined ? bucketFolder : this.pathFor(bucket, folder);
    let entries;
    try {
      entries = await readdir(start, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissingFileError(error)) return [];
      throw error;
    }
    const listed: ListedObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(bucketFolder, file).split(path.sep).join("/");
      if (key.split("/").some((segment) => segment.startsWith("."))) continue;
      try {
        listed.push({ key, lastModified: (await lstat(file)).mtime });
      } catch (error) {
        // Removed since the folder was read.
        if (!isMissingFileError(error)) throw error;
      }
    }
    return listed;
  }

  async deleteFolder(bucket: Bucket, folder: string): Promise<void> {
    await rm(this.pathFor(bucket, folder), { recursive: true, force: true });
  }

  publicUrl(bucket: PublicBucket, key: string): string {
    assertPublicBucket(bucket);
    assertSafeKey(key);
    return `/storage/${bucket}/${encodeKey(key)}`;
  }

  /**
   * Reads only a regular file whose real path lies inside the bucket's real folder: a symlink (or a
   * symlinked folder) pointing elsewhere is treated as missing, whatever put it there.
   */
  async get(bucket: Bucket, key: string): Promise<StoredObject | undefined> {
    const file = this.pathFor(bucket, key);
    try {
      const [bucketFolder, target] = await Promise.all([
        realpath(path.join(this.root, bucket)),
        realpath(file),
      ]);
      if (!target.startsWith(bucketFolder + path.sep)) return undefined;
      // O_NOFOLLOW: the resolved name must not have become a symlink since realpath looked at it;
      // O_NONBLOCK: opening a FIFO must not hang the request before the regular-file check refuses it.
      const handle = await open(target, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
      try {
        if (!(await handle.stat()).isFile()) return undefined;
        const body = await handle.readFile();
        return {
          body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
          contentType: contentTypeForKey(key),
        };
      } finally {
        await handle.close();
      }
    } catch (error) {
      if (isMissingFileError(error)) return undefined;
      throw error;
    }
  }

  /** The server reads its own files the same way it serves public ones. */
  read(bucket: Bucket, key: string): Promise<StoredObject | undefined> {
    return this.get(bucket, key);
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
