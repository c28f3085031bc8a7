// Suite 1, crash durability: a stream of verified submissions, SIGKILL at a random moment, restart
// on the same file. Every 201 must be stored exactly once and the file must pass integrity_check.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../support/server/process';
import { inspectDatabase } from './database';
import { submissionPool } from './runPool';
import { lanes, postJson, report } from './http';
import { seededRandom } from '../support/random';

/** Figures of a crash run. */
export interface CrashFigures {
  repeats: number;
  sent: number;
  created: number;
  refusedOrLost: number;
  storedRows: number;
  missing201: string[];
  duplicates: string[];
  storedWithout201: string[];
  integrity: string[];
  restartMs: number[];
}

/** One stream of submissions against `server`, killed with SIGKILL after `killAfterMs`. */
async function streamAndKill(server: ServerProcess, pool: ReturnType<typeof submissionPool>, killAfterMs: number) {
  const outcomes = new Map<string, number>();
  let next = 0;
  const killer = new Promise<void>((resolve) => setTimeout(() => server.stop('SIGKILL').then(resolve), killAfterMs));
  await lanes(4, async () => {
    if (next >= pool.length) return false;
    const body = pool[next++];
    const res = await postJson(`${server.url}/api/game-stats`, body);
    outcomes.set(body.playerName, res.status);
    return res.status !== 0;
  });
  await killer;
  return outcomes;
}

/** Runs `repeats` kill-and-restart rounds on one SQLite file; throws nothing, returns the figures. */
export async function runCrashSuite(repeats: number, perRound = 400, seed = 1): Promise<CrashFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reliability-crash-'));
  const random = seededRandom(seed);
  const figures: CrashFigures = {
    repeats,
    sent: 0,
    created: 0,
    refusedOrLost: 0,
    storedRows: 0,
    missing201: [],
    duplicates: [],
    storedWithout201: [],
    integrity: [],
    restartMs: [],
  };
  const created = new Set<string>();
  const sentNames = new Set<string>();
  let server = await startServerProcess({ dataDir, stdout: 'ignore' });
  try {
    for (let round = 0; round < repeats; round++) {
      const pool = submissionPool(`Crash${round}n`, perRound);
      const outcomes = await streamAndKill(server, pool, 300 + Math.floor(random() * 1200));
      for (const [name, status] of outcomes) {
        sentNames.add(name);
        figures.sent++;
        if (status === 201) created.add(name);
        else figures.refusedOrLost++;
      }
      const db = inspectDatabase(dataDir);
      figures.integrity.push(db.integrity);
      figures.storedRows = db.rows;
      for (const name of created) if (!db.names.has(name)) figures.missing201.push(name);
      for (const [name, n] of db.names) {
        if (n > 1) figures.duplicates.push(name);
        // Stored without a 201 is fine only for a request that was in flight when the server died (status 0).
        const status = created.has(name) ? 201 : outcomes.get(name);
        if (status === undefined && !sentNames.has(name)) figures.storedWithout201.push(name);
        if (status !== undefined && status !== 201 && status !== 0) figures.storedWithout201.push(name);
      }
      const restart = performance.now();
      server = await startServerProcess({ dataDir, port: server.port, stdout: 'ignore' });
      figures.restartMs.push(Math.round(performance.now() - restart));
    }
    figures.created = created.size;
    await server.stop('SIGTERM');
    const final = inspectDatabase(dataDir);
    figures.integrity.push(final.integrity);
    figures.storedRows = final.rows;
  } finally {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const lostInFlight = figures.storedRows - figures.created;
  report('crash durability', {
    repeats,
    submissionsSent: figures.sent,
    answered201: figures.created,
    storedRows: figures.storedRows,
    storedInFlightWithoutAnswer: lostInFlight,
    missing201: figures.missing201.length,
    duplicates: figures.duplicates.length,
    storedAfterRefusal: figures.storedWithout201.length,
    integrityOk: figures.integrity.every((r) => r === 'ok'),
    restartMsMax: Math.max(...figures.restartMs),
  });
  return figures;
}
