// Habits laid over another bot's play, for the bots that read the game well (scripts/sim/bots.ts): a
// rest to full health and stamina before every step into a monster's room (a rest costs only score,
// so a player who knows the rules takes every fight fresh), and its own way of spending stat points.
import { STEP_OF } from '../../src/engine';
import type { GameState, StatName } from '../../src/engine/types';
import type { Bot } from './bot';

/** True while the hero is below full health or stamina. */
function worn(state: GameState): boolean {
  const { health, maxHealth, stamina, maxStamina } = state.player;
  return health < maxHealth || stamina < maxStamina;
}

/** `bot`, resting to full first whenever its next move walks into a monster's room. */
export function restedBeforeFights(bot: Bot): Bot {
  return (state, memory) => {
    const action = bot(state, memory);
    if (action.type !== 'move' || state.combat.active || !worn(state)) return action;
    const { dx, dy } = STEP_OF[action.direction];
    const room = state.dungeon.rooms[state.player.y + dy]?.[state.player.x + dx];
    return room?.type === 'monster' && room.content ? { type: 'rest' } : action;
  };
}

/** `bot`, spending each stat point on `cycle` by hero level instead of its own choice. */
export function spendingOn(bot: Bot, cycle: readonly StatName[]): Bot {
  return (state, memory) => {
    const action = bot(state, memory);
    return action.type === 'allocateStat'
      ? { type: 'allocateStat', stat: cycle[state.player.level % cycle.length] }
      : action;
  };
}
