// Where a player who knows version 4's rests lies down. A broken rest brings the living monster nearest by steps,
// likelier the nearer it is, striking first at whatever health the hero has; so this habit rests where the nearest
// monster it has seen is a fight it would win from here, or else as far from one as it can walk. Only what the
// player knows is read: explored cells and the monsters seen in them (an unseen one stays a risk).
import { rulesOf } from '../../src/engine';
import { breadthFirst, OPEN } from '../../src/engine/queries/breadthFirst';
import { wandererChance } from '../../src/engine/dungeon/wanderer';
import type { Action, Direction, GameState, Monster } from '../../src/engine/types';
import type { Bot, BotMemory } from './bot';
import { judgeFight } from './judgement';
import { strongestBlow } from './victorBot';
import { stepThrough } from './navigate';

/** Share of its current health the hero may expect to lose to a wanderer that strikes first. */
const SAFE_SHARE = 0.6;

function knownMonster(state: GameState, cell: number): Monster | null {
  const { width, rooms } = state.dungeon;
  const room = rooms[Math.floor(cell / width)][cell % width];
  return room?.explored && room.type === 'monster' && room.content ? (room.content as Monster) : null;
}

/** True when a fight with `monster`, begun by its blow at the hero's health now, is one the hero expects to win. */
function safeWanderer(state: GameState, monster: Monster): boolean {
  return judgeFight(state, monster).damageTaken + strongestBlow(state, monster) <= SAFE_SHARE * state.player.health;
}

/**
 * For each known cell, the seen monster nearest it through known cells (-1: none reaches it) and its distance, from
 * one search seeded with every seen monster at once.
 */
function nearestSeenMonster(state: GameState): { owner: Int32Array; distance: Int32Array } {
  const { width, height, rooms } = state.dungeon;
  const owner = new Int32Array(width * height).fill(-1);
  const distance = new Int32Array(width * height);
  const queue: number[] = [];
  for (const row of rooms)
    for (const room of row) {
      const cell = room ? room.y * width + room.x : -1;
      if (cell >= 0 && knownMonster(state, cell)) {
        owner[cell] = cell;
        queue.push(cell);
      }
    }
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head];
    const x = cell % width;
    const y = (cell - x) / width;
    for (const [nx, ny] of [
      [x, y - 1],
      [x + 1, y],
      [x, y + 1],
      [x - 1, y],
    ]) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const next = ny * width + nx;
      if (owner[next] !== -1 || !rooms[ny][nx]?.explored) continue;
      owner[next] = owner[cell];
      distance[next] = distance[cell] + 1;
      queue.push(next);
    }
  }
  return { owner, distance };
}

/**
 * The known cell, reachable around every monster, where a rest risks least as far as the player knows: no seen
 * monster near it that would win, or the farthest from one (the nearest such cell; the hero's own on a tie).
 */
function safestRestCell(state: GameState): number {
  const { width, height, rooms } = state.dungeon;
  const { owner, distance } = nearestSeenMonster(state);
  const percent = rulesOf(state).restAmbushPercent;
  const risk = (cell: number) =>
    owner[cell] === -1 || safeWanderer(state, knownMonster(state, owner[cell])!)
      ? 0
      : wandererChance(percent, distance[cell]);
  const cells = new Uint8Array(width * height);
  for (const row of rooms)
    for (const room of row)
      if (room?.explored && !knownMonster(state, room.y * width + room.x)) cells[room.y * width + room.x] = OPEN;
  const here = state.player.y * width + state.player.x;
  cells[here] = OPEN;
  const search = breadthFirst(cells, width, height, here);
  let best = here;
  for (let cell = 0; cell < width * height; cell++) {
    const closer = search.distance[cell] >= 0 && search.distance[cell] < search.distance[best];
    if (search.distance[cell] >= 0 && (risk(cell) < risk(best) || (risk(cell) === risk(best) && closer))) best = cell;
  }
  return best;
}

/** The first step toward known cell `cell`, around every monster. */
function stepTo(state: GameState, cell: number): Direction | null {
  const { width } = state.dungeon;
  return stepThrough(state, { x: cell % width, y: Math.floor(cell / width) }, () => false);
}

/** `bot`, moving a rest it asks for to the nearest known cell where the nearest seen monster is a safe fight. */
export function restingWhereSafe(bot: Bot): Bot {
  const headings = new WeakMap<BotMemory, { level: number; cell: number }>();
  return (state, memory): Action => {
    if (state.combat.active || rulesOf(state).restAmbushPercent === 0) return bot(state, memory);
    const { width, level } = state.dungeon;
    const here = state.player.y * width + state.player.x;
    const heading = headings.get(memory);
    if (heading && heading.level === level) {
      const way = heading.cell === here ? null : stepTo(state, heading.cell);
      if (way) return { type: 'move', direction: way };
      headings.delete(memory);
      if (heading.cell === here) return { type: 'rest' };
    }
    const action = bot(state, memory);
    if (action.type !== 'rest') return action;
    const spot = safestRestCell(state);
    if (spot === here) return action;
    const way = stepTo(state, spot);
    if (!way) return action;
    headings.set(memory, { level, cell: spot });
    return { type: 'move', direction: way };
  };
}
