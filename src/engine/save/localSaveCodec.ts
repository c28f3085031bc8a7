// The obfuscated local-storage form of a save: JSON, percent-encoded, base64,
// XOR with a fixed key, base64 again. Obfuscation only: it keeps casual edits out, not attackers.
import type { GameState } from '../types';
import { decodeSaveData, saveData } from './saveCode';

/** The fixed XOR key that obfuscates the local save (not where it is stored: see src/storage/saveKey.ts). */
const LOCAL_SAVE_XOR_KEY = 'DungeonCrawlerHallOfLegends';

function xorWithKey(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    out += String.fromCharCode(text.charCodeAt(i) ^ LOCAL_SAVE_XOR_KEY.charCodeAt(i % LOCAL_SAVE_XOR_KEY.length));
  }
  return out;
}

/** The local-storage string for a state (throws 'Save failed: ...' like encodeSaveCode). */
export function encodeLocalSave(state: GameState, timestamp: number): string {
  const json = JSON.stringify(saveData(state, timestamp));
  return btoa(xorWithKey(btoa(encodeURIComponent(json))));
}

/** The state stored by encodeLocalSave, or null for anything missing or unreadable. Never throws. */
export function decodeLocalSave(stored: string | null): GameState | null {
  if (typeof stored !== 'string' || stored === '') return null;
  try {
    const json = decodeURIComponent(atob(xorWithKey(atob(stored))));
    const result = decodeSaveData(JSON.parse(json));
    return result.ok ? result.state : null;
  } catch {
    return null;
  }
}
