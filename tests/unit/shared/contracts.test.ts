import { describe, expect, it } from 'vitest';
import { GameStatsRequestSchema, SearchScoresQuerySchema, parseNameSuggestions } from '../../../src/shared/api';
import { COUPON_CHECK_FAILED_MESSAGE, COUPON_MAX_LENGTH, INVALID_COUPON_MESSAGE } from '../../../src/shared/coupon';
import { seasonAt, seasonById } from '../../../src/shared/season';
import { encodeActions } from '../../../src/engine/save/actionCodec';

describe('coupon constants', () => {
  it('are the texts players see, word for word', () => {
    expect(INVALID_COUPON_MESSAGE).toBe('Invalid or expired coupon code');
    expect(COUPON_CHECK_FAILED_MESSAGE).toBe('Failed to validate coupon. Please try again.');
    expect(COUPON_MAX_LENGTH).toBe(50);
  });
});

describe('seasons are UTC quarters, half-open', () => {
  it('the last millisecond of September is Q3, midnight October 1 is Q4', () => {
    expect(seasonAt(new Date('2026-09-30T23:59:59.999Z')).id).toBe('2026-Q3');
    const q4 = seasonAt(new Date('2026-10-01T00:00:00.000Z'));
    expect(q4.id).toBe('2026-Q4');
    expect(q4.start.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(q4.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
  it('parses ids and refuses malformed ones', () => {
    expect(seasonById('2026-Q1')?.end.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(seasonById('2026-Q5')).toBeNull();
  });
});

describe('api contracts', () => {
  it('search query defaults to page 1 and 10 rows, refuses page 0', () => {
    expect(SearchScoresQuerySchema.parse({})).toEqual({ search: '', page: 1, limit: 10 });
    expect(SearchScoresQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(SearchScoresQuerySchema.safeParse({ limit: 'abc' }).success).toBe(false);
  });
  it('a game-stats request needs the run record', () => {
    const base = {
      playerName: 'Bran',
      finalScore: 1,
      level: 1,
      gold: 0,
      monstersKilled: 0,
      dungeonLevel: 1,
      daysSurvived: 1,
      finalHealth: 100,
      finalMana: 50,
      finalStamina: 50,
      strength: 10,
      intelligence: 10,
      dexterity: 10,
      constitution: 10,
      spellsLearned: 3,
      itemsFound: 0,
      isPremium: false,
    };
    expect(GameStatsRequestSchema.safeParse(base).success).toBe(false);
    const run = { rulesVersion: 1, seed: 's', name: 'Bran', actions: encodeActions([{ type: 'rest' }]) };
    expect(GameStatsRequestSchema.safeParse({ ...base, run }).success).toBe(true);
  });
  it('a game-stats request carries its action log as compact text only', () => {
    const run = { rulesVersion: 1, seed: 's', name: 'Bran', actions: [{ type: 'rest' }] };
    const parsed = GameStatsRequestSchema.safeParse({ playerName: 'Bran', run });
    expect(parsed.error?.issues.find((i) => i.path.join('.') === 'run.actions')?.message).toBe(
      'send the compact action log as text',
    );
  });
  it('reads suggestions from the header', () => {
    expect(parseNameSuggestions('HeroX, DragonPro')).toEqual(['HeroX', 'DragonPro']);
    expect(parseNameSuggestions(null)).toEqual([]);
  });
});
