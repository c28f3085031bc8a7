// The real server as a child process on a fixed port and data folder, so a suite can SIGKILL it
// and start it again on the same SQLite file (the e2e harness owns a fresh folder per server).
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { freePort, spawnServer } from '../e2e/support/server';


/** A server child process. */
export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Sends `signal` and waits for the exit (SIGTERM escalates to SIGKILL after 10 s). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts server/index.ts on 127.0.0.1:`port` over `dataDir`; rate limits off unless `env` says. */
export async function startServerProcess(opts: { dataDir: string; port?: number; env?: Record<string, string> }): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const { child, url } = await spawnServer({ port, dataDir: opts.dataDir, env: opts.env, stdout: 'ignore' });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { url, port, dataDir: opts.dataDir, child, stop };
}

/** The SQLite file the server keeps in `dataDir`. */
export function databaseFile(dataDir: string): string {
  return join(dataDir, 'hall-of-legends.sqlite');
}

/** Opens the stopped server's file directly: integrity check and how often each name is stored. */
export function inspectDatabase(dataDir: string): { integrity: string; names: Map<string, number>; rows: number } {
  const db = new Database(databaseFile(dataDir));
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
    const names = new Map<string, number>();
    for (const row of db.prepare('SELECT player_name AS name, COUNT(*) AS n FROM entries GROUP BY player_name').all() as { name: string; n: number }[]) {
      names.set(row.name, row.n);
    }
    const rows = (db.prepare('SELECT COUNT(*) AS n FROM entries').get() as { n: number }).n;
    return { integrity, names, rows };
  } finally {
    db.close();
  }
}
