import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../src/engine/newGame';
import { act, drawMap, item, lastLine, monster, onMap } from '../../../support/engine/helpers';

describe('newGame', () => {
  it('starts the hero of the rules reference on level 1 at (1,1)', () => {
    const s = newGame('  Aria  ', 'seed');
    expect(s.player).toEqual({
      name: 'Aria',
      level: 1,
      health: 100,
      maxHealth: 100,
      mana: 50,
      maxMana: 50,
      stamina: 50,
      maxStamina: 50,
      strength: 10,
      intelligence: 10,
      dexterity: 10,
      constitution: 10,
      experience: 0,
      experienceToNext: 100,
      gold: 0,
      x: 1,
      y: 1,
      day: 1,
      learnedSpells: ['FIREBALL', 'LIGHT', 'SHIELD'],
    });
    expect(s.discoveredSpells).toEqual(['FIREBALL', 'LIGHT', 'SHIELD']);
    expect([s.gameStatus, s.theme, s.score, s.monstersKilled, s.verified]).toEqual([
      'Exploring...',
      'light',
      0,
      0,
      true,
    ]);
    expect(s.actions).toEqual([]);
    expect(s.log).toEqual(['Welcome, Aria! Your quest begins on dungeon level 1. Find the exit (E) to descend.']);
    expect(s.combat).toEqual({ active: false, turn: 'player', monster: null });
    expect(s.dungeon.level).toBe(1);
  });

  it('is deterministic per seed', () => {
    expect(newGame('A', 'x')).toEqual(newGame('A', 'x'));
    expect(newGame('A', 'x').dungeon).not.toEqual(newGame('A', 'y').dungeon);
  });
});

describe('move', () => {
  const corridor = ['#######', '#@....#', '#######'];

  it('moves one tile in each direction', () => {
    const s = onMap(['#####', '#...#', '#.@.#', '#...#', '#####']);
    expect(act(s, { type: 'move', direction: 'up' }).state.player).toMatchObject({ x: 2, y: 1 });
    expect(act(s, { type: 'move', direction: 'down' }).state.player).toMatchObject({ x: 2, y: 3 });
    expect(act(s, { type: 'move', direction: 'left' }).state.player).toMatchObject({ x: 1, y: 2 });
    expect(act(s, { type: 'move', direction: 'right' }).state.player).toMatchObject({ x: 3, y: 2 });
  });

  it('into a wall or off the grid: no change at all, nothing logged', () => {
    const s = onMap(corridor);
    const wall = act(s, { type: 'move', direction: 'up' });
    expect(wall.state).toBe(s);
    expect(wall.refusal).toBe('blocked');
    const edge = onMap(['@.']);
    expect(act(edge, { type: 'move', direction: 'left' }).state).toBe(edge);
  });

  it('refuses in combat with "You must defeat the monster before moving!"', () => {
    const s = { ...onMap(corridor), combat: { active: true, turn: 'player' as const, monster: monster() } };
    const out = act(s, { type: 'move', direction: 'right' });
    expect(lastLine(out.state)).toBe('You must defeat the monster before moving!');
    expect(out.refusal).toBe('You must defeat the monster before moving!');
    expect(out.state.player.x).toBe(1);
  });

  it('sees radius 2 after a move (dx^2+dy^2 <= 6), forgets sight out of range but keeps it explored', () => {
    const open = ['#########', '#@......#', '#.......#', '#.......#', '#.......#', '#########'];
    let s = onMap(open);
    s = act(s, { type: 'move', direction: 'right' }).state;
    const visible = s.dungeon.rooms.map((row) => row.map((r) => (r === null ? '#' : r.visible ? 'v' : '.')).join(''));
    expect(visible).toEqual(['#########', '#vvvv...#', '#vvvv...#', '#vvv....#', '#.......#', '#########']);
    s = act(s, { type: 'move', direction: 'right' }).state;
    s = act(s, { type: 'move', direction: 'right' }).state;
    const row1 = s.dungeon.rooms[1];
    expect(row1[1]).toMatchObject({ visible: false, explored: true });
    expect(row1[6]).toMatchObject({ visible: true, explored: true });
    expect(s.dungeon.rooms[4][1]).toMatchObject({ visible: false, explored: false });
  });

  it('copies only the rows whose sight changes (structural sharing)', () => {
    const s = onMap(['#####', '#@..#', '#...#', '#...#', '#...#', '#...#', '#...#', '#####']);
    const after = act(s, { type: 'move', direction: 'right' }).state;
    expect(after.dungeon.rooms[6]).toBe(s.dungeon.rooms[6]);
    expect(after.dungeon.rooms[1]).not.toBe(s.dungeon.rooms[1]);
    expect(s.player.x).toBe(1);
  });

  it('starts combat on a monster room: discovered, initiative d20 + floor((DEX-10)/2) vs d20, ties to the player', () => {
    const s = onMap(['#####', '#@M.#', '#####'], [monster()]);
    const tie = act(s, { type: 'move', direction: 'right' }, [12, 12]).state;
    expect(tie.combat).toMatchObject({ active: true, turn: 'player', monster: { name: 'Goblin', x: 2, y: 1 } });
    expect(tie.discoveredMonsters).toEqual(['Goblin']);
    expect(tie.log.slice(-2)).toEqual(['You encounter a Goblin!', 'You act first against the Goblin!']);
    const lost = act(s, { type: 'move', direction: 'right' }, [11, 12]).state;
    expect(lost.combat.turn).toBe('monster');
    expect(lastLine(lost)).toBe('The Goblin acts first!');
    const nimble = { ...s, player: { ...s.player, dexterity: 14 } };
    expect(act(nimble, { type: 'move', direction: 'right' }, [10, 12]).state.combat.turn).toBe('player');
  });

  it('picks up treasure: item to the pack, template id discovered, room empty', () => {
    const gem = item('health_potion', 7);
    const s = onMap(['####', '#@$#', '####'], [gem]);
    const out = act(s, { type: 'move', direction: 'right' }).state;
    expect(out.inventory).toEqual([gem]);
    expect(out.discoveredItems).toEqual(['health_potion']);
    expect(drawMap(out)).toEqual(['####', '#.@#', '####']);
    expect(lastLine(out)).toBe('You found Health Potion!');
  });

  it('with a full pack (20) the treasure stays in the room and the log says so', () => {
    const gem = item('mana_potion', 7);
    const s = {
      ...onMap(['####', '#@$#', '####'], [gem]),
      inventory: Array.from({ length: 20 }, (_, i) => item('health_potion', i)),
    };
    const out = act(s, { type: 'move', direction: 'right' }).state;
    expect(out.inventory).toHaveLength(20);
    expect(out.dungeon.rooms[1][2]).toMatchObject({ type: 'treasure', content: gem });
    expect(lastLine(out)).toBe('You found Mana Potion, but your pack is full (20/20). It stays here.');
  });

  it('locked chest without a key: the silver key hint, nothing changes', () => {
    const s = onMap(['####', '#@?#', '####'], [item('diamonds', 3)]);
    const out = act(s, { type: 'move', direction: 'right' }).state;
    expect(lastLine(out)).toBe('You walk past a locked chest. You need a silver key to open it.');
    expect(out.dungeon.rooms[1][2]?.type).toBe('locked');
  });

  it('locked chest with a silver key: key consumed, item gained and discovered, room empty (fits even with a full pack)', () => {
    const prize = item('diamonds', 3);
    const pack = [...Array.from({ length: 19 }, (_, i) => item('health_potion', i)), item('silver_key', 99)];
    const s = { ...onMap(['####', '#@?#', '####'], [prize]), inventory: pack };
    const out = act(s, { type: 'move', direction: 'right' }).state;
    expect(out.inventory).toHaveLength(20);
    expect(out.inventory.some((i) => i.id.startsWith('silver_key'))).toBe(false);
    expect(out.inventory[19]).toEqual(prize);
    expect(out.discoveredItems).toContain('diamonds');
    expect(out.dungeon.rooms[1][2]?.type).toBe('empty');
    expect(lastLine(out)).toBe('You open the locked chest with your Silver Key and find Diamonds!');
  });

  it('merchant room: greeting line', () => {
    const out = act(onMap(['####', '#@&#', '####']), { type: 'move', direction: 'right' }).state;
    expect(lastLine(out)).toBe('A merchant greets you. Sell your wares for gold.');
  });

  it('exit room: exitFound with a line telling to press E', () => {
    const out = act(onMap(['####', '#@E#', '####']), { type: 'move', direction: 'right' }).state;
    expect(out.dungeon.exitFound).toBe(true);
    expect(lastLine(out)).toBe('You found the exit! Press E to descend.');
  });
});
