import { describe, expect, it } from 'vitest';
import { isDamaging, SPELLS } from '../../../../src/engine/data';
import type { GameState, Monster, SpellName } from '../../../../src/engine/types';
import { act, item, lastLine, monster, onMap } from '../../../support/engine/helpers';

const open = ['###########', '#.........#', '#.........#', '#....@....#', '#.........#', '#.........#', '###########'];
function fighting(turn: 'player' | 'monster' = 'player', foe: Partial<Monster> = {}): GameState {
  const base = onMap(['#####', '#.M.#', '#####'], [monster(foe)]);
  const m = base.dungeon.rooms[1][2]!.content as Monster;
  return { ...base, player: { ...base.player, x: 2, y: 1 }, combat: { active: true, turn, monster: m } };
}
const learn = (s: GameState, ...spells: SpellName[]) => ({
  ...s,
  player: { ...s.player, learnedSpells: [...s.player.learnedSpells, ...spells] },
});
const cast = (spell: string) => ({ type: 'cast' as const, spell });
// Version 1 states carry no rulesVersion field.
const asVersion = (version: 1 | 2, s: GameState): GameState => ({
  ...s,
  rulesVersion: version === 1 ? undefined : version,
});

describe('casting: refusals in order', () => {
  it('unknown spell, name as typed', () => {
    expect(act(onMap(open), cast('Fly')).refusal).toBe('Unknown spell: Fly');
  });
  it('known spell not learned', () => {
    expect(act(onMap(open), cast('heal')).refusal).toBe("You haven't learned HEAL yet.");
  });
  it('not enough mana: Need X, have Y', () => {
    const s = onMap(open);
    expect(act({ ...s, player: { ...s.player, mana: 14 } }, cast('fireball')).refusal).toBe(
      'Not enough mana! Need 15, have 14',
    );
  });
  it('stamina below 3', () => {
    const s = fighting();
    expect(act({ ...s, player: { ...s.player, stamina: 2 } }, cast('FIREBALL')).refusal).toBe(
      "You're too tired to cast spells! Not enough stamina.",
    );
  });
  it("a damaging spell during the monster's turn (every version)", () => {
    expect(act(fighting('monster'), cast('FIREBALL')).refusal).toBe('Wait for the monster to finish its turn!');
    expect(act(asVersion(2, fighting('monster')), cast('FIREBALL')).refusal).toBe(
      'Wait for the monster to finish its turn!',
    );
  });
  it("up to version 2, any spell during the monster's turn", () => {
    const s = asVersion(2, learn(fighting('monster'), 'HEAL'));
    for (const spell of ['HEAL', 'SHIELD', 'LIGHT']) {
      expect(act(s, cast(spell)).refusal, spell).toBe('Wait for the monster to finish its turn!');
    }
    expect(act(asVersion(1, s), cast('SHIELD')).refusal).toBe('Wait for the monster to finish its turn!');
  });
  it('damaging spell outside combat', () => {
    const out = act(onMap(open), cast('fireball'));
    expect(out.refusal).toBe('No enemy to attack!');
    expect(out.state.player.mana).toBe(50);
  });
});

describe('spell effects', () => {
  it('FIREBALL: 15 mana, 3 stamina, 20 + floor(INT with gear / 2), always hits, passes the turn', () => {
    const s = fighting('player', { health: 100, maxHealth: 100 });
    const wise = { ...s, player: { ...s.player, intelligence: 13 } };
    const out = act(wise, cast('fireball')).state;
    expect(out.player.mana).toBe(35);
    expect(out.player.stamina).toBe(47);
    expect(out.combat.monster!.health).toBe(100 - 26);
    expect(out.combat.turn).toBe('monster');
    expect(lastLine(out)).toBe('You cast FIREBALL at the Goblin for 26 damage!');
  });

  it('LIGHTNING 25 and MAGIC MISSILE 4 bases; a killing spell wins the fight', () => {
    const s = learn(fighting('player', { health: 100, maxHealth: 100 }), 'LIGHTNING', 'MAGIC MISSILE');
    expect(act(s, cast('lightning')).state.combat.monster!.health).toBe(100 - 30);
    expect(act(s, cast('Magic Missile')).state.combat.monster!.health).toBe(100 - 9);
    const kill = act(learn(fighting('player', { health: 9 }), 'MAGIC MISSILE'), cast('magic missile')).state;
    expect(kill.combat.active).toBe(false);
    expect(kill.monstersKilled).toBe(1);
  });

  it('HEAL: +15 health up to the maximum', () => {
    const s = learn(onMap(open), 'HEAL');
    const hurt = act({ ...s, player: { ...s.player, health: 80 } }, cast('heal')).state;
    expect(hurt.player.health).toBe(95);
    expect(hurt.player.mana).toBe(40);
    expect(lastLine(hurt)).toBe('You cast HEAL and recover 15 health.');
    expect(act({ ...s, player: { ...s.player, health: 95 } }, cast('heal')).state.player.health).toBe(100);
  });

  it('SHIELD: shieldEffect = 5 + floor(INT with gear / 4); in combat it passes the turn', () => {
    const out = act(fighting(), cast('shield')).state;
    expect(out.player.shieldEffect).toBe(7);
    expect(out.combat.turn).toBe('monster');
    expect(lastLine(out)).toBe('You cast SHIELD. Incoming damage is reduced by 7.');
  });

  it('LIGHT: sight radius 4 around the player now', () => {
    const out = act(onMap(open), cast('light')).state;
    const seen = out.dungeon.rooms.flat().filter((r) => r?.visible).length;
    expect(seen).toBe(out.dungeon.rooms.flat().filter((r) => r && (r.x - 5) ** 2 + (r.y - 3) ** 2 <= 20).length);
    expect(out.dungeon.rooms[3][1]).toMatchObject({ visible: true, explored: true });
    expect(out.player.mana).toBe(45);
  });
});

describe("version 3: spells that deal no damage may be cast on the monster's turn (SPEC 5)", () => {
  const hurt = (s: GameState) => ({ ...s, player: { ...s.player, health: 60 } });

  it("HEAL heals 15 for 10 mana and 3 stamina; the turn stays the monster's", () => {
    const out = act(hurt(learn(fighting('monster'), 'HEAL')), cast('heal'));
    expect(out.refusal).toBeNull();
    expect(out.state.player).toMatchObject({ health: 75, mana: 40, stamina: 47 });
    expect(out.state.combat.turn).toBe('monster');
    expect(lastLine(out.state)).toBe('You cast HEAL and recover 15 health.');
  });

  it('SHIELD wards for 5 + floor(INT / 4) = 7; LIGHT lights the halls', () => {
    const shield = act(fighting('monster'), cast('SHIELD'));
    expect(shield.refusal).toBeNull();
    expect(shield.state.player.shieldEffect).toBe(7);
    expect(shield.state.combat.turn).toBe('monster');
    expect(lastLine(shield.state)).toBe('You cast SHIELD. Incoming damage is reduced by 7.');
    expect(act(fighting('monster'), cast('LIGHT')).refusal).toBeNull();
  });

  it("which spells wait is the spell table's damage, not their names", () => {
    expect(SPELLS.filter((spell) => !isDamaging(spell)).map((spell) => spell.name)).toEqual([
      'HEAL',
      'LIGHT',
      'SHIELD',
    ]);
    const all = learn(fighting('monster'), 'HEAL', 'LIGHTNING', 'MAGIC MISSILE');
    for (const spell of SPELLS) {
      expect(act(all, cast(spell.name)).refusal, spell.name).toBe(
        isDamaging(spell) ? 'Wait for the monster to finish its turn!' : null,
      );
    }
  });
});

describe('scrolls teach spells', () => {
  it('using a scroll teaches it, consumes it and records the spell as discovered', () => {
    const scroll = item('scroll_heal');
    const s = { ...onMap(open), inventory: [scroll] };
    const out = act(s, { type: 'useItem', itemId: scroll.id }).state;
    expect(out.player.learnedSpells).toContain('HEAL');
    expect(out.discoveredSpells).toContain('HEAL');
    expect(out.inventory).toEqual([]);
    expect(lastLine(out)).toBe('You learned the HEAL spell!');
  });

  it('a known spell: use says so and keeps the scroll; equip adds the merchant hint', () => {
    const scroll = item('scroll_fireball');
    const s = { ...onMap(open), inventory: [scroll] };
    const used = act(s, { type: 'useItem', itemId: scroll.id });
    expect(used.refusal).toBe('You already know the FIREBALL spell!');
    expect(used.state.inventory).toEqual([scroll]);
    const equipped = act(s, { type: 'equip', itemId: scroll.id });
    expect(equipped.refusal).toBe('You already know the FIREBALL spell! This scroll can only be sold to merchants.');
  });

  it('equip on an unknown scroll reads it instead', () => {
    const scroll = item('scroll_lightning');
    const out = act({ ...onMap(open), inventory: [scroll] }, { type: 'equip', itemId: scroll.id }).state;
    expect(out.player.learnedSpells).toContain('LIGHTNING');
    expect(out.equipment.weapon).toBeNull();
  });
});
