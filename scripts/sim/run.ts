// Plays one whole run headlessly with a bot, up to a step cap or a last floor, and keeps the
// per-floor figures the report prints (rests, score when leaving a floor, monsters met).
import { isGameOver, newGame, RULES_VERSION, tryApply } from '../../src/engine';
import type { Action, GameState } from '../../src/engine/types';
import type { Bot, BotMemory } from './bot';

/** Actions a run may take before the simulator stops it ("step cap"). */
export const DEFAULT_STEP_CAP = 20_000;

/** Consecutive refused actions after which a run counts as stuck (no legal way forward). */
export const STUCK_AFTER = 50;

/** What the report needs of one run: plain data, so worker threads can send it. */
export interface RunSummary {
  seed: string;
  /** Deepest dungeon level reached (at most the --max-depth floor). */
  depth: number;
  characterLevel: number;
  score: number;
  steps: number;
  /** Monster name, 'step cap', 'stuck' (only refused actions left), 'bottom', or 'cleared floor D' (--max-depth). */
  end: string;
  died: boolean;
  /** Rests taken on each floor (index = dungeon level). */
  rests: number[];
  /** Score right after leaving each floor (index = the floor left; its descent bonus included). */
  floorScores: number[];
  /** Monsters met (fights begun) per floor: floor -> name -> count. */
  met: Record<number, Record<string, number>>;
}

/** The outcome of one simulated run, with its first and final states. */
export interface RunResult extends RunSummary {
  final: GameState;
  /** The state right after newGame. */
  first: GameState;
}

const NO_ACTIONS: Action[] = [];

/** Plays `seed` with `bot` until death, the step cap, the bottom of the dungeon or leaving floor `maxDepth`. */
export function playRun(
  seed: string,
  bot: Bot,
  stepCap = DEFAULT_STEP_CAP,
  maxDepth = Infinity,
  rulesVersion = RULES_VERSION,
): RunResult {
  const first = newGame('Sim', seed, rulesVersion);
  let state = first;
  const actions: Action[] = [];
  const memory: BotMemory = {
    level: 1,
    stepsOnLevel: 0,
    stoodOn: new Set([first.player.y * first.dungeon.width + first.player.x]),
  };
  const rests: number[] = [];
  const floorScores: number[] = [];
  const met: Record<number, Record<string, number>> = {};
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
    const action = bot(state, memory);
    // Apply on an empty log so each step stays O(1); the run's log is kept here instead.
    const before = state;
    const outcome = tryApply({ ...state, actions: NO_ACTIONS }, action);
    state = outcome.state;
    actions.push(action);
    const level = before.dungeon.level;
    if (outcome.refusal === null && action.type === 'rest') rests[level] = (rests[level] ?? 0) + 1;
    const foe = state.combat.monster;
    if (foe && foe !== before.combat.monster) {
      lastFoe = foe.name;
      const floor = (met[level] ??= {});
      if (before.combat.monster?.id !== foe.id) floor[foe.name] = (floor[foe.name] ?? 0) + 1;
    }
    refusals = outcome.refusal === null ? 0 : refusals + 1;
    if (refusals >= STUCK_AFTER) {
      end = 'stuck';
      break;
    }
    if (state.dungeon.level !== memory.level) {
      floorScores[memory.level] = state.score;
      memory.level = state.dungeon.level;
      memory.stepsOnLevel = 0;
      memory.stoodOn.clear();
      if (state.dungeon.level > maxDepth) {
        end = `cleared floor ${maxDepth}`;
        break;
      }
    } else memory.stepsOnLevel++;
    memory.stoodOn.add(state.player.y * state.dungeon.width + state.player.x);
  }
  const final = { ...state, actions };
  return {
    seed,
    depth: Math.min(final.dungeon.level, maxDepth),
    characterLevel: final.player.level,
    score: final.score,
    steps: actions.length,
    end,
    died: isGameOver(final),
    rests,
    floorScores,
    met,
    final,
    first,
  };
}

/** The plain-data part of a run's result. */
export function summary(result: RunResult): RunSummary {
  const { final: _final, first: _first, ...rest } = result;
  return rest;
}
