// Plays one whole run headlessly with a bot, up to a step cap.
import { isGameOver, newGame, tryApply } from '../../src/engine';
import type { Action, GameState } from '../../src/engine/types';
import type { Bot, BotMemory } from './explorer';

/** Actions a run may take before the simulator stops it ("step cap"). */
export const DEFAULT_STEP_CAP = 20_000;

/** Consecutive refused actions after which a run counts as stuck (no legal way forward). */
export const STUCK_AFTER = 50;

/** The outcome of one simulated run. */
export interface RunResult {
  seed: string;
  depth: number;
  characterLevel: number;
  score: number;
  steps: number;
  /** Monster name, 'step cap', 'stuck' (only refused actions left), or 'bottom' when level 100 was cleared. */
  end: string;
  died: boolean;
  final: GameState;
  /** The state right after newGame (for golden digests). */
  first: GameState;
}

const NO_ACTIONS: Action[] = [];

/** Plays `seed` with `bot` until death, the step cap, or the bottom of the dungeon. */
export function playRun(seed: string, bot: Bot, stepCap = DEFAULT_STEP_CAP): RunResult {
  const first = newGame('Sim', seed);
  let state = first;
  const actions: Action[] = [];
  const memory: BotMemory = { level: 1, stepsOnLevel: 0 };
  let lastFoe = 'unknown';
  let end = 'step cap';
  let refusals = 0;
  while (actions.length < stepCap) {
    if (isGameOver(state)) {
      end = lastFoe;
      break;
    }
    if (state.dungeon.level === 100 && state.dungeon.exitFound) {
      end = 'bottom';
      break;
    }
    if (state.combat.monster) lastFoe = state.combat.monster.name;
    const action = bot(state, memory);
    // Apply on an empty log so each step stays O(1); the run's log is kept here instead.
    const outcome = tryApply({ ...state, actions: NO_ACTIONS }, action);
    state = outcome.state;
    actions.push(action);
    refusals = outcome.refusal === null ? 0 : refusals + 1;
    if (refusals >= STUCK_AFTER) {
      end = 'stuck';
      break;
    }
    if (state.dungeon.level !== memory.level) {
      memory.level = state.dungeon.level;
      memory.stepsOnLevel = 0;
    } else memory.stepsOnLevel++;
  }
  const final = { ...state, actions };
  return {
    seed,
    depth: final.dungeon.level,
    characterLevel: final.player.level,
    score: final.score,
    steps: actions.length,
    end,
    died: isGameOver(final),
    final,
    first,
  };
}
