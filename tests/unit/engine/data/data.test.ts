import { describe, expect, it } from 'vitest';
import {
  ITEMS,
  MONSTER_CATALOGUE,
  MONSTER_TEMPLATES,
  SELL_PRICE_BANDS,
  SPELLS,
  itemTemplate,
  priceBandOf,
  spellByName,
  templateIdOf,
} from '../../../../src/engine/data';
import { MONSTER_TEMPLATES_V2 } from '../../../../src/engine/data/monstersV2';
import type { MonsterTemplate } from '../../../../src/engine/types';

const STATS = ['strength', 'intelligence', 'dexterity', 'constitution'] as const;
const GEAR = ['weapon', 'armor', 'helmet', 'boots', 'gloves', 'ring'] as const;

describe('spells (the table of the rules reference)', () => {
  it.each([
    ['HEAL', 10, 'heal', 15],
    ['FIREBALL', 15, 'damage', 20],
    ['LIGHTNING', 20, 'damage', 25],
    ['MAGIC MISSILE', 5, 'damage', 4],
  ] as const)('%s costs %i mana with %s %i', (name, mana, field, value) => {
    const spell = spellByName(name);
    expect(spell?.manaCost).toBe(mana);
    expect(spell?.[field]).toBe(value);
  });

  it('LIGHT costs 5 and SHIELD 12, neither deals damage', () => {
    expect(spellByName('LIGHT')).toMatchObject({ manaCost: 5 });
    expect(spellByName('SHIELD')).toMatchObject({ manaCost: 12 });
    expect(spellByName('LIGHT')?.damage).toBeUndefined();
    expect(spellByName('SHIELD')?.damage).toBeUndefined();
  });

  it('looks names up case-insensitively and returns undefined for unknown ones', () => {
    expect(spellByName('magic missile')?.name).toBe('MAGIC MISSILE');
    expect(spellByName('FiReBaLl')?.name).toBe('FIREBALL');
    expect(spellByName('teleport')).toBeUndefined();
    expect(SPELLS).toHaveLength(6);
  });
});

describe('monster templates', () => {
  it('has 30 templates, three per tier 1-10', () => {
    expect(MONSTER_TEMPLATES).toHaveLength(30);
    for (let tier = 1; tier <= 10; tier++) {
      expect(MONSTER_TEMPLATES.filter((m) => m.tier === tier)).toHaveLength(3);
    }
  });

  it('has the reference Goblin exactly', () => {
    expect(MONSTER_TEMPLATES.find((m) => m.name === 'Goblin')).toEqual({
      name: 'Goblin',
      symbol: 'g',
      tier: 1,
      baseHealth: 20,
      baseAttack: 6,
      baseDefense: 1,
      baseExp: 15,
      baseGold: 10,
    });
  });

  it('uses distinct single-character symbols that never clash with map glyphs', () => {
    const symbols = MONSTER_TEMPLATES.map((m) => m.symbol);
    expect(new Set(symbols).size).toBe(30);
    for (const symbol of symbols) {
      expect([...symbol]).toHaveLength(1);
      expect(['@', '$', '?', 'E', '.', '#', '♣']).not.toContain(symbol);
    }
    expect(MONSTER_TEMPLATES.find((m) => m.name === 'Troll')?.symbol).toBe('T');
    expect(MONSTER_TEMPLATES.find((m) => m.name === 'Skeleton')?.symbol).toBe('s');
    expect(MONSTER_TEMPLATES.find((m) => m.name === 'Orc Warrior')?.symbol).toBe('o');
  });
});

describe('monster templates of version 2 (as shipped)', () => {
  it('grows with the tiers: each tier is tougher than the one before, by a shrinking step', () => {
    const power = (tier: number) =>
      MONSTER_TEMPLATES_V2.filter((m) => m.tier === tier).reduce((sum, m) => sum + m.baseHealth * m.baseAttack, 0);
    for (let tier = 2; tier <= 10; tier++) expect(power(tier)).toBeGreaterThan(power(tier - 1));
    for (let tier = 4; tier <= 10; tier++) {
      expect(power(tier) / power(tier - 1)).toBeLessThanOrEqual((power(tier - 1) / power(tier - 2)) * 1.02);
    }
  });

  it('a monster is as strong as its name, and pays experience and gold by the danger it poses', () => {
    const danger = (name: string) => {
      const m = MONSTER_TEMPLATES_V2.find((t) => t.name === name)!;
      return m.baseHealth * m.baseAttack;
    };
    expect(danger('Rat')).toBeLessThan(danger('Goblin'));
    expect(danger('Goblin')).toBeLessThan(danger('Skeleton'));
    expect(danger('Wolf')).toBeLessThan(danger('Dark Mage'));
    expect(danger('Kraken')).toBeLessThan(danger('Ancient Dragon'));
    const byDanger = [...MONSTER_TEMPLATES_V2].sort(
      (a, b) => a.baseHealth * a.baseAttack - b.baseHealth * b.baseAttack,
    );
    for (let i = 1; i < byDanger.length; i++) {
      expect(byDanger[i].baseExp).toBeGreaterThanOrEqual(byDanger[i - 1].baseExp);
      expect(byDanger[i].baseGold).toBeGreaterThanOrEqual(byDanger[i - 1].baseGold);
    }
    expect(MONSTER_TEMPLATES_V2.find((t) => t.name === 'Skeleton')!.baseExp).toBeGreaterThan(15);
  });
});

/** A tier's templates from weakest to deadliest (by health x attack). */
function roles(table: readonly MonsterTemplate[], tier: number): MonsterTemplate[] {
  return table.filter((m) => m.tier === tier).sort((a, b) => a.baseHealth * a.baseAttack - b.baseHealth * b.baseAttack);
}

describe('monster templates of version 3 (the current table)', () => {
  it('holds exactly these numbers: name, symbol, tier, health, attack, defense, experience, gold', () => {
    const rows = MONSTER_TEMPLATES.map((m) => [
      m.name,
      m.symbol,
      m.tier,
      m.baseHealth,
      m.baseAttack,
      m.baseDefense,
      m.baseExp,
      m.baseGold,
    ]);
    expect(rows).toEqual([
      ['Goblin', 'g', 1, 20, 6, 1, 15, 10],
      ['Skeleton', 's', 1, 45, 15, 2, 5, 15],
      ['Rat', 'r', 1, 12, 4, 0, 3, 6],
      ['Orc Warrior', 'o', 2, 38, 11, 1, 4, 30],
      ['Dark Mage', 'm', 2, 97, 32, 2, 5, 45],
      ['Wolf', 'w', 2, 19, 6, 0, 3, 18],
      ['Troll', 'T', 3, 42, 13, 1, 4, 60],
      ['Wyvern', 'v', 3, 107, 35, 2, 5, 90],
      ['Bandit Chief', 'b', 3, 21, 7, 0, 3, 36],
      ['Minotaur', 'M', 4, 23, 8, 0, 3, 60],
      ['Lich', 'L', 4, 118, 40, 2, 5, 150],
      ['Chimera', 'C', 4, 47, 14, 1, 4, 100],
      ['Ancient Dragon', 'D', 5, 132, 44, 2, 5, 255],
      ['Demon Lord', 'd', 5, 53, 15, 1, 4, 170],
      ['Kraken', 'K', 5, 26, 9, 0, 3, 102],
      ['Void Beast', 'V', 6, 31, 10, 0, 3, 174],
      ['Phoenix', 'P', 6, 157, 52, 2, 5, 435],
      ['Titan', 'X', 6, 65, 19, 1, 4, 290],
      ['Reality Wraith', 'W', 7, 43, 14, 0, 3, 294],
      ['Star Devourer', 'S', 7, 91, 27, 1, 4, 490],
      ['Time Guardian', 'H', 7, 220, 73, 2, 5, 735],
      ['Chaos Entity', 'c', 8, 60, 20, 0, 3, 498],
      ['Divine Avatar', 'A', 8, 127, 38, 1, 4, 830],
      ['Multiverse Serpent', 'N', 8, 308, 102, 2, 5, 1245],
      ['Existence Eater', 'e', 9, 84, 28, 0, 3, 840],
      ['Omnipotent Shade', 'O', 9, 178, 53, 1, 4, 1400],
      ['Primordial Force', 'F', 9, 431, 143, 2, 5, 2100],
      ['The Destroyer', 'Z', 10, 118, 39, 0, 3, 1440],
      ["Creation's End", 'Y', 10, 249, 74, 1, 4, 2400],
      ['Alpha & Omega', '&', 10, 603, 200, 2, 5, 3600],
    ]);
  });

  it('keeps the names in their order: every role at least 1.1x the same role one tier up', () => {
    for (let tier = 2; tier <= 10; tier++) {
      const [before, now] = [roles(MONSTER_TEMPLATES, tier - 1), roles(MONSTER_TEMPLATES, tier)];
      for (let role = 0; role < 3; role++) {
        expect(now[role].baseHealth).toBeGreaterThanOrEqual(before[role].baseHealth * 1.1 - 0.5);
        expect(now[role].baseAttack).toBeGreaterThanOrEqual(before[role].baseAttack * 1.1 - 0.5);
      }
    }
    expect(roles(MONSTER_TEMPLATES, 1).map((m) => m.name)).toEqual(['Rat', 'Goblin', 'Skeleton']);
    expect(roles(MONSTER_TEMPLATES, 10).map((m) => m.name)).toEqual([
      'The Destroyer',
      "Creation's End",
      'Alpha & Omega',
    ]);
  });

  it('pays 3 / 4 / 5 experience by role (the Goblin its reference 15), gold 0.6 / 1 / 1.5 x the middle name', () => {
    for (let tier = 1; tier <= 10; tier++) {
      const [weakest, middle, deadliest] = roles(MONSTER_TEMPLATES, tier);
      expect([weakest.baseExp, middle.baseExp, deadliest.baseExp]).toEqual([3, tier === 1 ? 15 : 4, 5]);
      expect([weakest.baseDefense, middle.baseDefense, deadliest.baseDefense]).toEqual([0, 1, 2]);
      expect(weakest.baseGold).toBe(Math.round(middle.baseGold * 0.6));
      expect(deadliest.baseGold).toBe(Math.round(middle.baseGold * 1.5));
      if (tier > 1) expect(middle.baseGold).toBeGreaterThan(roles(MONSTER_TEMPLATES, tier - 1)[1].baseGold * 1.5);
    }
  });
});

describe('monster catalogue', () => {
  it('lists the 30 monsters by category and level range', () => {
    expect(MONSTER_CATALOGUE).toHaveLength(30);
    expect(MONSTER_CATALOGUE.slice(0, 3).map((m) => m.name)).toEqual(['Goblin', 'Skeleton', 'Rat']);
    expect(MONSTER_CATALOGUE.slice(27).map((m) => m.name)).toEqual([
      'The Destroyer',
      "Creation's End",
      'Alpha & Omega',
    ]);
    // The level range is where the current rules can place the monster: from its tier's first level to the bottom.
    expect(MONSTER_CATALOGUE.find((m) => m.name === 'Goblin')).toMatchObject({
      category: 'Basic',
      levelRange: [1, 100],
    });
    expect(MONSTER_CATALOGUE.find((m) => m.name === 'Kraken')).toMatchObject({
      category: 'Legendary',
      levelRange: [41, 100],
    });
    expect(MONSTER_CATALOGUE.find((m) => m.name === 'Wolf')).toMatchObject({
      category: 'Intermediate',
      levelRange: [11, 100],
    });
    expect(MONSTER_CATALOGUE.find((m) => m.name === 'Alpha & Omega')).toMatchObject({
      category: 'Ultimate',
      levelRange: [91, 100],
    });
  });

  it('gives every monster its own description', () => {
    const descriptions = MONSTER_CATALOGUE.map((m) => m.description);
    expect(new Set(descriptions).size).toBe(30);
    for (const entry of MONSTER_CATALOGUE) expect(entry.description).not.toBe(entry.name);
  });
});

describe('item catalogue', () => {
  it('holds about 70 items with unique template ids in tiers 1-20', () => {
    expect(ITEMS.length).toBeGreaterThanOrEqual(65);
    expect(ITEMS.length).toBeLessThanOrEqual(80);
    expect(new Set(ITEMS.map((i) => i.id)).size).toBe(ITEMS.length);
    for (const item of ITEMS) {
      expect(item.tier).toBeGreaterThanOrEqual(1);
      expect(item.tier).toBeLessThanOrEqual(20);
      expect(item.id).toMatch(/^[a-z_]+$/);
    }
    expect(ITEMS.some((i) => i.tier === 20)).toBe(true);
  });

  it.each([
    ['iron_sword', 'Iron Sword', 'weapon', { strength: 5 }],
    ['health_potion', 'Health Potion', 'potion', { health: 25 }],
    ['mana_potion', 'Mana Potion', 'potion', { mana: 20 }],
    ['infinity_sword', 'Infinity Sword', 'weapon', { strength: 50 }],
    ['creation_itself', 'Creation Itself', 'weapon', { strength: 250 }],
    [
      'ring_of_infinity',
      'Ring of Infinity',
      'ring',
      { strength: 50, intelligence: 50, dexterity: 50, constitution: 50 },
    ],
    ['elixir_of_immortality', 'Elixir of Immortality', 'potion', { health: 1000 }],
  ])('%s is %s (%s) with %o', (id, name, type, effect) => {
    expect(itemTemplate(id)).toMatchObject({ name, type, effect });
  });

  it('has the Silver Key, Diamonds and gems', () => {
    expect(itemTemplate('silver_key')).toMatchObject({ name: 'Silver Key', type: 'key' });
    expect(itemTemplate('diamonds')).toMatchObject({ name: 'Diamonds', type: 'treasure' });
    expect(ITEMS.filter((i) => i.type === 'treasure').length).toBeGreaterThanOrEqual(5);
    expect(ITEMS.filter((i) => i.id.startsWith('diamonds'))).toHaveLength(1);
  });

  it('has tier 1 scrolls of MAGIC MISSILE and HEAL and a tier 2 scroll of LIGHTNING', () => {
    const scrollOf = (spell: string) => ITEMS.find((i) => i.type === 'scroll' && i.teachSpell === spell);
    expect(scrollOf('MAGIC MISSILE')?.tier).toBe(1);
    expect(scrollOf('HEAL')?.tier).toBe(1);
    expect(scrollOf('LIGHTNING')?.tier).toBe(2);
    for (const scroll of ITEMS.filter((i) => i.type === 'scroll'))
      expect(spellByName(scroll.teachSpell ?? '')).toBeDefined();
  });

  it('covers every type, with potions of several strengths for health and mana', () => {
    for (const type of [...GEAR, 'potion', 'key', 'treasure', 'scroll']) {
      expect(ITEMS.some((i) => i.type === type)).toBe(true);
    }
    expect(ITEMS.filter((i) => i.effect?.health).length).toBeGreaterThanOrEqual(3);
    expect(ITEMS.filter((i) => i.effect?.mana).length).toBeGreaterThanOrEqual(3);
  });

  it('gives gear only stat effects and its own slot, consumables only health or mana', () => {
    for (const item of ITEMS) {
      const keys = Object.keys(item.effect ?? {});
      if ((GEAR as readonly string[]).includes(item.type)) {
        expect(item.equipSlot).toBe(item.type);
        expect(keys.length).toBeGreaterThan(0);
        for (const key of keys) expect(STATS).toContain(key);
        for (const value of Object.values(item.effect ?? {})) expect(value).toBeGreaterThan(0);
      } else {
        expect(item.equipSlot).toBeUndefined();
        for (const key of keys) expect(['health', 'mana']).toContain(key);
      }
    }
  });

  it('makes weapon strength grow with tier', () => {
    const weapons = ITEMS.filter((i) => i.type === 'weapon').sort((a, b) => a.tier - b.tier);
    for (let i = 1; i < weapons.length; i++) {
      expect(weapons[i].effect?.strength ?? 0).toBeGreaterThanOrEqual(weapons[i - 1].effect?.strength ?? 0);
    }
  });

  it('gives every item a one-character symbol, a hex colour and a description', () => {
    for (const item of ITEMS) {
      expect([...item.symbol]).toHaveLength(1);
      expect(item.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(item.description.length).toBeGreaterThan(10);
    }
  });

  it('uses colours readable on both a light and a dark background (contrast >= 2.5 against each)', () => {
    const luminance = (hex: string) => {
      const channel = (i: number) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
    };
    const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    for (const item of ITEMS) {
      const l = luminance(item.color);
      expect(contrast(l, 1), item.id).toBeGreaterThanOrEqual(2.5);
      expect(contrast(l, luminance('#111111')), item.id).toBeGreaterThanOrEqual(2.5);
    }
  });
});

describe('lookups', () => {
  it('maps instance ids to their template', () => {
    expect(templateIdOf('silver_key-12')).toBe('silver_key');
    expect(templateIdOf('diamonds')).toBe('diamonds');
    expect(itemTemplate('iron_sword-7')?.name).toBe('Iron Sword');
    expect(itemTemplate('no_such_thing')).toBeUndefined();
  });
});

describe('sale price bands', () => {
  it('matches the bands of the rules reference', () => {
    expect(SELL_PRICE_BANDS).toEqual({
      treasure: { min: 10, max: 19 },
      diamonds: { min: 20, max: 39 },
      potion: { min: 5, max: 9 },
      weapon: { min: 15, max: 29 },
      armor: { min: 12, max: 23 },
      helmet: { min: 8, max: 15 },
      boots: { min: 6, max: 11 },
      gloves: { min: 7, max: 13 },
      ring: { min: 10, max: 19 },
      scroll: { min: 25, max: 39 },
      other: { min: 1, max: 1 },
    });
  });

  it('prices diamonds by their own band and keys as other', () => {
    expect(priceBandOf({ id: 'diamonds-4', type: 'treasure' })).toEqual({ min: 20, max: 39 });
    expect(priceBandOf({ id: 'ruby-4', type: 'treasure' })).toEqual({ min: 10, max: 19 });
    expect(priceBandOf({ id: 'silver_key-1', type: 'key' })).toEqual({ min: 1, max: 1 });
  });
});
