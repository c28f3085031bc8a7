// The stored entry as the API shows it (SPEC.md section 3 record, plus rank).
import type { HighScore } from '../../src/shared/api';
import type { RankedEntry } from '../store/types';

/** RankedEntry to the shared HighScore shape (ISO date, no season). Built field by field: it runs for every row served. */
export function toHighScore(e: RankedEntry): HighScore {
  return {
    id: e.id,
    playerName: e.playerName,
    finalScore: e.finalScore,
    level: e.level,
    gold: e.gold,
    monstersKilled: e.monstersKilled,
    dungeonLevel: e.dungeonLevel,
    daysSurvived: e.daysSurvived,
    finalHealth: e.finalHealth,
    finalMana: e.finalMana,
    finalStamina: e.finalStamina,
    strength: e.strength,
    intelligence: e.intelligence,
    dexterity: e.dexterity,
    constitution: e.constitution,
    spellsLearned: e.spellsLearned,
    itemsFound: e.itemsFound,
    isPremium: e.isPremium,
    completedAt: e.completedAt.toISOString(),
    rank: e.rank,
  };
}
