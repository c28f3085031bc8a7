// Replay viewer seek time on a 10,000-action run: building the keyframed timeline once, then random
// seeks (scrubber, floor jumps) and single steps back, as the viewer does them. Also the run's
// stored size (compact log). Run: npx tsx tests/bench/replaySeek.bench.ts
import { decodeActions, encodeActions } from '../../src/engine/save/actionCodec';
import golden from '../fixtures/golden/v2.json';
import { runRecord } from '../../src/engine';
import { Timeline } from '../../src/ui/replay/timeline';
import { padRun, playRun } from '../support/engine/runs';
import { seededRandom } from '../support/random';

const ACTIONS = 10_000;
const played = playRun('Bench', 'bench-seed', ACTIONS);
const liveActions = played.actions.length;
const record = runRecord(padRun(played, ACTIONS));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const built = performance.now();
const timeline = new Timeline(record);
const buildMs = performance.now() - built;

const random = seededRandom(12345);
const seeks: number[] = [];
for (let i = 0; i < 1000; i++) {
  const at = Math.floor(random() * (ACTIONS + 1));
  const t = performance.now();
  timeline.stateAt(at);
  seeks.push(performance.now() - t);
}
// The worst seek: 127 steps past a keyframe, each time from another keyframe.
const worst: number[] = [];
for (let k = 0; k < 70; k++) {
  const t = performance.now();
  timeline.stateAt(((k * 37) % 78) * 128 + 127);
  worst.push(performance.now() - t);
}
worst.sort((a, b) => a - b);
const backs: number[] = [];
for (let at = ACTIONS; at > ACTIONS - 300; at--) {
  const t = performance.now();
  timeline.stateAt(at - 1);
  backs.push(performance.now() - t);
}
seeks.sort((a, b) => a - b);
backs.sort((a, b) => a - b);
const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
console.log(
  `run: ${ACTIONS} actions (${liveActions} played, the rest refused moves after the run ended), ${timeline.floors.length} floors`,
);
console.log(`timeline build (one replay + keyframes): ${fmt(buildMs)}`);
console.log(
  `random seek: p50 ${fmt(percentile(seeks, 0.5))}, p95 ${fmt(percentile(seeks, 0.95))}, max ${fmt(seeks[seeks.length - 1])}`,
);
console.log(
  `worst-case seek (127 steps from a keyframe): p50 ${fmt(percentile(worst, 0.5))}, p95 ${fmt(percentile(worst, 0.95))}`,
);
console.log(
  `step back: p50 ${fmt(percentile(backs, 0.5))}, p95 ${fmt(percentile(backs, 0.95))}, max ${fmt(backs[backs.length - 1])}`,
);
console.log(
  `stored log: ${encodeActions(record.actions).length} bytes (compact), ${JSON.stringify(record.actions).length} bytes as action objects`,
);

// A bot run with fights, items and five floors, for comparison.
const bot = golden.runs.find((r) => r.seed === 'golden-9')!;
const botRecord = {
  rulesVersion: golden.rulesVersion,
  seed: bot.seed,
  name: bot.name,
  actions: decodeActions(bot.actions, 100_000)!,
};
const botBuilt = performance.now();
const botTimeline = new Timeline(botRecord);
const botBuildMs = performance.now() - botBuilt;
const botSeeks: number[] = [];
for (let i = 0; i < 1000; i++) {
  const t = performance.now();
  botTimeline.stateAt(Math.floor(random() * (botTimeline.total + 1)));
  botSeeks.push(performance.now() - t);
}
botSeeks.sort((a, b) => a - b);
console.log(
  `bot run golden-9: ${botTimeline.total} actions, ${botTimeline.floors.length} floors, build ${fmt(botBuildMs)}, ` +
    `random seek p50 ${fmt(percentile(botSeeks, 0.5))}, p95 ${fmt(percentile(botSeeks, 0.95))}, stored log ${bot.actions.length} bytes`,
);
