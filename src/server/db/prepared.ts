import { getTableColumns, sql, type InferInsertModel, type InferSelectModel, type Query } from "drizzle-orm";
import type { PgTable, PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/**
 * A statement built once for each database and then run with new values (drizzle's `prepare` with
 * `sql.placeholder`), for the statements every lead runs: building the SQL anew each time costs more
 * CPU than the driver's work (docs/decisions/0030). Only for statements run on `db` itself; one in a
 * transaction belongs to that transaction's connection.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

/**
 * Which value each column gets: a placeholder for a value, NULL, or (a column left out) its default.
 * Keys in the order given: a call site always builds its values the same way, and another order
 * only costs one more statement.
 */
function valuesShape(values: Record<string, unknown>): string {
  let shape = "";
  for (const key in values) {
    const value = values[key];
    if (value === undefined) continue;
    shape += value === null ? `${key}=null,` : `${key},`;
  }
  return shape;
}

interface InsertOptions {
  /** A name for the server-side prepared statements, one per shape of values: `name_1`, `name_2`… */
  name: string;
  /** Return the stored row (RETURNING every column), mapped as drizzle maps the table's rows. */
  returning?: boolean;
  onConflictDoNothing?: boolean;
}

/**
 * A one-row INSERT into `table` whose SQL is built once per shape of values (which columns are
 * given, which are NULL, the rest left to their defaults) and then run with new values on the
 * database or inside any transaction. drizzle builds an INSERT's SQL anew on every call, the largest
 * cost of storing a lead beside the driver's own (docs/decisions/0033); its `prepare` cannot help in
 * a transaction, whose connection differs each time. Values must be plain values, not SQL.
 */
export function cachedInsert<TTable extends PgTable>(table: TTable, options: InsertOptions) {
  type Row = InferSelectModel<TTable>;
  type Values = InferInsertModel<TTable>;
  // RETURNING lists the table's columns in this order (drizzle orders a selection as it is declared).
  const columns = Object.entries(getTableColumns(table));
  const mapRows = (rows: unknown[][]): Row[] =>
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      columns.forEach(([key, column], index) => {
        const value = row[index];
        record[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      });
      return record as Row;
    });
  const shapes = new Map<string, { query: Query; name: string }>();

  function shapeOf(db: Database, values: Values) {
    const key = valuesShape(values);
    let shape = shapes.get(key);
    if (shape === undefined) {
      const slots = Object.fromEntries(
        Object.entries(values)
          .filter(([, value]) => value !== undefined)
          .map(([column, value]) => [column, value === null ? null : sql.placeholder(column)]),
      ) as Values;
      const insert = db.insert(table).values(slots);
      const guarded = options.onConflictDoNothing ? insert.onConflictDoNothing() : insert;
      const query = (options.returning ? guarded.returning() : guarded).toSQL();
      shape = { query, name: `${options.name}_${shapes.size + 1}` };
      shapes.set(key, shape);
    }
    return shape;
  }

  return (db: Database, values: Values): Promise<Row[]> => {
    const { query, name } = shapeOf(db, values);
    const statement = db._.session.prepareQuery<PreparedQueryConfig & { execute: Row[] }>(
      query,
      undefined,
      name,
      true,
      options.returning ? mapRows : () => [],
    );
    return statement.execute(values as Record<string, unknown>);
  };
}
