// The "diver" bot: descends as soon as it can. The exit is the cell farthest from the start, so it
// heads for the deepest place that could hold it (scripts/sim/deepest.ts) instead of exploring
// everything, fights only what blocks its way, drinks a potion below 30% health, rests below 40%,
// equips obviously better gear, puts points into strength and constitution, never casts.
import { canDescend, inCombat, travelStep } from '../../src/engine';
import type { Action, GameState, StatName } from '../../src/engine/types';
import type { Bot, BotMemory } from './bot';
import { deepestCandidate } from './deepest';
import { allocate, equipBetter, fightSimply, restIfLow } from './habits';
import { foundExit, stepThrough, type Cell } from './navigate';

const STATS: readonly StatName[] = ['strength', 'constitution'];
const REST_BELOW = 0.4;
const DRINK_BELOW = 0.3;

/** Around monsters when it can, through them when it must. */
function toward(state: GameState, target: Cell): Action | null {
  const direction =
    travelStep(state, target.x, target.y) ??
    stepThrough(state, target, () => false) ??
    stepThrough(state, target, () => true);
  return direction ? { type: 'move', direction } : null;
}

function walk(state: GameState, memory: BotMemory): Action | null {
  if (canDescend(state)) return { type: 'descend' };
  const target = foundExit(state) ?? deepestCandidate(state, memory.stoodOn);
  return target ? toward(state, target) : null;
}

/** The diver bot. */
export const diver: Bot = (state, memory) => {
  if (inCombat(state))
    return state.combat.turn === 'monster' ? { type: 'monsterTurn' } : fightSimply(state, DRINK_BELOW, false);
  return (
    allocate(state, STATS) ??
    equipBetter(state) ??
    restIfLow(state, REST_BELOW) ??
    walk(state, memory) ?? { type: 'rest' }
  );
};
