// The remembered display settings: what was stored comes back; anything else falls back to the defaults.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_SETTINGS,
  DISPLAY_STORAGE_KEY,
  loadDisplaySettings,
  saveDisplaySettings,
} from '../../../../src/ui/display/displaySettings';

const store = (value: string | null) => ({ getItem: (key: string) => (key === DISPLAY_STORAGE_KEY ? value : null) });

describe('display settings in localStorage', () => {
  it('starts with the standard palette, normal text and the system motion setting', () => {
    expect(loadDisplaySettings(store(null))).toEqual({ palette: 'standard', textSize: 'normal', motion: 'system' });
  });

  it('remembers what was chosen', () => {
    const saved = new Map<string, string>();
    saveDisplaySettings(
      { palette: 'colour-blind', textSize: 'large', motion: 'reduce' },
      { setItem: (k, v) => saved.set(k, v) },
    );
    expect(loadDisplaySettings({ getItem: (k) => saved.get(k) ?? null })).toEqual({
      palette: 'colour-blind',
      textSize: 'large',
      motion: 'reduce',
    });
  });

  it('keeps the good fields of an entry and drops the unknown ones', () => {
    const raw = JSON.stringify({ palette: 'neon', textSize: 'huge', motion: 7 });
    expect(loadDisplaySettings(store(raw))).toEqual({ palette: 'standard', textSize: 'huge', motion: 'system' });
  });

  it.each(['not json', 'null', '42', '"high-contrast"', '[]'])('falls back to the defaults for %s', (raw) => {
    expect(loadDisplaySettings(store(raw))).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it('does not crash when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadDisplaySettings(blocked)).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(() => saveDisplaySettings(DEFAULT_DISPLAY_SETTINGS, blocked)).not.toThrow();
  });
});
