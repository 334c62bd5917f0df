import type { Db } from "./client";

/**
 * A statement prepared once per database handle, for the queries every request runs (session,
 * dashboard, job list): Drizzle builds the SQL once, and PostgreSQL parses and plans a named
 * statement once per connection.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) {
      statement = prepare(db);
      cache.set(db, statement);
    }
    return statement;
  };
}
