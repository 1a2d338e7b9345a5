import type { Config } from "../config";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";
import type { Storage } from "./types";

/** The one place that picks the storage driver: S3-compatible when configured, else the data folder. */
export function createStorage(config: Config): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.dataDir);
}
