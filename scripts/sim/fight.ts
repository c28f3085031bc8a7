// The explorer bot's choice on its turn in combat.
import { effectiveStats, spellByName } from '../../src/engine';
import type { Action, GameState, Monster } from '../../src/engine/types';
import { bestSpell, meleeExpectation, monsterExpectation } from './judgement';

const has = (state: GameState, effect: 'health' | 'mana') => state.inventory.some((item) => item.type === 'potion' && (item.effect?.[effect] ?? 0) > 0);

function canCast(state: GameState, name: string): boolean {
  const spell = spellByName(name);
  return !!spell && state.player.learnedSpells.includes(spell.name) && state.player.mana >= spell.manaCost && state.player.stamina >= 3;
}

/** A protective action (potion, heal, shield) when the fight calls for one, else null. */
function protect(state: GameState, monster: Monster): Action | null {
  const { health, maxHealth } = state.player;
  const hit = monsterExpectation(state, monster) / 0.8;
  if (health < maxHealth && health <= Math.max(maxHealth * 0.35, hit * 1.5) && has(state, 'health')) return { type: 'useHealthPotion' };
  // HEAL restores a flat 15: worth a turn only while blows are smaller than that.
  if (health <= maxHealth * 0.3 && hit < 15 && canCast(state, 'HEAL')) return { type: 'cast', spell: 'HEAL' };
  const turnsLeft = monster.health / Math.max(1, meleeExpectation(state, monster));
  const shield = 5 + Math.floor(effectiveStats(state).intelligence / 4);
  if (!state.player.shieldEffect && turnsLeft >= 3 && hit > shield && canCast(state, 'SHIELD')) return { type: 'cast', spell: 'SHIELD' };
  return null;
}

/** The action on the player's turn: protect, then the stronger of melee and spell, else recover. */
export function fightAction(state: GameState, monster: Monster): Action {
  const guard = protect(state, monster);
  if (guard) return guard;
  const melee = state.player.stamina >= 15 ? meleeExpectation(state, monster) : 0;
  const spell = state.player.stamina >= 3 ? bestSpell(state) : null;
  if (spell && (spell.damage >= melee || spell.damage >= monster.health)) return { type: 'cast', spell: spell.name };
  if (melee > 0) return { type: 'attack' };
  if (state.player.stamina >= 3 && has(state, 'mana')) return { type: 'useManaPotion' };
  return { type: 'sacrificeForStamina' };
}
