// Code-size benchmark (npm run bench:codes): save-code sizes before and after compression for the
// golden records and a 10,000-action run, encode and decode times, what a decompression bomb costs,
// and the bytes of a run record on the wire (POST /api/game-stats, GET /api/scores/:id/run) and in
// the store (text before, packed now, with pack and unpack times). Prints figures; judged against the
// 16 KB budget of a 10,000-action code, never fails.
import { gzipSync } from 'node:zlib';
import { zlibSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { decodeSaveCode, encodeSaveCode, replay, runRecord, scoreSubmission, type GameState } from '../../src/engine';
import { saveData, decodeSaveData } from '../../src/engine/save/saveCode';
import { encodeActions } from '../../src/engine/save/actionCodec';
import { bytesToBase64Url, utf8ToBase64 } from '../../src/engine/save/base64';
import { COMPRESSED_CODE_PREFIX, MAX_INFLATED_BYTES, decompressText } from '../../src/engine/save/compressedCode';
import { toGameStatsBody } from '../../src/shared/api';
import { gzipJson } from '../../src/api/gzipBody';
import { goldenVersions, readGoldenFixture } from '../../scripts/sim/goldenFixture';
import { decodeActions } from '../../src/engine/save';
import { tenThousandActionRun } from './tenThousandActions';
import { packActions, unpackActions } from '../../server/store/packedActions';

const BUDGET_BYTES = 16 * 1024;
const TIMESTAMP = 1_700_000_000_000;

function measure(repeats: number, work: () => void): { median: number; p95: number } {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) work(); // warm-up: let the JIT settle before timing
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)],
    p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))],
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
const label = (text: string) => text.padEnd(46);
const timing = (text: string, f: { median: number; p95: number }) =>
  console.log(`${label(text)} median ${f.median.toFixed(3).padStart(8)} ms  p95 ${f.p95.toFixed(3).padStart(8)} ms`);
/** The code as it was made before compression: base64 of the UTF-8 JSON. */
const plainCode = (state: GameState) => utf8ToBase64(JSON.stringify(saveData(state, TIMESTAMP)));

console.log('== save codes of the golden records (plain base64 of JSON -> compressed)');
for (const version of goldenVersions()) {
  const rows = readGoldenFixture(version).runs.map((run) => {
    const state = replay({
      rulesVersion: version,
      seed: run.seed,
      name: run.name,
      actions: decodeActions(run.actions, 1_000_000)!,
    });
    return { steps: run.steps, plain: plainCode(state).length, packed: encodeSaveCode(state, TIMESTAMP).length };
  });
  for (const steps of [...new Set(rows.map((r) => r.steps))].sort((a, b) => a - b)) {
    const same = rows.filter((r) => r.steps === steps);
    const mean = (pick: (r: (typeof rows)[number]) => number) =>
      same.reduce((sum, r) => sum + pick(r), 0) / same.length;
    console.log(
      `${label(`v${version}, ${same.length} run(s) of ${steps} actions (mean)`)} ${kb(mean((r) => r.plain))} -> ${kb(mean((r) => r.packed))}  (${((100 * mean((r) => r.packed)) / mean((r) => r.plain)).toFixed(0)}%)`,
    );
  }
}
const golden = JSON.parse(readFileSync(new URL('../fixtures/golden/v1-save-code.json', import.meta.url), 'utf8')) as {
  code: string;
};
const goldenLoaded = decodeSaveCode(golden.code);
if (goldenLoaded.ok) {
  console.log(
    `${label('v1 golden save code, saved again')} ${kb(golden.code.length)} -> ${kb(encodeSaveCode(goldenLoaded.state, TIMESTAMP).length)}`,
  );
}
timing(
  'decode the v1 golden code (plain form, full)',
  measure(20, () => decodeSaveCode(golden.code)),
);

console.log('\n== a 10,000-action run');
const run = tenThousandActionRun();
const json = JSON.stringify(saveData(run, TIMESTAMP));
const code = encodeSaveCode(run, TIMESTAMP);
console.log(`run: ${run.actions.length} actions, dungeon level ${run.dungeon.level}, hero level ${run.player.level}`);
console.log(`${label('save JSON (UTF-8)')} ${kb(json.length)}`);
console.log(`${label('plain code (before)')} ${kb(plainCode(run).length)}`);
const verdict = code.length < BUDGET_BYTES ? 'within budget' : 'OVER BUDGET';
console.log(`${label('compressed code (now)')} ${kb(code.length)}  (budget 16 KB: ${verdict})`);
timing(
  'encode (JSON + zlib + base64url)',
  measure(30, () => encodeSaveCode(run, TIMESTAMP)),
);
timing(
  'decode: inflate + JSON.parse',
  measure(50, () => JSON.parse(decompressText(code))),
);
timing(
  'decode: + section 5 checks (no replay)',
  measure(50, () => decodeSaveData({ ...JSON.parse(decompressText(code)), run: undefined })),
);
timing(
  'decode: full, with replay verification',
  measure(20, () => decodeSaveCode(code)),
);
const loaded = decodeSaveCode(code);
console.log(`decoded verified: ${loaded.ok && loaded.state.verified}`);

console.log('\n== hostile codes');
const bombText = `{"version":"1.0","gameState":{"x":"${' '.repeat(64 * 1024 * 1024)}"}}`;
const bomb = COMPRESSED_CODE_PREFIX + bytesToBase64Url(zlibSync(new TextEncoder().encode(bombText), { level: 9 }));
console.log(`${label('bomb: 64 MB of JSON deflated')} ${kb(bomb.length)}, cap ${MAX_INFLATED_BYTES / 1024 / 1024} MB`);
timing(
  'refuse the bomb (Invalid save code)',
  measure(10, () => decodeSaveCode(bomb)),
);
const cut = code.slice(0, -20);
timing(
  'refuse a cut 10,000-action code',
  measure(20, () => decodeSaveCode(cut)),
);

console.log('\n== the run record on the wire and in the store (10,000 actions)');
const record = runRecord(run);
const submission = { ...scoreSubmission(run), isPremium: false, run: record };
const objectsBody = JSON.stringify(submission);
const compactBody = JSON.stringify(toGameStatsBody(submission));
console.log(`${label('POST game-stats, action objects (no longer read)')} ${kb(objectsBody.length)}`);
console.log(`${label('POST game-stats, compact log (before)')} ${kb(compactBody.length)}`);
console.log(`${label('POST game-stats, compact log, gzip (now)')} ${kb(gzipJson(toGameStatsBody(submission)).length)}`);
const served = {
  id: 'x',
  playerName: 'Sim',
  rulesVersion: record.rulesVersion,
  seed: record.seed,
  name: record.name,
  figures: {},
};
const fullRun = JSON.stringify({ ...served, actions: record.actions });
const compactRun = JSON.stringify({ ...served, actions: encodeActions(record.actions) });
console.log(`${label('GET run (full form): plain -> gzip')} ${kb(fullRun.length)} -> ${kb(gzipSync(fullRun).length)}`);
console.log(
  `${label('GET run ?compact=1: plain -> gzip')} ${kb(compactRun.length)} -> ${kb(gzipSync(compactRun).length)}`,
);
const storedLog = encodeActions(record.actions);
const perAction = (bytes: number) => `(${bytes} bytes, ${(bytes / record.actions.length).toFixed(2)} an action)`;
const packedLog = packActions(storedLog);
console.log(
  `${label('stored per entry: compact log text (before)')} ${kb(storedLog.length)}  ${perAction(storedLog.length)}`,
);
console.log(`${label('stored per entry: packed log (now)')} ${kb(packedLog.length)}  ${perAction(packedLog.length)}`);
const level9 = zlibSync(new TextEncoder().encode(storedLog), { level: 9 }).length;
console.log(`${label('  the same log at zlib level 9 (not chosen)')} ${kb(level9)}  ${perAction(level9)}`);
timing(
  'pack the log (insert)',
  measure(50, () => packActions(storedLog)),
);
timing(
  'unpack the log (GET run, extension check)',
  measure(50, () => unpackActions(packedLog)),
);
timing(
  '  at zlib level 9 (not chosen)',
  measure(50, () => zlibSync(new TextEncoder().encode(storedLog), { level: 9 })),
);
timing(
  'gzip a submission body (client)',
  measure(30, () => gzipJson(toGameStatsBody(submission))),
);
