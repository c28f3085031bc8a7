import { canDescend, isGameOver as engineGameOver, type Action, type GameState, type Room } from '../engine';

/** The room the player stands on (null only for a corrupt state). */
export function currentRoom(state: GameState): Room | null {
  return state.dungeon.rooms[state.player.y]?.[state.player.x] ?? null;
}

/** True while the player stands on the found exit and may descend: the portal prompt may open. */
export function onFoundExit(state: GameState): boolean {
  return canDescend(state);
}

/** True while an enemy turn is running (the statechart sends monsterTurn 1.5 s after it starts). */
export function isMonsterTurn(state: GameState): boolean {
  return state.combat.active && state.combat.turn === 'monster' && !engineGameOver(state);
}

/** The run is over: health reached 0 and the engine said so. */
export function isGameOver(state: GameState): boolean {
  return engineGameOver(state);
}

/** A dialog or cue the statechart should open after one applied action. */
export type Notice = 'merchant' | 'portal' | 'stamina' | null;

// SPEC 4: the stamina prompt opens in combat when the newest log line says so.
const STAMINA_LINE = /Not enough stamina|too tired/;

/** Decide which dialog an applied action leads to, from the states before and after it. */
export function noticeAfter(before: GameState, after: GameState, action: Action): Notice {
  const moved = before.player.x !== after.player.x || before.player.y !== after.player.y;
  const room = currentRoom(after);
  if (moved && room?.type === 'merchant') return 'merchant';
  if (moved && onFoundExit(after)) return 'portal';
  const lastLine = after.log[after.log.length - 1] ?? '';
  const newLine = after.log !== before.log;
  if (after.combat.active && newLine && action.type !== 'monsterTurn' && STAMINA_LINE.test(lastLine)) return 'stamina';
  return null;
}

/** A move that started a fight: the attack cue plays 200 ms later (SPEC 4). */
export function movedIntoMonster(before: GameState, after: GameState): boolean {
  return !before.combat.active && after.combat.active && currentRoom(after)?.type === 'monster';
}

/** A move that changed the player's cell (the move cue plays). */
export function movedCell(before: GameState, after: GameState): boolean {
  return before.player.x !== after.player.x || before.player.y !== after.player.y;
}
