// The "explorer" bot: explores each level, fights what it can beat, loots, sells, rests and descends.
import {
  canDescend,
  exploreStep,
  inCombat,
  INVENTORY_LIMIT,
  nearestRoom,
  THREAT_WORDS,
  travelStep,
  type ThreatWord,
} from '../../src/engine';
import type { Action, Direction, GameState, Monster, Room } from '../../src/engine/types';
import type { Bot, BotMemory } from './bot';
import { fightAction } from './fight';
import { expectsToBeat, judge } from './judgement';
import { foundExit, stepThrough } from './navigate';
import { upkeepAction } from './upkeep';

export type { Bot, BotMemory } from './bot';

/** Actions a bot may spend on a level before it heads for the exit regardless. */
export const LEVEL_STEP_BUDGET = 400;

function isBeatable(state: GameState, room: Room): boolean {
  return room.type === 'monster' && !!room.content && expectsToBeat(state, room.content as Monster);
}

/** Seen rooms worth a detour: loot that fits, chests it can open, monsters it expects to beat. */
function isWanted(state: GameState, room: Room): boolean {
  if (room.type === 'treasure') return state.inventory.length < INVENTORY_LIMIT;
  if (room.type === 'locked') return state.inventory.some((item) => item.id.startsWith('silver_key'));
  return isBeatable(state, room);
}

/** The engine's word for a seen monster's room is at most `word` (the explorer's limit of a fight on its way). */
function atMost(state: GameState, room: Room, word: ThreatWord): boolean {
  return (
    room.type === 'monster' &&
    !!room.content &&
    THREAT_WORDS.indexOf(judge(state, room.content as Monster).word) <= THREAT_WORDS.indexOf(word)
  );
}

/**
 * The way to the exit (found or not): around monsters, else through the mildest fights that open a way
 * (fights it expects to beat, then dangerous ones, then any).
 */
function towardExit(state: GameState): Direction | null {
  const exit = foundExit(state);
  if (exit === null) {
    const step = exploreStep(state);
    if (step) return step;
    for (const word of THREAT_WORDS) {
      const way = nearestRoom(state, (room) => atMost(state, room, word))?.direction;
      if (way) return way;
    }
    return null;
  }
  const around = travelStep(state, exit.x, exit.y);
  if (around) return around;
  for (const word of THREAT_WORDS) {
    const way = stepThrough(state, exit, (room) => atMost(state, room, word));
    if (way) return way;
  }
  return null;
}

/** The explorer bot. */
export const explorer: Bot = (state: GameState, memory: BotMemory): Action => {
  if (inCombat(state)) {
    if (state.combat.turn === 'monster') return { type: 'monsterTurn' };
    return fightAction(state, state.combat.monster as Monster);
  }
  const room = state.dungeon.rooms[state.player.y][state.player.x];
  const chores = upkeepAction(state, room?.type === 'merchant');
  if (chores) return chores;
  if (memory.stepsOnLevel < LEVEL_STEP_BUDGET) {
    const next = nearestRoom(state, (r) => isWanted(state, r))?.direction ?? exploreStep(state);
    if (next) return { type: 'move', direction: next };
  }
  if (canDescend(state)) return { type: 'descend' };
  const way = towardExit(state);
  return way ? { type: 'move', direction: way } : { type: 'rest' };
};
