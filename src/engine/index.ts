// Public API of the rules engine: pure, deterministic, replayable (see README.md beside this file).
import type { GameState } from './types';

export type * from './types';

export { RULES_VERSION, apply, tryApply, runRecord, replay } from './apply';
export { newGame, STARTING_SPELLS } from './newGame';
export { scoreSubmission } from './score';
export { validateAction } from './replay/validateAction';
export { sameRun } from './replay/sameRun';
export { LOG_LIMIT } from './rules/log';
export { MESSAGES } from './rules/messages';
export { effectiveStats, maxStaminaFor, EQUIPMENT_SLOTS, STAT_NAMES } from './rules/stats';
export type { EffectiveStats, StatBlock } from './rules/stats';
export { sellPrice, sellPriceRange, isSellable } from './rules/prices';
export { INVENTORY_LIMIT } from './rules/inventory';
export { canDescend, MAX_DUNGEON_LEVEL } from './actions/descend';
export { isEquippable } from './actions/equip';
export { hitChance } from './actions/attack';
export { isGameOver, inCombat } from './rules/state';
export { DUNGEON_WIDTH, DUNGEON_HEIGHT } from './dungeon/generateLevel';
export { ITEMS, SPELLS, MONSTER_TEMPLATES, MONSTER_CATALOGUE, itemTemplate, spellByName, templateIdOf } from './data';

const notYet = (what: string): never => {
  throw new Error(`engine: ${what} is not implemented yet (src/engine/save is still being written)`);
};

// Save codes come from src/engine/save (the content+save helper); until it lands these stay scaffolds.
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
