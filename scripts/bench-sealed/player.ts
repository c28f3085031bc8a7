// How a bench run of `npm run bench:sealed` chooses its next action: as a player would, from what its
// client holds, the engine's mirror of the server's last view (src/engine/view/mirrorOf.ts). The enemy's
// turn when a fight says it is the monster's (as src/app/gameQueries.ts isMonsterTurn), the plain fighter's
// turn of scripts/sim/habits.ts otherwise; out of a fight: a stat point, a rest when low, a descent on
// the found exit, the way to it, auto-explore's step ('sight', the player's rule), the monster that bars
// it, and a rest when nothing else is left.
import {
  canDescend,
  exploreBlocker,
  exploreStep,
  inCombat,
  mirrorOf,
  runOutcome,
  travelStep,
  type Action,
  type Direction,
  type GameState,
  type GameView,
} from '../../src/engine';
import { allocate, fightSimply, restIfLow } from '../sim/habits';
import { foundExit, stepThrough } from '../sim/navigate';

const REST_BELOW = 0.4;
const DRINK_BELOW = 0.3;

/** The direction of a cell next to the hero, or null when it is not next to it. */
function besides(state: GameState, x: number, y: number): Direction | null {
  const dx = x - state.player.x;
  const dy = y - state.player.y;
  if (Math.abs(dx) + Math.abs(dy) !== 1) return null;
  if (dx === 1) return 'right';
  if (dx === -1) return 'left';
  return dy === 1 ? 'down' : 'up';
}

/** Out of a fight: the found exit first, else auto-explore, else through the monster that bars it. */
function walk(state: GameState): Direction | null {
  const exit = foundExit(state);
  if (exit)
    return (
      travelStep(state, exit.x, exit.y, 'sight') ??
      stepThrough(state, exit, () => false) ??
      stepThrough(state, exit, () => true)
    );
  const step = exploreStep(state, 'sight');
  if (step) return step;
  const blocker = exploreBlocker(state);
  return blocker ? besides(state, blocker.x, blocker.y) : exploreStep(state);
}

/** The next action of a run whose client sent `actions` and holds `view`; null once the run is over. */
export function nextAction(view: GameView, actions: readonly Action[]): Action | null {
  const state = mirrorOf(view, actions);
  if (runOutcome(state) !== 'playing') return null;
  if (inCombat(state))
    return state.combat.turn === 'monster' ? { type: 'monsterTurn' } : fightSimply(state, DRINK_BELOW, false);
  const allocated = allocate(state, ['strength', 'constitution']);
  if (allocated) return allocated;
  const rest = restIfLow(state, REST_BELOW);
  if (rest) return rest;
  if (canDescend(state)) return { type: 'descend' };
  const direction = walk(state);
  return direction ? { type: 'move', direction } : { type: 'rest' };
}
