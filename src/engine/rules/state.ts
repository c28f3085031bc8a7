// Small immutable-update helpers shared by the action handlers.
import type { Combat, Dungeon, GameState, Room } from '../types';
import { carrySightBox } from '../dungeon/visibility';
import { copyDungeon } from './copy';

/** Combat when no fight is going on. */
export const NO_COMBAT: Combat = { active: false, turn: 'player', monster: null };

/** The gameStatus text of a dead hero. */
export const GAME_OVER_STATUS = 'Game Over';

/** The gameStatus text of a hero who took the dungeon's last portal (rules with `bottomIsVictory`). */
export const VICTORY_STATUS = 'Dungeon Conquered';

/** What a run's outcome is read from: a state, or a sealed run's view. */
export type RunStanding = Pick<GameState, 'gameStatus' | 'player'>;

/** True once the hero has died: every action is refused from then on. */
export function isGameOver(state: RunStanding): boolean {
  return state.gameStatus === GAME_OVER_STATUS || state.player.health <= 0;
}

/** True once the hero has won the run: every action is refused from then on, as after a death. */
export function isRunWon(state: RunStanding): boolean {
  return state.gameStatus === VICTORY_STATUS && !isGameOver(state);
}

/** How a run stands: still going, ended by a death, or ended by taking the last portal. */
export type RunOutcome = 'playing' | 'died' | 'won';

/** The run's outcome (the UI, the chronicle and the server ask this, never the status text). */
export function runOutcome(state: RunStanding): RunOutcome {
  if (isGameOver(state)) return 'died';
  return isRunWon(state) ? 'won' : 'playing';
}

/** True while a fight with a monster is going on. */
export function inCombat(state: GameState): boolean {
  return state.combat.active && state.combat.monster !== null;
}

/** The room at (x, y), or null for a wall or outside the grid. */
export function roomAt(dungeon: Dungeon, x: number, y: number): Room | null {
  if (y < 0 || y >= dungeon.rooms.length) return null;
  const row = dungeon.rooms[y];
  if (x < 0 || x >= row.length) return null;
  return row[x];
}

/** The room the player stands on. */
export function currentRoom(state: GameState): Room | null {
  return roomAt(state.dungeon, state.player.x, state.player.y);
}

/** A room emptied of its content (monster, item, lock). */
export function emptiedRoom(room: Room): Room {
  return { x: room.x, y: room.y, type: 'empty', explored: room.explored, visible: room.visible };
}

/** The dungeon with one room replaced (only its row is copied). */
export function replaceRoom(dungeon: Dungeon, room: Room): Dungeon {
  const rooms = dungeon.rooms.slice();
  const row = rooms[room.y].slice();
  row[room.x] = room;
  rooms[room.y] = row;
  carrySightBox(dungeon.rooms, rooms, room);
  const next = copyDungeon(dungeon);
  next.rooms = rooms;
  return next;
}

/** Adds a name to a discovered list once. */
export function addOnce(list: string[], name: string): string[] {
  return list.includes(name) ? list : [...list, name];
}
