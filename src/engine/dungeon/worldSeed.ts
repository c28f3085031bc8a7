// World and dice (rules with `worldAndDice`, version 4 on): a run's seed string names two random streams. The
// world makes every level and what it holds, one stream per floor, so the floors do not depend on how the run was
// played; the dice make every roll of play. Runs of one world (a day's daily) meet the same floors, each with dice
// of its own. Form: 'WORLD/DICE'; a seed without '/' is its own world and its own dice (the streams still differ:
// each is drawn from the seed under its own name). Rules reference: src/engine/README.md, "Determinism and replay".
import { createDice, type SeededDice } from '../rng/dice';
import { seedRng } from '../rng/sfc32';
import type { RngState } from '../types';

/** Between the world and the dice part of a seed. */
const SEED_PARTS_SEPARATOR = '/';

/** The world and dice parts of a seed (the first '/' splits; none: the seed is both). */
export function seedParts(seed: string): { world: string; dice: string } {
  const at = seed.indexOf(SEED_PARTS_SEPARATOR);
  return at < 0 ? { world: seed, dice: seed } : { world: seed.slice(0, at), dice: seed.slice(at + 1) };
}

/** The dice stream's first state: what `state.rng` starts as. */
export function diceRng(seed: string): RngState {
  return seedRng(`dice\u0000${seedParts(seed).dice}`);
}

/** The world's stream for dungeon level `level`: everything that level is made of. */
export function floorDice(seed: string, level: number): SeededDice {
  return createDice(seedRng(`floor ${level}\u0000${seedParts(seed).world}`));
}
