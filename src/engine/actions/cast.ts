// Casting a spell (rules reference, "Spells"): mana cost + 3 stamina; damage base + floor(INT with gear / 2).
import { isDamaging, spellByName } from '../data';
import { WIDE_SIGHT_RADIUS, revealAround } from '../dungeon/visibility';
import { copyDungeon, copyPlayer, copyState, withPlayer, withTurn } from '../rules/copy';
import { done, refuse, withLog, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { monsterLines } from '../rules/monsterLines';
import { hurtMonster } from '../rules/progression';
import { inCombat, isGameOver } from '../rules/state';
import { effectiveStats } from '../rules/stats';
import type { GameState, Spell } from '../types';
import { rulesOf } from '../versions/profiles';

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

/**
 * Why casting a known spell would be refused now, in the rules' order (not learned, mana, stamina, turn, target), or
 * null. The monster's turn refuses every spell up to version 2; from version 3 only damaging ones (SPEC 5).
 */
function castRefusal(state: GameState, spell: Spell): string | null {
  const { player } = state;
  if (!player.learnedSpells.includes(spell.name)) return MESSAGES.spellNotLearned(spell.name);
  if (player.mana < spell.manaCost) return MESSAGES.notEnoughMana(spell.manaCost, player.mana);
  if (player.stamina < CAST_STAMINA_COST) return MESSAGES.tooTiredToCast;
  const fighting = inCombat(state);
  const waits = isDamaging(spell) || !rulesOf(state).utilitySpellsOnMonsterTurn;
  if (fighting && state.combat.turn !== 'player' && waits) return MESSAGES.waitForMonster;
  if (isDamaging(spell) && !fighting) return MESSAGES.noEnemy;
  return null;
}

/** What casting a spell would cost and do now, as `cast` then does it (the Out of Stamina dialog shows it). */
export interface CastPreview {
  /** The spell's own name (as typed when no spell has that name). */
  spell: string;
  manaCost: number;
  staminaCost: number;
  /** The log line the cast would be refused with, or null when it would take effect. */
  refusal: string | null;
  /** Damage to the monster of the fight (damaging spells; 0 for the others). */
  damage: number;
  /** True when that damage would defeat the monster of the fight. */
  finishes: boolean;
  /** Health HEAL would restore now, up to the maximum (0 for the others). */
  heal: number;
  /** SHIELD's reduction of each blow (0 for the others). */
  shield: number;
}

/** The cast of `typed` (any case) previewed from this state: its costs, its refusal if any, its effect. */
export function castPreview(state: GameState, typed: string): CastPreview {
  const spell = spellByName(typed.trim());
  const nothing = { damage: 0, finishes: false, heal: 0, shield: 0 };
  if (spell === undefined) {
    return {
      spell: typed,
      manaCost: 0,
      staminaCost: CAST_STAMINA_COST,
      refusal: MESSAGES.unknownSpell(typed),
      ...nothing,
    };
  }
  const intelligence = effectiveStats(state).intelligence;
  const damage = spell.damage === undefined ? 0 : spellDamage(spell, intelligence);
  const monster = inCombat(state) ? state.combat.monster : null;
  const { player } = state;
  return {
    spell: spell.name,
    manaCost: spell.manaCost,
    staminaCost: CAST_STAMINA_COST,
    refusal: isGameOver(state) ? MESSAGES.gameOver : castRefusal(state, spell),
    damage,
    finishes: monster !== null && damage >= monster.health,
    heal: spell.heal === undefined ? 0 : Math.min(player.maxHealth, player.health + spell.heal) - player.health,
    shield: spell.name === 'SHIELD' ? shieldStrength(intelligence) : 0,
  };
}

/** Checks the refusals in order (unknown, not learned, mana, stamina, turn, target), then casts. */
export function cast(state: GameState, typed: string): Outcome {
  const spell = spellByName(typed.trim());
  if (spell === undefined) return refuse(state, MESSAGES.unknownSpell(typed));
  const refusal = castRefusal(state, spell);
  if (refusal !== null) return refuse(state, refusal);
  const { player } = state;
  const fighting = inCombat(state);
  const spent = copyPlayer(player);
  spent.mana = player.mana - spell.manaCost;
  spent.stamina = player.stamina - CAST_STAMINA_COST;
  const paid = withPlayer(state, spent);
  if (isDamaging(spell)) return done(castAtMonster(paid, spell));
  const cast = castUtility(paid, spell);
  // Every spell cast in combat hands the turn to the monster.
  return done(fighting ? withTurn(cast, 'monster') : cast);
}

function castAtMonster(state: GameState, spell: Spell): GameState {
  const monster = state.combat.monster!;
  const damage = spellDamage(spell, effectiveStats(state).intelligence);
  return hurtMonster(state, monster, damage, monsterLines(state).castDamage(spell.name, monster.name, damage));
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
  return withLog(state, MESSAGES.castOther(spell.name));
}
