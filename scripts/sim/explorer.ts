// The "explorer" bot: explores each level, fights what it can beat, loots, sells, rests and descends.
import { canDescend, inCombat } from '../../src/engine';
import type { Action, GameState, Monster, Room } from '../../src/engine/types';
import { fightAction } from './fight';
import { expectedLoss } from './judgement';
import { nearest, pathMap, type Cell } from './navigate';
import { upkeepAction } from './upkeep';

/** What a bot remembers between its decisions within one run. */
export interface BotMemory {
  level: number;
  stepsOnLevel: number;
}

/** A bot: the next action for a state (never called on a finished game). */
export type Bot = (state: GameState, memory: BotMemory) => Action;

/** Actions a bot may spend on a level before it heads for the exit regardless. */
export const LEVEL_STEP_BUDGET = 400;

function isBeatable(state: GameState, room: Room): boolean {
  return expectedLoss(state, room.content as Monster) < state.player.maxHealth * 0.45;
}

function cells(state: GameState, keep: (room: Room) => boolean): Cell[] {
  const out: Cell[] = [];
  for (const row of state.dungeon.rooms) for (const room of row) if (room && keep(room)) out.push(room);
  return out;
}

/** Cells still worth a visit on this level: unexplored ones, reachable loot, beatable monsters. */
function targets(state: GameState): Cell[] {
  const hasKey = state.inventory.some((item) => item.id.startsWith('silver_key'));
  const packRoom = state.inventory.length < 20;
  return cells(state, (room) =>
    !room.explored ||
    (room.type === 'treasure' && packRoom) ||
    (room.type === 'locked' && hasKey) ||
    (room.type === 'monster' && isBeatable(state, room)),
  );
}

/** The first step toward the nearest target, or toward the exit when the level is done. */
function travel(state: GameState, memory: BotMemory, wanted: Cell[]): Action | null {
  const { dungeon, player } = state;
  const isMonster = (x: number, y: number) => dungeon.rooms[y][x]?.type === 'monster';
  // Monster rooms are walked into only as targets: every fight is a choice.
  const map = pathMap(dungeon, player, isMonster);
  const target = memory.stepsOnLevel < LEVEL_STEP_BUDGET ? nearest(map, wanted) : null;
  if (target) return { type: 'move', direction: target.step };
  const exits = cells(state, (room) => room.type === 'exit');
  const dangerous = (x: number, y: number) => isMonster(x, y) && !isBeatable(state, dungeon.rooms[y][x] as Room);
  const toExit = nearest(map, exits) ?? nearest(pathMap(dungeon, player, dangerous), exits) ?? nearest(pathMap(dungeon, player, () => false), exits);
  return toExit ? { type: 'move', direction: toExit.step } : null;
}

/** The explorer bot. */
export const explorer: Bot = (state, memory) => {
  if (inCombat(state)) {
    if (state.combat.turn === 'monster') return { type: 'monsterTurn' };
    return fightAction(state, state.combat.monster as Monster);
  }
  const room = state.dungeon.rooms[state.player.y][state.player.x];
  const chores = upkeepAction(state, room?.type === 'merchant');
  if (chores) return chores;
  const wanted = targets(state);
  const next = travel(state, memory, wanted);
  if (canDescend(state)) {
    const levelDone = memory.stepsOnLevel >= LEVEL_STEP_BUDGET || next === null || nearest(pathMap(state.dungeon, state.player, () => false), wanted) === null;
    if (levelDone) return { type: 'descend' };
  }
  return next ?? { type: 'rest' };
};
