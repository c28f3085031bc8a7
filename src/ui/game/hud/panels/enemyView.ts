// What the enemy panel shows, from the state: the monster in the fight, else the nearest monster in
// sight, else nothing; each with the engine's threat() for the hero as they stand now.
import { threat, type GameState, type Monster, type Threat } from '../../../../engine';
import { nearestSeenMonster } from '../../../../app/gameQueries';
import { whereFrom } from '../../../narration/where';

/** The enemy panel's content. */
export type EnemyView =
  | { kind: 'fight'; monster: Monster; turn: 'player' | 'monster'; threat: Threat }
  | { kind: 'sighted'; monster: Monster; where: string; steps: number | null; threat: Threat }
  | { kind: 'none' };

const NONE: EnemyView = { kind: 'none' };

/** The fight's monster, or out of a fight the nearest monster in sight, where it stands ("2 east") and the
 *  steps of the known way to it (null when none is known yet). */
export function enemyView(state: GameState): EnemyView {
  const { combat, player } = state;
  if (combat.active && combat.monster) {
    return { kind: 'fight', monster: combat.monster, turn: combat.turn, threat: threat(state, combat.monster) };
  }
  const seen = nearestSeenMonster(state);
  if (seen === null) return NONE;
  return {
    kind: 'sighted',
    monster: seen.monster,
    where: whereFrom(player, seen.room),
    steps: seen.steps,
    threat: threat(state, seen.monster),
  };
}
