// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { answerFor } from '../../../../src/ui/narration/answers';
import { Narrator } from '../../../../src/ui/narration/Narrator';
import { MERGE_MS } from '../../../../src/ui/narration/announceQueue';
import { questionForKey, eventForKey } from '../../../../src/ui/input/keyboard/keyMap';
import { item, monster, onMap } from '../../../support/engine/helpers';
import { fighting, monsterNamed } from '../../../support/engine/fixtures';
import type { GameState } from '../../../../src/engine';

/** The state with the exit found (the hero has stood on it). */
const found = (state: GameState): GameState => ({ ...state, dungeon: { ...state.dungeon, exitFound: true } });

/** The state with the cells `seen` accepts explored, the others unseen. */
function explored(state: GameState, seen: (x: number, y: number) => boolean): GameState {
  const rooms = state.dungeon.rooms.map((row) =>
    row.map((room) => room && { ...room, explored: seen(room.x, room.y) }),
  );
  return { ...state, dungeon: { ...state.dungeon, rooms } };
}

/** The state with the cells within `radius` of the hero in sight, as the engine's sight rule draws them. */
function sight(state: GameState, radius: number): GameState {
  const { x: px, y: py } = state.player;
  const rooms = state.dungeon.rooms.map((row) =>
    row.map(
      (room) => room && { ...room, visible: (room.x - px) ** 2 + (room.y - py) ** 2 <= radius * radius + radius },
    ),
  );
  return { ...state, dungeon: { ...state.dungeon, rooms } };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ask, don't scan", () => {
  it('says what is in each of the four directions', () => {
    const state = onMap(['#####', '#.M.#', '#$@&#', '#.E.#', '#####'], [monster({ name: 'Goblin' }), item('ruby', 1)]);
    expect(answerFor('around', found(state))).toBe(
      'North: a Goblin. East: the merchant. South: the exit. West: treasure.',
    );
    const corridor = onMap(['#####', '#.@.#', '#####']);
    expect(answerFor('around', corridor)).toBe('North: wall. East: open. South: wall. West: open.');
  });

  it('names only what the map shows: the exit is floor until found, treasure is $ without its name', () => {
    const state = onMap(['#####', '#.M.#', '#$@&#', '#.E.#', '#####'], [monster({ name: 'Orc' }), item('ruby', 1)]);
    expect(answerFor('around', state)).toBe('North: an Orc. East: the merchant. South: open. West: treasure.');
  });

  it('names the monsters in view, nearest first, where each stands and its threat word; none out of sight', () => {
    const map = ['###########', '#M.@...M.M#', '#.#######.#', '#.........#', '###########'];
    const state = sight(
      onMap(map, [monster({ name: 'Rat' }), monster({ name: 'Goblin' }), monster({ name: 'Orc' })]),
      4,
    );
    // The Orc at 6 east is out of sight (radius 4): not named. Each is a level-1 Goblin's figures: trivial.
    expect(answerFor('monsters', state)).toBe('A Rat, 2 west, trivial. A Goblin, 4 east, trivial.');
    expect(answerFor('monsters', onMap(['#####', '#@..#', '#####']))).toBe('No monsters in view.');
    const above = sight(onMap(['#####', '#..M#', '#.@.#', '#####'], [monster({ name: 'Goblin' })]), 2);
    expect(answerFor('monsters', above)).toBe('A Goblin, 1 north, 1 east, trivial.');
  });

  it("appends the engine's threat word for the hero now: a level-1 Goblin is trivial, a floor-10 one dangerous", () => {
    const state = sight(onMap(['#####', '#@M.#', '#####'], [monsterNamed('Goblin')]), 2);
    expect(answerFor('monsters', state)).toBe('A Goblin, 1 east, trivial.');
    const deeper = sight(onMap(['#####', '#@M.#', '#####'], [monsterNamed('Goblin', {}, 10)]), 2);
    expect(answerFor('monsters', deeper)).toBe('A Goblin, 1 east, dangerous.');
    // The same Goblin against a hero at 7 health: ~6.4 damage expected is over four fifths of it.
    const weak = { ...state, player: { ...state.player, health: 7 } };
    expect(answerFor('monsters', weak)).toBe('A Goblin, 1 east, deadly.');
  });

  it('judges the monster fought as it stands in the fight', () => {
    const state = sight(onMap(['#####', '#@..#', '#####']), 2);
    const rooms = state.dungeon.rooms.map((row) =>
      row.map((room) =>
        room && room.x === 1 && room.y === 1
          ? { ...room, type: 'monster' as const, content: monster({ x: 1, y: 1 }) }
          : room,
      ),
    );
    const inFight = fighting({ ...state, dungeon: { ...state.dungeon, rooms } }, monster({ x: 1, y: 1 }), 'player');
    expect(answerFor('monsters', inFight)).toBe('A Goblin, fighting you, trivial.');
    // The Goblin in the fight hits for 40 now (1.53 answers of 0.8 x 38: ~47 of 100 health); the room's
    // copy would still say trivial.
    const brutal = { ...inFight, combat: { ...inFight.combat, monster: { ...inFight.combat.monster!, attack: 40 } } };
    expect(answerFor('monsters', brutal)).toBe('A Goblin, fighting you, dangerous.');
  });

  it('gives the steps and first move to the nearest unexplored passage, over seen cells only', () => {
    // Explored: the corridor left of the hero and the loop below; unexplored: the far right end.
    const state = explored(
      onMap(['#######', '#...@.#', '#.###.#', '#.....#', '#######']),
      (x, y) => !(x === 5 && y === 3),
    );
    expect(answerFor('passage', state)).toBe('The nearest unexplored passage: 3 steps, first east.');
    const one = explored(onMap(['#####', '#@..#', '#####']), (x) => x < 2);
    expect(answerFor('passage', one)).toBe('The nearest unexplored passage: 1 step, first east.');
    expect(
      answerFor(
        'passage',
        explored(onMap(['#####', '#@..#', '#####']), () => true),
      ),
    ).toBe('No unexplored passage within reach.');
  });

  it('gives the way to the exit once found, and says so before', () => {
    const map = ['#######', '#@....#', '#.###.#', '#.#E..#', '#######'];
    const state = explored(onMap(map), () => true);
    expect(answerFor('exit', state)).toBe('The exit has not been found yet.');
    expect(answerFor('exit', found(state))).toBe('The exit: 8 steps, first east.');
    const onIt = found({ ...state, player: { ...state.player, x: 3, y: 3 } });
    expect(answerFor('exit', onIt)).toBe('The exit: here.');
  });

  it('P and G walk past a monster remembered out of sight, and name one in sight that bars the way', () => {
    // A Goblin at (4, 1) seen before (a floor dot now), the cell past it unseen: P leads on toward it.
    const corridor = onMap(['#######', '#@..M.#', '#######'], [monster()]);
    const remembered = explored(corridor, (x) => x < 5);
    expect(answerFor('passage', remembered)).toBe('The nearest unexplored passage: 4 steps, first east.');
    // Two cells from the hero it is in sight: it bars the way, and P says which monster and where.
    const barred = sight({ ...remembered, player: { ...remembered.player, x: 2 } }, 2);
    expect(answerFor('passage', barred)).toBe('A Goblin blocks the way: 2 east.');
    // The exit found past it: G says the same of the way to the exit.
    const exitPast = sight(
      explored(onMap(['#######', '#.@.ME#', '#######'], [monster()]), () => true),
      2,
    );
    expect(answerFor('exit', found(exitPast))).toBe('A Goblin blocks the way to the exit: 2 east.');
    expect(answerFor('exit', found(explored(onMap(['#######', '#@..ME#', '#######'], [monster()]), () => true)))).toBe(
      'The exit: 4 steps, first east.',
    );
  });

  it('says health, mana, stamina and score', () => {
    const base = onMap(['###', '#@#', '###']);
    const state = {
      ...base,
      score: 340,
      player: { ...base.player, health: 21, maxHealth: 30, mana: 4, maxMana: 10, stamina: 45, maxStamina: 60 },
    };
    expect(answerFor('status', state)).toBe('Health 21 of 30. Mana 4 of 10. Stamina 45 of 60. Score 340.');
  });

  it('L, T, V, P and G ask on any layout; they never move or act', () => {
    expect(questionForKey({ key: 'v', code: 'KeyV' }, document.body, false)).toBe('monsters');
    expect(questionForKey({ key: 'p', code: 'KeyP' }, document.body, false)).toBe('passage');
    expect(questionForKey({ key: 'g', code: 'KeyG' }, document.body, false)).toBe('exit');
    // Dvorak: the key that types G sits at QWERTY's U, which is bound to nothing: the letter counts.
    expect(questionForKey({ key: 'g', code: 'KeyU' }, document.body, false)).toBe('exit');
    expect(questionForKey({ key: 'l', code: 'KeyL' }, document.body, false)).toBe('around');
    expect(questionForKey({ key: 'T', code: 'KeyT' }, document.body, false)).toBe('status');
    expect(eventForKey({ key: 'l', code: 'KeyL' }, document.body, false)).toBeNull();
    expect(questionForKey({ key: 'l', code: 'KeyL' }, document.createElement('input'), false)).toBeNull();
    expect(questionForKey({ key: 'w', code: 'KeyW' }, document.body, false)).toBeNull();
  });

  it('the answer is spoken in the polite region', () => {
    vi.useFakeTimers();
    const state = onMap(['#####', '#.@.#', '#####']);
    const { rerender } = render(<Narrator state={state} />);
    act(() => vi.advanceTimersByTime(MERGE_MS));
    rerender(<Narrator state={state} asked={{ question: 'around', id: 1 }} />);
    act(() => vi.advanceTimersByTime(MERGE_MS));
    expect(screen.getByTestId('narration-polite').textContent).toBe(
      'North: wall. East: open. South: wall. West: open.',
    );
  });
});
