// How a fight looked as the hero walked into it, for judging deaths (src/engine/README.md, "Content
// design"): the threat word the screen showed, whether the engine's own expectation said the hero would
// lose, and whether the level held another way to its exit. A death in a fight that was expected lost
// and could not be avoided is a verdict read in advance, not a decision gone wrong.
import { STEPS, type ThreatWord } from '../../src/engine';
import type { GameState, Monster } from '../../src/engine/types';
import { judge } from './judgement';

/** A fight as it began. */
export interface FightOutlook {
  /** The threat word the enemy panel showed as the hero walked in. */
  word: ThreatWord;
  /** The expected damage (threat()) was at least the hero's health: the engine expected a loss. */
  expectedLost: boolean;
  /**
   * The exit could be reached from where the hero stood without entering this monster's room, or the fight was
   * the hero's choice anyway: a wanderer that broke a rest (rules with `restAmbushPercent`).
   */
  avoidable: boolean;
  /** The fight began when a wanderer broke the hero's rest. */
  brokeRest: boolean;
}

/**
 * True when the exit room of `state`'s level can be reached from the hero's cell without entering
 * (`bx`, `by`). Judged over the whole level, seen or not, and through other monsters' rooms (fights
 * too, but other ones): in hindsight, was this fight the only way on?
 */
export function exitReachableAvoiding(state: GameState, bx: number, by: number): boolean {
  const { width, height, rooms } = state.dungeon;
  const seen = new Uint8Array(width * height);
  const queue = [state.player.y * width + state.player.x];
  seen[queue[0]] = 1;
  seen[by * width + bx] = 1;
  for (let head = 0; head < queue.length; head++) {
    const x = queue[head] % width;
    const y = (queue[head] - x) / width;
    if (rooms[y][x]?.type === 'exit') return true;
    for (const { dx, dy } of STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || rooms[ny][nx] === null) continue;
      if (seen[ny * width + nx]) continue;
      seen[ny * width + nx] = 1;
      queue.push(ny * width + nx);
    }
  }
  return false;
}

/**
 * How the fight with `monster` in the room at (`x`, `y`) looked from `before`, the state the hero walked in
 * (or lay down to rest) from.
 */
export function fightOutlook(
  before: GameState,
  monster: Monster,
  x: number,
  y: number,
  brokeRest: boolean,
): FightOutlook {
  const expectation = judge(before, monster);
  return {
    word: expectation.word,
    expectedLost: expectation.damageTaken >= before.player.health,
    avoidable: brokeRest || exitReachableAvoiding(before, x, y),
    brokeRest,
  };
}
