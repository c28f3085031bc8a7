// The daily challenge's shared rules: day ids, the seed that names its day (so a saved or pasted run
// stays a daily run), when a day's runs open, and the texts players read.
import { describe, expect, it } from 'vitest';
import { apply, newGame } from '../../../src/engine';
import { decodeSaveCode, encodeSaveCode } from '../../../src/engine/save';
import { toGameStatsBody } from '../../../src/shared/api';
import {
  dailyRunHiddenMessage,
  dailyRunsOpenAt,
  dailySeedOf,
  dayOf,
  dayOfSeed,
  dayWindow,
  isDayId,
  watchOpensLabel,
} from '../../../src/shared/daily';
import { runRecord, scoreSubmission } from '../../../src/engine';

const BYTES = Array.from({ length: 16 }, (_, i) => i * 17);
const SEED = dailySeedOf('2026-11-23', BYTES);

describe('daily challenge days and seeds', () => {
  it('reads real UTC days only', () => {
    expect(['2026-11-23', '2028-02-29'].map(isDayId)).toEqual([true, true]);
    expect(['2026-02-30', '2026-13-01', '2026-1-01', 'today', '2027-02-29'].map(isDayId)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(dayOf(new Date('2026-11-23T23:59:59.999Z'))).toBe('2026-11-23');
    expect(dayWindow('2026-12-31')).toEqual({
      start: new Date('2026-12-31T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it('a daily seed names its day and 128 random bits; any other seed is a normal run', () => {
    expect(SEED).toBe('daily-2026-11-23-00112233445566778899aabbccddeeff');
    expect(dayOfSeed(SEED)).toBe('2026-11-23');
    expect(dayOfSeed('0f3a9c11d2e4b6a8')).toBeNull();
    expect(dayOfSeed('daily-2026-11-23-short')).toBeNull();
    expect(dayOfSeed('daily-2026-02-30-00112233445566778899aabbccddeeff')).toBeNull();
  });

  it('a daily run stays daily through its save code, and its submission names the day; a normal one sends no day', () => {
    const state = apply(newGame('Dawnrider', SEED), { type: 'rest' });
    const loaded = decodeSaveCode(encodeSaveCode(state, Date.UTC(2026, 10, 23, 12)));
    expect(loaded.ok && dayOfSeed(loaded.state.seed)).toBe('2026-11-23');
    const body = toGameStatsBody({ ...scoreSubmission(state), isPremium: false, run: runRecord(state) });
    expect(body.daily).toBe('2026-11-23');
    const plain = newGame('Dawnrider', 'plain-seed');
    expect('daily' in toGameStatsBody({ ...scoreSubmission(plain), isPremium: false, run: runRecord(plain) })).toBe(
      false,
    );
  });

  it("a day's runs open an hour after it ends, and the texts say when", () => {
    expect(dailyRunsOpenAt('2026-11-23').toISOString()).toBe('2026-11-24T01:00:00.000Z');
    expect(dailyRunHiddenMessage('2026-11-23')).toBe(
      'This daily challenge is still running. Its runs can be watched after 2026-11-24 01:00 UTC.',
    );
    expect(watchOpensLabel('2026-11-24T01:00:00.000Z')).toBe('Watch after 2026-11-24 01:00 UTC');
  });
});
