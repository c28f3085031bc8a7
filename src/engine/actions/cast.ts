// Casting a spell (rules reference, "Spells"): mana cost + 3 stamina; damage base + floor(INT with gear / 2).
import { spellByName } from '../data';
import { WIDE_SIGHT_RADIUS, revealAround } from '../dungeon/visibility';
import { copyDungeon, copyPlayer, copyState, withPlayer, withTurn } from '../rules/copy';
import { done, refuse, withLog, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { hurtMonster } from '../rules/progression';
import { inCombat } from '../rules/state';
import { effectiveStats } from '../rules/stats';
import type { GameState, Spell } from '../types';

/** Stamina every cast costs. */
export const CAST_STAMINA_COST = 3;

/** SHIELD strength: 5 + floor(INT with gear / 4). */
export function shieldStrength(intelligence: number): number {
  return 5 + Math.floor(intelligence / 4);
}

/** Spell damage: base + floor(INT with gear / 2). */
export function spellDamage(spell: Spell, intelligence: number): number {
  return (spell.damage ?? 0) + Math.floor(intelligence / 2);
}

/** Checks the refusals in order (unknown, not learned, mana, stamina, turn, target), then casts. */
export function cast(state: GameState, typed: string): Outcome {
  const spell = spellByName(typed.trim());
  if (spell === undefined) return refuse(state, MESSAGES.unknownSpell(typed));
  const { player } = state;
  if (!player.learnedSpells.includes(spell.name)) return refuse(state, MESSAGES.spellNotLearned(spell.name));
  if (player.mana < spell.manaCost) return refuse(state, MESSAGES.notEnoughMana(spell.manaCost, player.mana));
  if (player.stamina < CAST_STAMINA_COST) return refuse(state, MESSAGES.tooTiredToCast);
  const fighting = inCombat(state);
  if (fighting && state.combat.turn !== 'player') return refuse(state, MESSAGES.waitForMonster);
  if (spell.damage !== undefined && !fighting) return refuse(state, MESSAGES.noEnemy);
  const spent = copyPlayer(player);
  spent.mana = player.mana - spell.manaCost;
  spent.stamina = player.stamina - CAST_STAMINA_COST;
  const paid = withPlayer(state, spent);
  if (spell.damage !== undefined) return done(castAtMonster(paid, spell));
  const cast = castUtility(paid, spell);
  // Every spell cast in combat hands the turn to the monster.
  return done(fighting ? withTurn(cast, 'monster') : cast);
}

function castAtMonster(state: GameState, spell: Spell): GameState {
  const monster = state.combat.monster!;
  const damage = spellDamage(spell, effectiveStats(state).intelligence);
  return hurtMonster(state, monster, damage, MESSAGES.castDamage(spell.name, monster.name, damage));
}

/** Non-damaging spells: HEAL restores health, SHIELD wards, LIGHT widens sight. */
function castUtility(state: GameState, spell: Spell): GameState {
  const { player } = state;
  if (spell.heal !== undefined) {
    const healed = copyPlayer(player);
    healed.health = Math.min(player.maxHealth, player.health + spell.heal);
    return withLog(withPlayer(state, healed), MESSAGES.castHeal(spell.name, healed.health - player.health));
  }
  if (spell.name === 'SHIELD') {
    const shieldEffect = shieldStrength(effectiveStats(state).intelligence);
    const warded = copyPlayer(player);
    warded.shieldEffect = shieldEffect;
    return withLog(withPlayer(state, warded), MESSAGES.castShield(spell.name, shieldEffect));
  }
  if (spell.name === 'LIGHT') {
    const dungeon = copyDungeon(state.dungeon);
    dungeon.rooms = revealAround(state.dungeon.rooms, player.x, player.y, WIDE_SIGHT_RADIUS);
    const lit = copyState(state);
    lit.dungeon = dungeon;
    return withLog(lit, MESSAGES.castLight(spell.name));
  }
  return withLog(state, `You cast ${spell.name}.`);
}
