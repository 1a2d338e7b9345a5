import type { Config } from "../config";
import { LocalStorage } from "./local-storage";
import type { Storage } from "./types";

/**
 * The one place that picks the storage driver: S3-compatible when configured, else the data folder.
 * The AWS SDK is loaded only when S3 is used; it would otherwise add to every start.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (!config.s3) return new LocalStorage(config.dataDir);
  const { S3Storage } = await import("./s3-storage");
  return new S3Storage(config.s3);
}
