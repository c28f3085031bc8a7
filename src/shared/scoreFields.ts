// The one definition of a Hall of Legends entry's statistics (the game-stats fields of a
// submission without the name and the premium choice). Every other list of them is derived from this schema:
// the API schemas (src/shared/api.ts), the verifier's comparison (server/scores/verify.ts), the
// presenter (server/scores/present.ts), both stores' mappings (server/store/sqlite/rows.ts,
// server/store/mongo/models.ts, server/store/mongo/mongoEntries.ts) and the replay viewer's check
// (src/ui/replay/checkFigures.ts). What must stay written out (the engine's ScoreSubmission and
// scoreSubmission, the SQLite DDL) is held to it by the type check below and by
// tests/integration/scoreFields.test.ts, which names any field a mapping lacks.
import { z } from 'zod';
import type { ScoreSubmission } from '../engine/types';

const count = z.number().int().nonnegative();
const signedInt = z.number().int();

/** The statistics as submitted and stored, in the order they are compared and reported. */
export const ScoreStatsSchema = z.object({
  finalScore: count,
  level: count,
  gold: count,
  monstersKilled: count,
  dungeonLevel: count,
  daysSurvived: count,
  finalHealth: signedInt,
  finalMana: signedInt,
  finalStamina: signedInt,
  strength: signedInt,
  intelligence: signedInt,
  dexterity: signedInt,
  constitution: signedInt,
  spellsLearned: count,
  itemsFound: count,
});
export type ScoreStats = z.infer<typeof ScoreStatsSchema>;
export type ScoreStatKey = keyof ScoreStats;

/** Every statistic's key, in the schema's order. */
export const SCORE_STAT_KEYS: readonly ScoreStatKey[] = ScoreStatsSchema.keyof().options;

/**
 * What a read shows for a statistic missing or malformed in a row (name 'Unknown' aside: level,
 * floor and days 1, attributes 10, other counts 0). finalScore has none: a row without it cannot be
 * ranked and is hidden instead.
 */
export const STAT_READ_DEFAULTS: { readonly [K in Exclude<ScoreStatKey, 'finalScore'>]: number } = {
  level: 1,
  gold: 0,
  monstersKilled: 0,
  dungeonLevel: 1,
  daysSurvived: 1,
  finalHealth: 0,
  finalMana: 0,
  finalStamina: 0,
  strength: 10,
  intelligence: 10,
  dexterity: 10,
  constitution: 10,
  spellsLearned: 0,
  itemsFound: 0,
};

type ReadShape = { finalScore: z.ZodNumber } & { [K in keyof typeof STAT_READ_DEFAULTS]: z.ZodCatch<z.ZodNumber> };

/** The statistics' schemas as a read takes them: each defaulted when missing, finalScore required. */
export const scoreStatsReadShape = Object.fromEntries(
  SCORE_STAT_KEYS.map((key) => [
    key,
    key === 'finalScore' ? z.number().int() : z.number().int().catch(STAT_READ_DEFAULTS[key]),
  ]),
) as ReadShape;

/** The statistics of `source` (an entry, a row object, the engine's submission), and nothing else. */
export function pickStats(source: ScoreStats): ScoreStats {
  const stats = {} as ScoreStats;
  for (const key of SCORE_STAT_KEYS) stats[key] = source[key];
  return stats;
}

// The engine keeps its own type (it does not import zod); these fail `npm run typecheck` when the
// engine's submission and the schema disagree: a statistic only one side has is named ("Property
// 'gold' is missing"), a statistic of another type fails EngineStatsAgree. `won` is no statistic: a
// boolean fact derived by the replay, it travels beside them (src/shared/api.ts, the stores' own column).
type EngineStats = Omit<ScoreSubmission, 'playerName' | 'isPremium' | 'couponCode' | 'won'>;
type OneSided = Exclude<ScoreStatKey, keyof EngineStats> | Exclude<keyof EngineStats, ScoreStatKey>;
/** Empty by construction: a key here would be a statistic only the engine or only the schema lists. */
export const ONE_SIDED_STATS: Record<OneSided, never> = {};
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** True by construction: the engine's ScoreSubmission carries exactly the schema's statistics. */
export type EngineStatsAgree = Assert<Same<EngineStats, ScoreStats>>;
