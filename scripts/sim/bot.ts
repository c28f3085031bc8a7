// What a simulator bot is: a pure choice of the next action, with a little memory per run.
import type { Action, GameState } from '../../src/engine/types';

/** What a bot remembers between its decisions within one run (the runner keeps it up to date). */
export interface BotMemory {
  level: number;
  stepsOnLevel: number;
  /** Cells (y * width + x) the hero has stood on during this level: what a player remembers walking. */
  stoodOn: Set<number>;
}

/** A bot: the next action for a state (never called on a finished game). */
export type Bot = (state: GameState, memory: BotMemory) => Action;
