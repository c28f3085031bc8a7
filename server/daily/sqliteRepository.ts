// The days' draws on SQLite (the daily_seeds table of server/store/sqlite/schema.ts).
import type { DailyDraw, DailyRepository } from './repository';
import type { Prepare } from '../store/sqlite/statements';

/** The SQLite DailyRepository. */
export class SqliteDailyRepository implements DailyRepository {
  constructor(private readonly sql: Prepare) {}

  async draw(day: string, candidate: DailyDraw, now: Date): Promise<DailyDraw> {
    // Insert-or-ignore then read: of two first callers, the second insert is ignored and both read the first.
    this.sql(
      'INSERT OR IGNORE INTO daily_seeds (day, seed, rules_version, sealed_only, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(day, candidate.seed, candidate.rulesVersion, candidate.sealedOnly ? 1 : 0, now.getTime());
    return (await this.find(day)) as DailyDraw;
  }

  async find(day: string): Promise<DailyDraw | null> {
    const row = this.sql('SELECT seed, rules_version, sealed_only FROM daily_seeds WHERE day = ?').get(day) as
      { seed: string; rules_version: number; sealed_only: number } | undefined;
    return row ? { seed: row.seed, rulesVersion: row.rules_version, sealedOnly: row.sealed_only === 1 } : null;
  }
}
