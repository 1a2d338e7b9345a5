import { getTableColumns, sql, type InferInsertModel, type InferSelectModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";
import { rowReader, statement } from "./statement";

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
 * database or inside any transaction, as a `statement` of its own. drizzle builds an INSERT's SQL
 * anew on every call, the largest cost of storing a lead beside the driver's own (docs/decisions/
 * 0033); its `prepare` cannot help in a transaction, whose connection differs each time. Values must
 * be plain values, not SQL.
 */
export function cachedInsert<TTable extends PgTable>(table: TTable, options: InsertOptions) {
  type Row = InferSelectModel<TTable>;
  type Values = InferInsertModel<TTable>;
  // RETURNING lists the table's columns in this order (drizzle orders a selection as it is declared).
  const read = options.returning ? rowReader<Row>(getTableColumns(table)) : undefined;
  const shapes = new Map<string, ReturnType<typeof statement<Row>>>();

  function shapeOf(values: Values) {
    const key = valuesShape(values);
    let shape = shapes.get(key);
    if (shape === undefined) {
      const slots = Object.fromEntries(
        Object.entries(values)
          .filter(([, value]) => value !== undefined)
          .map(([column, value]) => [column, value === null ? null : sql.placeholder(column)]),
      ) as Values;
      shape = statement<Row>(
        (db) => {
          const insert = db.insert(table).values(slots);
          const guarded = options.onConflictDoNothing ? insert.onConflictDoNothing() : insert;
          return options.returning ? guarded.returning() : guarded;
        },
        { name: `${options.name}_${shapes.size + 1}`, read },
      );
      shapes.set(key, shape);
    }
    return shape;
  }

  return (db: Database, values: Values): Promise<Row[]> =>
    shapeOf(values)(db, values as Record<string, unknown>);
}
