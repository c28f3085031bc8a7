// The "reckless" bot: the newcomer's habits (it explores, walks up to what it sees near, fights
// whatever it meets, loots and equips the obvious) but it rests only below 20% health and drinks
// only below 20%; a fight that leaves it too tired is paid for in health, never with a rest.
import { inCombat } from '../../src/engine';
import type { Action, GameState, StatName } from '../../src/engine/types';
import type { Bot } from './bot';
import { allocate, equipBetter, fightSimply, readNewScroll, tidyPack } from './habits';
import { walk } from './newcomer';

const STATS: readonly StatName[] = ['strength', 'constitution', 'dexterity', 'intelligence'];
/** Rest only below this share of max health; drink (or HEAL) in a fight only below it too. */
const NEAR_DEATH = 0.2;

function restIfNearDeath(state: GameState): Action | null {
  return state.player.health < state.player.maxHealth * NEAR_DEATH ? { type: 'rest' } : null;
}

/** The reckless bot. */
export const reckless: Bot = (state) => {
  if (inCombat(state))
    return state.combat.turn === 'monster' ? { type: 'monsterTurn' } : fightSimply(state, NEAR_DEATH, true);
  return (
    allocate(state, STATS) ??
    readNewScroll(state) ??
    equipBetter(state) ??
    tidyPack(state) ??
    restIfNearDeath(state) ??
    walk(state) ?? { type: 'rest' }
  );
};
