// The end of a floor-1 journey with auto-explore, planned in node with the real engine and the game's own
// stop rules, for browser tests that start from a save code near it: a walk (X) that stops when a monster
// comes into sight, X again that says which monster blocks the way and where, the fight, and on to the
// portal. The plan is what a player does (the e2e hands do the same): X after every stop, Space in fights,
// R below half health, into the monster that blocks the way, Enter at the portal.
import {
  apply,
  ATTACK_STAMINA_COST,
  canDescend,
  exploreBlocker,
  exploreStep,
  newGame,
  travelStep,
  type Action,
  type Blocker,
  type GameState,
} from '../../../src/engine';
import { exitJustFound, healthBelowHalf, monsterCameNear, noticeAfter, pickedUp } from '../../../src/app/gameQueries';

/** Stamina the plan rests for before walking into a fight: three blows. */
export const FIGHT_STAMINA = 3 * ATTACK_STAMINA_COST;

/** Why a walk stopped, as the statechart records it (src/app/gameTypes.ts, WalkStopReason). */
export type StopReason = 'exit' | 'dialog' | 'fight' | 'monster' | 'pickup' | 'health' | 'end';

/** One press of X and where the walk ended. */
export interface Walked {
  from: GameState;
  to: GameState;
  reason: StopReason;
  moves: number;
  /** With reason 'end': the monster in sight that bars the way (the engine's exploreBlocker). */
  blocker: Blocker | null;
}

/** A walk as the statechart runs it: the stops are checked before every step, in the machine's order. */
export function walkAsTheGameDoes(start: GameState): Walked {
  let state = start;
  let before: GameState | null = null;
  for (let moves = 0; ; moves++) {
    if (before !== null) {
      if (exitJustFound(before, state)) return walked(start, state, 'exit', moves);
      if (noticeAfter(before, state, null) !== null) return walked(start, state, 'dialog', moves);
      if (state.combat.active) return walked(start, state, 'fight', moves);
      if (monsterCameNear(before, state)) return walked(start, state, 'monster', moves);
      if (pickedUp(before, state)) return walked(start, state, 'pickup', moves);
    }
    if (healthBelowHalf(state)) return walked(start, state, 'health', moves);
    const direction = exploreStep(state, 'sight');
    if (direction === null) return walked(start, state, 'end', moves);
    before = state;
    state = apply(state, { type: 'move', direction });
  }
}

function walked(from: GameState, to: GameState, reason: StopReason, moves: number): Walked {
  return { from, to, reason, moves, blocker: reason === 'end' ? exploreBlocker(to) : null };
}

/** One thing the player does, and what the screen then shows. */
export type Deed =
  | { kind: 'explore'; walk: Walked }
  | { kind: 'attack' | 'rest' | 'allocate' | 'portal' | 'sacrifice'; before: GameState; after: GameState }
  | { kind: 'monsterTurn'; before: GameState; after: GameState }
  | { kind: 'goFight'; before: GameState; after: GameState; moves: number; blocker: Blocker };

/** How long a player takes for a deed, in seconds: 150 ms a step, 1.6 s an enemy turn, ~0.3 s to decide. */
export function deedSeconds(deed: Deed): number {
  if (deed.kind === 'explore') return 0.3 + deed.walk.moves * 0.15;
  if (deed.kind === 'monsterTurn') return 1.6;
  if (deed.kind === 'goFight') return 0.3 + deed.moves * 0.3;
  return 0.3;
}

/** A state the player acts on, and the next thing done: null when the run ended or got stuck. */
function nextDeed(state: GameState): Deed | null {
  const act = (kind: 'attack' | 'rest' | 'allocate' | 'portal' | 'sacrifice', action: Action): Deed => ({
    kind,
    before: state,
    after: apply(state, action),
  });
  if (state.player.health <= 0) return null;
  if ((state.player.pendingStatPoint ?? 0) > 0) return act('allocate', { type: 'allocateStat', stat: 'strength' });
  if (canDescend(state)) return act('portal', { type: 'descend' });
  if (state.combat.active && state.combat.turn === 'monster')
    return { kind: 'monsterTurn', before: state, after: apply(state, { type: 'monsterTurn' }) };
  // Too tired to strike: the Out of Stamina dialog (journeys that need it are not chosen).
  if (state.combat.active)
    return state.player.stamina < ATTACK_STAMINA_COST
      ? act('sacrifice', { type: 'sacrificeForStamina' })
      : act('attack', { type: 'attack' });
  if (healthBelowHalf(state)) return act('rest', { type: 'rest' });
  const walk = walkAsTheGameDoes(state);
  // A walk with no next step and no monster named: the floor is done (the portal would have opened).
  return walk.reason === 'end' && walk.blocker === null ? null : { kind: 'explore', walk };
}

/** Walk into the monster that blocks the way by the known way (a tap on it, or the keys along that way). */
function goFight(state: GameState, blocker: Blocker): Deed | null {
  let after = state;
  let moves = 0;
  for (; !after.combat.active && moves < 10; moves++) {
    const direction = travelStep(after, blocker.x, blocker.y, 'sight');
    if (direction === null) return null;
    after = apply(after, { type: 'move', direction });
  }
  return after.combat.active ? { kind: 'goFight', before: state, after, moves, blocker } : null;
}

/** Floor 1 of `seed` played by the plan from the start to its portal, or null when the plan dies or sticks. */
export function planFloor1(seed: string, name = 'Wanderer'): Deed[] | null {
  // Version 3's floor 1, from a save in progress: the journeys are about a monster that bars the only way, which
  // version 4 never places (src/engine/dungeon/chokes.ts).
  let state = newGame(name, seed, 3);
  const deeds: Deed[] = [];
  for (let guard = 0; guard < 3000; guard++) {
    if (state.dungeon.level > 1) return deeds;
    let deed = nextDeed(state);
    if (deed?.kind === 'explore' && deed.walk.reason === 'end' && deed.walk.blocker) {
      deeds.push(deed);
      let ready = deed.walk.to;
      // Rested before a fight: three blows' stamina, so the Out of Stamina dialog stays shut.
      if (ready.player.stamina < FIGHT_STAMINA) {
        const rest: Deed = { kind: 'rest', before: ready, after: apply(ready, { type: 'rest' }) };
        deeds.push(rest);
        ready = rest.after;
      }
      deed = goFight(ready, deed.walk.blocker);
    }
    if (deed === null) return null;
    deeds.push(deed);
    state = deed.kind === 'explore' ? deed.walk.to : deed.after;
  }
  return null;
}

/** The state a deed starts from. */
export function deedStart(deed: Deed): GameState {
  return deed.kind === 'explore' ? deed.walk.from : deed.before;
}

/** A journey to test: where it starts, its deeds to the portal, and the seconds a player takes. */
export interface Journey {
  seed: string;
  start: GameState;
  deeds: Deed[];
  seconds: number;
}

/** What a test asks of its journey. */
export interface JourneyWish {
  /** Seeds `${prefix}-1` .. `${prefix}-${tries}` are planned. */
  tries?: number;
  /** Steps the first walk takes at least before the monster comes into sight. */
  minMoves?: number;
  /** Seconds a player may take at most. */
  budget?: number;
  accept?: (journey: Journey) => boolean;
}

/**
 * The end of a floor-1 plan that begins with an X whose walk takes at least `minMoves` steps and stops
 * as a monster comes into sight, then an X that says that monster blocks the way, and goes on to the
 * portal, that `accept` takes; the shortest of the seeds tried within the budget, or null.
 */
export function blockedJourney(
  prefix: string,
  { tries = 20, minMoves = 3, budget = 40, accept = () => true }: JourneyWish = {},
): Journey | null {
  let best: Journey | null = null;
  for (let n = 1; n <= tries; n++) {
    const seed = `${prefix}-${n}`;
    const deeds = planFloor1(seed);
    if (deeds === null) continue;
    for (let i = deeds.length - 2; i >= 0; i--) {
      const [spotted, barred] = [deeds[i], deeds[i + 1]];
      if (spotted.kind !== 'explore' || barred.kind !== 'explore') continue;
      const seen = spotted.walk.reason === 'monster' && spotted.walk.moves >= minMoves;
      const blocker = barred.walk.blocker;
      if (!seen || barred.walk.reason !== 'end' || blocker === null) continue;
      // The monster that came into sight is the one that blocks the way.
      if (!inSightOnlyAfter(spotted.walk, blocker)) continue;
      // Nothing on the way opens a dialog but the portal at its end (a level-up, the shop, Out of Stamina).
      const rest = deeds.slice(i);
      const dialog = (deed: Deed) =>
        deed.kind === 'allocate' ||
        deed.kind === 'sacrifice' ||
        (deed.kind === 'explore' && deed.walk.reason === 'dialog');
      if (rest.some(dialog)) continue;
      const seconds = rest.reduce((sum, deed) => sum + deedSeconds(deed), 0);
      const journey = { seed, start: deedStart(spotted), deeds: rest, seconds };
      if (seconds <= budget && accept(journey) && (best === null || seconds < best.seconds)) best = journey;
      break;
    }
  }
  return best;
}

/** The blocker came into sight on that walk (it was not in sight when it began). */
function inSightOnlyAfter(walk: Walked, blocker: Blocker): boolean {
  const was = walk.from.dungeon.rooms[blocker.y][blocker.x];
  const is = walk.to.dungeon.rooms[blocker.y][blocker.x];
  return !was?.visible && !!is?.visible;
}
