import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src/engine/types';
import { act, item, lastLine, monster, onMap } from '../../../support/engine/helpers';

const room = ['####', '#@.#', '####'];
const inFight = (s: GameState): GameState => ({ ...s, combat: { active: true, turn: 'player', monster: monster() } });

describe('rest', () => {
  it('refused in combat', () => {
    expect(act(inFight(onMap(room)), { type: 'rest' }).refusal).toBe('You cannot rest during combat!');
  });

  it('restores health and mana, stamina = CON with gear x 5, day + 1, shield cleared, score - ceil(10%)', () => {
    const s = onMap(room);
    const worn = {
      ...s,
      score: 95,
      equipment: { ...s.equipment, armor: item('leather_armor') },
      player: { ...s.player, health: 3, mana: 1, stamina: 0, shieldEffect: 7 },
    };
    const con = 10 + (item('leather_armor').effect?.constitution ?? 0);
    const out = act(worn, { type: 'rest' }).state;
    expect(out.player).toMatchObject({ health: 100, mana: 50, stamina: con * 5, maxStamina: con * 5, day: 2 });
    expect(out.player.shieldEffect).toBeUndefined();
    expect(out.score).toBe(95 - 10);
    expect(lastLine(out)).toBe('You rest and recover your strength. Day 2 begins. The rest cost 10 score.');
    const v1 = act({ ...worn, rulesVersion: undefined }, { type: 'rest' }).state;
    expect(lastLine(v1)).toBe('You rest and recover your strength. Day 2 begins.');
  });

  it('score never below 0 and rounds the penalty up', () => {
    const s = onMap(room);
    expect(act({ ...s, score: 0 }, { type: 'rest' }).state.score).toBe(0);
    expect(act({ ...s, score: 1 }, { type: 'rest' }).state.score).toBe(0);
    expect(act({ ...s, score: 100 }, { type: 'rest' }).state.score).toBe(90);
  });
});

describe('sacrifice for stamina', () => {
  it('costs floor(health / 2) for floor(max stamina / 2), capped at max; allowed in combat, turn unchanged', () => {
    const s = inFight(onMap(room));
    const out = act({ ...s, player: { ...s.player, health: 51, stamina: 10 } }, { type: 'sacrificeForStamina' }).state;
    expect(out.player.health).toBe(26);
    expect(out.player.stamina).toBe(35);
    expect(out.combat.turn).toBe('player');
    expect(lastLine(out)).toBe('You sacrifice 25 health and recover 25 stamina.');
    const nearlyFull = act({ ...s, player: { ...s.player, stamina: 40 } }, { type: 'sacrificeForStamina' }).state;
    expect(nearlyFull.player.stamina).toBe(50);
  });

  it('at health 1 it costs nothing and still grants half of max stamina (refused only if health <= cost)', () => {
    const s = onMap(room);
    const out = act({ ...s, player: { ...s.player, health: 1, stamina: 0 } }, { type: 'sacrificeForStamina' });
    expect(out.refusal).toBeNull();
    expect(out.state.player).toMatchObject({ health: 1, stamina: 25 });
    expect(lastLine(out.state)).toBe(
      'You have only 1 health to give, so the sacrifice costs nothing: you recover 25 stamina.',
    );
    const two = act({ ...s, player: { ...s.player, health: 2, stamina: 0 } }, { type: 'sacrificeForStamina' }).state;
    expect(two.player).toMatchObject({ health: 1, stamina: 25 });
  });

  it("up to version 2 the free sacrifice's line reads 'You sacrifice 0 health'; the others are the same in every version", () => {
    const s = onMap(room);
    const one = { ...s, player: { ...s.player, health: 1, stamina: 0 } };
    const v2 = act({ ...one, rulesVersion: 2 }, { type: 'sacrificeForStamina' }).state;
    expect(v2.player).toMatchObject({ health: 1, stamina: 25 });
    expect(lastLine(v2)).toBe('You sacrifice 0 health and recover 25 stamina.');
    expect(lastLine(act({ ...one, rulesVersion: undefined }, { type: 'sacrificeForStamina' }).state)).toBe(
      'You sacrifice 0 health and recover 25 stamina.',
    );
    const two = { ...s, player: { ...s.player, health: 2, stamina: 0 } };
    for (const rulesVersion of [undefined, 2, 3]) {
      expect(lastLine(act({ ...two, rulesVersion }, { type: 'sacrificeForStamina' }).state)).toBe(
        'You sacrifice 1 health and recover 25 stamina.',
      );
    }
  });

  it('no soft-lock: at 1 health, 0 stamina, no potions, on its turn in combat, the hero can sacrifice then attack', () => {
    for (const constitution of [10, 11, 17, 40]) {
      const s = inFight(onMap(room));
      const stuck = {
        ...s,
        inventory: [],
        player: { ...s.player, health: 1, stamina: 0, mana: 0, constitution, maxStamina: constitution * 5 },
      };
      expect(act(stuck, { type: 'useHealthPotion' }).refusal).not.toBeNull();
      expect(act(stuck, { type: 'attack' }).refusal).toBe("You're too tired to attack! Not enough stamina.");
      const rested = act(stuck, { type: 'sacrificeForStamina' });
      expect(rested.refusal).toBeNull();
      expect(rested.state.player.health).toBe(1);
      expect(rested.state.player.stamina).toBe(Math.floor((constitution * 5) / 2));
      const swung = act(rested.state, { type: 'attack' }, [1, 0]);
      expect(swung.refusal).toBeNull();
      expect(swung.state.combat.monster!.health).toBeLessThan(stuck.combat.monster!.health);
      expect(swung.state.combat.turn).toBe('monster');
    }
  });
});

describe('allocate a stat point', () => {
  it('refused without a pending point', () => {
    expect(act(onMap(room), { type: 'allocateStat', stat: 'strength' }).refusal).toBe(
      'No stat point available to allocate.',
    );
  });

  it('+1 to the stat and one point used', () => {
    const s = onMap(room);
    const out = act(
      { ...s, player: { ...s.player, pendingStatPoint: 2 } },
      { type: 'allocateStat', stat: 'strength' },
    ).state;
    expect(out.player.strength).toBe(11);
    expect(out.player.pendingStatPoint).toBe(1);
    expect(lastLine(out)).toBe('You raise your strength to 11.');
    const last = act(out, { type: 'allocateStat', stat: 'dexterity' }).state;
    expect(last.player.pendingStatPoint).toBeUndefined();
  });

  it('version 3: with gear on that stat, the line gives both figures, as the level-up dialog does', () => {
    const s = onMap(room);
    const armed = {
      ...s,
      equipment: { ...s.equipment, weapon: item('iron_sword') },
      player: { ...s.player, pendingStatPoint: 2 },
    };
    const out = act(armed, { type: 'allocateStat', stat: 'strength' }).state;
    expect(out.player.strength).toBe(11);
    expect(lastLine(out)).toBe('You raise your strength to 11 (16 with gear).');
    // No gear bonus on dexterity: one figure.
    expect(lastLine(act(out, { type: 'allocateStat', stat: 'dexterity' }).state)).toBe(
      'You raise your dexterity to 11.',
    );
  });

  it('up to version 2 the line names the base figure only, gear or not', () => {
    const s = onMap(room);
    const armed = {
      ...s,
      equipment: { ...s.equipment, weapon: item('iron_sword') },
      player: { ...s.player, pendingStatPoint: 1 },
    };
    for (const rulesVersion of [undefined, 2]) {
      const out = act({ ...armed, rulesVersion }, { type: 'allocateStat', stat: 'strength' }).state;
      expect(out.player.strength).toBe(11);
      expect(lastLine(out)).toBe('You raise your strength to 11.');
    }
  });

  it('constitution raises max stamina (CON x 5)', () => {
    const s = onMap(room);
    const out = act(
      { ...s, player: { ...s.player, pendingStatPoint: 1 } },
      { type: 'allocateStat', stat: 'constitution' },
    ).state;
    expect(out.player.maxStamina).toBe(55);
    expect(out.player.stamina).toBe(50);
  });
});
