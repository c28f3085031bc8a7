// The explorer bot's choice on its turn in combat.
import {
  ATTACK_STAMINA_COST,
  CAST_STAMINA_COST,
  effectiveStats,
  MONSTER_HIT_CHANCE,
  shieldStrength,
  spellByName,
} from '../../src/engine';
import type { Action, GameState, Monster } from '../../src/engine/types';
import { bestSpell, judge, meleeExpectation, monsterExpectation } from './judgement';

/** True when the pack holds a potion restoring this resource. */
export const hasPotion = (state: GameState, effect: 'health' | 'mana') =>
  state.inventory.some((item) => item.type === 'potion' && (item.effect?.[effect] ?? 0) > 0);

/** True when the hero could cast this spell now (learned, mana, stamina). */
export function canCast(state: GameState, name: string): boolean {
  const spell = spellByName(name);
  return (
    !!spell &&
    state.player.learnedSpells.includes(spell.name) &&
    state.player.mana >= spell.manaCost &&
    state.player.stamina >= CAST_STAMINA_COST
  );
}

/** A protective action (potion, heal, shield) when the fight calls for one, else null. */
function protect(state: GameState, monster: Monster): Action | null {
  const { health, maxHealth } = state.player;
  const hit = monsterExpectation(state, monster) / (MONSTER_HIT_CHANCE / 100);
  if (health < maxHealth && health <= Math.max(maxHealth * 0.35, hit * 1.5) && hasPotion(state, 'health'))
    return { type: 'useHealthPotion' };
  // HEAL restores a flat amount: worth a turn only while blows are smaller than that.
  if (health <= maxHealth * 0.3 && hit < (spellByName('HEAL')?.heal ?? 0) && canCast(state, 'HEAL'))
    return { type: 'cast', spell: 'HEAL' };
  const turnsLeft = judge(state, monster).exchanges;
  const shield = shieldStrength(effectiveStats(state).intelligence);
  if (!state.player.shieldEffect && turnsLeft >= 3 && hit > shield && canCast(state, 'SHIELD'))
    return { type: 'cast', spell: 'SHIELD' };
  return null;
}

/** The action on the player's turn: protect, then the stronger of melee and spell, else recover. */
export function fightAction(state: GameState, monster: Monster): Action {
  const guard = protect(state, monster);
  if (guard) return guard;
  const melee = state.player.stamina >= ATTACK_STAMINA_COST ? meleeExpectation(state, monster) : 0;
  const spell = state.player.stamina >= CAST_STAMINA_COST ? bestSpell(state) : null;
  if (spell && (spell.damage >= melee || spell.damage >= monster.health)) return { type: 'cast', spell: spell.name };
  if (melee > 0) return { type: 'attack' };
  if (state.player.stamina >= CAST_STAMINA_COST && hasPotion(state, 'mana')) return { type: 'useManaPotion' };
  return { type: 'sacrificeForStamina' };
}
