// viewChanges / applyViewChanges: a spectator's stream may send what changed after each action instead of a
// whole view, and the spectator makes the same view again, byte for byte.
import { describe, expect, it } from 'vitest';
import { applyViewChanges, newGame, STEPS, viewChanges, viewOf, type GameView } from '../../../../src/engine';
import { apply } from '../../../../src/engine';
import { botRunStates } from '../../../support/engine/botRun';

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe('viewChanges', () => {
  it('a step onto an empty room sends the hero, the cells that came into or left sight, the count; nothing else', () => {
    const start = newGame('Ada', 'view-changes-move-1', 4);
    const { x, y } = start.player;
    const step = STEPS.find(({ dx, dy }) => start.dungeon.rooms[y + dy]?.[x + dx]?.type === 'empty')!;
    const moved = apply(start, { type: 'move', direction: step.direction });
    const before = viewOf(start);
    const changes = viewChanges(before, viewOf(moved));
    expect(changes.base).toBe(0);
    expect(Object.keys(changes.fields).sort()).toEqual(['actionCount', 'player']);
    expect(changes.log).toBeUndefined();
    expect(changes.dungeon).toBeUndefined();
    expect(changes.cells!.length).toBeGreaterThan(0);
    // Sight after a move is radius 2 around the new cell; the cells leaving sight were within 4 of the old one.
    for (const cell of changes.cells!) expect(Math.abs(cell.x - x) + Math.abs(cell.y - y)).toBeLessThanOrEqual(8);
    expect(JSON.stringify(applyViewChanges(before, changes))).toBe(JSON.stringify(viewOf(moved)));
  });

  it('changes made for one view do not apply to another (the spectator asks for a whole view)', () => {
    const start = newGame('Ada', 'view-changes-base', 4);
    const one = apply(start, { type: 'move', direction: 'right' });
    const two = apply(one, { type: 'move', direction: 'left' });
    expect(applyViewChanges(viewOf(start), viewChanges(viewOf(one), viewOf(two)))).toBeNull();
  });

  it('along a bot-played run of 2,500 actions, each view made again from the one before it, byte for byte', () => {
    let before: GameView | null = null;
    const sizes: number[] = [];
    const whole: number[] = [];
    let floors = 0;
    let mismatches = 0;
    const micros: number[] = [];
    for (const state of botRunStates('explorer', 'view-changes-world/view-changes-dice', 4, 2_500)) {
      const view = viewOf(state);
      if (before !== null) {
        const started = performance.now();
        const changes = viewChanges(before, view);
        micros.push((performance.now() - started) * 1000);
        if (changes.dungeon) floors++;
        const json = JSON.stringify(view);
        // Over the wire: the spectator holds the view it was sent, parsed, and applies the parsed changes.
        const sent = JSON.stringify(changes);
        const made = applyViewChanges(
          JSON.parse(JSON.stringify(before)) as GameView,
          JSON.parse(sent) as typeof changes,
        );
        if (JSON.stringify(made) !== json) mismatches++;
        sizes.push(sent.length);
        whole.push(json.length);
      }
      before = view;
    }
    console.log(
      `changes between consecutive views: median ${median(sizes)} bytes, max ${Math.max(...sizes)},`,
      `against whole views median ${median(whole)}; ${floors} new floors sent whole;`,
      `viewChanges ${median(micros).toFixed(1)} us median`,
    );
    expect(mismatches).toBe(0);
    expect(floors).toBeGreaterThanOrEqual(3);
    expect(median(sizes)).toBeLessThan(median(whole) / 5);
  });
});
