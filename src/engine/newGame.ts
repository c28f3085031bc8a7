// The start of a run (rules reference, "The start"): the starting hero on a freshly generated dungeon level 1.
import { generateLevel } from './dungeon/generateLevel';
import { diceRng, floorDice } from './dungeon/worldSeed';
import { MESSAGES } from './rules/messages';
import { NO_COMBAT } from './rules/state';
import { createDice } from './rng/dice';
import { seedRng } from './rng/sfc32';
import type { GameState, SpellName } from './types';
import { playableRules, RULES_VERSION } from './versions/profiles';

/** The spells every hero starts with. */
export const STARTING_SPELLS: readonly SpellName[] = ['FIREBALL', 'LIGHT', 'SHIELD'];

/**
 * A new run for hero `name` (trimmed) under a rules version (the current one unless replaying an
 * older record); everything random follows from `seed`.
 */
export function newGame(name: string, seed: string, rulesVersion: number = RULES_VERSION): GameState {
  const rules = playableRules(rulesVersion);
  if (rules === null) throw new Error(`engine: unknown rules version ${rulesVersion}`);
  const heroName = name.trim();
  // One stream for everything, or the world's floor 1 and a dice stream of its own (dungeon/worldSeed.ts).
  const dice = rules.worldAndDice ? floorDice(seed, 1) : createDice(seedRng(seed));
  const { dungeon, nextId } = generateLevel(1, dice, 1, rules);
  const state: GameState = {
    player: {
      name: heroName,
      level: 1,
      health: 100,
      maxHealth: 100,
      mana: 50,
      maxMana: 50,
      stamina: 50,
      maxStamina: 50,
      strength: 10,
      intelligence: 10,
      dexterity: 10,
      constitution: 10,
      experience: 0,
      experienceToNext: 100,
      gold: 0,
      x: 1,
      y: 1,
      day: 1,
      learnedSpells: [...STARTING_SPELLS],
    },
    dungeon,
    inventory: [],
    equipment: { weapon: null, armor: null, helmet: null, boots: null, gloves: null, ring1: null, ring2: null },
    combat: NO_COMBAT,
    log: [MESSAGES.welcome(heroName)],
    score: 0,
    gameStatus: 'Exploring...',
    theme: 'light',
    discoveredItems: [],
    discoveredMonsters: [],
    discoveredSpells: [...STARTING_SPELLS],
    monstersKilled: 0,
    seed,
    actions: [],
    rng: rules.worldAndDice ? diceRng(seed) : dice.rngState(),
    nextId,
    verified: true,
  };
  // Version 1 states predate the field: leaving it out keeps them exactly as they were.
  if (rulesVersion !== 1) state.rulesVersion = rulesVersion;
  return state;
}
