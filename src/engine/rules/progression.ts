// Victory and level-up (SPEC 4): rewards, the emptied room, and the ascension loop.
import type { GameState, Monster, Player } from '../types';
import { withLog } from './log';
import { MESSAGES } from './messages';
import { emptiedRoom, NO_COMBAT, replaceRoom, roomAt } from './state';

/** Gains levels while experience >= experienceToNext; experience is never reset. */
export function applyLevelUps(player: Player): { player: Player; lines: string[] } {
  let next = player;
  const lines: string[] = [];
  while (next.experience >= next.experienceToNext) {
    const level = next.level + 1;
    next = {
      ...next,
      level,
      experienceToNext: level * 100,
      maxHealth: next.maxHealth + 10,
      maxMana: next.maxMana + 5,
      pendingStatPoint: (next.pendingStatPoint ?? 0) + 1,
    };
    lines.push(MESSAGES.levelUp(level));
  }
  return { player: next, lines };
}

/** The monster is slain: rewards, score, room emptied, shield and combat cleared, level-up check. */
export function winFight(state: GameState, monster: Monster): GameState {
  const { shieldEffect: _cleared, ...rest } = state.player;
  const rewarded: Player = {
    ...rest,
    experience: rest.experience + monster.experience,
    gold: rest.gold + monster.gold,
  };
  const { player, lines } = applyLevelUps(rewarded);
  const room = roomAt(state.dungeon, monster.x, monster.y);
  return withLog(
    {
      ...state,
      player,
      dungeon: room ? replaceRoom(state.dungeon, emptiedRoom(room)) : state.dungeon,
      combat: NO_COMBAT,
      score: state.score + monster.experience + monster.gold,
      monstersKilled: state.monstersKilled + 1,
    },
    MESSAGES.victory(monster.name, monster.experience, monster.gold),
    ...lines,
  );
}

/** Damage dealt to the monster in combat; wins the fight at 0 health, else passes the turn. */
export function hurtMonster(state: GameState, monster: Monster, damage: number, line: string): GameState {
  const health = monster.health - damage;
  const logged = withLog(state, line);
  if (health <= 0) return winFight(logged, { ...monster, health: 0 });
  return { ...logged, combat: { active: true, turn: 'monster', monster: { ...monster, health } } };
}
