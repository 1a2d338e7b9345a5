import type { PGliteInterface } from "@electric-sql/pglite";
import { is, Param, Placeholder, type Query } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { DRIZZLE_RAW_TYPES, type Database } from "./client";

/** A column as a statement reads it back: drizzle's own mapping from what the driver returned. */
interface ReadColumn {
  mapFromDriverValue(value: unknown): unknown;
}

/** The SQL of a query builder and its parameters, placeholders left in (anything drizzle can `toSQL`). */
interface Buildable {
  toSQL(): Query;
}

/**
 * One query on a driver: its rows as arrays, in the order the statement selects its columns, when
 * `rows` is true; a statement that reads nothing back is run as it is, and its rows are not read.
 */
type RunRows = (name: string, text: string, values: unknown[], rows: boolean) => Promise<unknown[][]>;

const NO_ROWS: unknown[][] = [];

/**
 * node-postgres's own parsers, except for the types drizzle reads raw and maps itself (timestamps,
 * dates, intervals and their arrays), so a row reads the same as through drizzle. One object for
 * every query: drizzle builds one, with a closure, for each prepared query.
 */
const RAW_TYPES = new Set<number>(DRIZZLE_RAW_TYPES);
const keepRaw = (value: string) => value;
const NODE_PG_TYPES = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    RAW_TYPES.has(oid)
      ? keepRaw
      : (pg.types.getTypeParser(oid, format ?? "text") as (value: string) => unknown),
};

function nodePgRows(client: pg.Pool | pg.ClientBase): RunRows {
  // node-postgres copies a query's options for every run, each key a step: a write that reads
  // nothing back goes with the three it needs.
  return (name, text, values, rows) =>
    rows
      ? client
          .query<unknown[]>({ name, text, values, rowMode: "array", types: NODE_PG_TYPES })
          .then((result) => result.rows)
      : client.query({ name, text, values }).then(() => NO_ROWS);
}

/** PGlite was given drizzle's raw parsers as its own when it opened (db/client.ts). */
function pgliteRows(client: Pick<PGliteInterface, "query">): RunRows {
  return (_name, text, values, rows) =>
    rows
      ? client.query<unknown[]>(text, values, { rowMode: "array" }).then((result) => result.rows)
      : client.query(text, values).then(() => NO_ROWS);
}

/**
 * The driver under a drizzle database or transaction: the pool or the transaction's connection on
 * PostgreSQL, PGlite or its transaction otherwise. drizzle keeps it as its session's client.
 */
function clientOf(db: Database): object {
  const { client } = db._.session as unknown as { client?: object };
  if (!client) throw new Error("drizzle's session no longer holds its driver as `client` (db/statement.ts)");
  return client;
}

const driverRows = new WeakMap<object, RunRows>();

function rowsOf(db: Database): RunRows {
  const client = clientOf(db);
  let run = driverRows.get(client);
  if (run === undefined) {
    run =
      client instanceof pg.Pool || client instanceof pg.Client
        ? nodePgRows(client)
        : pgliteRows(client as PGliteInterface);
    driverRows.set(client, run);
  }
  return run;
}

/** Where each parameter of a built query comes from: a value given to the run, or a constant. */
function parameterSlots(params: unknown[]): ((values: Record<string, unknown>) => unknown)[] {
  const given = (name: string) => (values: Record<string, unknown>) => {
    if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
    return values[name];
  };
  return params.map((param) => {
    if (is(param, Placeholder)) return given(param.name);
    if (is(param, Param) && is(param.value, Placeholder)) {
      const read = given(param.value.name);
      const { encoder } = param;
      return (values) => encoder.mapToDriverValue(read(values));
    }
    return () => param;
  });
}

/** Reads array rows into records, each value mapped by its column as drizzle maps a selection. */
export function rowReader<Row>(columns: Record<string, ReadColumn>): (rows: unknown[][]) => Row[] {
  const entries = Object.entries(columns);
  return (rows) =>
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (let index = 0; index < entries.length; index += 1) {
        const [key, column] = entries[index]!;
        const value = row[index];
        record[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return record as Row;
    });
}

export interface StatementOptions<Row> {
  /** Its name as a server-side prepared statement on each PostgreSQL connection. */
  name: string;
  /** How its rows are read: the selected or returned columns, in the order of the query. */
  read?: (rows: unknown[][]) => Row[];
}

/** drizzle's query builder without a database, to write SQL: the same for both drivers. */
const writer: Database = drizzleNodePg.mock();

/**
 * A statement run many times with new values, for the statements every lead runs: its SQL is written
 * once by drizzle's query builder (with `sql.placeholder` for the values) and then run on the driver
 * itself, on the database or inside any transaction. drizzle's own prepared queries cost more CPU
 * per run than the driver's work for these short statements: a query object with closures built for
 * each run inside a transaction, tracing wrappers and three promises per run (docs/decisions/0051).
 */
export function statement<Row = never>(
  build: (db: Database) => Buildable,
  options: StatementOptions<Row>,
): (db: Database, values: Record<string, unknown>) => Promise<Row[]> {
  let written: { text: string; slots: ReturnType<typeof parameterSlots> } | undefined;
  return async (db, values) => {
    if (written === undefined) {
      const query = build(writer).toSQL();
      written = { text: query.sql, slots: parameterSlots(query.params) };
    }
    const { text, slots } = written;
    const params = slots.map((slot) => slot(values));
    let rows: unknown[][];
    try {
      rows = await rowsOf(db)(options.name, text, params, options.read !== undefined);
    } catch (error) {
      // As drizzle reports a failed query: its SQL, with the driver's error as the cause (the
      // request log keeps the SQL and the error's code, db/errors.ts reads the code through it).
      throw new DrizzleQueryError(text, params, error instanceof Error ? error : undefined);
    }
    return options.read ? options.read(rows) : [];
  };
}
