// A player's step through the engine, and the walk's choice of the next one and record of its end.
import {
  exploreBlocker,
  exploreStep,
  travelBlocker,
  travelStep,
  type Action,
  type Blocker,
  type Direction,
  type GameState,
} from '../engine';
import {
  exitJustFound,
  healthBelowHalf,
  monsterCameNear,
  movedCell,
  movedIntoMonster,
  noticeAfter,
  pickedUp,
} from './gameQueries';
import { game, type GameContext, type Walk, type WalkStop, type WalkStopReason } from './gameTypes';

/** The next move of the walk in progress, from the engine's path finding under the player's rule for
 *  monsters ('sight': never past one in sight, up to one remembered out of sight); null when it has none. */
export function nextWalkStep(context: GameContext): Direction | null {
  const walk = context.walk;
  if (!walk) return null;
  return walk.kind === 'explore'
    ? exploreStep(game(context), 'sight')
    : travelStep(game(context), walk.x, walk.y, 'sight');
}

/** The monster in sight that bars the walk's way when it has no next step, else null. */
function walkBlocker(walk: Walk, state: GameState): Blocker | null {
  return walk.kind === 'explore' ? exploreBlocker(state) : travelBlocker(state, walk.x, walk.y);
}

/** The cell a travel is headed for (a monster there is what the player asked for), else null. */
export function walkTarget(context: GameContext): { x: number; y: number } | null {
  return context.walk?.kind === 'travel' ? { x: context.walk.x, y: context.walk.y } : null;
}

/** Why the walk stopped and where, with what bars its way when it had no next step; null with no walk. */
export function walkStopFor(context: GameContext, reason: WalkStopReason): WalkStop | null {
  const { walk } = context;
  if (!walk) return null;
  const state = game(context);
  const blocker = reason === 'end' ? walkBlocker(walk, state) : null;
  const stop: WalkStop = { reason, walk, at: state.actions.length };
  return blocker ? { ...stop, blocker } : stop;
}

/** What follows from one played action, `before` to `after`: the dialog it asks for and its cues. */
export function stepOutcome(before: GameState, action: Action, after: GameState, refusal: string | null) {
  return {
    notice: noticeAfter(before, after, refusal),
    moveCue: action.type === 'move' && movedCell(before, after),
    attackCue: movedIntoMonster(before, after),
  };
}

/** The walk the player asks for now: `pressOn` when it is asked again right after a stop for health
 *  below half with nothing done since (X again, or EXPLORE ANYWAY on the rest offer). */
export function walkAsked(context: GameContext, walk: Walk): Walk {
  const stop = context.walkStop;
  const again = stop !== null && stop.reason === 'health' && stop.at === game(context).actions.length;
  return again ? { ...walk, pressOn: true } : walk;
}

/** True when the walk stops for health now (below half, unless the player asked to press on). */
export function stopsForHealth(context: GameContext): boolean {
  return healthBelowHalf(game(context)) && context.walk?.pressOn !== true;
}

/**
 * True when, after a step from `before` to `after`, none of the walk's own stops holds (the walk
 * region's guards in src/app/regions/walk.ts, asked in the same order): the walk goes on. A merchant's
 * cell walked across so opens no shop; the cell a walk ends on does.
 */
export function walkGoesOn(context: GameContext, before: GameState, after: GameState, refusal: string | null): boolean {
  const next: GameContext = { ...context, game: after, walkFrom: before, refusal };
  if (exitJustFound(before, after) || after.combat.active || refusal !== null) return false;
  if (monsterCameNear(before, after, walkTarget(next)) || pickedUp(before, after)) return false;
  return !stopsForHealth(next) && nextWalkStep(next) !== null;
}
