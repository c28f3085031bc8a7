// Rules version 4: world and dice streams, loops, no monster on a choke, broken rests.
import { describe, expect, it } from 'vitest';
import { gridFromAscii } from '../../../../src/engine/dungeon/carveMaze';
import { chokeCells } from '../../../../src/engine/dungeon/chokes';
import { newGame } from '../../../../src/engine/newGame';
import { BLOCKED, breadthFirst, GOAL } from '../../../../src/engine/queries/breadthFirst';
import { apply, replay, runRecord } from '../../../../src/engine';
import { decodeSaveCode, encodeSaveCode } from '../../../../src/engine/save/saveCode';
import { rulesFor } from '../../../../src/engine/versions/profiles';
import type { GameState, Room } from '../../../../src/engine/types';
import { wandererChance } from '../../../../src/engine/dungeon/wanderer';
import { act, drawLayout, lastLine, monster, onMap } from '../../../support/engine/helpers';
import { goblin, monsterNamed } from '../../../support/engine/fixtures';

const V4 = 4;
// The tuned figures are the simulator's to set (src/engine/README.md); these tests hold the rules' form to them.
const { restAmbushPercent: AMBUSH, fullExperienceLevelsPerFloor: FULL } = rulesFor(V4)!;

const skeleton = () => monsterNamed('Skeleton');
const rooms = (state: GameState): Room[] => state.dungeon.rooms.flat().filter((room): room is Room => room !== null);

/** Standing on the level's exit, found: where E descends. */
function onFoundExit(state: GameState): GameState {
  const exit = rooms(state).find((room) => room.type === 'exit')!;
  return {
    ...state,
    player: { ...state.player, x: exit.x, y: exit.y },
    dungeon: { ...state.dungeon, exitFound: true },
  };
}

describe('version 4: a world seed for the floors, a dice seed for the rolls', () => {
  it('two runs of one world meet the same floors, with dice of their own', () => {
    const first = newGame('Ada', 'the-world/dice-of-ada', V4);
    const second = newGame('Bo', 'the-world/dice-of-bo', V4);
    expect(drawLayout(second.dungeon)).toEqual(drawLayout(first.dungeon));
    expect(second.rng).not.toEqual(first.rng);
    // However each has played, floor 2 is the world's floor 2: descending draws no roll of the run's dice.
    const played = act(first, { type: 'rest' }, [100]).state;
    const down1 = act(onFoundExit(played), { type: 'descend' }).state;
    const down2 = act(onFoundExit(second), { type: 'descend' }).state;
    expect(down1.dungeon.level).toBe(2);
    expect(drawLayout(down2.dungeon)).toEqual(drawLayout(down1.dungeon));
  });

  it('another world makes other floors; a seed without "/" is its own world and dice', () => {
    const a = newGame('Ada', 'world-a/same-dice', V4);
    const b = newGame('Ada', 'world-b/same-dice', V4);
    expect(drawLayout(b.dungeon)).not.toEqual(drawLayout(a.dungeon));
    expect(b.rng).toEqual(a.rng);
    expect(drawLayout(newGame('Ada', 'plain', V4).dungeon)).toEqual(drawLayout(newGame('Bo', 'plain/x', V4).dungeon));
  });
});

describe('chokes: the cells every way from the start to the exit passes through', () => {
  it('are the cells past the loop, and none inside it', () => {
    const grid = gridFromAscii(['#########', '#.....#.#', '#.###.#.#', '#.......#', '#########']);
    const at = (x: number, y: number) => y * grid.width + x;
    const chokes = [...chokeCells(grid, at(1, 1), at(7, 1))].sort((a, b) => a - b);
    expect(chokes).toEqual([at(7, 2), at(5, 3), at(6, 3), at(7, 3)].sort((a, b) => a - b));
  });
});

describe('version 4 levels: loops, and a way past any one monster', () => {
  const levels = Array.from({ length: 40 }, (_, i) => newGame('Ada', `loops-${i}`, V4).dungeon);

  it('are still carved on odd cells, with more passages than a perfect maze has', () => {
    for (const dungeon of levels) {
      const open = dungeon.rooms.flat().filter((room) => room !== null);
      for (const room of open) expect(room.x % 2 === 1 || room.y % 2 === 1).toBe(true);
      const passages = open.filter((room) => room.x % 2 === 0 || room.y % 2 === 0).length;
      // A perfect maze on the 12 x 7 odd cells has 83 passages between them; loops add some.
      expect(passages).toBeGreaterThan(83);
    }
  });

  it('keep every monster off the cells every way to the exit passes through', () => {
    for (const dungeon of levels) {
      const { width, height } = dungeon;
      const cells = new Uint8Array(width * height);
      for (const room of dungeon.rooms.flat())
        if (room) cells[room.y * width + room.x] = room.type === 'exit' ? GOAL : 1;
      for (const room of dungeon.rooms.flat()) {
        if (room?.type !== 'monster') continue;
        cells[room.y * width + room.x] = BLOCKED;
        expect(breadthFirst(cells, width, height, 1 * width + 1).found).not.toBe(-1);
        cells[room.y * width + room.x] = 1;
      }
    }
  });
});

describe('version 4 rests: the nearest living monster may break one', () => {
  // A Goblin 2 steps west of the hero, a Skeleton 4 steps east: the Goblin is the nearer.
  const corridor = ['#########', '#M.@...M#', '#########'];
  const hurt = (lines: string[], contents = [goblin(), skeleton()]) => {
    const s = onMap(lines, contents, newGame('Tester', 'fixture', V4));
    return { ...s, score: 200, player: { ...s.player, health: 40, mana: 5 } };
  };
  // The chance for the Goblin 2 steps away: the chance beside the hero x 4 / (2 + 3), rounded up.
  const NEAR = wandererChance(AMBUSH, 2);

  it('is likelier the nearer the monster: the full chance beside the hero, half 5 steps away, a quarter at 13', () => {
    expect([1, 5, 13].map((steps) => wandererChance(40, steps))).toEqual([40, 20, 10]);
    expect(NEAR).toBe(Math.ceil((AMBUSH * 4) / 5));
  });

  it('a d100 roll over the chance rests as before', () => {
    const after = act(hurt(corridor), { type: 'rest' }, [NEAR + 1]).state;
    expect(after.player).toMatchObject({ health: 100, mana: 50, day: 2 });
    expect(after.score).toBe(180);
  });

  it('a roll at most the chance: nothing healed, no day, no score paid, and the nearest monster leaves its room to strike first', () => {
    const before = hurt(corridor);
    const after = act(before, { type: 'rest' }, [NEAR]).state;
    expect(after.player).toMatchObject({ health: 40, mana: 5, day: 1 });
    expect(after.score).toBe(200);
    expect(after.combat).toMatchObject({ active: true, turn: 'monster', monster: { name: 'Goblin', x: 3, y: 1 } });
    expect(after.log.slice(-3)).toEqual([
      'You settle down to rest, but something has followed your scent.',
      'You encounter a Goblin!',
      'The Goblin acts first!',
    ]);
    expect(drawLayout(after.dungeon)[1]).toBe('#......M#');
  });

  it('won, the wanderer pays as any fight does, and where the hero lay stays as it was: a rest on the exit keeps it', () => {
    const s = hurt(['#######', '#M.E..#', '#######'], [goblin()]);
    const onExit = { ...s, player: { ...s.player, x: 3, y: 1 } };
    const found = act(onExit, { type: 'rest' }, [1]).state;
    const weak = { ...found, combat: { ...found.combat, turn: 'player' as const } };
    weak.combat.monster = { ...weak.combat.monster!, health: 1 };
    const won = act(weak, { type: 'attack' }, [1, 0]).state;
    expect(lastLine(won)).toBe('You defeated the Goblin! +15 experience, +10 gold.');
    expect(drawLayout(won.dungeon)[1]).toBe('#..E..#');
  });

  it('a level with no living monster: no rest is broken, and no die is rolled for it', () => {
    const after = act(hurt(['#####', '#@.E#', '#####'], []), { type: 'rest' }, []).state;
    expect(after.player).toMatchObject({ health: 100, day: 2 });
  });

  it('has shipped: a record of a world-and-dice seed replays, and its save code loads, to the same run', () => {
    let played = newGame('Ada', 'the-world/dice-of-ada', V4);
    for (const type of ['rest', 'rest', 'rest'] as const) played = apply(played, { type });
    expect(played.actions).toHaveLength(3);
    expect(replay(runRecord(played))).toEqual(played);
    const loaded = decodeSaveCode(encodeSaveCode(played, 0));
    expect(loaded.ok && loaded.state.seed).toBe('the-world/dice-of-ada');
  });
});

describe('version 4 experience: no hero outgrows its floor by grinding', () => {
  const fight = (heroLevel: number) => {
    const s = onMap(['####', '#@.#', '####'], [], newGame('Tester', 'fixture', V4));
    const goblin = monster({ health: 1, experience: 15, gold: 10 });
    return {
      ...s,
      score: 0,
      player: { ...s.player, level: heroLevel, experience: 100 * (heroLevel - 1), experienceToNext: 100 * heroLevel },
      combat: { active: true, turn: 'player' as const, monster: goblin },
    };
  };

  it('up to FULL hero levels a floor a kill gives all its experience; above, the square of that share', () => {
    const full = act(fight(FULL), { type: 'attack' }, [1, 0]).state;
    expect(full.log).toContain('You defeated the Goblin! +15 experience, +10 gold.');
    expect(full.score).toBe(25);
    const above = act(fight(2 * FULL), { type: 'attack' }, [1, 0]).state;
    // Twice the full level: a quarter, 15 / 4 = 3.75, rounded down.
    expect(above.log).toContain('You defeated the Goblin! +3 experience, +10 gold.');
    expect(above.player.experience).toBe(100 * (2 * FULL - 1) + 3);
    expect(above.score).toBe(13);
  });
});
