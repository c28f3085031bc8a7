import type { GameState } from '../../engine';
import type { WalkStop } from '../../app/gameMachine';
import { unseenCellsLeft } from '../../app/gameQueries';

/** What the control bar says about the walk that just stopped, or null when the screen already shows
 *  why (a fight, a dialog, the log's pickup line) or the player stopped it. Shown until the next action. */
export function walkNote(stop: WalkStop | null, state: GameState): string | null {
  if (stop === null || stop.at !== state.actions.length) return null;
  switch (stop.reason) {
    case 'monster':
      return 'A monster comes into sight.';
    case 'health':
      return 'Health is below half: rest (R) or drink a potion (H) first.';
    case 'end':
      return endNote(stop, state);
    default:
      return null;
  }
}

// A walk with no next step: travel that could not start, or exploring that has nothing left it can reach.
function endNote(stop: WalkStop, state: GameState): string | null {
  const { walk } = stop;
  if (walk.kind === 'travel') {
    const there = walk.x === state.player.x && walk.y === state.player.y;
    return walk.steps === 0 && !there ? 'No known way there.' : null;
  }
  // Every open cell of a maze can be reached, so an unseen one left means monsters stand in the way.
  return unseenCellsLeft(state) ? 'Monsters block the way on: fight one to go further.' : 'Nothing left to explore.';
}
