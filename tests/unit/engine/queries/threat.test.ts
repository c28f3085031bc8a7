// threat(state, monster): the expected course of a fight from the hero's current stats, worked out by
// hand from the combat rules (rules reference, "Combat") and checked to the hundredth.
import { describe, expect, it } from 'vitest';
import { newGame, threat, THREAT_BANDS, type GameState, type Monster } from '../../../../src/engine';
import { MONSTER_TEMPLATES } from '../../../../src/engine/data';
import { createMonster } from '../../../../src/engine/dungeon/spawn';

const hero = () => newGame('Judge', 'threat-seed');
const goblinAt = (level: number) =>
  createMonster(
    MONSTER_TEMPLATES.find((t) => t.name === 'Goblin')!,
    level,
    'm-1',
    2,
    1,
  );

/** A monster one blow of strength 10 fells (health 10, defense 0: 80% to land), hitting for attack + 0-2 - 3. */
const target = (attack: number): Monster => ({
  id: 'm-9',
  name: 'Target',
  symbol: 't',
  health: 10,
  maxHealth: 10,
  attack,
  defense: 0,
  experience: 1,
  gold: 1,
  x: 2,
  y: 1,
});

/** The hero in combat with `monster`, whose turn it is. */
const fighting = (monster: Monster, turn: 'player' | 'monster', base: GameState = hero()): GameState => ({
  ...base,
  combat: { active: true, turn, monster },
});

describe('threat', () => {
  it('judges a level-1 Goblin for a new hero: 2 hits at 79%, blows of 3-5 at 80%, the Goblin first 47.5% of the time', () => {
    const goblin = goblinAt(1);
    expect([goblin.health, goblin.attack, goblin.defense]).toEqual([20, 6, 1]);
    const judged = threat(hero(), goblin);
    // Strength 10 + 0-4 needs two hits for 20 health; 2 / 0.79 turns.
    expect(judged.exchanges).toBeCloseTo(2 / 0.79, 6);
    // 0.8 x 4 per monster turn, over (turns - 1) answers plus 190/400 of an opening blow.
    expect(judged.damageTaken).toBeCloseTo(3.2 * (2 / 0.79 - 1 + 190 / 400), 6);
    expect(judged.damageTaken).toBeCloseTo(6.42, 2);
    expect(judged.word).toBe('trivial');
  });

  it('grows with the floor: a level-10 Goblin (58 health, attack 17, defense 2) is dangerous for the same hero', () => {
    const goblin = goblinAt(10);
    expect([goblin.health, goblin.attack, goblin.defense]).toEqual([58, 17, 2]);
    const judged = threat(hero(), goblin);
    // Five blows of 10 + 0-4 reach 58 when their rolls sum to 8 or more (2,438 of 3,125 ways), else six.
    const hits = 5 + (3125 - 2438) / 3125;
    expect(judged.exchanges).toBeCloseTo(hits / 0.78, 6);
    // Blows of 14-16 at 80%: 12 a monster turn.
    expect(judged.damageTaken).toBeCloseTo(12 * (hits / 0.78 - 1 + 190 / 400), 6);
    expect(judged.word).toBe('dangerous');
  });

  it('draws each word at its band of expected damage over current health', () => {
    expect(THREAT_BANDS).toEqual({ trivial: 0.15, fair: 0.4, dangerous: 0.8 });
    // In the fight, on the hero's turn: 1.25 turns, so 0.25 of a blow of 0.8 x (attack - 2).
    const words = [76, 78, 201, 203, 401, 403].map((attack) => {
      const judged = threat(fighting(target(attack), 'player'), target(attack));
      return [judged.damageTaken.toFixed(1), judged.word];
    });
    expect(words).toEqual([
      ['14.8', 'trivial'],
      ['15.2', 'fair'],
      ['39.8', 'fair'],
      ['40.2', 'dangerous'],
      ['79.8', 'dangerous'],
      ['80.2', 'deadly'],
    ]);
  });

  it('counts the blow to come when it is the monster turn, the shield, and the hero health now', () => {
    const monster = target(52);
    expect(threat(fighting(monster, 'player'), monster).damageTaken).toBeCloseTo(10, 6);
    expect(threat(fighting(monster, 'monster'), monster).damageTaken).toBeCloseTo(50, 6);
    const shielded = fighting(monster, 'player');
    shielded.player = { ...shielded.player, shieldEffect: 10 };
    expect(threat(shielded, monster).damageTaken).toBeCloseTo(8, 6);
    const wounded = fighting(monster, 'player');
    wounded.player = { ...wounded.player, health: 30 };
    expect(threat(wounded, monster).word).toBe('fair');
    wounded.player = { ...wounded.player, health: 12 };
    expect(threat(wounded, monster).word).toBe('deadly');
  });

  it('stays quick and finite for the largest monsters of the deepest floor', () => {
    const last = createMonster(MONSTER_TEMPLATES[MONSTER_TEMPLATES.length - 1], 100, 'm-2', 2, 1);
    const judged = threat(hero(), last);
    expect(Number.isFinite(judged.exchanges) && Number.isFinite(judged.damageTaken)).toBe(true);
    expect(judged.word).toBe('deadly');
  });
});
