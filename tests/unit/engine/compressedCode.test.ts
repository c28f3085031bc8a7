// Compressed save codes: short enough to copy by hand, every code made before them still loads,
// and a damaged or hostile code gives the SPEC.md section 5 message 'Invalid save code'.
import { readFileSync } from 'node:fs';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apply, decodeSaveCode, encodeSaveCode, newGame, replay, runRecord, sameRun, scoreSubmission } from '../../../src/engine';
import { bytesToBase64Url } from '../../../src/engine/save/base64';
import { COMPRESSED_CODE_PREFIX, MAX_INFLATED_BYTES, decompressText } from '../../../src/engine/save/compressedCode';
import type { GameState } from '../../../src/engine/types';
import { digest } from '../../../scripts/sim/digest';
import { tenThousandActionRun } from '../../bench/tenThousandActions';

const errorOf = (code: string) => {
  const result = decodeSaveCode(code);
  return result.ok ? null : result.error;
};

/** A compressed code around any text, as a hostile or careless sender could make one. */
const compressedCodeOf = (text: string) => COMPRESSED_CODE_PREFIX + bytesToBase64Url(deflateSync(new TextEncoder().encode(text)));

function walked(name: string, seed: string, steps: number): GameState {
  let state = newGame(name, seed);
  const directions = ['right', 'down', 'left', 'up'] as const;
  for (let i = 0; i < steps; i++) state = apply(state, { type: 'move', direction: directions[(i >> 2) % 4] });
  return state;
}

describe('compressed save codes', () => {
  it('a new code carries the dcz1. marker and loads back verified as the same run', () => {
    const state = walked('Ada', 'seed-zip', 200);
    const code = encodeSaveCode(state, 1_700_000_000_000);
    expect(code.startsWith('dcz1.')).toBe(true);
    expect(code.slice(5)).toMatch(/^[A-Za-z0-9_-]+$/);
    const loaded = decodeSaveCode(code);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.state.verified).toBe(true);
    expect(sameRun(loaded.state, state)).toBe(true);
    expect(loaded.state.actions).toHaveLength(200);
  });

  it('keeps a hero name outside ASCII exactly', () => {
    const loaded = decodeSaveCode(encodeSaveCode(walked('Zoë Ångström', 'seed-utf8', 20), 1));
    expect(loaded.ok && loaded.state.player.name).toBe('Zoë Ångström');
  });

  it('still loads when the code was wrapped over lines by a mail or chat program', () => {
    const code = encodeSaveCode(walked('Ada', 'seed-wrap', 40), 1);
    const wrapped = code.match(/.{1,76}/g)!.join('\r\n') + '\n';
    const loaded = decodeSaveCode(`  ${wrapped}`);
    expect(loaded.ok && loaded.state.verified).toBe(true);
  });

  it('a 10,000-action run fits in a code under 16 KB that loads verified', () => {
    const run = tenThousandActionRun();
    const code = encodeSaveCode(run, 1_700_000_000_000);
    // 12.7 KB when measured (tests/bench/codeSize.bench.ts); the plain code of the same run is 60 KB.
    expect(code.length).toBeLessThan(16 * 1024);
    const loaded = decodeSaveCode(code);
    expect(loaded.ok && loaded.state.verified).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.state.actions).toHaveLength(10_000);
    expect(digest(scoreSubmission(loaded.state))).toBe(digest(scoreSubmission(run)));
  });
});

describe('codes made before compression keep loading', () => {
  const golden = JSON.parse(readFileSync(new URL('../../fixtures/golden/v1-save-code.json', import.meta.url), 'utf8')) as {
    code: string;
    submission: string;
    finalState: string;
  };

  it('the version-1 golden code (plain base64 of JSON) loads verified, and saving it again gives a code a quarter its size', () => {
    expect(golden.code.startsWith('ey')).toBe(true);
    const loaded = decodeSaveCode(golden.code);
    expect(loaded.ok && loaded.state.verified).toBe(true);
    if (!loaded.ok) return;
    const again = encodeSaveCode(loaded.state, 1_795_435_200_000);
    expect(again.length).toBeLessThan(golden.code.length / 4);
    const reloaded = decodeSaveCode(again);
    expect(reloaded.ok && reloaded.state.verified).toBe(true);
    if (!reloaded.ok) return;
    expect(runRecord(reloaded.state).rulesVersion).toBe(1);
    expect(digest(scoreSubmission(reloaded.state))).toBe(golden.submission);
    expect(digest(replay(runRecord(reloaded.state)))).toBe(golden.finalState);
  });
});

describe('damaged or hostile compressed codes give the SPEC message', () => {
  const code = encodeSaveCode(walked('Ada', 'seed-bad', 120), 1);

  it.each([
    ['the marker alone', COMPRESSED_CODE_PREFIX],
    ['a cut code (the last 12 characters lost)', code.slice(0, -12)],
    ['a code cut in half', code.slice(0, Math.floor(code.length / 2))],
    ['plain-base64 characters inside the compressed part', `${code.slice(0, 40)}+/=${code.slice(43)}`],
    ['random letters after the marker', `${COMPRESSED_CODE_PREFIX}${'Zm9vYmFyYmF6'.repeat(20)}`],
    ['compressed text that is not JSON', compressedCodeOf('hello, dungeon')],
    ['compressed bytes that are not UTF-8', COMPRESSED_CODE_PREFIX + bytesToBase64Url(deflateSync(new Uint8Array([0xff, 0xfe, 0x7b])))],
  ])('%s: Invalid save code', (_, bad) => {
    expect(errorOf(bad)).toBe('Invalid save code');
  });

  it('a character changed in the middle never crashes the load: an error of section 5 or an unverified state', () => {
    for (let at = 10; at < code.length; at += 37) {
      const changed = code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
      const result = decodeSaveCode(changed);
      if (result.ok) expect(typeof result.state.verified).toBe('boolean');
      else expect(['Invalid save code', 'Incompatible save version', 'No game state found in save data', 'Save data is missing dungeon rooms']).toContain(result.error);
    }
  });

  it('a decompression bomb (a few KB that inflate past 4 MB) is refused without inflating it all', () => {
    const bomb = compressedCodeOf(`{"version":"1.0","gameState":{"x":"${' '.repeat(MAX_INFLATED_BYTES + 1000)}"}}`);
    expect(bomb.length).toBeLessThan(8 * 1024);
    expect(errorOf(bomb)).toBe('Invalid save code');
    expect(() => decompressText(bomb)).toThrow(/inflates past 4194304 bytes/);
  });

  it('the checks inside a compressed code are those of section 5, in order', () => {
    expect(errorOf(compressedCodeOf('{"version":"2.0","gameState":{}}'))).toBe('Incompatible save version');
    expect(errorOf(compressedCodeOf('{"version":"1.0"}'))).toBe('No game state found in save data');
    expect(errorOf(compressedCodeOf('{"version":"1.0","gameState":{"dungeon":{}}}'))).toBe('Save data is missing dungeon rooms');
    expect(errorOf(' \n ')).toBe('Empty save code');
  });
});
