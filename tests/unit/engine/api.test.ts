import { describe, expect, it } from 'vitest';
import * as engine from '../../../src/engine';

describe('public engine API (src/engine/index.ts)', () => {
  it('exports every contract name as a real implementation', () => {
    for (const name of [
      'newGame',
      'apply',
      'tryApply',
      'runRecord',
      'replay',
      'scoreSubmission',
      'validateAction',
      'sameRun',
      'effectiveStats',
      'maxStaminaFor',
      'sellPrice',
      'sellPriceRange',
      'isSellable',
      'canDescend',
      'encodeSaveCode',
      'decodeSaveCode',
      'encodeLocalSave',
      'decodeLocalSave',
    ] as const) {
      expect(typeof engine[name]).toBe('function');
    }
    expect(engine.LOG_LIMIT).toBe(100);
    expect(engine.RULES_VERSION).toBe(11);
    expect(engine.SUPPORTED_RULES_VERSIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(engine.ITEMS.length).toBeGreaterThan(60);
    expect(engine.SPELLS).toHaveLength(6);
    expect(engine.MONSTER_TEMPLATES).toHaveLength(30);
    expect(engine.MONSTER_CATALOGUE).toHaveLength(30);
  });

  it('plays and replays a short run through the public entry points', () => {
    let s = engine.newGame('Public', 'api');
    for (const direction of ['right', 'down', 'right', 'down', 'left', 'up'] as const)
      s = engine.apply(s, { type: 'move', direction });
    s = engine.apply(s, { type: 'cast', spell: 'light' });
    expect(s.actions).toHaveLength(7);
    expect(engine.replay(engine.runRecord(s))).toStrictEqual(s);
    expect(engine.scoreSubmission(s).playerName).toBe('Public');
  });
});
