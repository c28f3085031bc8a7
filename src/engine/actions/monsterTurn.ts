// The monster's turn as its own action (the UI sends it 1.5 s after the turn passes).
import { copyPlayer, copyState, withPlayer, withTurn } from '../rules/copy';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { monsterLines } from '../rules/monsterLines';
import { GAME_OVER_STATUS, NO_COMBAT } from '../rules/state';
import { effectiveStats } from '../rules/stats';
import type { Dice } from '../rng/dice';
import { rulesOf } from '../versions/profiles';
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
  const backToPlayer = withTurn(state, 'player');
  if (!dice.chance(MONSTER_HIT_CHANCE)) return done(backToPlayer, monsterLines(state).monsterMisses(monster.name));
  const damage = monsterDamage(
    monster.attack,
    dice.int(0, 2),
    effectiveStats(state).constitution,
    state.player.shieldEffect ?? 0,
  );
  const health = state.player.health - damage;
  const hitLine = monsterLines(state).monsterHits(monster.name, damage);
  const player = copyPlayer(state.player);
  player.health = Math.max(health, 0);
  if (health > 0) return done(withPlayer(backToPlayer, player), hitLine);
  const fallen = copyState(state);
  fallen.player = player;
  fallen.combat = rulesOf(state).deathKeepsKiller ? { ...NO_COMBAT, monster } : NO_COMBAT;
  fallen.gameStatus = GAME_OVER_STATUS;
  return done(fallen, hitLine, MESSAGES.defeated);
}
