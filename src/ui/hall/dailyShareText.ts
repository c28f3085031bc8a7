// The spoiler-free share text of a daily challenge run: the day, the floor reached and the score,
// then one line of emoji, one per floor (no map, no route, nothing that helps another player).
import { groupDigits } from '../../shared/groupDigits';

/** What the daily share text says. */
export interface DailyResult {
  day: string;
  /** The dungeon floor the run ended on (1-100). */
  floor: number;
  score: number;
  /** The hero fell on that floor (else the run was inscribed alive). */
  died: boolean;
  /** The hero took the last portal there (the dungeon conquered). */
  won?: boolean;
}

/** A floor left behind down the stairs. */
export const FLOOR_CLEARED = '🟩';
/** The floor the hero fell on. */
export const FLOOR_DIED = '💀';
/** The floor a living hero stopped on. */
export const FLOOR_STOPPED = '🟨';
/** The floor whose last portal a hero took: the dungeon conquered. */
export const FLOOR_WON = '👑';

/** Floors left behind beyond this many are written as a count ('🟩×34') to keep the line short. */
const MAX_GLYPHS = 20;

/** The emoji line as parts: floors left behind (drawn one by one, or as a count past MAX_GLYPHS), then the last floor. */
export function floorTrail(result: DailyResult): {
  cleared: number;
  counted: boolean;
  last: 'died' | 'stopped' | 'won';
} {
  const cleared = Math.max(0, result.floor - 1);
  const last = result.died ? 'died' : result.won ? 'won' : 'stopped';
  return { cleared, counted: cleared > MAX_GLYPHS, last };
}

const LAST_GLYPH = { died: FLOOR_DIED, stopped: FLOOR_STOPPED, won: FLOOR_WON } as const;

/** One glyph per floor: each floor left behind, then how the last one ended. */
export function floorEmoji(result: DailyResult): string {
  const { cleared, counted, last } = floorTrail(result);
  const trail = counted ? `${FLOOR_CLEARED}×${cleared}` : FLOOR_CLEARED.repeat(cleared);
  return trail + LAST_GLYPH[last];
}

/** The whole text: 'Hall of Legends daily 2026-11-23: floor 7, 4,321 points' and the emoji line. */
export function dailyShareText(result: DailyResult): string {
  return `Hall of Legends daily ${result.day}: floor ${result.floor}, ${groupDigits(result.score)} points\n${floorEmoji(result)}`;
}
