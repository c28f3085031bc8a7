import type { GameState } from '../../engine';
import type { WalkStop } from '../../app/gameMachine';
import { nearestKnownMonster, unseenCellsLeft } from '../../app/gameQueries';

/** Why a walk stopped, as the EXPLORE button's second line (long and phone forms) and a full sentence for screen readers. */
export interface WalkNote {
  long: string;
  short: string;
  full: string;
}

/** What the control bar says about the walk that just stopped, or null when the screen already shows
 *  why (a fight, a dialog, the log's pickup line) or the player stopped it. Shown until the next action. */
export function walkNote(stop: WalkStop | null, state: GameState): WalkNote | null {
  if (stop === null || stop.at !== state.actions.length) return null;
  switch (stop.reason) {
    case 'monster':
      return { long: 'stopped: monster in sight', short: 'monster!', full: 'A monster comes into sight.' };
    case 'health':
      return {
        long: 'stopped: health below half',
        short: 'HP < half',
        full: 'Health is below half: rest (R) or drink a potion (H) first.',
      };
    case 'end':
      return endNote(stop, state);
    default:
      return null;
  }
}

// A walk with no next step: travel that could not start, or exploring that has nothing left it can reach.
function endNote(stop: WalkStop, state: GameState): WalkNote | null {
  const { walk } = stop;
  if (walk.kind === 'travel') {
    const there = walk.x === state.player.x && walk.y === state.player.y;
    return walk.steps === 0 && !there
      ? { long: 'no known way there', short: 'no way', full: 'No known way there.' }
      : null;
  }
  if (!unseenCellsLeft(state))
    return { long: 'nothing left to explore', short: 'all seen', full: 'Nothing left to explore.' };
  // Every open cell of a maze can be reached, so an unseen one left means monsters stand in the way.
  // Out of sight the map shows them as dots: say where the nearest one is (the header shows x, y too).
  const monster = nearestKnownMonster(state);
  const at = monster ? `(${monster.x}, ${monster.y})` : '';
  return {
    long: monster ? `blocked: monster at ${at}` : 'blocked by monsters',
    short: monster ? `foe ${at}` : 'blocked',
    full: `Monsters block the rest of this floor: fight one to go on.${monster ? ` The nearest is at ${at}.` : ''}`,
  };
}
