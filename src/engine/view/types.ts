// A view: a run's state as its hero may know it, what a sealed run's server sends its player and its
// spectators (rules reference, "Views of a sealed run"). Plain JSON, like the state it comes from.
import type { GameState, Monster, Room } from '../types';

/** Every cell the hero has neither explored nor seen: alike but for where it is, so it tells nothing. */
export interface UnknownCell {
  x: number;
  y: number;
  type: 'unknown';
  explored: false;
  visible: false;
}

/**
 * A room the hero has seen: as the state holds it, but never with the item of a treasure or a chest (the
 * map shows `$` and `?`, not what they hold) and with the exit, until found, as the floor it looks like.
 */
export type KnownRoom = Omit<Room, 'content'> & { content?: Monster };

/** One cell of a view: a known room, a known wall (null, as in the state), or an unknown cell. */
export type ViewCell = KnownRoom | UnknownCell | null;

/** The current floor as the hero knows it (the state holds no other floor). */
export interface ViewDungeon {
  level: number;
  width: number;
  height: number;
  /** cells[y][x], as the state's rooms. */
  rooms: ViewCell[][];
  exitFound: boolean;
}

/** Fields a view carries exactly as the state holds them: all of it is on the hero's screen. */
type Carried =
  | 'player'
  | 'inventory'
  | 'equipment'
  | 'combat'
  | 'log'
  | 'score'
  | 'gameStatus'
  | 'theme'
  | 'discoveredItems'
  | 'discoveredMonsters'
  | 'discoveredSpells'
  | 'monstersKilled'
  | 'verified'
  | 'rulesVersion';

/**
 * Fields a view never carries: the seed and the generator's state (the future), the id counter (it
 * counts what a floor holds), the owner's secret, and the action log (the server keeps it; a view says
 * how long it is). A state holds prices only as a sealed run's mirror, made from a view's own `prices`.
 */
type Withheld = 'seed' | 'rng' | 'nextId' | 'runSecret' | 'actions' | 'prices';

/** Fields a view carries reduced to what the hero knows. */
type Reduced = 'dungeon';

type Decided<T extends never> = T;
/** Compiles only while every field of GameState is carried, withheld or reduced: a new field must be decided. */
export type EveryStateFieldDecided = Decided<Exclude<keyof GameState, Carried | Withheld | Reduced>>;

/** A run's state as its hero may know it: see `viewOf`. */
export type GameView = Pick<GameState, Carried> & {
  dungeon: ViewDungeon;
  /** How many actions the run has taken (the state's action log's length). */
  actionCount: number;
  /** What the merchant pays for each held item he buys, by item id (the prices follow from the seed). */
  prices: Record<string, number>;
};
