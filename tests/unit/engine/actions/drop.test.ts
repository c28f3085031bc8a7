// Dropping an item: it leaves the pack, lies in the room, and stepping back onto the cell picks it up.
import { describe, expect, it } from 'vitest';
import {
  apply,
  decodeSaveCode,
  encodeSaveCode,
  exploreStep,
  nearestRoom,
  newGame,
  replay,
  runRecord,
  sameRun,
} from '../../../../src/engine';
import { decodeActions, encodeActions } from '../../../../src/engine/save';
import type { Action, GameState } from '../../../../src/engine/types';
import { act, item, lastLine, monster, onMap } from '../../../support/engine/helpers';

const sword = item('iron_sword', 7);

function holding(lines: string[], contents: Parameters<typeof onMap>[1] = [], pack = [sword]): GameState {
  return { ...onMap(lines, contents), inventory: pack };
}

describe('drop', () => {
  it('leaves the item on the floor, and stepping off and back on picks it up again', () => {
    const start = holding(['#####', '#@..#', '#####']);
    const dropped = act(start, { type: 'drop', itemId: 'iron_sword-7' });
    expect(dropped.refusal).toBeNull();
    expect(lastLine(dropped.state)).toBe('You drop Iron Sword. It stays here.');
    expect(dropped.state.inventory).toEqual([]);
    expect(dropped.state.dungeon.rooms[1][1]).toMatchObject({ type: 'treasure', content: sword });
    const away = act(dropped.state, { type: 'move', direction: 'right' }).state;
    expect(away.dungeon.rooms[1][1]).toMatchObject({ type: 'treasure', content: sword });
    const back = act(away, { type: 'move', direction: 'left' }).state;
    expect(lastLine(back)).toBe('You found Iron Sword!');
    expect(back.inventory).toEqual([sword]);
    expect(back.dungeon.rooms[1][1]?.type).toBe('empty');
  });

  it('frees a full pack: drop one thing, then the treasure next door fits', () => {
    const pack = Array.from({ length: 20 }, (_, i) => item('health_potion', 100 + i));
    const full = holding(['#####', '#@$.#', '#####'], [item('steel_sword', 9)], pack);
    const blocked = act(full, { type: 'move', direction: 'right' }).state;
    expect(lastLine(blocked)).toBe('You found Steel Sword, but your pack is full (20/20). It stays here.');
    const back = act(blocked, { type: 'move', direction: 'left' }).state;
    const lighter = act(back, { type: 'drop', itemId: 'health_potion-100' }).state;
    const looted = act(lighter, { type: 'move', direction: 'right' }).state;
    expect(lastLine(looted)).toBe('You found Steel Sword!');
    expect(looted.inventory).toHaveLength(20);
    expect(looted.dungeon.rooms[1][1]).toMatchObject({ type: 'treasure', content: pack[0] });
  });

  it('refuses an item not in the pack (worn gear included)', () => {
    const worn = {
      ...holding(['#####', '#@..#', '#####'], [], []),
      equipment: { ...newGame('T', 't').equipment, weapon: sword },
    };
    const outcome = act(worn, { type: 'drop', itemId: 'iron_sword-7' });
    expect(outcome.refusal).toBe('You do not have that item.');
    expect(outcome.state.equipment.weapon).toEqual(sword);
  });

  it('refuses during combat', () => {
    const goblin = monster();
    const fighting = {
      ...holding(['#####', '#@..#', '#####']),
      combat: { active: true, turn: 'player' as const, monster: goblin },
    };
    const outcome = act(fighting, { type: 'drop', itemId: 'iron_sword-7' });
    expect(outcome.refusal).toBe('You cannot drop items during combat!');
    expect(outcome.state.inventory).toEqual([sword]);
  });

  it('refuses on a cell that already holds something: exit, merchant, treasure left behind', () => {
    const refusal = 'There is no room to drop Iron Sword here. Find an empty floor.';
    for (const [lines, contents] of [
      [['####', '#E.#', '####'], []],
      [['####', '#&.#', '####'], []],
      [['####', '#$.#', '####'], [item('mana_potion', 3)]],
    ] as const) {
      const state = { ...holding([...lines], [...contents]), player: { ...newGame('T', 't').player, x: 1, y: 1 } };
      const outcome = act(state, { type: 'drop', itemId: 'iron_sword-7' });
      expect(outcome.refusal).toBe(refusal);
      expect(outcome.state.inventory).toEqual([sword]);
      expect(outcome.state.dungeon.rooms[1][1]).toEqual(state.dungeon.rooms[1][1]);
    }
  });
});

/** Auto-explore, or when only monsters bar the way, the nearest one. */
function nextMove(state: GameState) {
  return exploreStep(state) ?? nearestRoom(state, (room) => room.type === 'monster')?.direction ?? null;
}

/** Plays seed with auto-explore (attacking in fights) until the pack holds something, then drops it and walks off and back. */
function runWithDrops(seed: string): GameState {
  let state = newGame('Dropper', seed);
  const play = (action: Action) => (state = apply(state, action));
  let drops = 0;
  for (let i = 0; i < 2000 && drops < 2; i++) {
    if (state.combat.active) {
      if (state.combat.turn === 'monster') play({ type: 'monsterTurn' });
      else play(state.player.stamina >= 15 ? { type: 'attack' } : { type: 'sacrificeForStamina' });
      continue;
    }
    const here = state.dungeon.rooms[state.player.y][state.player.x];
    if (state.inventory.length > 0 && here?.type === 'empty') {
      play({ type: 'drop', itemId: state.inventory[0].id });
      drops++;
      const direction = nextMove(state);
      if (direction === null) break;
      const opposite = { up: 'down', down: 'up', left: 'right', right: 'left' } as const;
      play({ type: 'move', direction });
      play({ type: 'move', direction: opposite[direction] });
      continue;
    }
    const direction = nextMove(state);
    if (direction === null) break;
    play({ type: 'move', direction });
  }
  return state;
}

describe('runs with drops', () => {
  const state = runWithDrops('drop-run-1');

  it('dropped twice and picked both up again', () => {
    expect(state.actions.filter((a) => a.type === 'drop')).toHaveLength(2);
    const dropped = state.actions.flatMap((a) => (a.type === 'drop' ? [a.itemId] : []));
    expect(state.inventory.map((held) => held.id)).toEqual(expect.arrayContaining(dropped));
  });

  it('replays to the same state', () => {
    expect(sameRun(replay(runRecord(state)), state)).toBe(true);
  });

  it('survives a save code round trip, verified, with the drop letter D in the action string', () => {
    const drop = state.actions.find((a) => a.type === 'drop') as Action;
    expect(encodeActions([drop])).toBe(`D${encodeURIComponent((drop as { itemId: string }).itemId)},`);
    expect(decodeActions(encodeActions(state.actions), 10_000)).toEqual(state.actions);
    const loaded = decodeSaveCode(encodeSaveCode(state, 0));
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.state.verified).toBe(true);
    expect(sameRun(loaded.state, state)).toBe(true);
  });
});
