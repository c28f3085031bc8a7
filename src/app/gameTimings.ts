/** Game timings, in milliseconds. */
export const MONSTER_TURN_DELAY_MS = 1500;
export const AUTOSAVE_INTERVAL_MS = 30_000;
export const ATTACK_CUE_DELAY_MS = 200;
/** Auto-explore and travel take one move per this many milliseconds: slow enough to follow each step
 *  on the map (about 7 a second), quick enough that crossing a 25x15 floor takes seconds, not minutes. */
export const WALK_STEP_MS = 150;
