// viewOf: a run's state as its hero may know it. What a sealed run's server sends: nothing of the future
// (seed, generator, unseen cells, items not yet seen), everything the screen draws.
import { describe, expect, it } from 'vitest';
import {
  apply,
  newGame,
  sellPrice,
  viewOf,
  type GameState,
  type GameView,
  type ViewCell,
} from '../../../../src/engine';
import { MOVE_SIGHT_RADIUS, revealAround } from '../../../../src/engine/dungeon/visibility';
import type { Room } from '../../../../src/engine/types';
import { testRunSecret } from '../../../support/engine/runs';
import { item, monster, onMap, ROOM_SYMBOLS } from '../../../support/engine/helpers';

/** The state on `lines` (onMap's legend) with what the hero sees from where it stands, radius 2 as after a move. */
function seenFrom(lines: string[], contents: Parameters<typeof onMap>[1] = [], base?: GameState): GameState {
  const state = onMap(lines, contents, base);
  const rooms = revealAround(state.dungeon.rooms, state.player.x, state.player.y, MOVE_SIGHT_RADIUS);
  return { ...state, dungeon: { ...state.dungeon, rooms } };
}

const VIEW_SYMBOLS: Readonly<Record<string, string>> = { ...ROOM_SYMBOLS, unknown: '~' };

/** A view's floor as ASCII: '#' a known wall, '~' an unknown cell, else onMap's legend. */
function drawView(view: GameView): string[] {
  return view.dungeon.rooms.map((row) => row.map((cell) => (cell ? VIEW_SYMBOLS[cell.type] : '#')).join(''));
}

const cellAt = (view: GameView, x: number, y: number): ViewCell => view.dungeon.rooms[y][x];

// The hero at (1,1) sees, radius 2, the seven open cells within dx^2 + dy^2 <= 6.
const MAZE = [
  '#########', //
  '#@.$#...#',
  '#.#.#.#.#',
  '#M..?.&E#',
  '###.###.#',
  '#.......#',
  '#########',
];
const mazeState = () =>
  seenFrom(MAZE, [item('ancient_coin', 4), monster({ id: 'm-3' }), item('iron_helm', 5)], {
    ...newGame('Tester', 'view-fixture'),
    runSecret: testRunSecret('view-fixture'),
  });

describe('viewOf: the floor as the hero knows it', () => {
  it('shows explored rooms and the walls beside them; every other cell is unknown', () => {
    expect(drawView(viewOf(mazeState()))).toEqual([
      '#####~~~~',
      '#..$#~~~~',
      '#.#.#~~~~',
      '#M.~~~~~~',
      '###~~~~~~',
      '~~~~~~~~~',
      '~~~~~~~~~',
    ]);
  });

  it('every unknown cell is the same cell but for where it is: a wall, an open cell, a chest alike', () => {
    const view = viewOf(mazeState());
    for (const [x, y] of [
      [8, 0], // a wall
      [5, 1], // open, empty
      [4, 3], // the chest
      [6, 3], // the merchant
      [7, 3], // the exit
      [3, 3], // open, beside an explored cell
    ]) {
      expect(JSON.stringify(cellAt(view, x, y))).toBe(
        `{"x":${x},"y":${y},"type":"unknown","explored":false,"visible":false}`,
      );
    }
  });

  it('a seen monster shows whole; a seen treasure shows as treasure, without its item', () => {
    const state = mazeState();
    const view = viewOf(state);
    expect(cellAt(view, 1, 3)).toEqual(state.dungeon.rooms[3][1]);
    expect((cellAt(view, 1, 3) as Room).content).toMatchObject({ id: 'm-3', name: 'Goblin' });
    expect(cellAt(view, 3, 1)).toEqual({ x: 3, y: 1, type: 'treasure', explored: true, visible: true });
    expect(JSON.stringify(view)).not.toContain('ancient_coin');
  });

  it('a seen chest shows as a locked chest, without its item', () => {
    const state = seenFrom(['#####', '#@.?#', '#####'], [item('iron_helm', 5)]);
    expect(cellAt(viewOf(state), 3, 1)).toEqual({
      x: 3,
      y: 1,
      type: 'locked',
      explored: true,
      visible: true,
      requiresKey: 'silver_key',
    });
    expect(JSON.stringify(viewOf(state))).not.toContain('iron_helm');
  });

  it('the exit looks like floor until the hero has found it, as the map draws it', () => {
    const unfound = seenFrom(['#######', '#@.E..#', '#######']);
    expect(cellAt(viewOf(unfound), 3, 1)).toEqual({ x: 3, y: 1, type: 'empty', explored: true, visible: true });
    const found = { ...unfound, dungeon: { ...unfound.dungeon, exitFound: true } };
    expect(cellAt(viewOf(found), 3, 1)).toMatchObject({ type: 'exit' });
    // So a seen exit not yet found and an exit still unseen give the same view.
    const elsewhere = seenFrom(['#######', '#@...E#', '#######']);
    expect(JSON.stringify(viewOf(elsewhere))).toBe(JSON.stringify(viewOf(unfound)));
  });
});

/** `state` with the room at (x, y) replaced (null for a wall). */
function withCell(state: GameState, x: number, y: number, room: Room | null): GameState {
  const rooms = state.dungeon.rooms.map((row, ry) => (ry === y ? row.map((r, rx) => (rx === x ? room : r)) : row));
  return { ...state, dungeon: { ...state.dungeon, rooms } };
}

const unseen = (x: number, y: number, type: Room['type'], content?: Room['content']): Room => ({
  x,
  y,
  type,
  explored: false,
  visible: false,
  ...(content ? { content } : {}),
});

describe('viewOf: what the hero cannot know changes no byte of the view', () => {
  it('unseen cells edited, the seen treasure changed, the seed, generator, counter, secret and log', () => {
    const state = mazeState();
    const expected = JSON.stringify(viewOf(state));
    const variants: GameState[] = [
      withCell(withCell(state, 6, 3, unseen(6, 3, 'exit')), 7, 3, unseen(7, 3, 'merchant')),
      withCell(state, 4, 3, { ...unseen(4, 3, 'locked', item('crown_of_stars', 5)), requiresKey: 'silver_key' }),
      withCell(state, 5, 1, unseen(5, 1, 'monster', monster({ id: 'm-9', x: 5, y: 1 }))),
      withCell(withCell(state, 6, 2, unseen(6, 2, 'empty')), 5, 5, null),
      withCell(state, 3, 1, { ...state.dungeon.rooms[1][3]!, content: item('diamonds', 4) }),
      { ...state, seed: 'another-seed', rng: [1, 2, 3, 4], nextId: 999, runSecret: testRunSecret('another') },
    ];
    for (const variant of variants) expect(JSON.stringify(viewOf(variant))).toBe(expected);
  });

  it('two action logs of one length give one view: a view counts the actions and shows none', () => {
    const state = mazeState();
    const moved = viewOf({ ...state, actions: [{ type: 'move', direction: 'up' }] });
    expect(JSON.stringify(viewOf({ ...state, actions: [{ type: 'rest' }] }))).toBe(JSON.stringify(moved));
    expect(moved.actionCount).toBe(1);
  });
});

describe('viewOf: the rest of the state', () => {
  it('withholds the seed, the generator, the id counter, the secret and the action log, and counts the actions', () => {
    let state: GameState = { ...newGame('Ada', 'view-withheld-seed', 4), runSecret: testRunSecret('withheld') };
    for (const direction of ['down', 'right', 'up', 'left'] as const) state = apply(state, { type: 'move', direction });
    const view = viewOf(state);
    for (const field of ['seed', 'rng', 'nextId', 'runSecret', 'actions']) expect(view).not.toHaveProperty(field);
    expect(view.actionCount).toBe(4);
    const json = JSON.stringify(view);
    expect(json).not.toContain('view-withheld-seed');
    expect(json).not.toContain(state.runSecret);
  });

  it('carries what the screen shows as the state holds it', () => {
    const state = mazeState();
    const view = viewOf(state);
    expect(Object.keys(view)).toEqual([
      'player',
      'dungeon',
      'inventory',
      'equipment',
      'combat',
      'log',
      'score',
      'gameStatus',
      'theme',
      'discoveredItems',
      'discoveredMonsters',
      'discoveredSpells',
      'monstersKilled',
      'verified',
      'rulesVersion',
      'actionCount',
      'prices',
    ]);
    for (const field of ['player', 'inventory', 'equipment', 'combat', 'log', 'score', 'gameStatus'] as const) {
      expect(view[field]).toBe(state[field]);
    }
    expect(view.dungeon).toMatchObject({ level: 1, width: 9, height: 7, exitFound: false });
  });

  it('a run of version 1 has no rules version, and neither has its view', () => {
    const view = viewOf(newGame('Ada', 'view-v1', 1));
    expect(view).not.toHaveProperty('rulesVersion');
  });

  it("prices: what the merchant pays for every held item, worn ones too, as the shop and the pack's tooltips show", () => {
    const potion = item('health_potion', 7);
    const coin = item('ancient_coin', 8);
    const helm = item('iron_helm', 9);
    const key = item('silver_key', 10);
    const base = mazeState();
    const state = { ...base, inventory: [potion, coin, key], equipment: { ...base.equipment, helmet: helm } };
    expect(viewOf(state).prices).toEqual({
      [potion.id]: sellPrice(state, potion),
      [coin.id]: sellPrice(state, coin),
      [key.id]: 1,
      [helm.id]: sellPrice(state, helm),
    });
  });
});
