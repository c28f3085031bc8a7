// The save code (rules reference, "Save codes"): the UTF-8 JSON of the save data, deflated in the
// compressed envelope of compressedCode.ts; codes made before it (plain base64 of the JSON) still load.
import { rulesFor, versionOf } from '../versions/profiles';
import type { GameState, RunRecord } from '../types';
import { decodeActions, encodeActions } from './actionCodec';
import { base64ToUtf8 } from './base64';
import { compressText, decompressText, isCompressedCode } from './compressedCode';
import { migrateGameState } from './migrations';
import { findNonSerializable } from './serializable';
import { InvalidSave, int, isObject, str } from './validate/primitives';
import { hasDungeonRooms, readGameState } from './validate/state';
import { verifyRun } from './verify';

/** The only save version this game reads and writes: the envelope's. Old saves' game states upgrade through the
 *  named steps of migrations.ts, which need no version of their own. */
export const SAVE_VERSION = '1.0';
/** Log lines kept in a save. */
export const SAVE_LOG_LINES = 10;
/** Longest run a save may carry for replay; longer ones load unverified (a hostile code could stall the tab). */
export const MAX_SAVED_ACTIONS = 200_000;

/** A run record as stored in a save: the action log in the compact string form. */
export interface SavedRun {
  rulesVersion: number;
  seed: string;
  name: string;
  actions: string;
}

/** The JSON inside a save code. */
export interface SaveData {
  version: string;
  timestamp: number;
  gameState: Omit<GameState, 'actions'>;
  run: SavedRun;
}

/** Outcome of reading a save code: the state to resume, or the message the load dialog shows ('Invalid save code', ...). */
export type DecodeResult = { ok: true; state: GameState } | { ok: false; error: string };

function fail(reason: string): never {
  throw new Error(`Save failed: ${reason}`);
}

/** The save data for a state: trimmed log, no action array, compact run record. */
export function saveData(state: GameState, timestamp: number): SaveData {
  if (state === null || state === undefined) fail('Game state is null or undefined');
  if (!state.player) fail('Player data is missing');
  if (!state.dungeon) fail('Dungeon data is missing');
  const { actions, ...rest } = state;
  // The action log is checked by its own encoder (it throws on anything it cannot write).
  if (findNonSerializable(rest) !== null || !Number.isFinite(timestamp))
    fail('Game state contains non-serializable data');
  const gameState = { ...rest, log: state.log.slice(-SAVE_LOG_LINES) };
  let compact: string;
  try {
    compact = encodeActions(actions ?? []);
  } catch {
    fail('Game state contains non-serializable data');
  }
  const run = { rulesVersion: versionOf(state), seed: state.seed, name: state.player.name, actions: compact };
  return { version: SAVE_VERSION, timestamp, gameState, run };
}

/** A save code for the state (compressed); throws Error('Save failed: <reason>'), the reason naming what is missing or unsaveable. */
export function encodeSaveCode(state: GameState, timestamp: number): string {
  return compressText(JSON.stringify(saveData(state, timestamp)));
}

/** The JSON of a code in either form; undefined when it does not decode (a bomb, a cut or edited code). */
function parseCode(code: string): unknown {
  // Codes pasted from mail or chat may be wrapped over lines.
  const compact = code.replace(/\s+/g, '');
  try {
    return JSON.parse(isCompressedCode(compact) ? decompressText(compact) : base64ToUtf8(compact));
  } catch {
    return undefined;
  }
}

/** The run record of a save, or null when absent or unreadable (the state then loads unverified). */
function readRun(value: unknown): RunRecord | null {
  if (!isObject(value)) return null;
  try {
    const actions = decodeActions(str(value.actions, 'run.actions', MAX_SAVED_ACTIONS * 64), MAX_SAVED_ACTIONS);
    if (!actions) return null;
    return {
      rulesVersion: int(value.rulesVersion, 'run.rulesVersion'),
      seed: str(value.seed, 'run.seed', 200),
      name: str(value.name, 'run.name', 100),
      actions,
    };
  } catch {
    return null;
  }
}

/** The data of a save code after the load checks, in their order. */
export function decodeSaveData(data: unknown): DecodeResult {
  if (!isObject(data)) return { ok: false, error: 'Invalid save code' };
  if (data.version !== SAVE_VERSION) return { ok: false, error: 'Incompatible save version' };
  if (!isObject(data.gameState)) return { ok: false, error: 'No game state found in save data' };
  if (!hasDungeonRooms(data.gameState)) return { ok: false, error: 'Save data is missing dungeon rooms' };
  // A save from a newer game than this page (rules this engine does not know) cannot be played here.
  if (data.gameState.rulesVersion !== undefined && rulesFor(Number(data.gameState.rulesVersion)) === null) {
    return { ok: false, error: 'Incompatible save version' };
  }
  const run = readRun(data.run);
  let saved: GameState;
  try {
    // Old saves are brought to the current shape first (migrations.ts); the reader then checks every field.
    saved = readGameState(migrateGameState(data.gameState, { run }));
  } catch (error) {
    if (error instanceof InvalidSave) return { ok: false, error: 'Invalid save code' };
    throw error;
  }
  if (run) saved = { ...saved, actions: run.actions };
  return { ok: true, state: verifyRun(saved, run) };
}

/** Reads a save code; never throws: a state to resume or the message to show. */
export function decodeSaveCode(code: string): DecodeResult {
  if (typeof code !== 'string' || code.trim() === '') return { ok: false, error: 'Empty save code' };
  const data = parseCode(code);
  if (data === undefined) return { ok: false, error: 'Invalid save code' };
  try {
    return decodeSaveData(data);
  } catch {
    return { ok: false, error: 'Invalid save code' };
  }
}
