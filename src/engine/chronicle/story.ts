// A run replayed action by action, with what its final state does not keep: the day each floor was
// first reached, the kills by monster name, the blow that ended the run, and where the score came from.
import { apply } from '../apply';
import { newGame } from '../newGame';
import { isGameOver, runOutcome } from '../rules/state';
import type { Action, GameState, RunRecord } from '../types';
import { rulesFor, SUPPORTED_RULES_VERSIONS } from '../versions/profiles';

/** The first arrival on a floor: the hero's day then, and how many actions had been taken. */
export interface FloorReached {
  floor: number;
  day: number;
  action: number;
}

/** The monster whose blow ended the run, and where and when. */
export interface FinalBlow {
  monster: string;
  floor: number;
  day: number;
  action: number;
}

/** Score gained or lost, by what moved it (victories and descents add, rests take away). */
export interface ScoreSources {
  victories: number;
  descents: number;
  rests: number;
}

/** What the replay saw happen, beside the run's final state. */
export interface RunStory {
  state: GameState;
  floors: FloorReached[];
  /** Kills by monster name, most first (ties by name). */
  kills: { monster: string; count: number }[];
  finalBlow: FinalBlow | null;
  score: ScoreSources;
  rests: number;
}

// Each step starts from an empty action log, so a step does not copy the whole log (O(n^2) over a run).
const NO_ACTIONS: Action[] = [];

/** True when this action took the last portal (the run ended as won). */
function wonBy(before: GameState, after: GameState): boolean {
  return runOutcome(after) === 'won' && runOutcome(before) !== 'won';
}

/** Replays `record` (under its own rules version) and tells its story; throws like `replay`. */
export function runStory(record: RunRecord): RunStory {
  if (rulesFor(record.rulesVersion) === null) {
    throw new Error(
      `Unsupported rules version ${String(record.rulesVersion)}: this engine replays versions ${SUPPORTED_RULES_VERSIONS.join(', ')}.`,
    );
  }
  let state = newGame(record.name, record.seed, record.rulesVersion);
  const floors: FloorReached[] = [{ floor: state.dungeon.level, day: state.player.day, action: 0 }];
  const kills = new Map<string, number>();
  const score: ScoreSources = { victories: 0, descents: 0, rests: 0 };
  let finalBlow: FinalBlow | null = null;
  let rests = 0;
  for (let i = 0; i < record.actions.length; i++) {
    const before = state;
    const action = record.actions[i];
    state = apply(before.actions.length === 0 ? before : { ...before, actions: NO_ACTIONS }, action);
    const gained = state.score - before.score;
    const foe = before.combat.monster?.name ?? null;
    if (state.monstersKilled > before.monstersKilled) {
      kills.set(foe ?? 'Unknown', (kills.get(foe ?? 'Unknown') ?? 0) + 1);
      score.victories += gained;
    } else if (state.dungeon.level !== before.dungeon.level || wonBy(before, state)) {
      // The last portal scores like every other: the completed level x 100.
      score.descents += gained;
    } else if (state.player.day > before.player.day) {
      score.rests += gained;
      rests++;
    }
    if (state.dungeon.level > floors[floors.length - 1].floor) {
      floors.push({ floor: state.dungeon.level, day: state.player.day, action: i + 1 });
    }
    if (isGameOver(state) && !isGameOver(before) && foe !== null) {
      finalBlow = { monster: foe, floor: state.dungeon.level, day: state.player.day, action: i + 1 };
    }
  }
  const sorted = [...kills].map(([monster, count]) => ({ monster, count }));
  sorted.sort((a, b) => b.count - a.count || a.monster.localeCompare(b.monster, 'en'));
  return { state: { ...state, actions: record.actions.slice() }, floors, kills: sorted, finalBlow, score, rests };
}
