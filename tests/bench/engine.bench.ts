// Engine benchmark (npm run bench): prints figures against the budgets below; never fails on speed.
// Replay of a 10,000-action run <= 50 ms; level generation <= 1 ms; save code of a 10,000-action
// run <= 64 KB, encoded and decoded in <= 20 ms each. Median and p95 over repeated runs.
import { apply, replay, runRecord, rulesOf, RULES_VERSION } from '../../src/engine';
import { generateLevel } from '../../src/engine/dungeon/generateLevel';
import { createDice } from '../../src/engine/rng/dice';
import { seedRng } from '../../src/engine/rng/sfc32';
import { decodeSaveCode, encodeSaveCode } from '../../src/engine/save';
import { decodeSaveData } from '../../src/engine/save/saveCode';
import { decompressText } from '../../src/engine/save/compressedCode';
import type { GameState } from '../../src/engine/types';
import { explorer } from '../../scripts/sim/explorer';
import { playRun } from '../../scripts/sim/run';

const ACTIONS = 10_000;

function measure(repeats: number, work: (i: number) => void): { median: number; p95: number } {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) work(i); // warm-up: let the JIT settle before timing
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    work(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)],
    p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))],
  };
}

function line(label: string, figures: { median: number; p95: number }, budget: number, unit = 'ms'): void {
  const verdict = figures.p95 <= budget ? 'within budget' : 'OVER BUDGET';
  console.log(
    `${label.padEnd(40)} median ${figures.median.toFixed(3).padStart(9)} ${unit}  p95 ${figures.p95.toFixed(3).padStart(9)} ${unit}  (budget ${budget} ${unit}: ${verdict})`,
  );
}

/** A real 10,000-action run: the explorer bot's, padded with moves if the hero fell early. */
function tenThousandActionRun(): GameState {
  let state = playRun('bench-1', explorer, ACTIONS).final;
  const directions = ['up', 'right', 'down', 'left'] as const;
  for (let i = state.actions.length; i < ACTIONS; i++)
    state = apply(state, { type: 'move', direction: directions[i % 4] });
  return state;
}

const run = tenThousandActionRun();
const record = runRecord(run);
console.log(
  `run: ${record.actions.length} actions, dungeon level ${run.dungeon.level}, hero level ${run.player.level}`,
);

line(
  'replay 10,000 actions',
  measure(30, () => replay(record)),
  50,
);
// What one key press costs the UI late in a run: apply copies the action log (the previous state stays untouched).
for (const length of [2_000, ACTIONS]) {
  const at = length === ACTIONS ? run : replay({ ...record, actions: record.actions.slice(0, length) });
  const f = measure(2000, () => apply(at, { type: 'rest' }));
  console.log(
    `${`apply one action at ${length.toLocaleString('en')} actions`.padEnd(40)} median ${(f.median * 1000).toFixed(1).padStart(9)} us  p95 ${(f.p95 * 1000).toFixed(1).padStart(9)} us`,
  );
}
line(
  'generate a level (levels 1-100)',
  measure(2000, (i) =>
    generateLevel((i % 100) + 1, createDice(seedRng(`bench-${i}`)), 1, rulesOf({ rulesVersion: RULES_VERSION })),
  ),
  1,
);

const code = encodeSaveCode(run, 1_700_000_000_000);
const kb = code.length / 1024;
console.log(
  `${'save code size, 10,000 actions'.padEnd(40)} ${kb.toFixed(1)} KB (budget 64 KB: ${kb <= 64 ? 'within budget' : 'OVER BUDGET'})`,
);
line(
  'encode save code',
  measure(50, () => encodeSaveCode(run, 1)),
  20,
);
line(
  'decode save code (parse + checks)',
  measure(50, () => decodeSaveData({ ...JSON.parse(decompressText(code)), run: undefined })),
  20,
);
line(
  'decode save code (+ replay verification)',
  measure(30, () => decodeSaveCode(code)),
  20,
);
const decoded = decodeSaveCode(code);
console.log(`decoded verified: ${decoded.ok && decoded.state.verified}`);
