// The simulator's bots and report: the same seed and bot always give the same run, and the tables
// put the bots side by side with the exact figures of their runs.
import { describe, expect, it } from 'vitest';
import { BOTS } from '../../../scripts/sim/bots';
import { formatReport, metCell } from '../../../scripts/sim/report';
import { playRun, summary, type RunSummary } from '../../../scripts/sim/run';

describe('bots', () => {
  it.each(Object.keys(BOTS))('%s plays the same run twice from the same seed', (name) => {
    const a = playRun('bots-test-1', BOTS[name], 1500, 2);
    const b = playRun('bots-test-1', BOTS[name], 1500, 2);
    expect(b.final.actions).toEqual(a.final.actions);
    expect(summary(b)).toEqual(summary(a));
    expect(a.steps).toBeGreaterThan(50);
  });

  it('the three bots play differently', () => {
    const runs = ['newcomer', 'diver', 'explorer'].map(
      (name) => playRun('bots-test-2', BOTS[name], 1500, 2).final.actions.length,
    );
    expect(new Set(runs).size).toBe(3);
  });
});

function run(over: Partial<RunSummary>): RunSummary {
  return {
    seed: 's',
    depth: 1,
    characterLevel: 1,
    score: 0,
    steps: 10,
    end: 'step cap',
    died: false,
    rests: [],
    floorScores: [],
    met: {},
    ...over,
  };
}

describe('report', () => {
  const a = [
    run({
      depth: 2,
      died: true,
      end: 'Rat',
      score: 300,
      rests: [0, 2, 1],
      floorScores: [0, 250],
      met: { 1: { Goblin: 3, Rat: 1 }, 2: { Rat: 2 } },
    }),
    run({
      depth: 3,
      end: 'cleared floor 3',
      score: 900,
      rests: [0, 4, 3, 1],
      floorScores: [0, 350, 600, 900],
      met: { 1: { Goblin: 2 } },
    }),
  ];
  const b = [run({ depth: 1, died: true, end: 'Goblin', score: 40, rests: [0, 1], met: { 1: { Goblin: 1 } } })];
  const text = formatReport([
    { bot: 'careful', runs: a },
    { bot: 'bold', runs: b },
  ]);

  it('prints one column per bot in every table, floors 1-15 at least', () => {
    expect(text).toContain('| depth reached | careful | bold |');
    expect(text).toMatch(/\| 15 +\| +- \| +- \|/);
    expect(text).not.toMatch(/\| 16 +\|/);
  });

  it('prints deaths per floor as reaching / deaths / rate', () => {
    expect(text).toMatch(/\| 1 +\| +2 \/ 0 \/ 0\.0% \| +1 \/ 1 \/ 100\.0% \|/);
    expect(text).toMatch(/\| 2 +\| +2 \/ 1 \/ 50\.0% \| +- \|/);
    expect(text).toMatch(/\| 3 +\| +1 \/ 0 \/ 0\.0% \| +- \|/);
  });

  it('prints mean rests, median score when leaving a floor, causes of end and monsters met', () => {
    expect(text).toMatch(/\| 1 +\| +3\.00 \| +1\.00 \|/);
    expect(text).toMatch(/\| 2 +\| +600 \| +- \|/);
    expect(text).toMatch(/\| Rat +\| +1 \| +0 \|/);
    expect(metCell(a, 1)).toBe('Goblin 5, Rat 1');
  });
});
