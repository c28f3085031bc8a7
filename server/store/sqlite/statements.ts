// Prepared statements reused by SQL text: preparing costs tens of microseconds per call, which
// shows on a busy leaderboard. Each SQL text must always be used in the same mode (pluck/raw).
import type Database from 'better-sqlite3';

/** A function returning the prepared statement of a SQL text, preparing it once. */
export type Prepare = (sql: string) => Database.Statement;

/** A statement cache bound to one database. */
export function statementCache(db: Database.Database): Prepare {
  const cache = new Map<string, Database.Statement>();
  return (sql) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
}
