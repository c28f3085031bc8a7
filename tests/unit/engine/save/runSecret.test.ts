// The run secret is carried, never read: it survives every move, the save code and the local save;
// a save from before secrets still loads (without one), and a malformed one makes the code invalid.
import { describe, expect, it } from 'vitest';
import { apply } from '../../../../src/engine/apply';
import { newGame } from '../../../../src/engine/newGame';
import {
  decodeLocalSave,
  decodeSaveCode,
  encodeLocalSave,
  encodeSaveCode,
  isRunSecret,
} from '../../../../src/engine/save';
import { utf8ToBase64 } from '../../../../src/engine/save/base64';
import { decompressText } from '../../../../src/engine/save/compressedCode';
import type { GameState } from '../../../../src/engine/types';
import { randomAction } from '../../../support/engine/helpers';
import { seededRandom } from '../../../support/random';

/** A secret of the client's form (src/app/runSecret.ts): 43 base64url characters. */
const SECRET = 'q3_Zx-7Kd0Vw9LmNpQrStUvWxYz0123456789AbCdEf';

/** A run with the secret, `count` player-like actions in (fixed seeds). */
function playedWithSecret(count: number): GameState {
  const random = seededRandom(11);
  let state: GameState = { ...newGame('Keeper', 'seed-secret'), runSecret: SECRET };
  for (let i = 0; i < count; i++) state = apply(state, randomAction(state, random));
  return state;
}

const codeOf = (data: unknown) => utf8ToBase64(JSON.stringify(data));
const dataOf = (code: string) => JSON.parse(decompressText(code));

describe('isRunSecret', () => {
  it.each([
    ['43 base64url characters', SECRET, true],
    ['22 characters (16 bytes)', 'A'.repeat(22), true],
    ['86 characters (64 bytes)', 'A'.repeat(86), true],
    ['21 characters', 'A'.repeat(21), false],
    ['87 characters', 'A'.repeat(87), false],
    ['markup', '<script>alert(1)</script>AAAAAAAAAAAAAAA', false],
    ['padding', `${'A'.repeat(42)}=`, false],
    ['a number', 42, false],
  ])('%s: %s', (_label, value, expected) => {
    expect(isRunSecret(value)).toBe(expected);
  });
});

describe('the run secret is carried', () => {
  it('through many actions', () => {
    const played = playedWithSecret(500);
    expect(played.actions.length).toBe(500);
    expect(played.runSecret).toBe(SECRET);
  });

  it('through a save code, and the run still verifies', () => {
    const result = decodeSaveCode(encodeSaveCode(playedWithSecret(200), 1));
    expect(result.ok && result.state.runSecret).toBe(SECRET);
    expect(result.ok && result.state.verified).toBe(true);
  });

  it('through the local save', () => {
    const loaded = decodeLocalSave(encodeLocalSave(playedWithSecret(200), 1));
    expect(loaded?.runSecret).toBe(SECRET);
    expect(loaded?.verified).toBe(true);
  });

  it('and through moves played after a load', () => {
    const result = decodeSaveCode(encodeSaveCode(playedWithSecret(50), 1));
    if (!result.ok) throw new Error(result.error);
    expect(apply(result.state, { type: 'rest' }).runSecret).toBe(SECRET);
  });
});

describe('saves and the run secret', () => {
  it('loads a code made before secrets, verified and without one', () => {
    const { runSecret: _dropped, ...old } = playedWithSecret(100);
    const result = decodeSaveCode(encodeSaveCode(old, 1));
    expect(result.ok).toBe(true);
    expect(result.ok && result.state.verified).toBe(true);
    expect(result.ok && 'runSecret' in result.state).toBe(false);
  });

  it.each(['<script>', 'abcde', 'A'.repeat(87), 12345, null])('says Invalid save code for a secret of %j', (bad) => {
    const data = dataOf(encodeSaveCode(playedWithSecret(20), 1));
    data.gameState.runSecret = bad;
    expect(decodeSaveCode(codeOf(data))).toEqual({ ok: false, error: 'Invalid save code' });
  });
});
