// Sound settings: the ON/OFF flag and the four volumes, remembered in localStorage.

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
export function loadSoundSettings(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): SoundSettings {
  const settings = { ...DEFAULT_SOUND_SETTINGS };
  try {
    const raw = storage?.getItem(SOUND_STORAGE_KEY);
    if (!raw) return settings;
    const parsed = JSON.parse(raw) as Partial<Record<keyof SoundSettings, unknown>>;
    if (typeof parsed.enabled === 'boolean') settings.enabled = parsed.enabled;
    for (const channel of CHANNELS) settings[channel] = clampVolume(parsed[channel], settings[channel]);
  } catch {
    // A corrupt entry only costs the player their custom mix.
  }
  return settings;
}

/** Remembers the settings; silently skipped when storage is blocked. */
export function saveSoundSettings(settings: SoundSettings, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(SOUND_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Blocked storage (sandboxed frame): the settings still hold for this visit.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
