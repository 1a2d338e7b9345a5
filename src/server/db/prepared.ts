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
