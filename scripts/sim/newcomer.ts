// The "newcomer" bot: a careful but simple player. It explores toward the nearest unseen cell
// (the engine's exploreStep), walks up to any monster or treasure seen near it, attacks whatever it
// meets, drinks a health potion when low (HEAL if it has none), rests below 60% health, equips
// obviously better gear, and sacrifices health for stamina when a fight leaves it too tired.
import { canDescend, exploreStep, inCombat, INVENTORY_LIMIT, nearestRoom } from '../../src/engine';
import type { Action, GameState, StatName } from '../../src/engine/types';
import type { Bot } from './bot';
import { allocate, equipBetter, fightSimply, readNewScroll, restIfLow, tidyPack } from './habits';
import { foundExit, stepThrough } from './navigate';

const STATS: readonly StatName[] = ['strength', 'constitution', 'dexterity', 'intelligence'];
/** Rest below this share of max health. */
const REST_BELOW = 0.6;
/** Drink (or HEAL) below this share of max health in a fight. */
const DRINK_BELOW = 0.35;
/** Path length within which a seen monster or treasure draws the newcomer off its exploration. */
const NEAR = 4;

/** Out of combat with nothing to tend: toward what is near, else explore, else the exit or what bars it. */
export function walk(state: GameState): Action | null {
  // What is near draws a newcomer: a monster to fight, a treasure to grab while the pack has room
  // to spare (so a thing it dropped for room does not draw it back). Near is by path length, so a
  // step toward a target keeps it a target (by sight, a step could lose it and undo the step).
  const near = nearestRoom(
    state,
    (r) => r.type === 'monster' || (r.type === 'treasure' && state.inventory.length < INVENTORY_LIMIT - 1),
  );
  const room = near && near.distance <= NEAR ? near : null;
  const direction = room?.direction ?? exploreStep(state);
  if (direction) return { type: 'move', direction };
  if (canDescend(state)) return { type: 'descend' };
  const exit = foundExit(state);
  const blocked = exit
    ? stepThrough(state, exit, () => true)
    : nearestRoom(state, (r) => r.type === 'monster')?.direction;
  return blocked ? { type: 'move', direction: blocked } : null;
}

/** The newcomer bot. */
export const newcomer: Bot = (state) => {
  if (inCombat(state))
    return state.combat.turn === 'monster' ? { type: 'monsterTurn' } : fightSimply(state, DRINK_BELOW, true);
  return (
    allocate(state, STATS) ??
    readNewScroll(state) ??
    equipBetter(state) ??
    tidyPack(state) ??
    restIfLow(state, REST_BELOW) ??
    walk(state) ?? { type: 'rest' }
  );
};
