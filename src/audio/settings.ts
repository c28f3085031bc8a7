// Sound settings: the ON/OFF flag and the four volumes, remembered in localStorage.
import { readStoredJson, settingsStorage, writeStoredJson } from '../storage/storedJson';

/** The four layers of the mix, each a volume from 0 to 1. */
export type SoundChannel = 'master' | 'ambient' | 'movement' | 'attack';

/** What the player chose in the sound chamber and with the sound ON/OFF button. */
export interface SoundSettings {
  enabled: boolean;
  master: number;
  ambient: number;
  movement: number;
  attack: number;
}

/** Default volumes; sound is wanted by default but only plays after the first gesture. */
export const DEFAULT_SOUND_SETTINGS: SoundSettings = {
  enabled: true,
  master: 0.5,
  ambient: 0.05,
  movement: 0.25,
  attack: 0.15,
};

/** localStorage key of the remembered sound settings. */
export const SOUND_STORAGE_KEY = 'dungeon-crawler-sound';

const CHANNELS: readonly SoundChannel[] = ['master', 'ambient', 'movement', 'attack'];

function clampVolume(value: unknown, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(1, Math.max(0, value));
}

/** The stored settings, each field checked; anything unreadable falls back to the defaults. */
export function loadSoundSettings(storage?: Pick<Storage, 'getItem'>): SoundSettings {
  const settings = { ...DEFAULT_SOUND_SETTINGS };
  const parsed = readStoredJson(SOUND_STORAGE_KEY, storage ?? settingsStorage());
  if (typeof parsed !== 'object' || parsed === null) return settings;
  const stored = parsed as Partial<Record<keyof SoundSettings, unknown>>;
  if (typeof stored.enabled === 'boolean') settings.enabled = stored.enabled;
  for (const channel of CHANNELS) settings[channel] = clampVolume(stored[channel], settings[channel]);
  return settings;
}

/** Remembers the settings; silently skipped when storage is blocked. */
export function saveSoundSettings(settings: SoundSettings, storage?: Pick<Storage, 'setItem'>): void {
  writeStoredJson(SOUND_STORAGE_KEY, settings, storage ?? settingsStorage());
}
