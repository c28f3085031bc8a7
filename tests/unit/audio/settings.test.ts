import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SOUND_SETTINGS,
  loadSoundSettings,
  saveSoundSettings,
  SOUND_STORAGE_KEY,
} from '../../../src/audio/settings';

describe('sound settings', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  };
  it('defaults to the documented volumes', () => {
    expect(loadSoundSettings(memory())).toEqual({
      enabled: true,
      master: 0.5,
      ambient: 0.05,
      movement: 0.25,
      attack: 0.15,
    });
  });
  it('remembers the ON/OFF flag and volumes, clamping nonsense', () => {
    const storage = memory();
    saveSoundSettings({ ...DEFAULT_SOUND_SETTINGS, enabled: false, master: 0.8 }, storage);
    expect(loadSoundSettings(storage)).toMatchObject({ enabled: false, master: 0.8 });
    storage.setItem(SOUND_STORAGE_KEY, JSON.stringify({ master: 7, ambient: 'loud' }));
    expect(loadSoundSettings(storage)).toMatchObject({ master: 1, ambient: 0.05 });
    storage.setItem(SOUND_STORAGE_KEY, '{not json');
    expect(loadSoundSettings(storage)).toEqual(DEFAULT_SOUND_SETTINGS);
  });
});
