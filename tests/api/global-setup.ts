import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { adminUrl, TEST_DB_KIND } from "./db-target";

declare module "vitest" {
  export interface ProvidedContext {
    /** memory: path of a dumpDataDir tarball of a migrated PGlite; postgres: the template database name. */
    migratedTemplate: string;
  }
}

/**
 * Migrates one database for the whole run; each test file then clones it (PGlite's
 * loadDataDir, or PostgreSQL's CREATE DATABASE ... TEMPLATE) instead of paying initdb and
 * migrations again.
 */
export default async function setup(project: TestProject) {
  if (TEST_DB_KIND === "postgres") {
    const name = `vayu_tpl_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl("postgres") });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const handle = await openDatabase({ kind: "postgres", url: adminUrl(name) });
    await migrateDatabase(handle);
    await handle.close();
    project.provide("migratedTemplate", name);
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "vayu-api-"));
  const handle = await openDatabase({ kind: "memory" });
  await migrateDatabase(handle);
  const dump = await handle.pglite!.dumpDataDir("none");
  await handle.close();
  const file = path.join(dir, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("migratedTemplate", file);
  return () => rm(dir, { recursive: true, force: true });
}
