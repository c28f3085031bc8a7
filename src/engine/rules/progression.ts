// Victory and level-up (rules reference, "Combat"): rewards, the emptied room, and the ascension loop.
import type { GameState, Monster, Player } from '../types';
import { copyPlayer, copyState } from './copy';
import { withLog } from './log';
import { MESSAGES } from './messages';
import { monsterLines } from './monsterLines';
import { emptiedRoom, NO_COMBAT, replaceRoom, roomAt } from './state';
import { regainStamina } from './stamina';
import { rulesOf } from '../versions/profiles';

/** Gains levels while experience >= experienceToNext; experience is never reset. */
export function applyLevelUps(player: Player): { player: Player; lines: string[] } {
  let next = player;
  const lines: string[] = [];
  while (next.experience >= next.experienceToNext) {
    const level = next.level + 1;
    const raised = copyPlayer(next);
    raised.level = level;
    raised.experienceToNext = level * 100;
    raised.maxHealth = next.maxHealth + 10;
    raised.maxMana = next.maxMana + 5;
    raised.pendingStatPoint = (next.pendingStatPoint ?? 0) + 1;
    next = raised;
    lines.push(MESSAGES.levelUp(level));
  }
  return { player: next, lines };
}

/**
 * The experience a kill gives: all of the monster's, or, under rules with a falloff, to a hero above its floor's
 * level x fullExperienceLevelsPerFloor (F), F x floor / hero level of it to the rules' falloffPower (rounded down):
 * twice too strong, a quarter under the square, a thirty-second under the fifth power; so a hero's level settles
 * near F, however long it grinds. Under rules with a catch-up, a hero below the level F asks of the floor above,
 * F x (floor - 1), gets the square of that over its level times it, at most catchUpTimes times, so a hero who
 * went down fast grows back toward its floor instead of meeting a wall.
 */
export function experienceGained(state: GameState, monster: Pick<Monster, 'experience'>): number {
  const rules = rulesOf(state);
  const perFloor = rules.fullExperienceLevelsPerFloor;
  const floor = state.dungeon.level;
  const level = state.player.level;
  if (perFloor === 0) return monster.experience;
  if (level > perFloor * floor) {
    const power = rules.falloffPower;
    return Math.floor((monster.experience * toPower(perFloor * floor, power)) / toPower(level, power));
  }
  // Behind is measured against the floor above: on floor 1 no hero is, however new.
  const behind = perFloor * (floor - 1);
  if (level >= behind) return monster.experience;
  return Math.min(Math.floor((monster.experience * behind ** 2) / level ** 2), monster.experience * rules.catchUpTimes);
}

/** x to an integer power by multiplication: exact, and the same on every engine (x ** 2 is x * x too). */
function toPower(x: number, power: number): number {
  let result = x;
  for (let i = 1; i < power; i++) result *= x;
  return result;
}

/** The monster is slain: rewards (and the rules' stamina on victory), score, room emptied, shield and combat cleared, level-up check. */
export function winFight(state: GameState, monster: Monster): GameState {
  const experience = experienceGained(state, monster);
  const rewarded = copyPlayer(state.player, 'shieldEffect');
  rewarded.experience += experience;
  rewarded.gold += monster.gold;
  regainStamina(rewarded, rulesOf(state).victoryStaminaPercent);
  const { player, lines } = applyLevelUps(rewarded);
  const room = roomAt(state.dungeon, monster.x, monster.y);
  const won = copyState(state);
  won.player = player;
  // A wanderer that broke a rest stands in the hero's room, whatever it holds: only a monster's room is emptied.
  won.dungeon = room?.type === 'monster' ? replaceRoom(state.dungeon, emptiedRoom(room)) : state.dungeon;
  won.combat = NO_COMBAT;
  won.score = state.score + experience + monster.gold;
  won.monstersKilled = state.monstersKilled + 1;
  return withLog(won, monsterLines(state).victory(monster.name, experience, monster.gold), ...lines);
}

/** Damage dealt to the monster in combat; wins the fight at 0 health, else passes the turn. */
export function hurtMonster(state: GameState, monster: Monster, damage: number, line: string): GameState {
  const health = monster.health - damage;
  const logged = withLog(state, line);
  if (health <= 0) return winFight(logged, { ...monster, health: 0 });
  // withLog made a fresh copy, so setting its combat mutates nothing shared.
  logged.combat = { active: true, turn: 'monster', monster: withHealth(monster, health) };
  return logged;
}

/** The monster with new health, field by field (a spread here is slow, see rules/copy.ts). */
function withHealth(m: Monster, health: number): Monster {
  return {
    id: m.id,
    name: m.name,
    symbol: m.symbol,
    health,
    maxHealth: m.maxHealth,
    attack: m.attack,
    defense: m.defense,
    experience: m.experience,
    gold: m.gold,
    x: m.x,
    y: m.y,
  };
}
