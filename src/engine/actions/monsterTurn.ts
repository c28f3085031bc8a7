// The monster's turn as its own action (the UI sends it 1.5 s after the turn passes).
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { GAME_OVER_STATUS, NO_COMBAT } from '../rules/state';
import { effectiveStats } from '../rules/stats';
import type { Dice } from '../rng/dice';
import type { GameState } from '../types';

/** Chance in % that a monster's blow lands. */
export const MONSTER_HIT_CHANCE = 80;

/** Damage of a landed blow: attack + 0-2 - floor(CON with gear / 3) - shield, at least 1. */
export function monsterDamage(attackValue: number, roll: number, constitution: number, shield: number): number {
  return Math.max(1, attackValue + roll - Math.floor(constitution / 3) - shield);
}

/** The monster attacks; the turn goes back to the player, or the hero falls. */
export function monsterTurn(state: GameState, dice: Dice): Outcome {
  const monster = state.combat.monster;
  if (!state.combat.active || monster === null || state.combat.turn !== 'monster') {
    return refuse(state, MESSAGES.notMonsterTurn);
  }
  const backToPlayer: GameState = { ...state, combat: { ...state.combat, turn: 'player' } };
  if (!dice.chance(MONSTER_HIT_CHANCE)) return done(backToPlayer, MESSAGES.monsterMisses(monster.name));
  const damage = monsterDamage(
    monster.attack,
    dice.int(0, 2),
    effectiveStats(state).constitution,
    state.player.shieldEffect ?? 0,
  );
  const health = state.player.health - damage;
  const hitLine = MESSAGES.monsterHits(monster.name, damage);
  if (health > 0) return done({ ...backToPlayer, player: { ...state.player, health } }, hitLine);
  return done(
    { ...state, player: { ...state.player, health: 0 }, combat: NO_COMBAT, gameStatus: GAME_OVER_STATUS },
    hitLine,
    MESSAGES.defeated,
  );
}
