// The player's melee attack (rules reference, "Combat"): 15 stamina, hit chance from dexterity, STR with gear + 0-4.
import { copyPlayer, withPlayer, withTurn } from '../rules/copy';
import { refuse, done, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { monsterLines } from '../rules/monsterLines';
import { hurtMonster } from '../rules/progression';
import { effectiveStats } from '../rules/stats';
import type { Dice } from '../rng/dice';
import type { GameState } from '../types';
import { rulesOf } from '../versions/profiles';

/** Stamina one attack costs. */
export const ATTACK_STAMINA_COST = 15;

export { hitChance } from './hitChance';

/** Attacks the monster in combat; a hit or miss both pass the turn unless the monster dies. */
export function attack(state: GameState, dice: Dice): Outcome {
  const monster = state.combat.monster;
  if (!state.combat.active || monster === null) return refuse(state, MESSAGES.noEnemy);
  if (state.combat.turn !== 'player') return refuse(state, MESSAGES.waitForMonster);
  if (state.player.stamina < ATTACK_STAMINA_COST) return refuse(state, MESSAGES.tooTiredToAttack);
  const stats = effectiveStats(state);
  const tired = copyPlayer(state.player);
  tired.stamina -= ATTACK_STAMINA_COST;
  const paid = withPlayer(state, tired);
  if (!dice.chance(rulesOf(state).hitChance(stats.dexterity, monster))) {
    return done(withTurn(paid, 'monster'), monsterLines(state).miss(monster.name));
  }
  const damage = stats.strength + dice.int(0, 4);
  return done(hurtMonster(paid, monster, damage, monsterLines(state).hit(monster.name, damage)));
}
