// Display settings (the DISPLAY dialog): palette, map text size and reduced motion, remembered in
// localStorage. Read back field by field: a stored value the game does not know falls back to its default.
import { PALETTE_IDS, type PaletteId } from '../../map/palette';
import { readStoredJson, settingsStorage, writeStoredJson } from '../../storage/storedJson';

/** Map text sizes, smallest first. */
export type TextSize = 'small' | 'normal' | 'large' | 'huge';

/** Reduced motion: follow the system's prefers-reduced-motion, or force it on or off. */
export type MotionChoice = 'system' | 'reduce' | 'full';

/** What the player chose in the DISPLAY dialog. */
export interface DisplaySettings {
  palette: PaletteId;
  textSize: TextSize;
  motion: MotionChoice;
}

/** The look before any choice: the standard palette, normal text, the system's motion setting. */
export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = { palette: 'standard', textSize: 'normal', motion: 'system' };

/** localStorage key of the remembered display settings. */
export const DISPLAY_STORAGE_KEY = 'dungeon-crawler-display';

/** Every text size, in the order the dialog lists them. */
export const TEXT_SIZES: readonly TextSize[] = ['small', 'normal', 'large', 'huge'];

/** Every motion choice, in the order the dialog lists them. */
export const MOTION_CHOICES: readonly MotionChoice[] = ['system', 'reduce', 'full'];

/**
 * How much each text size scales the map's cells against Normal (src/map/cellSize.ts caps the
 * result by the map's box, so the whole map still shows).
 */
export const TEXT_SCALE: Record<TextSize, number> = { small: 0.75, normal: 1, large: 1.3, huge: 1.6 };

const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The stored settings, each field checked; anything unreadable falls back to the defaults. */
export function loadDisplaySettings(storage?: Pick<Storage, 'getItem'>): DisplaySettings {
  const parsed = readStoredJson(DISPLAY_STORAGE_KEY, storage ?? settingsStorage());
  const stored = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Partial<
    Record<keyof DisplaySettings, unknown>
  >;
  return {
    palette: pick(stored.palette, PALETTE_IDS, DEFAULT_DISPLAY_SETTINGS.palette),
    textSize: pick(stored.textSize, TEXT_SIZES, DEFAULT_DISPLAY_SETTINGS.textSize),
    motion: pick(stored.motion, MOTION_CHOICES, DEFAULT_DISPLAY_SETTINGS.motion),
  };
}

/** Remembers the settings; silently skipped when storage is blocked. */
export function saveDisplaySettings(settings: DisplaySettings, storage?: Pick<Storage, 'setItem'>): void {
  writeStoredJson(DISPLAY_STORAGE_KEY, settings, storage ?? settingsStorage());
}
