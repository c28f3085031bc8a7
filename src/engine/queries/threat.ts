// How a fight with a monster would go from the hero's current stats, gear, health and shield, as the
// rules play it (rules reference, "Combat"): the expected number of the hero's turns to win, the
// expected damage the monster's blows deal meanwhile, and one word for it. The enemy panel, the Tome,
// the V key and the simulator's bots all judge fights by this one query.
import { MONSTER_HIT_CHANCE, monsterDamage } from '../actions/monsterTurn';
import { effectiveStats } from '../rules/stats';
import type { GameState, Monster } from '../types';
import { rulesOf } from '../versions/profiles';

/** The words, mildest first. */
export const THREAT_WORDS = ['trivial', 'fair', 'dangerous', 'deadly'] as const;
export type ThreatWord = (typeof THREAT_WORDS)[number];

/**
 * Expected damage taken, as a share of current health, below which each word applies (the last
 * word above all). A trivial fight costs under a sixth of what the hero has; a deadly one is
 * expected to take four fifths or more, so a bad roll or two ends the run.
 */
export const THREAT_BANDS: Readonly<Record<Exclude<ThreatWord, 'deadly'>, number>> = {
  trivial: 0.15,
  fair: 0.4,
  dangerous: 0.8,
};

/** A fight's expectation. */
export interface Threat {
  /** The hero's turns (attacks) expected until the monster falls. */
  exchanges: number;
  /** Health the monster's blows are expected to take meanwhile. */
  damageTaken: number;
  word: ThreatWord;
}

// The hero's blow is strength + 0-4, the monster's attack + 0-2 (actions/attack.ts, monsterTurn.ts).
const HERO_ROLL = [0, 1, 2, 3, 4];
const MONSTER_ROLL = [0, 1, 2];

/** Chance the hero moves first: d20 + floor((DEX - 10) / 2) against d20, ties to the hero (enterRoom.ts). */
function heroFirstChance(dexterity: number): number {
  const bonus = Math.floor((dexterity - 10) / 2);
  let first = 0;
  for (let hero = 1; hero <= 20; hero++) for (let foe = 1; foe <= 20; foe++) if (hero + bonus >= foe) first++;
  return first / 400;
}

// Above this much health the exact count below (one step per point of health) costs more than it
// tells: the renewal limit h / mean + E[blow^2] / (2 mean^2) is then within 0.4 hits of it, under 1%.
const EXACT_HEALTH_LIMIT = 5_000;

/** Expected hits needed to bring `health` to 0 with blows of strength + 0-4, each roll equally likely. */
function hitsToKill(health: number, strength: number): number {
  if (health > EXACT_HEALTH_LIMIT) {
    const mean = strength + 2;
    const square = HERO_ROLL.reduce((sum, roll) => sum + (strength + roll) ** 2, 0) / HERO_ROLL.length;
    return health / mean + square / (2 * mean * mean);
  }
  // hits[h]: expected hits to deal at least h damage (h <= 0 needs none).
  const hits = new Array<number>(health + 1).fill(0);
  for (let h = 1; h <= health; h++) {
    let sum = 0;
    for (const roll of HERO_ROLL) sum += hits[Math.max(0, h - strength - roll)];
    hits[h] = 1 + sum / HERO_ROLL.length;
  }
  return hits[health];
}

/** How a fight with `monster` (seen, or the one in combat) would go now. */
export function threat(state: GameState, monster: Monster): Threat {
  const stats = effectiveStats(state);
  const landed = rulesOf(state).hitChance(stats.dexterity, monster) / 100;
  const strength = Math.max(1, stats.strength);
  const exchanges = hitsToKill(monster.health, strength) / landed;
  const shield = state.player.shieldEffect ?? 0;
  let blow = 0;
  for (const roll of MONSTER_ROLL) blow += monsterDamage(monster.attack, roll, stats.constitution, shield);
  const perTurn = (MONSTER_HIT_CHANCE / 100) * (blow / MONSTER_ROLL.length);
  // The monster answers every hero turn but the last; in a fight not begun yet it may strike first.
  const inThisFight = state.combat.active && state.combat.monster?.id === monster.id;
  const opening = inThisFight ? (state.combat.turn === 'monster' ? 1 : 0) : 1 - heroFirstChance(stats.dexterity);
  const damageTaken = perTurn * (Math.max(0, exchanges - 1) + opening);
  const share = damageTaken / Math.max(1, state.player.health);
  const word: ThreatWord =
    share < THREAT_BANDS.trivial
      ? 'trivial'
      : share < THREAT_BANDS.fair
        ? 'fair'
        : share < THREAT_BANDS.dangerous
          ? 'dangerous'
          : 'deadly';
  return { exchanges, damageTaken, word };
}
