// The game-stats fields of a Hall of Legends submission (rules reference, "Score submission"), derived from the state.
import { effectiveStats } from './rules/stats';
import { runOutcome } from './rules/state';
import type { GameState, ScoreSubmission } from './types';

/** Score fields with stats including gear, `won` for a won run; isPremium false (the UI sets premium and coupon). */
export function scoreSubmission(state: GameState): ScoreSubmission {
  const stats = effectiveStats(state);
  const { player } = state;
  return {
    playerName: player.name,
    finalScore: state.score,
    level: player.level,
    gold: player.gold,
    monstersKilled: state.monstersKilled,
    dungeonLevel: state.dungeon.level,
    daysSurvived: player.day,
    finalHealth: player.health,
    finalMana: player.mana,
    finalStamina: player.stamina ?? 0,
    strength: stats.strength,
    intelligence: stats.intelligence,
    dexterity: stats.dexterity,
    constitution: stats.constitution,
    spellsLearned: player.learnedSpells.length,
    itemsFound: state.discoveredItems.length,
    // Only a won run says so: every other submission (the golden records' digests too) stays as it was.
    ...(runOutcome(state) === 'won' ? { won: true as const } : {}),
    isPremium: false,
  };
}
