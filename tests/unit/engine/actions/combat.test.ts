import { describe, expect, it } from 'vitest';
import { hitChance } from '../../../../src/engine/actions/attack';
import { createMonster, scaleStat } from '../../../../src/engine/dungeon/spawn';
import { MONSTER_TEMPLATES } from '../../../../src/engine/data';
import type { GameState, Monster } from '../../../../src/engine/types';
import { act, item, lastLine, monster, onMap } from '../../../support/engine/helpers';

const arena = ['#####', '#.@.#', '#####'];
/** The player stands on the monster's room (as after stepping in) and the fight is on. */
function fighting(turn: 'player' | 'monster' = 'player', foe: Partial<Monster> = {}): GameState {
  const base = onMap(['#####', '#.M.#', '#####'], [monster(foe)]);
  const m = base.dungeon.rooms[1][2]!.content as Monster;
  return { ...base, player: { ...base.player, x: 2, y: 1 }, combat: { active: true, turn, monster: m } };
}

describe('player attack', () => {
  it('refuses without a fight: No enemy to attack!', () => {
    const out = act(onMap(arena), { type: 'attack' });
    expect(out.refusal).toBe('No enemy to attack!');
    expect(lastLine(out.state)).toBe('No enemy to attack!');
  });

  it("refuses on the monster's turn", () => {
    expect(act(fighting('monster'), { type: 'attack' }).refusal).toBe('Wait for the monster to finish its turn!');
  });

  it('refuses below 15 stamina', () => {
    const s = fighting();
    const tired = { ...s, player: { ...s.player, stamina: 14 } };
    expect(act(tired, { type: 'attack' }).refusal).toBe("You're too tired to attack! Not enough stamina.");
  });

  it('hit chance: clamp(80 + 2 x (DEX-10) - defense, 50, 95)', () => {
    expect(hitChance(10, { defense: 1 })).toBe(79);
    expect(hitChance(14, { defense: 0 })).toBe(88);
    expect(hitChance(30, { defense: 0 })).toBe(95);
    expect(hitChance(10, { defense: 40 })).toBe(50);
  });

  it('a hit costs 15 stamina and deals STR with gear + d(0..4), then passes the turn', () => {
    const s = fighting();
    const armed = { ...s, equipment: { ...s.equipment, weapon: item('iron_sword') } };
    const out = act(armed, { type: 'attack' }, [79, 3]).state;
    expect(out.player.stamina).toBe(35);
    expect(out.combat.monster!.health).toBe(20 - (10 + 5 + 3));
    expect(out.combat.turn).toBe('monster');
    expect(lastLine(out)).toBe('You hit the Goblin for 18 damage!');
  });

  it('a miss (d100 above the chance) logs it and passes the turn', () => {
    const out = act(fighting(), { type: 'attack' }, [80]).state;
    expect(lastLine(out)).toBe('You miss the Goblin!');
    expect(out.combat.turn).toBe('monster');
    expect(out.combat.monster!.health).toBe(20);
    expect(out.player.stamina).toBe(35);
  });
});

describe('victory and level-up', () => {
  it('rewards exp and gold, score + exp + gold, room emptied, shield cleared, kill counted, combat cleared', () => {
    const s = fighting('player', { health: 5 });
    const shielded = { ...s, score: 7, player: { ...s.player, shieldEffect: 7 } };
    const out = act(shielded, { type: 'attack' }, [1, 0]).state;
    expect(out.player.experience).toBe(15);
    expect(out.player.gold).toBe(10);
    expect(out.score).toBe(7 + 25);
    expect(out.player.shieldEffect).toBeUndefined();
    expect(out.monstersKilled).toBe(1);
    expect(out.combat).toEqual({ active: false, turn: 'player', monster: null });
    expect(out.dungeon.rooms[1][2]).toMatchObject({ type: 'empty' });
    expect(out.dungeon.rooms[1][2]?.content).toBeUndefined();
    expect(lastLine(out)).toBe('You defeated the Goblin! +15 experience, +10 gold.');
  });

  it('levels up while experience >= experienceToNext: +10 max health, +5 max mana, a stat point, exp kept', () => {
    const s = fighting('player', { health: 1, experience: 200 });
    const out = act({ ...s, player: { ...s.player, experience: 60 } }, { type: 'attack' }, [1, 0]).state;
    expect(out.player).toMatchObject({
      level: 3,
      experience: 260,
      experienceToNext: 300,
      maxHealth: 120,
      maxMana: 60,
      pendingStatPoint: 2,
    });
    expect(out.log.slice(-3)).toEqual([
      'You defeated the Goblin! +200 experience, +10 gold.',
      'ASCENSION! You reached level 2.',
      'ASCENSION! You reached level 3.',
    ]);
  });
});

describe('monster turn', () => {
  it("is refused when it is not the enemy's turn", () => {
    expect(act(fighting('player'), { type: 'monsterTurn' }).refusal).toBe("It is not the enemy's turn.");
    expect(act(onMap(arena), { type: 'monsterTurn' }).refusal).toBe("It is not the enemy's turn.");
  });

  it('hits on d100 <= 80 for attack + d(0..2) - floor(CON/3) - shield, turn back to the player', () => {
    const out = act(fighting('monster', { attack: 12 }), { type: 'monsterTurn' }, [80, 2]).state;
    expect(out.player.health).toBe(100 - (12 + 2 - 3));
    expect(out.combat.turn).toBe('player');
    expect(lastLine(out)).toBe('The Goblin hits you for 11 damage!');
  });

  it('shield and constitution with gear reduce damage, never below 1', () => {
    const s = fighting('monster', { attack: 6 });
    const tough = { ...s, player: { ...s.player, shieldEffect: 7 } };
    expect(act(tough, { type: 'monsterTurn' }, [1, 0]).state.player.health).toBe(99);
    const ring = { ...s, equipment: { ...s.equipment, ring1: item('ring_of_infinity') } };
    const con = 10 + (item('ring_of_infinity').effect?.constitution ?? 0);
    expect(act(ring, { type: 'monsterTurn' }, [1, 2]).state.player.health).toBe(
      100 - Math.max(1, 8 - Math.floor(con / 3)),
    );
  });

  it('misses on d100 > 80', () => {
    const out = act(fighting('monster'), { type: 'monsterTurn' }, [81]).state;
    expect(lastLine(out)).toBe('The Goblin misses you!');
    expect(out.player.health).toBe(100);
    expect(out.combat.turn).toBe('player');
  });

  it('defeat at health 0: You have been defeated!, Game Over, the fight ended (its monster kept); then every action is refused', () => {
    const s = fighting('monster', { attack: 50 });
    const dying = { ...s, player: { ...s.player, health: 10 } };
    const out = act(dying, { type: 'monsterTurn' }, [1, 0]).state;
    expect(out.player.health).toBe(0);
    expect(out.gameStatus).toBe('Game Over');
    // Version 5 on, the ended fight keeps who ended the run (tests/unit/engine/queries/killer.test.ts).
    expect(out.combat).toEqual({ active: false, turn: 'player', monster: s.combat.monster });
    expect(out.log.slice(-2)).toEqual(['The Goblin hits you for 47 damage!', 'You have been defeated!']);
    for (const action of [{ type: 'rest' }, { type: 'move', direction: 'left' }, { type: 'monsterTurn' }] as const) {
      const after = act(out, action);
      expect(after.refusal).toBe('Your quest has ended. Begin a new adventure.');
      expect(after.state.player).toBe(out.player);
    }
  });

  it('combat active without a monster is cleared before acting', () => {
    const s = { ...onMap(['####', '#@.#', '####']), combat: { active: true, turn: 'monster' as const, monster: null } };
    const out = act(s, { type: 'move', direction: 'right' }).state;
    expect(out.combat.active).toBe(false);
    expect(out.player.x).toBe(2);
  });
});

describe('monster scaling', () => {
  it('floor(base x (100 + (L-1) x 15) x (100 + (ceil(L/5)-1) x 25) / 10000)', () => {
    expect(scaleStat(20, 1)).toBe(20);
    expect(scaleStat(20, 2)).toBe(23);
    expect(scaleStat(20, 6)).toBe(Math.floor((20 * 175 * 125) / 10000));
    expect(scaleStat(6, 100)).toBe(Math.floor((6 * 1585 * 575) / 10000));
    const goblin = MONSTER_TEMPLATES.find((t) => t.name === 'Goblin')!;
    expect(createMonster(goblin, 1, 'm-1', 3, 5)).toEqual({
      id: 'm-1',
      name: 'Goblin',
      symbol: goblin.symbol,
      health: 20,
      maxHealth: 20,
      attack: 6,
      defense: 1,
      experience: 15,
      gold: 10,
      x: 3,
      y: 5,
    });
  });
});
