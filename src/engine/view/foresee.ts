// What a sealed run's client may show before the server answers (rules reference, "Views of a sealed
// run"): what the hero's knowledge settles, so a key answers at once on any network.
import { tryApply } from '../apply';
import { STEP_OF } from '../rules/directions';
import { copyPlayer, copyState } from '../rules/copy';
import { inCombat, roomAt, runOutcome } from '../rules/state';
import type { Action, GameState, RoomType } from '../types';

// Rooms whose entering rolls nothing the map would show at once: a fight or a chest waits for the server.
const SETTLED: ReadonlySet<RoomType> = new Set<RoomType>(['empty', 'exit', 'merchant', 'treasure']);

// The hero on the cell a move takes them to, when it is out of a fight onto an explored room whose entering
// rolls nothing. Only the place changes: what the step reveals, picks up or regains comes with the view.
function foreseenMove(state: GameState, action: Extract<Action, { type: 'move' }>): GameState | null {
  if (inCombat(state)) return null;
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

/**
 * On a sealed run's mirror (mirrorOf), `action` as far as the hero's knowledge settles it, or null when
 * only the server can tell. A refusal is exact: the rules refuse on what the screen shows (a wall, the
 * turn, stamina, what is held) before any roll. A move in a run going on, out of a fight, onto an explored
 * room without a monster or a chest puts the hero there (see foreseenMove).
 */
export function foresee(state: GameState, action: Action): { state: GameState; refusal: string | null } | null {
  const tried = tryApply(state, action);
  if (tried.refusal !== null) return tried;
  if (action.type !== 'move' || runOutcome(state) !== 'playing') return null;
  const moved = foreseenMove(state, action);
  return moved && { state: moved, refusal: null };
}
