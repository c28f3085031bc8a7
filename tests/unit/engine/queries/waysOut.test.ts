// waysOut: every way out of exhaustion with what it costs and does, cheapest safe way first (the Out
// of Stamina dialog lists them in this order and focuses the first safe one).
import { describe, expect, it } from 'vitest';
import { newGame, strongestBlow, waysOut, type GameState, type Item, type Monster } from '../../../../src/engine';
import { catalogueItem, monsterNamed } from '../../../support/engine/fixtures';

function hero(patch: Partial<GameState['player']> = {}, inventory: Item[] = [], rulesVersion = 2): GameState {
  const s = newGame('Tester', 'ways-out', rulesVersion);
  return { ...s, inventory, player: { ...s.player, ...patch } };
}

function inFight(foe: Monster, patch: Partial<GameState['player']> = {}, inventory: Item[] = []): GameState {
  return { ...hero(patch, inventory), combat: { active: true, turn: 'player', monster: foe } };
}

const rat = monsterNamed('Rat', { health: 1 });
const kinds = (s: GameState) => waysOut(s).map((way) => (way.kind === 'cast' ? `cast ${way.spell}` : way.kind));

describe('waysOut', () => {
  it('a Rat at 1 health on floor 1: FIREBALL finishes it, cheaper and as safe as sacrificing 44 health', () => {
    const s = inFight(rat, { health: 88, stamina: 10 });
    const ways = waysOut(s);
    expect(ways).toEqual([
      {
        kind: 'cast',
        action: { type: 'cast', spell: 'FIREBALL' },
        safe: true,
        spell: 'FIREBALL',
        mana: 15,
        stamina: 3,
        damage: 25,
        finishes: true,
      },
      {
        kind: 'sacrifice',
        action: { type: 'sacrificeForStamina' },
        safe: true,
        cost: 44,
        gain: 25,
        healthAfter: 44,
      },
    ]);
  });

  it('the cheapest spell that finishes the monster comes first (MAGIC MISSILE, 5 mana, before FIREBALL)', () => {
    const s = inFight(rat, { stamina: 10, learnedSpells: ['FIREBALL', 'LIGHT', 'SHIELD', 'MAGIC MISSILE'] });
    expect(kinds(s)).toEqual(['cast MAGIC MISSILE', 'cast FIREBALL', 'sacrifice']);
  });

  it('offers no spell that would be refused, nor one that does no damage, nor rest in combat', () => {
    const s = inFight(rat, { stamina: 2, mana: 50, learnedSpells: ['FIREBALL', 'LIGHT', 'SHIELD', 'HEAL'] });
    expect(kinds(s)).toEqual(['sacrifice']);
    expect(kinds({ ...s, player: { ...s.player, stamina: 10, mana: 14 } })).toEqual(['sacrifice']);
  });

  it('at 1 health with nothing else: the sacrifice costs nothing, and it is not safe (any blow ends the run)', () => {
    const s = inFight(monsterNamed('Goblin'), { health: 1, stamina: 2 });
    expect(waysOut(s)).toEqual([
      { kind: 'sacrifice', action: { type: 'sacrificeForStamina' }, safe: false, cost: 0, gain: 25, healthAfter: 1 },
    ]);
    expect(strongestBlow(s)).toBe(5);
  });

  it('at 1 health with a Health Potion: drinking it first is the safe way, the sacrifice comes after', () => {
    const potion = catalogueItem('health_potion', 1);
    const s = inFight(monsterNamed('Goblin'), { health: 1, stamina: 2 }, [potion]);
    const ways = waysOut(s);
    expect(ways.map((way) => [way.kind, way.safe])).toEqual([
      ['potion', true],
      ['sacrifice', false],
    ]);
    expect(ways[0]).toMatchObject({ action: { type: 'useHealthPotion' }, item: 'Health Potion', health: 25, mana: 0 });
  });

  it('a spell that leaves the monster standing is not safe when its answer could end the run', () => {
    const skeleton = monsterNamed('Skeleton');
    const s = inFight(skeleton, { health: 5, stamina: 10 });
    expect(strongestBlow(s)).toBeGreaterThanOrEqual(5);
    expect(waysOut(s).map((way) => [way.kind, way.safe])).toEqual([
      ['cast', false],
      ['sacrifice', false],
    ]);
    expect(waysOut({ ...s, player: { ...s.player, health: 60 } }).map((way) => [way.kind, way.safe])).toEqual([
      ['cast', true],
      ['sacrifice', true],
    ]);
  });

  it('a Mana Potion is a way when it lets a spell be cast, and names that spell', () => {
    const potion = catalogueItem('mana_potion', 2);
    const s = inFight(monsterNamed('Goblin'), { mana: 5, stamina: 10, health: 40 }, [potion]);
    const ways = waysOut(s);
    expect(ways.map((way) => way.kind)).toEqual(['sacrifice', 'potion']);
    expect(ways[1]).toMatchObject({
      action: { type: 'useManaPotion' },
      safe: true,
      item: 'Mana Potion',
      mana: 20,
      enables: 'FIREBALL',
    });
    // Too tired even to cast: mana does not help.
    expect(kinds({ ...s, player: { ...s.player, stamina: 2 } })).toEqual(['sacrifice']);
  });

  it('outside combat: walking on (4 stamina a step), then resting (its score cost), then the sacrifice', () => {
    const s = { ...hero({ health: 60, stamina: 0 }), score: 120 };
    expect(waysOut(s)).toEqual([
      { kind: 'walk', action: null, safe: true, gainPerStep: 4 },
      { kind: 'rest', action: { type: 'rest' }, safe: true, scoreCost: 12 },
      { kind: 'sacrifice', action: { type: 'sacrificeForStamina' }, safe: true, cost: 30, gain: 25, healthAfter: 30 },
    ]);
  });

  it('under version 1, where steps regain nothing, walking is no way out', () => {
    expect(kinds(hero({ stamina: 0 }, [], 1))).toEqual(['rest', 'sacrifice']);
  });
});
