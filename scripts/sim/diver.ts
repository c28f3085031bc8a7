// The "diver" bot: descends as soon as it has found the exit. It explores only to find the exit
// (the engine's exploreStep), fights only what blocks its way, drinks a potion when low, rests
// when health is low (below 40%), equips obviously better gear, never casts.
import { canDescend, exploreStep, inCombat, nearestRoom } from '../../src/engine';
import type { Action, GameState, StatName } from '../../src/engine/types';
import type { Bot } from './bot';
import { allocate, equipBetter, fightSimply, restIfLow } from './habits';
import { foundExit, stepThrough } from './navigate';
import { travelStep } from '../../src/engine';

const STATS: readonly StatName[] = ['strength', 'constitution'];
const REST_BELOW = 0.4;
const DRINK_BELOW = 0.3;

function walk(state: GameState): Action | null {
  if (canDescend(state)) return { type: 'descend' };
  const exit = foundExit(state);
  const direction = exit
    ? (travelStep(state, exit.x, exit.y) ?? stepThrough(state, exit, () => true))
    : (exploreStep(state) ?? nearestRoom(state, (r) => r.type === 'monster')?.direction ?? null);
  return direction ? { type: 'move', direction } : null;
}

/** The diver bot. */
export const diver: Bot = (state) => {
  if (inCombat(state)) return state.combat.turn === 'monster' ? { type: 'monsterTurn' } : fightSimply(state, DRINK_BELOW, false);
  return allocate(state, STATS) ?? equipBetter(state) ?? restIfLow(state, REST_BELOW) ?? walk(state) ?? { type: 'rest' };
};
