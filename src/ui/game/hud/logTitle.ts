// The log's title line: the engine's gameStatus ('Exploring...', 'Exploring level N...', 'Game Over'), except
// during a fight, which it names, in the same manner: "Fighting a Goblin...".
import { indefiniteNoun, type GameState } from '../../../engine';

/** What the log's title says of the run now. */
export function logTitle(state: Pick<GameState, 'combat' | 'gameStatus'>): string {
  const { combat } = state;
  return combat.active && combat.monster ? `Fighting ${indefiniteNoun(combat.monster.name)}...` : state.gameStatus;
}
