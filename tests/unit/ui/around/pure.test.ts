import { describe, expect, it } from 'vitest';
import { pageItems } from '../../../../src/ui/hall/paging';
import { RESET_IN_PROGRESS, resetCountdown, seasonLabel } from '../../../../src/ui/hall/countdown';
import { HEIGHT_MESSAGE_TYPE, shouldReportHeight } from '../../../../src/ui/embed/heightReport';
import { embedSnippet } from '../../../../src/ui/embed/embedSnippet';
import {
  DEFAULT_SOUND_SETTINGS,
  loadSoundSettings,
  saveSoundSettings,
  SOUND_STORAGE_KEY,
} from '../../../../src/audio/settings';
import { TUTORIAL_PAGES } from '../../../../src/ui/tutorial/tutorialPages';

describe('Hall of Legends page buttons', () => {
  it('shows first, last and two either side of the current page, with ellipses for gaps', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(6, 12)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]);
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 'ellipsis', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'ellipsis', 10, 11, 12]);
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 12]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('season countdown', () => {
  it('counts days, hours and minutes to the next quarter (UTC)', () => {
    expect(resetCountdown(new Date('2026-09-29T21:30:00Z'))).toBe('1d 2h 30m');
    expect(seasonLabel(new Date('2026-09-29T21:30:00Z'))).toBe('Season 2026-Q3');
  });
  it("reads 'Reset in progress...' at the turn of the season", () => {
    expect(resetCountdown(new Date('2026-12-31T23:59:30Z'))).toBe(RESET_IN_PROGRESS);
    expect(RESET_IN_PROGRESS).toBe('Reset in progress...');
  });
});

describe('height reports of a framed game', () => {
  it('reports the first height, then only changes of more than 10 px', () => {
    expect(shouldReportHeight(null, 800)).toBe(true);
    expect(shouldReportHeight(800, 810)).toBe(false);
    expect(shouldReportHeight(800, 789)).toBe(true);
    expect(shouldReportHeight(800, 811)).toBe(true);
  });
  it('gives site owners a snippet that listens for the height message', () => {
    const snippet = embedSnippet('https://game.example');
    expect(snippet).toContain('<iframe id="dungeon-crawler" src="https://game.example/"');
    expect(snippet).toContain(HEIGHT_MESSAGE_TYPE);
    expect(HEIGHT_MESSAGE_TYPE).toBe('dungeon-crawler-height');
  });
});

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

describe('tutorial scroll', () => {
  it('has exactly 7 pages', () => {
    expect(TUTORIAL_PAGES).toHaveLength(7);
  });
});
