// What a sealed run's client may show before the server answers (rules reference, "Views of a sealed
// run"): a step the hero's knowledge settles, so a key moves the hero at once on any network.
import { STEP_OF } from '../rules/directions';
import { copyPlayer, copyState } from '../rules/copy';
import { inCombat, roomAt, runOutcome } from '../rules/state';
import type { Action, GameState, RoomType } from '../types';

// Rooms whose entering rolls nothing the map would show at once: a fight or a chest waits for the server.
const SETTLED: ReadonlySet<RoomType> = new Set<RoomType>(['empty', 'exit', 'merchant', 'treasure']);

/**
 * The hero on the cell `action` moves them to, when it is a move in a run going on, out of a fight, onto an explored room
 * whose entering rolls nothing (no monster, no locked chest), else null. Only the place changes: what
 * the step reveals, picks up or regains comes with the server's view.
 */
export function foresee(state: GameState, action: Action): GameState | null {
  if (action.type !== 'move' || inCombat(state) || runOutcome(state) !== 'playing') return null;
  const { dx, dy } = STEP_OF[action.direction];
  const target = roomAt(state.dungeon, state.player.x + dx, state.player.y + dy);
  if (target === null || !target.explored || !SETTLED.has(target.type)) return null;
  const player = copyPlayer(state.player);
  player.x = target.x;
  player.y = target.y;
  const next = copyState(state);
  next.player = player;
  next.actions = state.actions.concat([action]);
  return next;
}
