import { KEY_MARK } from '../input/keyboard/useGameKeys';

/** Each drawn frame after a key press closes one measured move (read by the client benchmark,
 *  tests/bench/client.bench.ts). */
export function measureMove(): void {
  if (performance.getEntriesByName(KEY_MARK, 'mark').length === 0) return;
  // Only the latest entry is kept: a long game would otherwise hold one per move.
  performance.clearMeasures('game-move');
  performance.measure('game-move', KEY_MARK);
  performance.clearMarks(KEY_MARK);
}
