// The file name of a downloaded save: prefix, hero, level and date.
import type { GameState } from '../types';

/** Fixed prefix of downloaded save files. */
export const SAVE_FILE_PREFIX = 'dungeon-crawler-save';

/** '<prefix>_<hero>_L<level>_<YYYY-MM-DD>.txt'; the hero name keeps letters, digits, '-' and '_' only. */
export function saveFileName(state: Pick<GameState, 'player'>, date: string): string {
  const hero =
    state.player.name
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[^\p{L}\p{N}_-]/gu, '')
      .slice(0, 20) || 'hero';
  return `${SAVE_FILE_PREFIX}_${hero}_L${state.player.level}_${date}.txt`;
}
