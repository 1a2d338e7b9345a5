import type { Config } from "../config";
import { LocalStorage } from "./local-storage";
import type { Storage } from "./types";

/**
 * The one place that picks the storage driver: S3-compatible when configured, else the data folder.
 * The AWS SDK is loaded only when S3 is used; it would otherwise add to every start. A configured
 * S3 bucket that does not exist stops the start with S3BucketMissingError, as a wrong setting does.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (!config.s3) return new LocalStorage(config.dataDir);
  const { S3Storage } = await import("./s3-storage");
  const storage = new S3Storage(config.s3);
  await storage.assertBucketExists();
  return storage;
}
