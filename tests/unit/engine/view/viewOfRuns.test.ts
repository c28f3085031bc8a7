// viewOf along whole runs the simulator's bots play, under version 3 and 4, over several floors:
// no view holds the seed, the secret or a generator's state; every known cell was seen; the map drawn from
// each view is the map drawn from its state; and unseen cells, however changed, leave the view as it was.
import { describe, expect, it } from 'vitest';
import { exploreStep, viewOf, type GameState, type GameView } from '../../../../src/engine';
import { diceRng, floorDice, seedParts } from '../../../../src/engine/dungeon/worldSeed';
import { seedRng } from '../../../../src/engine/rng/sfc32';
import { apply, newGame } from '../../../../src/engine';
import type { Room } from '../../../../src/engine/types';
import { mapGlyphs } from '../../../../src/map/mapGlyphs';
import { botRunStates } from '../../../support/engine/botRun';

const STEPS = 2_500;
const RUNS = [
  { rules: 3, bot: 'explorer', seed: 'view-run-a' },
  { rules: 3, bot: 'diver', seed: 'view-run-b' },
  { rules: 4, bot: 'explorer', seed: 'view-world-c/view-dice-c' },
  { rules: 4, bot: 'diver', seed: 'view-world-d/view-dice-d' },
];

// State fields that are the future or a secret: no object anywhere in a view has a key of these names.
const WITHHELD_KEYS = new Set(['seed', 'rng', 'nextId', 'runSecret', 'actions']);
// Generator words below this could be a game figure by chance (a score, gold); above it no figure of a
// 2,500-action run reaches, so any such number in a view would be a generator's word.
const GENERATOR_WORD_FLOOR = 2 ** 20;

/** Every key and number anywhere in a JSON value. */
function walk(value: unknown, keys: Set<string>, numbers: Set<number>): void {
  if (typeof value === 'number') numbers.add(value);
  else if (Array.isArray(value)) for (const v of value) walk(v, keys, numbers);
  else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      keys.add(key);
      walk(v, keys, numbers);
    }
  }
}

/** The first states of every generator a run's seed starts: the run's own, the world's floors, the dice. */
function seedWords(seed: string, rules: number): number[] {
  if (rules < 4) return seedRng(seed);
  return [...diceRng(seed), ...Array.from({ length: 30 }, (_, i) => floorDice(seed, i + 1).rngState()).flat()];
}

/** What a view tells that its hero does not know, compared with its state: one line per finding. */
function knowledgeFindings(state: GameState, view: GameView): string[] {
  const findings: string[] = [];
  const { rooms } = state.dungeon;
  const explored = (x: number, y: number) => rooms[y]?.[x]?.explored === true;
  const besideExplored = (x: number, y: number) =>
    [-1, 0, 1].some((dy) => [-1, 0, 1].some((dx) => (dx !== 0 || dy !== 0) && explored(x + dx, y + dy)));
  for (let y = 0; y < state.dungeon.height; y++) {
    for (let x = 0; x < state.dungeon.width; x++) {
      const room = rooms[y][x];
      const cell = view.dungeon.rooms[y][x];
      const at = `(${x},${y}) on floor ${state.dungeon.level} after ${state.actions.length} actions`;
      if (cell === null) {
        if (room !== null || !besideExplored(x, y)) findings.push(`${at}: a wall shown that the hero has not seen`);
      } else if (cell.type === 'unknown') {
        if (room ? room.explored : besideExplored(x, y)) findings.push(`${at}: a known cell withheld`);
      } else if (!room || !room.explored) {
        findings.push(`${at}: a ${cell.type} shown that the hero has not seen`);
      } else if ('content' in cell && cell.type !== 'monster') {
        findings.push(`${at}: the item of a ${cell.type} shown`);
      } else if (cell.type === 'exit' && !state.dungeon.exitFound) {
        findings.push(`${at}: the exit shown before it was found`);
      }
    }
  }
  return findings;
}

describe('viewOf along bot-played runs', () => {
  it.each(RUNS)(
    'version $rules, the $bot on $seed: no secret, no generator, only what was seen, the same map',
    ({ rules, bot, seed }) => {
      const { world, dice } = seedParts(seed);
      const secretTexts = [seed, world, dice];
      const words = new Set(seedWords(seed, rules).filter((w) => w >= GENERATOR_WORD_FLOOR));
      const floors = new Set<number>();
      const findings: string[] = [];
      let views = 0;
      for (const state of botRunStates(bot, seed, rules, STEPS)) {
        for (const word of state.rng) if (word >= GENERATOR_WORD_FLOOR) words.add(word);
        const view = viewOf(state);
        const json = JSON.stringify(view);
        const at = `after ${state.actions.length} actions`;
        for (const text of [...secretTexts, state.runSecret!]) if (json.includes(text)) findings.push(`${at}: ${text}`);
        const keys = new Set<string>();
        const numbers = new Set<number>();
        walk(JSON.parse(json), keys, numbers);
        for (const key of keys) if (WITHHELD_KEYS.has(key)) findings.push(`${at}: a key named ${key}`);
        for (const n of numbers) if (words.has(n)) findings.push(`${at}: the generator's word ${n}`);
        findings.push(...knowledgeFindings(state, view));
        // The client will draw and walk from views with the functions it uses on states today.
        const asState = view as unknown as GameState;
        const drawn = JSON.stringify(mapGlyphs(asState));
        if (drawn !== JSON.stringify(mapGlyphs(state))) findings.push(`${at}: the map drawn from the view differs`);
        for (const around of ['known', 'sight'] as const) {
          if (exploreStep(asState, around) !== exploreStep(state, around)) findings.push(`${at}: explore (${around})`);
        }
        floors.add(state.dungeon.level);
        views++;
      }
      expect(findings.slice(0, 10)).toEqual([]);
      expect(views).toBeGreaterThan(1_000);
      expect(floors.size).toBeGreaterThanOrEqual(3);
    },
  );
});

/** `state` with the unexplored rooms' types, contents and keys dealt out again among them (reversed order). */
function reshuffledUnseen(state: GameState): GameState {
  const unseen = state.dungeon.rooms.flat().filter((room): room is Room => room !== null && !room.explored);
  const dealt = unseen.map(({ type, content, requiresKey }) => ({ type, content, requiresKey })).reverse();
  const replaced = new Map(unseen.map((room, i) => [room, dealt[i]]));
  const rooms = state.dungeon.rooms.map((row) =>
    row.map((room) => {
      const deal = room && replaced.get(room);
      if (!room || !deal) return room;
      const { content: _c, requiresKey: _k, ...bare } = room;
      return {
        ...bare,
        type: deal.type,
        ...(deal.content ? { content: deal.content } : {}),
        ...(deal.requiresKey ? { requiresKey: deal.requiresKey } : {}),
      };
    }),
  );
  return { ...state, dungeon: { ...state.dungeon, rooms } };
}

describe('viewOf: states that differ only in what the hero has not seen give byte-identical views', () => {
  it('along a run, every unseen room dealt again, and another generator and id counter', () => {
    let checked = 0;
    let i = 0;
    for (const state of botRunStates('explorer', 'view-world-e/view-dice-e', 4, STEPS)) {
      if (i++ % 50 !== 0) continue;
      // Not another seed: the held items' prices follow from it (the fixture tests change the seed, with none held).
      const other = { ...reshuffledUnseen(state), rng: [5, 6, 7, 8] as GameState['rng'], nextId: state.nextId + 17 };
      expect(JSON.stringify(viewOf(other))).toBe(JSON.stringify(viewOf(state)));
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('two runs of one world with dice of their own, walking the same way until the first roll', () => {
    let a = newGame('Ada', 'view-shared-world/dice-of-a', 4);
    let b = newGame('Ada', 'view-shared-world/dice-of-b', 4);
    expect(b.rng).not.toEqual(a.rng);
    // An action that draws no roll leaves the generator's state as it was (the same array).
    const unrolled = a.rng;
    let steps = 0;
    // Until the first roll, or until every way on passes a monster (22 moves here, two items picked up).
    while (steps < 300 && a.rng === unrolled) {
      // The held items' prices follow from the whole seed: the same item sells for other gold in each run.
      const same = (s: GameState) => JSON.stringify({ ...viewOf(s), prices: {} });
      expect(same(b)).toBe(same(a));
      const direction = exploreStep(a);
      if (direction === null) break;
      const move = { type: 'move', direction } as const;
      [a, b] = [apply(a, move), apply(b, move)];
      steps++;
    }
    expect(steps).toBeGreaterThanOrEqual(20);
  });
});
