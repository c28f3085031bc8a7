// The reliability suites read the stopped server's SQLite file directly: is it intact, and is each
// name stored once, after crashes and load.
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** The SQLite file the server keeps in `dataDir`. */
export function databaseFile(dataDir: string): string {
  return join(dataDir, 'hall-of-legends.sqlite');
}

/** Opens the stopped server's file directly: integrity check and how often each name is stored. */
export function inspectDatabase(dataDir: string): { integrity: string; names: Map<string, number>; rows: number } {
  const db = new Database(databaseFile(dataDir));
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[])
      .map((r) => r.integrity_check)
      .join('; ');
    const names = new Map<string, number>();
    for (const row of db
      .prepare('SELECT player_name AS name, COUNT(*) AS n FROM entries GROUP BY player_name')
      .all() as { name: string; n: number }[]) {
      names.set(row.name, row.n);
    }
    const rows = (db.prepare('SELECT COUNT(*) AS n FROM entries').get() as { n: number }).n;
    return { integrity, names, rows };
  } finally {
    db.close();
  }
}
