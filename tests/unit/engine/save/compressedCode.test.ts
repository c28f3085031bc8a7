// Compressed save codes: short enough to copy by hand, every code made before them still loads,
// and a damaged or hostile code gives the message 'Invalid save code'.
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  apply,
  decodeSaveCode,
  encodeSaveCode,
  newGame,
  replay,
  runRecord,
  sameRun,
  scoreSubmission,
} from '../../../../src/engine';
import { base64UrlToBytes, bytesToBase64Url } from '../../../../src/engine/save/base64';
import { adler32 } from '../../../../src/engine/save/adler32';
import { COMPRESSED_CODE_PREFIX, MAX_INFLATED_BYTES, decompressText } from '../../../../src/engine/save/compressedCode';
import type { GameState } from '../../../../src/engine/types';
import { digest } from '../../../../scripts/sim/digest';
import { tenThousandActionRun } from '../../../bench/tenThousandActions';

const errorOf = (code: string) => {
  const result = decodeSaveCode(code);
  return result.ok ? null : result.error;
};

/** A compressed code around any text, as a hostile or careless sender could make one. */
const compressedCodeOf = (text: string) =>
  COMPRESSED_CODE_PREFIX + bytesToBase64Url(zlibSync(new TextEncoder().encode(text)));

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

  it('is standard zlib inside (any zlib reads it back to the save JSON)', () => {
    const code = encodeSaveCode(walked('Ada', 'seed-std', 30), 1);
    const json = inflateSync(base64UrlToBytes(code.slice(COMPRESSED_CODE_PREFIX.length))).toString('utf8');
    expect(JSON.parse(json)).toMatchObject({ version: '1.0', timestamp: 1, run: { name: 'Ada', seed: 'seed-std' } });
    expect(decompressText(code)).toBe(json);
  });

  it('checks the Adler-32 checksum zlib ends with (RFC 1950 example values)', () => {
    expect(adler32(new TextEncoder().encode('Wikipedia'))).toBe(0x11e60398);
    expect(adler32(new Uint8Array(0))).toBe(1);
    expect(adler32(new Uint8Array(100_000).fill(255))).toBe(0x149a302c);
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
  const golden = JSON.parse(
    readFileSync(new URL('../../../fixtures/golden/v1-save-code.json', import.meta.url), 'utf8'),
  ) as {
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

/** The code with the last byte of its checksum changed. */
function wrongChecksum(code: string): string {
  const bytes = base64UrlToBytes(code.slice(COMPRESSED_CODE_PREFIX.length));
  bytes[bytes.length - 1] ^= 1;
  return COMPRESSED_CODE_PREFIX + bytesToBase64Url(bytes);
}

describe('damaged or hostile compressed codes give "Invalid save code"', () => {
  const code = encodeSaveCode(walked('Ada', 'seed-bad', 120), 1);

  it.each([
    ['the marker alone', COMPRESSED_CODE_PREFIX],
    ['a cut code (the last 12 characters lost)', code.slice(0, -12)],
    ['a code cut in half', code.slice(0, Math.floor(code.length / 2))],
    ['plain-base64 characters inside the compressed part', `${code.slice(0, 40)}+/=${code.slice(43)}`],
    ['random letters after the marker', `${COMPRESSED_CODE_PREFIX}${'Zm9vYmFyYmF6'.repeat(20)}`],
    ['compressed text that is not JSON', compressedCodeOf('hello, dungeon')],
    [
      'compressed bytes that are not UTF-8',
      COMPRESSED_CODE_PREFIX + bytesToBase64Url(zlibSync(new Uint8Array([0xff, 0xfe, 0x7b]))),
    ],
    [
      'a raw deflate stream without the zlib frame',
      COMPRESSED_CODE_PREFIX + bytesToBase64Url(zlibSync(new TextEncoder().encode('{}')).subarray(2)),
    ],
    ['a wrong checksum', wrongChecksum(code)],
  ])('%s: Invalid save code', (_, bad) => {
    expect(errorOf(bad)).toBe('Invalid save code');
  });

  it('any one character mistyped gives Invalid save code, never a quietly different game (the checksum)', () => {
    const original = decompressText(code);
    let refused = 0;
    let tried = 0;
    // Every third character keeps the test quick; all three byte positions of base64 are still covered.
    for (let at = COMPRESSED_CODE_PREFIX.length; at < code.length; at += 3) {
      tried++;
      const changed = code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
      const error = errorOf(changed);
      if (error === null) {
        // A few bits decode to nothing (base64 padding, unused Huffman lengths): then it is the same save.
        expect(decompressText(changed), `character ${at}`).toBe(original);
      } else {
        expect(error, `character ${at}`).toBe('Invalid save code');
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(tried * 0.95);
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
    expect(errorOf(compressedCodeOf('{"version":"1.0","gameState":{"dungeon":{}}}'))).toBe(
      'Save data is missing dungeon rooms',
    );
    expect(errorOf(' \n ')).toBe('Empty save code');
  });
});
