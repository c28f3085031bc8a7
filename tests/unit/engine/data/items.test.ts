import { describe, expect, it } from 'vitest';
import { sellPrice, sellPriceRange, isSellable } from '../../../../src/engine/rules/sellPrice';
import { effectiveStats, maxStaminaFor } from '../../../../src/engine/rules/stats';
import type { GameState, Item } from '../../../../src/engine/types';
import { equipRefusal } from '../../../../src/engine/actions/equip';
import { act, item, lastLine, monster, onMap } from '../../../support/engine/helpers';

const room = ['####', '#@.#', '####'];
const holding = (...items: Item[]): GameState => ({ ...onMap(room), inventory: items });

describe('equip', () => {
  it('needs the item in the pack', () => {
    expect(act(holding(), { type: 'equip', itemId: 'iron_sword-1' }).refusal).toBe('You do not have that item.');
  });

  it('puts gear in its slot; stats with gear include the bonus', () => {
    const sword = item('iron_sword');
    const out = act(holding(sword), { type: 'equip', itemId: sword.id }).state;
    expect(out.equipment.weapon).toEqual(sword);
    expect(out.inventory).toEqual([]);
    expect(effectiveStats(out)).toMatchObject({ strength: 15, bonus: { strength: 5 } });
    expect(lastLine(out)).toBe('You equip Iron Sword.');
  });

  it('potions, keys and treasure cannot be equipped', () => {
    for (const id of ['health_potion', 'silver_key', 'diamonds']) {
      const it = item(id);
      expect(act(holding(it), { type: 'equip', itemId: it.id }).refusal).toBe(`${it.name} cannot be equipped.`);
    }
  });

  it('a second copy of a ring fits ring2; version 1 refused any copy of a worn template', () => {
    const worn = item('copper_ring', 1);
    const spare = item('copper_ring', 2);
    const s = { ...holding(spare), equipment: { ...holding().equipment, ring1: worn } };
    const out = act(s, { type: 'equip', itemId: spare.id });
    expect(out.refusal).toBeNull();
    expect([out.state.equipment.ring1, out.state.equipment.ring2]).toEqual([worn, spare]);
    const v1 = act({ ...s, rulesVersion: undefined }, { type: 'equip', itemId: spare.id });
    expect(v1.refusal).toBe('Copper Ring is already equipped.');
  });

  it('equipRefusal tells before equipping what the rules of the run would say', () => {
    const worn = item('copper_ring', 1);
    const spare = item('copper_ring', 2);
    const s = { ...holding(spare, item('health_potion')), equipment: { ...holding().equipment, ring1: worn } };
    expect(equipRefusal(s, spare.id)).toBeNull();
    expect(equipRefusal({ ...s, rulesVersion: undefined }, spare.id)).toBe('Copper Ring is already equipped.');
    expect(equipRefusal(s, 'nothing-1')).toBe('You do not have that item.');
    expect(equipRefusal(s, s.inventory[1].id)).toBe('Health Potion cannot be equipped.');
  });

  it('the very item already equipped is refused', () => {
    const worn = item('iron_sword', 1);
    const s = { ...holding(worn), equipment: { ...holding().equipment, weapon: worn } };
    expect(act(s, { type: 'equip', itemId: worn.id }).refusal).toBe('Iron Sword is already equipped.');
  });

  it('replaced gear goes back to the pack', () => {
    const dagger = item('rusty_dagger');
    const sword = item('iron_sword');
    const s = { ...holding(sword), equipment: { ...holding().equipment, weapon: dagger } };
    const out = act(s, { type: 'equip', itemId: sword.id }).state;
    expect(out.equipment.weapon).toEqual(sword);
    expect(out.inventory).toEqual([dagger]);
    expect(lastLine(out)).toBe('You equip Iron Sword and put Rusty Dagger back in your pack.');
  });

  it('rings fill ring1, then ring2, then replace ring1', () => {
    const [a, b, c] = [item('copper_ring'), item('ring_of_strength'), item('ring_of_wisdom')];
    let s = holding(a, b, c);
    s = act(s, { type: 'equip', itemId: a.id }).state;
    s = act(s, { type: 'equip', itemId: b.id }).state;
    expect([s.equipment.ring1, s.equipment.ring2]).toEqual([a, b]);
    s = act(s, { type: 'equip', itemId: c.id }).state;
    expect([s.equipment.ring1, s.equipment.ring2]).toEqual([c, b]);
    expect(s.inventory).toEqual([a]);
  });

  it('constitution gear keeps max stamina = CON with gear x 5, clamped down on removal', () => {
    const ring = item('ring_of_infinity');
    const con = 10 + ring.effect!.constitution!;
    let s = act(holding(ring), { type: 'equip', itemId: ring.id }).state;
    expect(s.player.maxStamina).toBe(con * 5);
    expect(maxStaminaFor(s)).toBe(con * 5);
    s = { ...s, player: { ...s.player, stamina: con * 5 } };
    s = act(s, { type: 'unequip', slot: 'ring1' }).state;
    expect(s.player.maxStamina).toBe(50);
    expect(s.player.stamina).toBe(50);
  });
});

describe('unequip', () => {
  it('empty slot', () => {
    expect(act(holding(), { type: 'unequip', slot: 'boots' }).refusal).toBe('Nothing is equipped in your boots slot.');
  });
  it('full pack', () => {
    const s = { ...holding(...Array.from({ length: 20 }, (_, i) => item('health_potion', i))) };
    const worn = { ...s, equipment: { ...s.equipment, helmet: item('leather_cap') } };
    expect(act(worn, { type: 'unequip', slot: 'helmet' }).refusal).toBe(
      'Your pack is full. Make room before unequipping Leather Cap.',
    );
  });
  it('returns the piece to the pack', () => {
    const cap = item('leather_cap');
    const s = { ...holding(), equipment: { ...holding().equipment, helmet: cap } };
    const out = act(s, { type: 'unequip', slot: 'helmet' }).state;
    expect(out.inventory).toEqual([cap]);
    expect(out.equipment.helmet).toBeNull();
    expect(lastLine(out)).toBe('You unequip Leather Cap.');
  });
});

describe('use items and potions', () => {
  it('a health potion restores up to the maximum and is consumed', () => {
    const potion = item('health_potion');
    const s = holding(potion);
    const out = act({ ...s, player: { ...s.player, health: 90 } }, { type: 'useItem', itemId: potion.id }).state;
    expect(out.player.health).toBe(100);
    expect(out.inventory).toEqual([]);
    expect(lastLine(out)).toBe('You use Health Potion and recover 10 health.');
  });

  it('at full health/mana the potion is refused and kept', () => {
    const hp = item('health_potion');
    const mp = item('mana_potion');
    const full = act(holding(hp), { type: 'useItem', itemId: hp.id });
    expect(full.refusal).toBe('Your health is already full.');
    expect(full.state.inventory).toEqual([hp]);
    expect(act(holding(mp), { type: 'useItem', itemId: mp.id }).refusal).toBe('Your mana is already full.');
  });

  it('H and M use the first potion with a health / mana effect, and say when none is held', () => {
    const [sword, mp, hp1, hp2] = [
      item('iron_sword'),
      item('mana_potion'),
      item('health_potion', 1),
      item('greater_health_potion', 2),
    ];
    const s = holding(sword, mp, hp1, hp2);
    const hurt = { ...s, player: { ...s.player, health: 10, mana: 0 } };
    expect(act(hurt, { type: 'useHealthPotion' }).state.inventory).toEqual([sword, mp, hp2]);
    expect(act(hurt, { type: 'useManaPotion' }).state.player.mana).toBe(20);
    expect(act(holding(sword), { type: 'useHealthPotion' }).refusal).toBe('You have no health potion.');
    expect(act(holding(sword), { type: 'useManaPotion' }).refusal).toBe('You have no mana potion.');
  });

  it('keys and treasure only give a message', () => {
    const key = item('silver_key');
    const out = act(holding(key), { type: 'useItem', itemId: key.id }).state;
    expect(out.inventory).toEqual([key]);
    expect(lastLine(out)).toBe(`You examine the Silver Key. ${key.description}`);
  });

  it('using gear equips it; using does not pass the turn in combat', () => {
    const sword = item('iron_sword');
    expect(act(holding(sword), { type: 'useItem', itemId: sword.id }).state.equipment.weapon).toEqual(sword);
    const hp = item('health_potion');
    const s = { ...holding(hp), combat: { active: true, turn: 'player' as const, monster: monster() } };
    const out = act({ ...s, player: { ...s.player, health: 50 } }, { type: 'useHealthPotion' }).state;
    expect(out.combat.turn).toBe('player');
  });
});

describe('sell', () => {
  const shop = (...items: Item[]): GameState => ({
    ...onMap(['####', '#@.#', '####']),
    inventory: items,
    dungeon: { ...onMap(['####', '#&.#', '####']).dungeon },
  });

  it('only on a merchant room and not in combat', () => {
    const gem = item('ruby');
    expect(act(holding(gem), { type: 'sellItem', itemId: gem.id }).refusal).toBe('There is no merchant here.');
    const s = { ...shop(gem), combat: { active: true, turn: 'player' as const, monster: monster() } };
    expect(act(s, { type: 'sellItem', itemId: gem.id }).refusal).toBe('There is no merchant here.');
  });

  it('removes the item and adds its deterministic price in the band', () => {
    const gem = item('ruby');
    const s = shop(gem);
    const price = sellPrice(s, gem);
    const out = act(s, { type: 'sellItem', itemId: gem.id }).state;
    expect(out.player.gold).toBe(price);
    expect(out.inventory).toEqual([]);
    expect(lastLine(out)).toBe(`You sold Ruby for ${price} gold.`);
  });

  it('price bands; diamonds 20-39; keys 1; prices vary by instance and seed but are stable', () => {
    expect(sellPriceRange(item('ruby'))).toEqual({ min: 10, max: 19 });
    expect(sellPriceRange(item('diamonds'))).toEqual({ min: 20, max: 39 });
    expect(sellPriceRange(item('health_potion'))).toEqual({ min: 5, max: 9 });
    expect(sellPriceRange(item('iron_sword'))).toEqual({ min: 15, max: 29 });
    expect(sellPriceRange(item('leather_armor'))).toEqual({ min: 12, max: 23 });
    expect(sellPriceRange(item('leather_cap'))).toEqual({ min: 8, max: 15 });
    expect(sellPriceRange(item('worn_boots'))).toEqual({ min: 6, max: 11 });
    expect(sellPriceRange(item('cloth_gloves'))).toEqual({ min: 7, max: 13 });
    expect(sellPriceRange(item('copper_ring'))).toEqual({ min: 10, max: 19 });
    expect(sellPriceRange(item('scroll_heal'))).toEqual({ min: 25, max: 39 });
    expect(sellPrice({ seed: 's' }, item('silver_key'))).toBe(1);
    const prices = new Set<number>();
    for (let n = 0; n < 200; n++) {
      const p = sellPrice({ seed: 'run' }, item('diamonds', n));
      expect(p).toBeGreaterThanOrEqual(20);
      expect(p).toBeLessThanOrEqual(39);
      expect(sellPrice({ seed: 'run' }, item('diamonds', n))).toBe(p);
      prices.add(p);
    }
    expect(prices.size).toBe(20);
    expect(isSellable(item('scroll_heal'))).toBe(true);
    expect(isSellable(item('silver_key'))).toBe(true);
  });
});
