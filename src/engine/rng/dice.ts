// Dice: the only way rules draw random numbers. Handlers receive a Dice, so tests can pass a
// scripted one; the real one reads a private copy of state.rng and hands back its new state.
import type { RngState } from '../types';
import { nextUint32 } from './sfc32';

/** Random draws for one action. Every method is built on `int`, so scripting `int` scripts all. */
export interface Dice {
  /** A whole number in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with `percent` % probability (a d100 roll <= percent). */
  chance(percent: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher-Yates); the input is untouched. */
  shuffle<T>(items: readonly T[]): T[];
}

/** A Dice plus access to the PRNG state it ends in, to write back into the game state. */
export interface SeededDice extends Dice {
  /** The PRNG state after the draws so far (the original array if nothing was drawn). */
  rngState(): RngState;
}

/** Builds the Dice helpers on top of any `int` implementation. */
export function diceFrom(int: (min: number, max: number) => number): Dice {
  return {
    int,
    chance: (percent) => int(1, 100) <= percent,
    pick: (items) => {
      if (items.length === 0) throw new Error('Dice.pick: empty array');
      return items[int(0, items.length - 1)];
    },
    shuffle: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        const tmp = out[i];
        out[i] = out[j];
        out[j] = tmp;
      }
      return out;
    },
  };
}

/** Real dice over sfc32, starting from `rng` (which is copied on the first draw, never mutated). */
export function createDice(rng: RngState): SeededDice {
  return new Sfc32Dice(rng);
}

// A class rather than closures: one cheap object per action keeps replays fast.
class Sfc32Dice implements SeededDice {
  private working: RngState | null = null;

  constructor(private readonly initial: RngState) {}

  int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new Error(`Dice.int: bad range ${min}..${max}`);
    }
    if (this.working === null) this.working = [this.initial[0], this.initial[1], this.initial[2], this.initial[3]];
    // Multiply-shift instead of modulo: no bias worth noticing for spans this small (< 2^16).
    return min + Math.floor((nextUint32(this.working) / 4294967296) * (max - min + 1));
  }

  chance(percent: number): boolean {
    return this.int(1, 100) <= percent;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Dice.pick: empty array');
    return items[this.int(0, items.length - 1)];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  }

  rngState(): RngState {
    return this.working ?? this.initial;
  }
}
