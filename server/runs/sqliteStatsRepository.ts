// The statistics of registered runs on SQLite as running counts (schema step 13): counting newly
// visible runs in (one pass over them, so a start over 300,000 stored runs counts them at once), and
// reading the figures from the counts: work bounded by the versions and the figures' ranges, not by
// the number of runs. The trigger of step 13 keeps counted runs in step as their figures change.
import type Database from 'better-sqlite3';
import type { LiveRunOutcome, LiveRunStatsRaw } from '../store/types';
import { STATS_BLOCK_WIDTH, addRun, newTally, valuesAtRanks, type Tally } from './statsTally';
import type { Prepare } from '../store/sqlite/statements';
import { LIVE_RUN_WHERE } from './sqliteRepository';
import type { RunStatsRepository } from './repository';

/** Runs not counted yet whose day (daily runs) is over at @now. */
const NEW = 'counted = 0 AND hidden_until <= @now';

/** The SQLite RunStatsRepository. */
export class SqliteRunStatsRepository implements RunStatsRepository {
  private readonly countTransaction: (now: number) => number;

  constructor(
    private readonly sql: Prepare,
    db: Database.Database,
  ) {
    this.countTransaction = db.transaction((now: number) => this.countNow(now));
  }

  /** Counts in the runs not counted yet that are visible at `now` (a daily once its day is over); how many. */
  async count(now: Date): Promise<number> {
    return this.countTransaction(now.getTime());
  }

  /** One pass over the new runs, tallied here, then one upsert per count touched (inside a transaction). */
  private countNow(now: number): number {
    const tally = newTally();
    const rows = this.sql(
      `SELECT rules_version, count, floor, score, outcome, killer, started_at, updated_at, entry_id IS NOT NULL AS inscribed
       FROM live_runs WHERE ${NEW}`,
    ).iterate({ now }) as IterableIterator<{
      rules_version: number;
      count: number;
      floor: number;
      score: number;
      outcome: LiveRunOutcome;
      killer: string | null;
      started_at: number;
      updated_at: number;
      inscribed: number;
    }>;
    for (const row of rows)
      addRun(
        tally,
        {
          rulesVersion: row.rules_version,
          count: row.count,
          floor: row.floor,
          score: row.score,
          outcome: row.outcome,
          killer: row.killer,
          startedAt: row.started_at,
          updatedAt: row.updated_at,
          inscribed: row.inscribed === 1,
        },
        1,
      );
    if (tally.counts.size === 0) return 0;
    const counts = this.sql(
      `INSERT INTO run_stat_counts (rules_version, runs, witnessed, died, won, inscribed)
       VALUES (@rulesVersion, @runs, @witnessed, @died, @won, @inscribed)
       ON CONFLICT (rules_version) DO UPDATE SET runs = runs + excluded.runs, witnessed = witnessed + excluded.witnessed,
         died = died + excluded.died, won = won + excluded.won, inscribed = inscribed + excluded.inscribed`,
    );
    for (const [rulesVersion, row] of tally.counts) counts.run({ rulesVersion, ...row });
    const values = this.sql(
      `INSERT INTO run_stat_values (rules_version, figure, value, n) VALUES (@rulesVersion, @figure, @value, @n)
       ON CONFLICT (rules_version, figure, value) DO UPDATE SET n = n + excluded.n`,
    );
    for (const row of tally.values.values()) values.run(row);
    const blocks = this.sql(
      `INSERT INTO run_stat_blocks (rules_version, figure, block, n) VALUES (@rulesVersion, @figure, @block, @n)
       ON CONFLICT (rules_version, figure, block) DO UPDATE SET n = n + excluded.n`,
    );
    for (const row of tally.blocks.values()) blocks.run(row);
    const killers = this.sql(
      `INSERT INTO run_stat_killers (rules_version, monster, n) VALUES (@rulesVersion, @monster, @n)
       ON CONFLICT (rules_version, monster) DO UPDATE SET n = n + excluded.n`,
    );
    for (const row of tally.killers.values()) killers.run(row);
    return this.sql(`UPDATE live_runs SET counted = 1 WHERE ${NEW}`).run({ now }).changes;
  }

  /** The figures per rules version, newest first, from the counts; `live` counted over the live window. */
  async read(liveSince: Date, now: Date, ranks: (n: number) => number[]): Promise<LiveRunStatsRaw[]> {
    const versions = this.sql(
      `SELECT rules_version AS v, runs, witnessed, died, won, inscribed FROM run_stat_counts
       WHERE runs > 0 ORDER BY rules_version DESC`,
    ).all() as { v: number; runs: number; witnessed: number; died: number; won: number; inscribed: number }[];
    // As the live list counts them (server/runs/sqliteRepository.ts list): the live window is an index range.
    const live = new Map(
      (
        this.sql(
          `SELECT rules_version AS v, count(*) AS n FROM live_runs
           WHERE ${LIVE_RUN_WHERE}
           GROUP BY rules_version`,
        ).all(liveSince.getTime(), now.getTime()) as { v: number; n: number }[]
      ).map((row) => [row.v, row.n]),
    );
    return Promise.all(
      versions.map(async ({ v, ...counts }) => {
        const at = ranks(counts.witnessed);
        return {
          rulesVersion: v,
          ...counts,
          live: live.get(v) ?? 0,
          deathsByFloor: (await this.tallies(v, 'deaths')).map((row) => ({ floor: row.key, deaths: row.n })),
          killers: this.sql('SELECT monster, n AS kills FROM run_stat_killers WHERE rules_version = ? AND n > 0').all(
            v,
          ) as { monster: string; kills: number }[],
          ranked: {
            depth: await this.ranked(v, 'depth', at),
            score: await this.ranked(v, 'score', at),
            actions: await this.ranked(v, 'actions', at),
            minutes: await this.ranked(v, 'minutes', at),
          },
          rankedOf: counts.witnessed,
        };
      }),
    );
  }

  /** How many runs of version `v` have each value of `figure`, ascending (every value: for the small ranges). */
  private async tallies(v: number, figure: string): Promise<Tally[]> {
    return this.sql(
      'SELECT value AS key, n FROM run_stat_values WHERE rules_version = ? AND figure = ? AND n > 0 ORDER BY value',
    ).all(v, figure) as Tally[];
  }

  private ranked(v: number, figure: string, at: number[]): Promise<number[]> {
    if (at.length === 0) return Promise.resolve([]);
    const blocks = this.sql(
      'SELECT block AS key, n FROM run_stat_blocks WHERE rules_version = ? AND figure = ? AND n > 0 ORDER BY block',
    ).all(v, figure) as Tally[];
    // Inside one block (at most 256 values): the least value whose running total reaches the rank.
    const inBlock = this.sql(
      `SELECT min(value) FROM (SELECT value, sum(n) OVER (ORDER BY value ROWS UNBOUNDED PRECEDING) AS upTo
         FROM run_stat_values WHERE rules_version = @v AND figure = @figure AND value >= @low AND value < @high AND n > 0)
       WHERE upTo >= @rank`,
    ).pluck();
    return valuesAtRanks(at, blocks, (block, rank) => {
      const low = block * STATS_BLOCK_WIDTH;
      return (inBlock.get({ v, figure, low, high: low + STATS_BLOCK_WIDTH, rank }) as number | null) ?? 0;
    });
  }
}
