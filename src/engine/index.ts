// Public API of the rules engine. SCAFFOLD: the engine helper replaces these bodies with
// the real implementation modules; the signatures are the contract the server and UI build on.
import type { Action, GameState, Item, RunRecord, ScoreSubmission, Spell, MonsterTemplate, MonsterCatalogueEntry } from './types';

export type * from './types';

/** Bumped whenever a rule or a content table changes what a record replays to. */
export const RULES_VERSION = 1;

const notYet = (what: string): never => {
  throw new Error(`engine: ${what} is not implemented yet`);
};

/** A new run: SPEC.md section 9's starting hero on a fresh level 1. */
export function newGame(name: string, seed: string): GameState {
  return notYet(`newGame(${name}, ${seed})`);
}
/** Apply one action. Pure; a refused action only adds its log line. */
export function apply(state: GameState, action: Action): GameState {
  return notYet(`apply(${state.seed}, ${action.type})`);
}
/** Like apply, but also says whether the rules refused the action, and why. */
export function tryApply(state: GameState, action: Action): { state: GameState; refusal: string | null } {
  return notYet(`tryApply(${state.seed}, ${action.type})`);
}
export function runRecord(state: GameState): RunRecord {
  return notYet(`runRecord(${state.seed})`);
}
export function replay(record: RunRecord): GameState {
  return notYet(`replay(${record.seed})`);
}
export function scoreSubmission(state: GameState): ScoreSubmission {
  return notYet(`scoreSubmission(${state.seed})`);
}
export function encodeSaveCode(state: GameState, timestamp: number): string {
  return notYet(`encodeSaveCode(${state.seed}, ${timestamp})`);
}
export function decodeSaveCode(code: string): { ok: true; state: GameState } | { ok: false; error: string } {
  return notYet(`decodeSaveCode(${code.length})`);
}
export function encodeLocalSave(state: GameState, timestamp: number): string {
  return notYet(`encodeLocalSave(${state.seed}, ${timestamp})`);
}
export function decodeLocalSave(stored: string | null): GameState | null {
  return notYet(`decodeLocalSave(${stored?.length})`);
}
export const ITEMS: readonly Item[] = [];
export const SPELLS: readonly Spell[] = [];
export const MONSTER_TEMPLATES: readonly MonsterTemplate[] = [];
export const MONSTER_CATALOGUE: readonly MonsterCatalogueEntry[] = [];
