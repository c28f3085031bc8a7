// The explorer bot's estimates: how good an item is, and how dangerous a fight would be. Every rule
// figure (hit chances, damage formulas, stamina costs) comes from the engine.
import {
  ATTACK_STAMINA_COST,
  effectiveStats,
  hitChance,
  MONSTER_HIT_CHANCE,
  monsterDamage,
  spellByName,
  spellDamage,
} from '../../src/engine';
import type { GameState, Item, Monster, SpellName } from '../../src/engine/types';

/** Weighted worth of gear stats for a melee-first hero. */
export function gearScore(item: Item | null): number {
  const e = item?.effect;
  if (!e) return 0;
  return 3 * (e.strength ?? 0) + 2 * (e.constitution ?? 0) + 1.5 * (e.dexterity ?? 0) + 1 * (e.intelligence ?? 0);
}

/** Expected melee damage per player turn against this monster (damage = STR + 0..4, mean +2). */
export function meleeExpectation(state: GameState, monster: Monster): number {
  const stats = effectiveStats(state);
  return (hitChance(stats.dexterity, monster) / 100) * (stats.strength + 2);
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

/** Expected health lost fighting this monster from full stamina with melee and spells. */
export function expectedLoss(state: GameState, monster: Monster): number {
  const perTurn = Math.max(meleeExpectation(state, monster), bestSpell(state)?.damage ?? 0, 1);
  const turns = Math.ceil(monster.health / perTurn);
  const staminaTurns = Math.max(1, Math.floor(state.player.maxStamina / ATTACK_STAMINA_COST));
  // Beyond the stamina budget the hero pays half its health per sacrifice: count it as heavy loss.
  const sacrifices = Math.max(0, Math.ceil((turns - staminaTurns) / staminaTurns));
  return turns * monsterExpectation(state, monster) + sacrifices * state.player.maxHealth * 0.3;
}
