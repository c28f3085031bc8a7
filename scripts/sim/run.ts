// Plays one whole run headlessly with a bot, up to a step cap, the bottom or a last floor, and keeps the
// per-floor figures the report prints (rests, score when leaving a floor, monsters met, the hero at
// checkpoint floors) and the time a person would take to play it (scripts/sim/pace.ts).
import {
  effectiveStats,
  MAX_DUNGEON_LEVEL,
  type ThreatWord,
  newGame,
  rulesOf,
  RULES_VERSION,
  runOutcome,
  tryApply,
} from '../../src/engine';
import type { Action, GameState } from '../../src/engine/types';
import type { Bot, BotMemory } from './bot';
import { fightOutlook, type FightOutlook } from './outlook';
import { actionMillis } from './pace';

/** Actions a run may take before the simulator stops it ("step cap"). */
export const DEFAULT_STEP_CAP = 25_000;

/** Consecutive refused actions after which a run counts as stuck (no legal way forward). */
export const STUCK_AFTER = 50;

/** Floors on whose arrival the hero's level and largest stat are kept. */
export const CHECKPOINTS: readonly number[] = [10, 20, 30, 50];

/** The end of a run that reached the deepest exit under rules whose bottom is a victory (or took that portal). */
export const VICTORY = 'victory';

/** The end of a run that found the deepest exit under rules where it leads nowhere (versions 1 and 2). */
export const BOTTOM = 'bottom';

/** The hero on arriving at a checkpoint floor. */
export interface Checkpoint {
  level: number;
  /** The largest of the four stats, gear included. */
  topStat: number;
}

/** What the report needs of one run: plain data, so worker threads can send it. */
export interface RunSummary {
  seed: string;
  /** Deepest dungeon level reached (at most the --max-depth floor). */
  depth: number;
  characterLevel: number;
  score: number;
  steps: number;
  /** Minutes a person would take to play the run's actions (scripts/sim/pace.ts). */
  minutes: number;
  /** Monster name, 'step cap', 'stuck' (only refused actions left), 'victory', 'bottom' or 'cleared floor D' (--max-depth). */
  end: string;
  died: boolean;
  /** Rests taken on each floor (index = dungeon level). */
  rests: number[];
  /** Score right after leaving each floor (index = the floor left; its descent bonus included). */
  floorScores: number[];
  /** Monsters met (fights begun) per floor: floor -> name -> count. */
  met: Record<number, Record<string, number>>;
  /** Fights begun per floor by the threat word the screen showed as the hero walked in: floor -> word -> count. */
  words: Record<number, Partial<Record<ThreatWord, number>>>;
  /** The hero on arriving at each checkpoint floor reached (CHECKPOINTS). */
  checkpoints: Record<number, Checkpoint>;
  /** For a run that died: how its last fight looked as the hero walked in (null if it began otherwise). */
  fatal: FightOutlook | null;
}

/** The outcome of one simulated run, with its first and final states. */
export interface RunResult extends RunSummary {
  final: GameState;
  /** The state right after newGame. */
  first: GameState;
}

const NO_ACTIONS: Action[] = [];

function checkpoint(state: GameState): Checkpoint {
  const stats = effectiveStats(state);
  return {
    level: state.player.level,
    topStat: Math.max(stats.strength, stats.intelligence, stats.dexterity, stats.constitution),
  };
}

/** Plays `seed` with `bot` until death, the step cap, the deepest exit (before its portal) or leaving floor `maxDepth`. */
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
  const words: RunSummary['words'] = {};
  const checkpoints: Record<number, Checkpoint> = {};
  let millis = 0;
  let lastFoe = 'unknown';
  let lastOutlook: FightOutlook | null = null;
  let end = 'step cap';
  let refusals = 0;
  while (actions.length < stepCap) {
    const standing = runOutcome(state);
    if (standing !== 'playing') {
      end = standing === 'won' ? VICTORY : lastFoe;
      break;
    }
    // The run stops on the deepest exit, before its last portal: a victory where the rules make it one
    // (the state still stands on the exit, so tests can take the portal themselves).
    if (state.dungeon.level === MAX_DUNGEON_LEVEL && state.dungeon.exitFound) {
      end = rulesOf(state).bottomIsVictory ? VICTORY : BOTTOM;
      break;
    }
    const action = bot(state, memory);
    millis += actionMillis(state, action);
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
      if (before.combat.monster?.id !== foe.id) {
        floor[foe.name] = (floor[foe.name] ?? 0) + 1;
        lastOutlook = fightOutlook(before, foe, state.player.x, state.player.y, action.type === 'rest');
        const shown = (words[level] ??= {});
        shown[lastOutlook.word] = (shown[lastOutlook.word] ?? 0) + 1;
      }
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
      if (CHECKPOINTS.includes(state.dungeon.level)) checkpoints[state.dungeon.level] = checkpoint(state);
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
    minutes: Math.round(millis / 600) / 100,
    end,
    died: runOutcome(final) === 'died',
    fatal: runOutcome(final) === 'died' ? lastOutlook : null,
    rests,
    floorScores,
    met,
    words,
    checkpoints,
    final,
    first,
  };
}

/** The plain-data part of a run's result. */
export function summary(result: RunResult): RunSummary {
  const { final: _final, first: _first, ...rest } = result;
  return rest;
}
