// A sealed run as its player's client holds it: a game state made from the server's view, so the map,
// the panels, the previews and auto-explore ask the same queries of it as of any run (rules reference,
// "Views of a sealed run"). It knows only what the view says: no seed, no generator, no unseen cell.
import { seedRng } from '../rng/sfc32';
import type { Action, GameState, Room } from '../types';
import type { GameView, ViewCell } from './types';

/** The seed a mirror holds in place of the one the server keeps: no run is played from it. */
export const SEALED_SEED = '';

// An unknown cell as a room not yet explored: every query treats it as the map draws it, unseen. The
// view shows every wall beside an explored room, so the unknown cells a way can reach next are rooms.
function mirrorCell(cell: ViewCell): Room | null {
  if (cell === null) return null;
  if (cell.type === 'unknown') return { x: cell.x, y: cell.y, type: 'empty', explored: false, visible: false };
  return cell;
}

// What a mirror's log holds for an action played before this client took the run up (a resume on another
// device): the server keeps the log, and only a mirror's log length is read.
const PLAYED_ELSEWHERE: Action = { type: 'rest' };

// The log as this client sent it, cut or filled to the view's action count.
function logOfLength(actions: readonly Action[], count: number): Action[] {
  if (actions.length >= count) return actions.slice(0, count);
  return new Array<Action>(count - actions.length).fill(PLAYED_ELSEWHERE).concat(actions);
}

/**
 * The state a sealed run's client plays on: the view's fields, its floor with unknown cells as unexplored
 * rooms, `actions` as the log (the actions this client sent, filled to the view's action count), its
 * prices, and the run's secret. Its generator is a fixed one: the server
 * deals every roll, so nothing is ever drawn from it.
 */
export function mirrorOf(view: GameView, actions: readonly Action[], runSecret?: string): GameState {
  const { dungeon } = view;
  return {
    player: view.player,
    dungeon: {
      level: dungeon.level,
      width: dungeon.width,
      height: dungeon.height,
      rooms: dungeon.rooms.map((row) => row.map(mirrorCell)),
      exitFound: dungeon.exitFound,
    },
    inventory: view.inventory,
    equipment: view.equipment,
    combat: view.combat,
    log: view.log,
    score: view.score,
    gameStatus: view.gameStatus,
    theme: view.theme,
    discoveredItems: view.discoveredItems,
    discoveredMonsters: view.discoveredMonsters,
    discoveredSpells: view.discoveredSpells,
    monstersKilled: view.monstersKilled,
    seed: SEALED_SEED,
    actions: logOfLength(actions, view.actionCount),
    rng: seedRng(SEALED_SEED),
    nextId: 0,
    verified: view.verified,
    ...(view.rulesVersion === undefined ? {} : { rulesVersion: view.rulesVersion }),
    ...(runSecret === undefined ? {} : { runSecret }),
    prices: view.prices,
  };
}
