// The replay viewer's positions: every one equals replaying the run's first actions, and floors are found.
import { describe, expect, it } from 'vitest';
import { replay, type GameState } from '../../../../src/engine';
import { Timeline } from '../../../../src/ui/replay/timeline';
import { decodeActions } from '../../../../src/engine/save/actionCodec';
import golden from '../../../fixtures/golden/v2.json';

const shown = (s: GameState) => ({
  player: s.player,
  dungeon: s.dungeon,
  log: s.log,
  combat: s.combat,
  score: s.score,
  inventory: s.inventory,
});

describe('replay timeline', () => {
  // A recorded bot run that goes down five floors.
  const run = golden.runs.find((r) => r.seed === 'golden-3')!;
  const record = {
    rulesVersion: golden.rulesVersion,
    seed: run.seed,
    name: run.name,
    actions: decodeActions(run.actions, 100_000)!,
  };
  const timeline = new Timeline(record, 50);
  const expected = (i: number) => shown(replay({ ...record, actions: record.actions.slice(0, i) }));

  it('shows at each position exactly the state of a replay of that many actions, going forward, back or jumping', () => {
    expect(timeline.total).toBe(record.actions.length);
    for (const i of [
      0,
      1,
      49,
      50,
      51,
      333,
      332,
      12,
      record.actions.length,
      record.actions.length - 1,
      100,
      2500,
      2499,
    ]) {
      expect(shown(timeline.stateAt(i))).toEqual(expected(i));
    }
  });

  it('lists where each floor begins, starting with floor 1 at position 0', () => {
    expect(timeline.floors.map((f) => f.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(timeline.floors[0]).toEqual({ level: 1, index: 0 });
    for (const floor of timeline.floors.slice(1)) {
      expect(timeline.stateAt(floor.index).dungeon.level).toBe(floor.level);
      expect(timeline.stateAt(floor.index - 1).dungeon.level).toBe(floor.level - 1);
    }
    expect(timeline.floorAt(timeline.total)).toBe(timeline.stateAt(timeline.total).dungeon.level);
  });
});
