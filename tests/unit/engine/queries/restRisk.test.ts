// The REST control's risk: the nearest monster the hero has seen, through the cells it has explored, and the
// engine's own chance for that distance; nothing under rules whose rests are never broken.
import { describe, expect, it } from 'vitest';
import { newGame, restRisk, type GameState } from '../../../../src/engine';
import { goblin, monsterNamed } from '../../../support/engine/fixtures';
import { onMap } from '../../../support/engine/helpers';

/** `lines` as a version-4 level, every cell explored but those in the columns `unexploredFrom` and right of it. */
function level(lines: string[], contents = [goblin(), monsterNamed('Skeleton')], unexploredFrom = Infinity): GameState {
  const s = onMap(lines, contents, newGame('Tester', 'fixture', 4));
  const rooms = s.dungeon.rooms.map((row) => row.map((room) => room && { ...room, explored: room.x < unexploredFrom }));
  return { ...s, dungeon: { ...s.dungeon, rooms } };
}

describe('restRisk', () => {
  it('names the nearest monster seen, its steps, and the chance: 40% x 4 / (steps + 3), rounded up', () => {
    const risk = restRisk(level(['#########', '#M..@.M.#', '#########']));
    expect(risk && [risk.monster.name, risk.distance, risk.chance]).toEqual(['Skeleton', 2, 32]);
  });

  it('reads only what the hero knows: a monster in an unexplored cell is not named, nor a way never walked', () => {
    // The Skeleton is nearer, but its cell is unexplored: the Goblin, 3 steps west, is the risk the map shows.
    const risk = restRisk(level(['#########', '#M..@.M.#', '#########'], undefined, 6));
    expect(risk && [risk.monster.name, risk.distance, risk.chance]).toEqual(['Goblin', 3, 27]);
    expect(restRisk(level(['#########', '#...@.M.#', '#########'], [monsterNamed('Skeleton')], 5))).toBeNull();
  });

  it('is nothing in a fight, on a level with no monster seen, or under rules whose rests are never broken', () => {
    const s = level(['#########', '#M..@...#', '#########'], [goblin()]);
    expect(restRisk({ ...s, combat: { active: true, turn: 'player', monster: goblin() } })).toBeNull();
    expect(restRisk(level(['#######', '#..@..#', '#######'], []))).toBeNull();
    expect(restRisk({ ...s, rulesVersion: 3 })).toBeNull();
  });
});
