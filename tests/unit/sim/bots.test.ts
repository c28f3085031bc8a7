// The simulator's bots and report: the same seed and bot always give the same run, and the tables
// put the bots side by side with the exact figures of their runs.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine';
import { BOTS, CAREFUL_BOTS } from '../../../scripts/sim/bots';
import {
  actionMillis,
  AUTO_EXPLORE_MS,
  FIGHT_DECISION_MS,
  MONSTER_TURN_MS,
  OTHER_MOVE_MS,
} from '../../../scripts/sim/pace';
import { formatReport, metCell } from '../../../scripts/sim/report';
import { playRun, summary } from '../../../scripts/sim/run';
import { deathRates, wilsonInterval } from '../../../scripts/sim/stats';
import { targetFigures, targetRows } from '../../../scripts/sim/targets';
import { runSummary as run } from '../../support/sim/runSummary';

describe('bots', () => {
  it.each(Object.keys(BOTS))('%s plays the same run twice from the same seed', (name) => {
    const a = playRun('bots-test-1', BOTS[name], 1500, 2);
    const b = playRun('bots-test-1', BOTS[name], 1500, 2);
    expect(b.final.actions).toEqual(a.final.actions);
    expect(summary(b)).toEqual(summary(a));
    expect(a.steps).toBeGreaterThan(50);
  });

  it('the seven bots play differently; three of them are the careful ones', () => {
    const runs = Object.keys(BOTS)
      .map((name) => playRun('bots-test-2', BOTS[name], 1500, 2).final.actions)
      .map((a) => JSON.stringify(a));
    expect(Object.keys(BOTS)).toEqual(['newcomer', 'diver', 'explorer', 'reckless', 'informed', 'patient', 'victor']);
    expect(new Set(runs).size).toBe(7);
    expect(CAREFUL_BOTS).toEqual(['newcomer', 'diver', 'explorer']);
  });

  it('the reckless bot rests only below 20% health', () => {
    const state = newGame('Sim', 'reckless-rest');
    const tired = { ...state, player: { ...state.player, health: 25, stamina: 0 } };
    expect(BOTS.reckless(tired, { level: 1, stepsOnLevel: 0, stoodOn: new Set() }).type).not.toBe('rest');
    const low = { ...state, player: { ...state.player, health: 19 } };
    expect(BOTS.reckless(low, { level: 1, stepsOnLevel: 0, stoodOn: new Set() })).toEqual({ type: 'rest' });
  });
});

describe('pace', () => {
  it('auto-explore steps 150 ms, other moves 400 ms, a fight turn 0.6 s to decide and 1.5 s for the monster', () => {
    const state = newGame('Sim', 'pace');
    expect([AUTO_EXPLORE_MS, OTHER_MOVE_MS, FIGHT_DECISION_MS, MONSTER_TURN_MS]).toEqual([150, 400, 600, 1500]);
    expect(actionMillis(state, { type: 'rest' })).toBe(400);
    expect(actionMillis(state, { type: 'monsterTurn' })).toBe(1500);
    const fighting = {
      ...state,
      combat: {
        active: true,
        turn: 'player' as const,
        monster: { ...state.dungeon.rooms[1][1]!, id: 'm', name: 'Rat' } as never,
      },
    };
    expect(actionMillis(fighting, { type: 'attack' })).toBe(600);
    const run = playRun('pace-run', BOTS.newcomer, 300, 1);
    expect(run.minutes).toBeGreaterThan(0);
    expect(run.minutes).toBeLessThan((300 * 1.5) / 60);
  });
});

describe('report', () => {
  const a = [
    run({
      depth: 2,
      died: true,
      end: 'Rat',
      fatal: { word: 'deadly', expectedLost: true, avoidable: false, brokeRest: false },
      score: 300,
      rests: [0, 2, 1],
      floorScores: [0, 250],
      met: { 1: { Goblin: 3, Rat: 1 }, 2: { Rat: 2 } },
      words: { 1: { trivial: 4 }, 2: { trivial: 1, deadly: 1 } },
    }),
    run({
      depth: 3,
      end: 'cleared floor 3',
      score: 900,
      rests: [0, 4, 3, 1],
      floorScores: [0, 350, 600, 900],
      met: { 1: { Goblin: 2 } },
      words: { 1: { trivial: 1, fair: 1 }, 12: { dangerous: 2 } },
    }),
  ];
  const b = [
    run({
      depth: 1,
      died: true,
      end: 'Goblin',
      fatal: { word: 'fair', expectedLost: false, avoidable: true, brokeRest: true },
      score: 40,
      rests: [0, 1],
      met: { 1: { Goblin: 1 } },
      checkpoints: { 10: { level: 12, topStat: 14 } },
    }),
  ];
  const text = formatReport([
    { bot: 'careful', runs: a },
    { bot: 'bold', runs: b },
  ]);

  it('prints one column per bot in every table, floors 1-15 at least', () => {
    expect(text).toContain('| depth reached | careful | bold |');
    expect(text).toMatch(/\| 15 +\| +- \| +- \|/);
    expect(text).not.toMatch(/\| 16 +\|/);
  });

  it('prints deaths per floor as reaching / deaths / rate, floors without deaths merged into one row', () => {
    expect(text).toMatch(/\| 1 +\| +2 \/ 0 \/ 0\.0% \| +1 \/ 1 \/ 100\.0% \|/);
    expect(text).toMatch(/\| 2 +\| +2 \/ 1 \/ 50\.0% \| +- \|/);
    expect(text).toMatch(/\| 3-15 +\| +1 \/ 0 \/ 0\.0% \| +- \|/);
  });

  it('prints mean rests, median score when leaving a floor, causes of end, checkpoints and the target figures', () => {
    expect(text).toMatch(/\| 1 +\| +3\.00 \| +1\.00 \|/);
    expect(text).toMatch(/\| 2 +\| +600 \| +- \|/);
    expect(text).toMatch(/\| Rat +\| +1 \| +0 \|/);
    expect(text).toMatch(/\| 10 +\| +- \| +12 \/ 14 \(1\) \|/);
    expect(text).toMatch(/\| ended by death or victory +\| +50% \| +100% \|/);
    expect(text).not.toContain('Monsters met per floor');
    expect(metCell(a, 1)).toBe('Goblin 5, Rat 1');
    expect(formatReport([{ bot: 'careful', runs: a }], { met: true })).toContain('Monsters met per floor');
  });

  it('prints how the fights that killed looked as the hero walked in, and the deadliest monster', () => {
    expect(text).toMatch(/\| word shown: deadly +\| +100% \| +0% \|/);
    expect(text).toMatch(/\| word shown: fair +\| +0% \| +100% \|/);
    expect(text).toMatch(/\| expected lost, no other way +\| +100% \| +0% \|/);
    expect(text).toMatch(/\| begun by a broken rest +\| +0% \| +100% \|/);
    expect(text).toMatch(/\| top killer +\| +Rat 100% \| +Goblin 100% \|/);
  });
  it('prints the words of the fights begun per band of floors, with how many fights', () => {
    // careful: floors 1-10 hold 6 trivial, 1 fair, 1 deadly; floor 12 two dangerous. bold began none.
    expect(text).toMatch(/\| floors 1-10: fair \/ dangerous \/ deadly +\| 12\.5% \/ 0\.0% \/ 12\.5% of 8 \| +- \|/);
    expect(text).toMatch(/\| floors 11-30: fair \/ dangerous \/ deadly +\| 0\.0% \/ 100\.0% \/ 0\.0% of 2 \| +- \|/);
    expect(text).toMatch(/\| floors 61-100: fair \/ dangerous \/ deadly +\| +- \| +- \|/);
  });
});

describe('target figures', () => {
  it('death rates count the runs reaching a floor and the deaths on it', () => {
    const runs = [run({ depth: 3, died: true }), run({ depth: 3 }), run({ depth: 1, died: true })];
    expect(deathRates(runs, 3)).toEqual([
      { reached: 3, died: 1, rate: 33.3 },
      { reached: 2, died: 0, rate: 0 },
      { reached: 2, died: 1, rate: 50 },
    ]);
  });

  it('works out the target figures of a set of runs', () => {
    const runs = [
      run({ depth: 2, died: true, characterLevel: 10, steps: 100, minutes: 2, score: 50 }),
      run({ depth: 12, died: true, characterLevel: 100, steps: 3000, minutes: 30, score: 900 }),
      run({ depth: 40, end: 'step cap', characterLevel: 500, steps: 25000, minutes: 250, score: 5000 }),
      run({ depth: 100, end: 'victory', characterLevel: 900, steps: 20000, minutes: 200, score: 9000 }),
    ];
    const figures = targetFigures(runs);
    expect(figures).toMatchObject({
      runs: 4,
      ended: 75,
      medianDeathDepth: 12,
      reachedBottom: 25,
      diedEarly: 25,
      diedBy10: 1,
      diedBy30: 2,
      won: 1,
      medianDepth: 40,
      medianLevel: 500,
      medianActions: 20000,
      medianMinutes: 200,
      medianScore: 5000,
      scoreFallsAt: null,
      worstFloor: null,
    });
    expect(figures.bands).toEqual([null, null, null]);
    expect(targetRows([figures]).find((row) => row[0] === 'died on floors 1-10 (95% interval)')).toEqual([
      'died on floors 1-10 (95% interval)',
      '25% (4.6-69.9)',
    ]);
    // 0 of 40 is no proof of 0%: up to 8.8% is as likely.
    expect(wilsonInterval(0, 40)).toEqual([0, 8.8]);
    expect(wilsonInterval(1, 40)).toEqual([0.4, 12.9]);
  });
});
