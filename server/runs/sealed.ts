// Sealed runs (docs/OPERATIONS.md "Sealed runs"): the server draws the seed and keeps it while the run
// plays, so no client can search its future; the player and its spectators see views (the engine's
// viewOf: what the hero may know). The seed's SHA-256 is the commitment answered at registration; once
// the run has ended, its public record reveals the seed and the log, and anyone checks both.
import { createHash } from 'node:crypto';
import { viewOf, type GameView, type ViewChanges } from '../../src/engine';
import type { RunRecordResponse } from '../../src/shared/api';
import type { LiveRunRecord } from '../store/types';
import type { RunState } from './replayState';

/** The commitment to a seed: SHA-256 of its UTF-8 string, hex. */
export function commitmentOf(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/**
 * A sealed daily's seed: the day's seed as its world, fresh dice (src/engine/dungeon/worldSeed.ts, rules
 * with worldAndDice): two sealed dailies of one day meet the same floors, each with its own rolls.
 */
export function sealedDailySeed(daySeed: string, dice: string): string {
  return `${daySeed}/${dice}`;
}

/** The view of a kept run after `count` actions (the kept state holds no log: its length is the count). */
export function viewAt(run: RunState, count: number): GameView {
  return { ...viewOf(run.state), actionCount: count };
}

/** The changes of a batch that moved nothing: the view at `count` as it is. */
export function noChanges(count: number): ViewChanges {
  return { base: count, fields: {} };
}

/** A run has ended: died, won, ended by its player, or expired. From then on a sealed run's seed is public. */
export function hasEnded(record: Pick<LiveRunRecord, 'outcome' | 'ended' | 'expired'>): boolean {
  return record.outcome !== 'playing' || record.ended || record.expired;
}

/**
 * GET /api/runs/:id's answer: the public record. A sealed run's seed and log only once it has ended; an
 * open run's seed always (its player chose nothing secret: its stream sends it too), its log once ended.
 */
export function publicRecordOf(record: LiveRunRecord): RunRecordResponse {
  const ended = hasEnded(record);
  return {
    id: record.id,
    name: record.name,
    rulesVersion: record.rulesVersion,
    startedAt: record.startedAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    sealed: record.sealed,
    daily: record.day,
    witnessed: record.count,
    floor: record.floor,
    score: record.score,
    outcome: record.outcome,
    ended,
    entryId: record.entryId,
    ...(record.sealed ? { commitment: commitmentOf(record.seed) } : {}),
    ...(!record.sealed || ended ? { seed: record.seed } : {}),
    ...(ended ? { actions: record.actions } : {}),
  };
}
