import { describe, expect, it } from 'vitest';
import { apply } from '../../../../src/engine/apply';
import { newGame } from '../../../../src/engine/newGame';
import { decodeSaveCode, encodeSaveCode } from '../../../../src/engine/save';
import { utf8ToBase64 } from '../../../../src/engine/save/base64';
import { decompressText } from '../../../../src/engine/save/compressedCode';
import type { Action, GameState } from '../../../../src/engine/types';
import { seededPicker, type SeededPicker } from '../../../support/random';

const SECTION_5 = [
  'Empty save code',
  'Incompatible save version',
  'No game state found in save data',
  'Save data is missing dungeon rooms',
  'Invalid save code',
];
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';
const ODD_VALUES: unknown[] = [null, 0, -1, 1.5, 1e308, '', 'x', true, [], {}, [null], { a: 1 }, 'up', -0, 2 ** 40];
const ACTIONS: Action[] = [
  { type: 'move', direction: 'up' },
  { type: 'move', direction: 'down' },
  { type: 'move', direction: 'left' },
  { type: 'move', direction: 'right' },
  { type: 'attack' },
  { type: 'monsterTurn' },
  { type: 'rest' },
  { type: 'cast', spell: 'FIREBALL' },
  { type: 'useHealthPotion' },
  { type: 'descend' },
];

type Random = SeededPicker;

function played(seed: string, steps: number, random: Random): GameState {
  let state = newGame('Fuzz', seed);
  for (let i = 0; i < steps; i++) state = apply(state, random.pick(ACTIONS));
  return state;
}

/** A random field somewhere in a JSON value: a random walk down from the root. */
function randomField(root: Record<string, unknown>, random: Random): [Record<string, unknown>, string] {
  let container = root;
  for (;;) {
    const keys = Object.keys(container);
    const key = random.pick(keys);
    const child = container[key];
    const canDescend = typeof child === 'object' && child !== null && Object.keys(child).length > 0;
    if (!canDescend || random.next() < 0.25) return [container, key];
    container = child as Record<string, unknown>;
  }
}

function mutateJson(json: string, random: Random): string {
  const copy = JSON.parse(json) as Record<string, unknown>;
  for (let n = 1 + random.int(3); n > 0; n--) {
    const [container, key] = randomField(copy, random);
    if (random.next() < 0.3) delete container[key];
    else container[key] = random.pick(ODD_VALUES);
  }
  return utf8ToBase64(JSON.stringify(copy));
}

function mutateText(code: string, random: Random): string {
  switch (random.int(4)) {
    case 0:
      return code.slice(0, random.int(code.length));
    case 1: {
      const chars = code.split('');
      for (let n = 1 + random.int(5); n > 0; n--) chars[random.int(chars.length)] = random.pick(BASE64.split(''));
      return chars.join('');
    }
    case 2:
      return Array.from({ length: random.int(200) }, () => random.pick(BASE64.split(''))).join('');
    default:
      return code.slice(random.int(8)) + ' \n';
  }
}

describe('save-code fuzz', () => {
  it('10,000 mutated, truncated and random codes each load or give a section-5 message, never throwing', () => {
    const random = seededPicker(20261122);
    const bases = Array.from({ length: 8 }, (_, i) => played(`fuzz-${i}`, 5 + i * 5, random));
    const codes = bases.map((s) => encodeSaveCode(s, 1));
    const jsons = codes.map((c) => decompressText(c));
    const seen = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const base = random.int(bases.length);
      const code = i % 2 === 0 ? mutateJson(jsons[base], random) : mutateText(codes[base], random);
      const result = decodeSaveCode(code);
      const outcome = result.ok ? 'loaded' : result.error;
      seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
      if (!result.ok) {
        expect(SECTION_5).toContain(result.error);
        continue;
      }
      // A loaded state must stay playable: a few actions never throw and keep the hero on an open cell
      // (checked on a sample: each check costs a few engine steps on a 2-core machine).
      if (i % 5 !== 0) continue;
      let state = result.state;
      for (let k = 0; k < 3; k++) state = apply(state, random.pick(ACTIONS));
      expect(state.dungeon.rooms[state.player.y]?.[state.player.x]).toBeTruthy();
    }
    // The corpus really exercises both the accepting and the refusing paths.
    expect(seen.get('loaded')).toBeGreaterThan(100);
    expect(seen.get('Invalid save code')).toBeGreaterThan(100);
  });
});
