import { describe, expect, it } from 'vitest';
import { carveMaze, gridFromAscii, gridToAscii } from '../../../../src/engine/dungeon/carveMaze';
import { bfsDistances, findExit } from '../../../../src/engine/dungeon/findExit';
import { generateLevel } from '../../../../src/engine/dungeon/generateLevel';
import { createDice } from '../../../../src/engine/rng/dice';
import { seedRng } from '../../../../src/engine/rng/sfc32';
import type { Dungeon, Room } from '../../../../src/engine/types';
import { RULES_VERSION, rulesFor } from '../../../../src/engine/versions/profiles';
import { drawLayout } from '../../../support/engine/helpers';

const CURRENT = rulesFor(RULES_VERSION)!;

const level1 = (seed: string) => generateLevel(1, createDice(seedRng(seed)), 1, CURRENT).dungeon;
const openRooms = (d: Dungeon) => d.rooms.flat().filter((r): r is Room => r !== null);

function connectedFromStart(d: Dungeon): number {
  const seen = new Set<string>(['1,1']);
  const queue: [number, number][] = [[1, 1]];
  while (queue.length) {
    const [x, y] = queue.pop()!;
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ]) {
      if (d.rooms[ny]?.[nx] && !seen.has(`${nx},${ny}`)) {
        seen.add(`${nx},${ny}`);
        queue.push([nx, ny]);
      }
    }
  }
  return seen.size;
}

describe('maze carving (recursive backtracker on odd cells)', () => {
  it('carves every odd cell of a 25x15 grid into one perfect maze (84 cells + 83 passages)', () => {
    const grid = carveMaze(25, 15, createDice(seedRng('maze')));
    const lines = gridToAscii(grid);
    expect(lines).toHaveLength(15);
    expect(lines[0]).toBe('#'.repeat(25));
    expect(lines[14]).toBe('#'.repeat(25));
    for (let y = 1; y < 15; y += 2) for (let x = 1; x < 25; x += 2) expect(lines[y][x]).toBe('.');
    for (let y = 0; y < 15; y += 2) for (let x = 0; x < 25; x += 2) expect(lines[y][x]).toBe('#');
    expect(lines.join('').split('.').length - 1).toBe(167);
  });

  it('is the same maze for the same seed and another for another seed', () => {
    const a = gridToAscii(carveMaze(25, 15, createDice(seedRng('one'))));
    expect(gridToAscii(carveMaze(25, 15, createDice(seedRng('one'))))).toEqual(a);
    expect(gridToAscii(carveMaze(25, 15, createDice(seedRng('two'))))).not.toEqual(a);
  });

  it('handles a large grid without recursion limits', () => {
    const grid = carveMaze(401, 401, createDice(seedRng('big')));
    const dist = bfsDistances(grid, 1, 1);
    expect(dist[399 * 401 + 399]).toBeGreaterThan(0);
  });
});

describe('exit placement', () => {
  it('is the farthest reachable cell by BFS', () => {
    const grid = gridFromAscii(['#######', '#.....#', '#.###.#', '#.#...#', '#######']);
    expect(findExit(grid, 1, 1)).toEqual({ x: 3, y: 3, fallback: false });
  });

  it('falls back to the bottom-right border cell when nothing else is reachable', () => {
    const grid = gridFromAscii(['#####', '#.#.#', '#####']);
    expect(findExit(grid, 1, 1)).toEqual({ x: 3, y: 1, fallback: true });
  });
});

describe('level generation', () => {
  it('gives a 25x15 level 1 with start (1,1) empty and seen, and a pinned layout for a known seed', () => {
    const d = level1('pinned');
    expect([d.width, d.height, d.level, d.exitFound]).toEqual([25, 15, 1, false]);
    expect(d.rooms[1][1]).toMatchObject({ type: 'empty', explored: true, visible: true });
    expect(d.rooms[1][1]?.content).toBeUndefined();
    expect(drawLayout(d)).toEqual([
      '#########################',
      '#.#.M.$.#M$...#M..M$M.$.#',
      '#$#####.#M#M#M#.#.#$#####',
      '#.#$..M.M$#.#$#M#M#..$.M#',
      '#$#.#M#$#.#.###M#.#####.#',
      '#$..#.#$..#....M.$MM....#',
      '#####M#M###############.#',
      '#M#$M.#M#M&...M..M.$#$$.#',
      '#M#.#.#M#.#########$#M###',
      '#.$.#$.M#.$M$$$.MM#$#.M.#',
      '#.#######.#$#####M#$###$#',
      '#M....#.M.#MM$$.#.#EM.#.#',
      '#####.#.###M###M#####M#.#',
      '#M..M$..#$.M?..MM.M..MM.#',
      '#########################',
    ]);
  });

  it('reveals radius 4 at level start: dx^2+dy^2 <= 20 visible and explored, nothing farther', () => {
    const d = level1('sight');
    for (const room of openRooms(d)) {
      const dx = room.x - 1;
      const dy = room.y - 1;
      const inside = dx * dx + dy * dy <= 20;
      expect(room.visible).toBe(inside);
      expect(room.explored).toBe(inside);
    }
  });

  it('scales monsters: level 1 Goblin-tier monsters, ids m-N, placed at their cell', () => {
    const d = level1('monsters');
    for (const room of openRooms(d).filter((r) => r.type === 'monster')) {
      const m = room.content as { id: string; x: number; y: number; health: number; maxHealth: number };
      expect(m.id).toMatch(/^m-\d+$/);
      expect([m.x, m.y]).toEqual([room.x, room.y]);
      expect(m.health).toBe(m.maxHealth);
    }
  });

  it('over 10,000 seeds: start empty, exit farthest and reachable, merchant present, 30%/20% shares, 1-3 chests, all connected', () => {
    const chestCounts = new Set<number>();
    for (let i = 0; i < 10_000; i++) {
      const { dungeon: d } = generateLevel(1 + (i % 100), createDice(seedRng(`maze-${i}`)), 1, CURRENT);
      const rooms = openRooms(d);
      const count = (t: string) => rooms.filter((r) => r.type === t).length;
      const others = rooms.length - 2;
      expect(d.rooms[1][1]?.type).toBe('empty');
      expect(count('exit')).toBe(1);
      expect(count('merchant')).toBe(1);
      expect(count('monster')).toBe(Math.floor((others * 30) / 100));
      expect(count('treasure')).toBe(Math.floor((others * 20) / 100));
      const chests = count('locked');
      expect(chests).toBeGreaterThanOrEqual(1);
      expect(chests).toBeLessThanOrEqual(3);
      chestCounts.add(chests);
      expect(connectedFromStart(d)).toBe(rooms.length);
      expect(rooms.filter((r) => r.type === 'locked').every((r) => r.requiresKey === 'silver_key' && r.content)).toBe(
        true,
      );
    }
    expect([...chestCounts].sort()).toEqual([1, 2, 3]);
  });
});
