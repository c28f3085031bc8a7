// A player who leans on auto-explore, played in node with the real engine: press X, and when the walk
// stops do what the stop asks (fight the fight, go and fight the monster the game says blocks the way,
// take the exit), then press X again. Walks stop where the statechart stops them (src/app/regions/walk.ts);
// the hero is made strong enough that no fight ends the run, so every floor is walked to its exit.
import {
  apply,
  canDescend,
  exploreBlocker,
  exploreStep,
  newGame,
  travelBlocker,
  travelStep,
  type Blocker,
  type Direction,
  type GameState,
  type Room,
} from '../../../src/engine';
import { exitJustFound, monsterCameNear, pickedUp } from '../../../src/app/gameQueries';

/** Why a walk ended (the statechart's stop reasons that a hero this strong meets). */
export type WalkEnd = 'end' | 'fight' | 'exit' | 'monster' | 'pickup';

/** An explore walk that ended with no next step while the exit was unfound: where, and what was in sight. */
export interface ShortStop {
  seed: string;
  floor: number;
  x: number;
  y: number;
  /** Monsters the map showed then (their rooms in sight). */
  inSight: number;
  /** The monster the engine said blocks the way, or null. */
  blocker: Blocker | null;
}

/** What walking floors 1..n of one seed met. */
export interface FloorsWalked {
  seed: string;
  walks: number;
  moves: number;
  fights: number;
  /** Explore walks that ended with the exit unfound. */
  shortStops: ShortStop[];
}

/** The monsters the map shows now (their rooms in sight). */
export function monstersInSight(state: GameState): Room[] {
  return state.dungeon.rooms
    .flat()
    .filter((room): room is Room => room?.type === 'monster' && room.visible && !!room.content);
}

/** A hero no monster of floors 1-3 can stop (huge health, a blow that ends any fight, stamina to spare). */
export function unstoppable(state: GameState): GameState {
  const player = { ...state.player, health: 1e6, maxHealth: 1e6, strength: 1000, constitution: 200_000 };
  return { ...state, player: { ...player, stamina: 1e6, maxStamina: 1e6 } };
}

/** One walk as the statechart runs it: moves of `next` until one of its stops (`target`: a travel's cell). */
export function walkUntilStop(
  start: GameState,
  next: (s: GameState) => Direction | null,
  target: { x: number; y: number } | null = null,
): { state: GameState; end: WalkEnd; moves: number } {
  let state = start;
  for (let moves = 0; ; moves++) {
    const direction = next(state);
    if (direction === null) return { state, end: 'end', moves };
    const before = state;
    state = apply(state, { type: 'move', direction });
    if (exitJustFound(before, state)) return { state, end: 'exit', moves: moves + 1 };
    if (state.combat.active) return { state, end: 'fight', moves: moves + 1 };
    if (monsterCameNear(before, state, target)) return { state, end: 'monster', moves: moves + 1 };
    if (pickedUp(before, state)) return { state, end: 'pickup', moves: moves + 1 };
  }
}

/** Fight to the end (Space on the hero's turns, the monster's turns as they come), strength at each level-up. */
function fightOut(start: GameState): GameState {
  let state = start;
  for (let turns = 0; state.combat.active; turns++) {
    if (turns > 100) throw new Error(`a fight that does not end: ${state.log.slice(-2).join(' | ')}`);
    state = apply(state, { type: state.combat.turn === 'monster' ? 'monsterTurn' : 'attack' });
  }
  while ((state.player.pendingStatPoint ?? 0) > 0) state = apply(state, { type: 'allocateStat', stat: 'strength' });
  return state;
}

/** Travel into the monster that blocks the way (a click on it, again after each stop), or throw when none is named. */
function fightBlocker(state: GameState, blocker: Blocker | null, why: string): GameState {
  if (blocker === null) throw new Error(`${why}, and no monster named as blocking the way`);
  let walk = { state, end: 'end' as WalkEnd, moves: 0 };
  do walk = walkUntilStop(walk.state, (s) => travelStep(s, blocker.x, blocker.y, 'sight'), blocker);
  while (walk.moves > 0 && !walk.state.combat.active);
  if (!walk.state.combat.active) throw new Error(`${why}: no way into the ${blocker.monster.name} named`);
  return walk.state;
}

/**
 * Walks floors 1..`floors` of `seed` as a player pressing X would, recording every explore walk that
 * ended with no next step while the exit was unfound (then the player fights the monster the engine
 * names). Throws when a floor takes more than `maxMoves` moves (a walk going round in circles) or the
 * game leaves the player stuck.
 */
export function walkFloors(seed: string, floors = 3, maxMoves = 3000): FloorsWalked {
  let state = unstoppable(newGame('Walker', seed));
  const walked: FloorsWalked = { seed, walks: 0, moves: 0, fights: 0, shortStops: [] };
  let floorStart = 0;
  while (state.dungeon.level <= floors) {
    const where = `${seed}, floor ${state.dungeon.level} at (${state.player.x}, ${state.player.y})`;
    if (walked.moves - floorStart > maxMoves) throw new Error(`${where}: floor not left in ${maxMoves} moves`);
    if (state.combat.active) {
      walked.fights++;
      state = fightOut(state);
    } else if (canDescend(state)) {
      state = apply(state, { type: 'descend' });
      floorStart = walked.moves;
    } else if (state.dungeon.exitFound) {
      // The exit found and left behind (a walk stopped on it and went on): a click on it travels there.
      const exit = state.dungeon.rooms.flat().find((room) => room?.type === 'exit') as Room;
      const walk = walkUntilStop(state, (s) => travelStep(s, exit.x, exit.y, 'sight'), exit);
      walked.moves += walk.moves;
      state =
        walk.end === 'end' && !canDescend(walk.state)
          ? fightBlocker(walk.state, travelBlocker(walk.state, exit.x, exit.y), where)
          : walk.state;
    } else {
      walked.walks++;
      const walk = walkUntilStop(state, (s) => exploreStep(s, 'sight'));
      walked.moves += walk.moves;
      state = walk.state;
      if (walk.end !== 'end' || state.dungeon.exitFound) continue;
      const blocker = exploreBlocker(state);
      const { x, y, level } = { ...state.player, level: state.dungeon.level };
      walked.shortStops.push({ seed, floor: level, x, y, inSight: monstersInSight(state).length, blocker });
      state = fightBlocker(state, blocker, `${where}: explore stopped with the exit unfound`);
    }
  }
  return walked;
}
