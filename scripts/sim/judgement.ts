// The explorer bot's judgement: how good an item is, how a fight would go (the engine's own
// threat(state, monster), as the enemy panel and the V key show it), and the size of single blows
// for its choices inside a fight. Every rule figure comes from the engine.
import {
  effectiveStats,
  MONSTER_HIT_CHANCE,
  monsterDamage,
  rulesOf,
  spellByName,
  spellDamage,
  threat,
  type Threat,
} from '../../src/engine';
import type { GameState, Item, Monster, SpellName } from '../../src/engine/types';

/** Weighted worth of gear stats for a melee-first hero. */
export function gearScore(item: Item | null): number {
  const e = item?.effect;
  if (!e) return 0;
  return 3 * (e.strength ?? 0) + 2 * (e.constitution ?? 0) + 1.5 * (e.dexterity ?? 0) + 1 * (e.intelligence ?? 0);
}

// threat() counts the hero's blows one point of monster health at a time: thousands of steps for a deep
// monster, and the bots ask it of every monster they see on every step. The answer depends only on the
// figures in the key, so it is remembered by them (never by monster id, which repeats across runs).
const JUDGED_LIMIT = 8192;
const judged = new Map<string, Threat>();

function remembered(state: GameState, monster: Monster, readsHealth: boolean): Threat {
  const stats = effectiveStats(state);
  const fight = state.combat.active && state.combat.monster?.id === monster.id ? state.combat.turn : 'ahead';
  const key = [
    state.rulesVersion ?? 1,
    monster.health,
    monster.attack,
    monster.defense,
    stats.strength,
    stats.dexterity,
    stats.constitution,
    state.player.shieldEffect ?? 0,
    fight,
    readsHealth ? state.player.health : 'any health',
  ].join(',');
  let answer = judged.get(key);
  if (answer === undefined) {
    answer = threat(state, monster);
    if (judged.size >= JUDGED_LIMIT) judged.clear();
    judged.set(key, answer);
  }
  return answer;
}

/** The engine's threat(state, monster), remembered by every figure it reads. */
export function judge(state: GameState, monster: Monster): Threat {
  return remembered(state, monster, true);
}

/**
 * The engine's threat(state, monster) for what does not read the hero's current health (the exchanges
 * and the damage a fight begun from here costs; not its word), remembered without it.
 */
export function judgeFight(state: GameState, monster: Monster): Threat {
  return remembered(state, monster, false);
}

/** True when the engine calls the fight trivial or fair: expected to cost under 40% of current health. */
export function expectsToBeat(state: GameState, monster: Monster): boolean {
  const word = judge(state, monster).word;
  return word === 'trivial' || word === 'fair';
}

/** Expected melee damage per player turn against this monster (damage = STR + 0..4, mean +2). */
export function meleeExpectation(state: GameState, monster: Monster): number {
  const stats = effectiveStats(state);
  return (rulesOf(state).hitChance(stats.dexterity, monster) / 100) * (stats.strength + 2);
}

/** The best damaging spell the hero can cast right now, with its damage. */
export function bestSpell(state: GameState): { name: SpellName; damage: number } | null {
  const intelligence = effectiveStats(state).intelligence;
  let best: { name: SpellName; damage: number } | null = null;
  for (const name of state.player.learnedSpells) {
    const spell = spellByName(name);
    if (!spell?.damage || spell.manaCost > state.player.mana) continue;
    const damage = spellDamage(spell, intelligence);
    if (!best || damage > best.damage) best = { name, damage };
  }
  return best;
}

/** Expected damage of one monster blow (its hit chance folded in, mean roll 1), after constitution and shield. */
export function monsterExpectation(state: GameState, monster: Monster): number {
  const blow = monsterDamage(monster.attack, 1, effectiveStats(state).constitution, state.player.shieldEffect ?? 0);
  return (MONSTER_HIT_CHANCE / 100) * blow;
}
