// What differs between rules versions: content tables and small named switches. Every record names
// the version it was played under, and replays with that version's profile, so a deploy never
// changes what a save in progress or a run being inscribed replays to (src/engine/README.md,
// "Rules versions"). A new version adds a profile; an old profile is never edited.
import { MONSTER_TEMPLATES } from '../data/monsters';
import { MONSTER_TEMPLATES_V1 } from '../data/monstersV1';
import { MONSTER_TEMPLATES_V2 } from '../data/monstersV2';
import { MONSTER_TEMPLATES_V4 } from '../data/monstersV4';
import { MONSTER_TEMPLATES_V5 } from '../data/monstersV5';
import { MONSTER_TEMPLATES_V7 } from '../data/monstersV7';
import { MONSTER_TEMPLATES_V8 } from '../data/monstersV8';
import { MONSTER_TEMPLATES_V9 } from '../data/monstersV9';
import { MONSTER_TEMPLATES_V11 } from '../data/monstersV11';
import {
  arcWeights,
  DEADLIEST_V11,
  FIRST_TIER_V5,
  FIRST_TIER_V9,
  ladderWeight,
  tierWeights,
} from '../dungeon/spawnWeights';
import { TIER_SCALE_PERCENT } from '../dungeon/tiers';
import { hitChance } from '../actions/hitChance';
import type { GameState, Monster, MonsterTemplate } from '../types';

/** The rules of one version, as data the engine's handlers read. */
export interface RulesProfile {
  readonly version: number;
  /** The 30 monster templates, tier order (3 per tier). */
  readonly monsters: readonly MonsterTemplate[];
  /** Spawn weight of the template at `index` of `monsters` on a dungeon level (0 = never). */
  readonly monsterWeight: (index: number, level: number) => number;
  /** Stamina regained by each step taken outside combat, in % of max stamina (rounded up). */
  readonly stepStaminaPercent: number;
  /** Stamina regained on each victory, in % of max stamina (rounded up). */
  readonly victoryStaminaPercent: number;
  /** True: "already equipped" means this very item, so a second copy of a ring fits ring2. */
  readonly equippedByInstance: boolean;
  /** True: the rest log line says how much score the rest cost. */
  readonly restLineShowsCost: boolean;
  /** Chance in % that the hero's blow lands, from dexterity with gear and the monster's defense. */
  readonly hitChance: (dexterity: number, monster: Pick<Monster, 'defense'>) => number;
  /** True: the found exit of the deepest level ends the run as a victory (before: it refused to open). */
  readonly bottomIsVictory: boolean;
  /**
   * True: only damaging spells (a damage base in the spell table) wait for the hero's turn; the others may be
   * cast on the monster's.
   */
  readonly utilitySpellsOnMonsterTurn: boolean;
  /** True: a sacrifice at 1 health, which costs nothing, says so plainly (before: 'You sacrifice 0 health ...'). */
  readonly freeSacrificeSaysSo: boolean;
  /** True: a raised stat's log line gives its figure with gear beside the base one, as the level-up dialog does. */
  readonly statLineShowsGear: boolean;
  /**
   * True: a monster's name takes the article it calls for in the log (rules/monsterNoun.ts): 'You encounter an Orc
   * Warrior!', 'You hit The Destroyer ...' (before: always 'a' and 'the', so 'a Orc Warrior', 'the The Destroyer').
   */
  readonly monsterNamesTakeArticles: boolean;
  /**
   * True: the seed is a world and a dice part (dungeon/worldSeed.ts); every level and what it holds comes from the
   * world, floor by floor, and every roll of play from the dice, so runs of one world meet the same floors with
   * dice of their own. False: one stream for both, in the order things happen.
   */
  readonly worldAndDice: boolean;
  /**
   * Share in % of the maze's closed walls between two carved cells that are knocked through after carving
   * (dungeon/loops.ts): loops, so most ways have a second way (0: a perfect maze).
   */
  readonly loopPercent: number;
  /** True: no monster stands on a cell that every way from the start to the exit passes through (dungeon/chokes.ts). */
  readonly monstersOffChokes: boolean;
  /**
   * Chance in % that the level's nearest living monster, beside the hero, breaks a rest before it heals anything;
   * less the farther it is (dungeon/wanderer.ts). 0: rests are never broken.
   */
  readonly restAmbushPercent: number;
  /**
   * Hero levels per dungeon level up to which a kill gives all its experience; above, the square of that share of
   * the hero's level (rules/progression.ts, `experienceGained`), so no hero outgrows its floor by grinding (0: always
   * all).
   */
  readonly fullExperienceLevelsPerFloor: number;
  /** The power of that share: 2, its square (a hero twice too strong gets a quarter); 5, a thirty-second. */
  readonly falloffPower: number;
  /**
   * The step in % of the level-tier factor of a monster's scaling (dungeon/spawn.ts, `scaleStat`): each item tier
   * (5 floors) adds this share of the base stats on top of the 15% a floor.
   */
  readonly tierScalePercent: number;
  /**
   * True: the hero's death leaves the fight's monster in `combat` (no longer active), so who ended the run is read
   * from the state alone (queries/killer.ts). False: the fight is cleared, and the killer is found only in the
   * room the hero stands on, which a wanderer that broke a rest has left.
   */
  readonly deathKeepsKiller: boolean;
  /**
   * At most how many times its experience a kill gives a hero behind its floor, below the level
   * fullExperienceLevelsPerFloor asks of the floor above: the square of that level over the hero's, as the falloff
   * above the floor's own (rules/progression.ts, `experienceGained`), so a hero who went down fast grows back
   * toward its floor (1: all of it, no more).
   */
  readonly catchUpTimes: number;
}

// The switches version 4 added, as every earlier version played: one random stream, perfect mazes, monsters
// anywhere, rests never broken, all of a kill's experience, the tier step of 25%.
const BEFORE_VERSION_4 = {
  worldAndDice: false,
  loopPercent: 0,
  monstersOffChokes: false,
  restAmbushPercent: 0,
  fullExperienceLevelsPerFloor: 0,
  falloffPower: 2,
  tierScalePercent: TIER_SCALE_PERCENT,
  deathKeepsKiller: false,
  catchUpTimes: 1,
} as const;

const VERSION_1: RulesProfile = {
  version: 1,
  monsters: MONSTER_TEMPLATES_V1,
  monsterWeight: ladderWeight,
  stepStaminaPercent: 0,
  victoryStaminaPercent: 0,
  equippedByInstance: false,
  restLineShowsCost: false,
  hitChance,
  bottomIsVictory: false,
  utilitySpellsOnMonsterTurn: false,
  freeSacrificeSaysSo: false,
  statLineShowsGear: false,
  monsterNamesTakeArticles: false,
  ...BEFORE_VERSION_4,
};

const VERSION_2: RulesProfile = {
  version: 2,
  monsters: MONSTER_TEMPLATES_V2,
  monsterWeight: tierWeights(MONSTER_TEMPLATES_V2),
  stepStaminaPercent: 8,
  victoryStaminaPercent: 30,
  equippedByInstance: true,
  restLineShowsCost: true,
  hitChance,
  bottomIsVictory: false,
  utilitySpellsOnMonsterTurn: false,
  freeSacrificeSaysSo: false,
  statLineShowsGear: false,
  monsterNamesTakeArticles: false,
  ...BEFORE_VERSION_4,
};

// Version 3: a run with an arc (src/engine/README.md, "Balance and simulation"): danger that rises with
// depth and an end at the bottom.
const VERSION_3: RulesProfile = {
  ...VERSION_2,
  version: 3,
  monsters: MONSTER_TEMPLATES,
  monsterWeight: arcWeights(MONSTER_TEMPLATES),
  bottomIsVictory: true,
  // SPEC's refusal on the monster's turn (damaging spells only) and one figure per line (src/engine/README.md,
  // "Rules versions").
  utilitySpellsOnMonsterTurn: true,
  freeSacrificeSaysSo: true,
  statLineShowsGear: true,
  monsterNamesTakeArticles: true,
};

// Version 4 (src/engine/README.md, "Version 4: every death the player's"). A way past any one
// monster (loops, and no monster on a cell every way passes through), rests that a wanderer may break, and
// levels from a world seed with rolls from a dice seed.
const VERSION_4: RulesProfile = {
  ...VERSION_3,
  version: 4,
  monsters: MONSTER_TEMPLATES_V4,
  monsterWeight: arcWeights(MONSTER_TEMPLATES_V4),
  worldAndDice: true,
  loopPercent: 12,
  monstersOffChokes: true,
  restAmbushPercent: 40,
  fullExperienceLevelsPerFloor: 4,
  tierScalePercent: 5,
  deathKeepsKiller: false,
};

// Version 5 (src/engine/README.md, "Version 5: the first floors ask a decision"): a Skeleton
// a player who plays well must walk around on floors 2-10, never on floor 1, where a new player learns the game.
const VERSION_5: RulesProfile = {
  ...VERSION_4,
  version: 5,
  monsters: MONSTER_TEMPLATES_V5,
  monsterWeight: arcWeights(MONSTER_TEMPLATES_V5, FIRST_TIER_V5),
  // The end dialog names the killer of a hero slain by the wanderer that broke its rest (version 4 said only
  // 'Fell on floor N.' then: 85% of a careful player's deaths).
  deathKeepsKiller: true,
};

// Version 6 (src/engine/README.md, "Version 6: a hero who went down fast catches up"): a hero behind its floor
// (below 4 levels for each floor above) gets more of a kill's experience, so a player who takes the stairs early
// meets a slope, not the wall version 5's tier 4 was to it (floor 32 killed 41.5% of the divers that reached it).
const VERSION_6: RulesProfile = {
  ...VERSION_5,
  version: 6,
  catchUpTimes: 2,
};

// Version 7 (src/engine/README.md, "Version 7: the middle of the dungeon eased"): tier 4's and tier 5's middle
// names gentler, so a hero at the 4 levels a floor the falloff holds it near meets a slope through floors 31-50,
// not the wall version 6's floors 33, 37 and 38 were to the diver (31-35% of those who reached them, 10,000
// seeds).
const VERSION_7: RulesProfile = {
  ...VERSION_6,
  version: 7,
  monsters: MONSTER_TEMPLATES_V7,
  monsterWeight: arcWeights(MONSTER_TEMPLATES_V7, FIRST_TIER_V5),
};

// Version 8 (src/engine/README.md, "Version 8: two more middle names eased"): tier 3's Troll and tier 9's
// Omnipotent Shade gentler, the middle names that broke the rests where two kinds of player met a wall: floors
// 26-32 for one that fights what it meets (up to 43% of the runs reaching them, 10,000 seeds), floors 81-82 for
// one that reads the word (55.6% of 36 on floor 82, 3,000 seeds).
const VERSION_8: RulesProfile = {
  ...VERSION_7,
  version: 8,
  monsters: MONSTER_TEMPLATES_V8,
  monsterWeight: arcWeights(MONSTER_TEMPLATES_V8, FIRST_TIER_V5),
};

// Version 9 (src/engine/README.md, "Version 9: one curve, and no safety in grinding"): the middle names of tiers 6
// to 10 on one curve, each tier's a little over the last one's instead of tier 6's two thirds over tier 5's (the
// wall where a hero at the falloff's level ended: 30 of 40 divers on floor 51, 10,000 seeds), and the safety they
// gave back taken where grinding and patience bought it: experience falls off from 4.5 levels a floor by the fifth
// power, and a rest draws the nearest monster a little more often. The Skeleton is a third more common on floors
// 2-10, where a player who reads the threat word had stopped dying (0.5% of 1,000 runs under the draft).
const VERSION_9: RulesProfile = {
  ...VERSION_8,
  version: 9,
  monsters: MONSTER_TEMPLATES_V9,
  monsterWeight: arcWeights(MONSTER_TEMPLATES_V9, FIRST_TIER_V9),
  restAmbushPercent: 45,
  fullExperienceLevelsPerFloor: 4.5,
  falloffPower: 5,
};

// Version 10 (src/engine/README.md, "Version 10: the danger in the rest, not in the arithmetic"): a monster's
// band step 3% of its base stats (from 5%), so the deep dungeon grows about as fast as a hero the falloff holds near
// its floor, where every bot's hazard had climbed at its own depth (the informed bot's floor 82 39.5%, the victor's
// tier 10 15.5-35.9%); the danger that took paid back in the rest (the nearest monster breaks it 68% of the time
// beside the hero, from 45%), what a player who rests to full before every fight buys its safety with; and version
// 8's Skeleton on floors 2-10, where broken rests now give the careful player its first-floor deaths.
const VERSION_10: RulesProfile = {
  ...VERSION_9,
  version: 10,
  monsterWeight: arcWeights(MONSTER_TEMPLATES_V9, FIRST_TIER_V5),
  tierScalePercent: 3,
  restAmbushPercent: 68,
};

// Version 11 (src/engine/README.md, "Version 11: a rarer Primordial Force, and the bottom's first name in step"):
// version 10 with tier 9's deadliest name half as common (three in four of the informed player's deaths there were a
// wounded rest a Primordial Force broke, a loss at any health), tier 10's weakest name a step like every other tier's
// (The Destroyer cost 2.5 times floor 90's commonest monster, and floor 91 killed 10 of the 14 informed players who
// reached it), and tier 10's deadliest name more common, so the best player still wins about one run in 30.
const VERSION_11: RulesProfile = {
  ...VERSION_10,
  version: 11,
  monsters: MONSTER_TEMPLATES_V11,
  monsterWeight: arcWeights(MONSTER_TEMPLATES_V11, FIRST_TIER_V5, DEADLIEST_V11),
};

/** Shipped versions: records, saves and the server take these, and they replay forever. */
const PROFILES: readonly RulesProfile[] = [
  VERSION_1,
  VERSION_2,
  VERSION_3,
  VERSION_4,
  VERSION_5,
  VERSION_6,
  VERSION_7,
  VERSION_8,
  VERSION_9,
  VERSION_10,
  VERSION_11,
];

/**
 * Versions being tuned (none while the newest has shipped): the simulator and tests play them (newGame), but no
 * record, save code or server takes one, so nothing played under a draft has to replay after it changes. A draft
 * ships by moving to PROFILES.
 */
const DRAFTS: readonly RulesProfile[] = [];

/** The rules new runs are played under. Bump it (with a new profile) whenever a rule or a content table changes. */
export const RULES_VERSION = 11;

/** Every version this engine replays, oldest first. */
export const SUPPORTED_RULES_VERSIONS: readonly number[] = PROFILES.map((p) => p.version);

/** Versions being tuned, which only the simulator and tests play. */
export const DRAFT_RULES_VERSIONS: readonly number[] = DRAFTS.map((p) => p.version);

/** The profile of a shipped version, or null when this engine does not replay it. */
export function rulesFor(version: number): RulesProfile | null {
  return PROFILES.find((p) => p.version === version) ?? null;
}

/** The profile of a shipped or draft version (a new game may be played under either), or null. */
export function playableRules(version: number): RulesProfile | null {
  return rulesFor(version) ?? DRAFTS.find((p) => p.version === version) ?? null;
}

/** The version a state plays under (absent: version 1, whose states predate the field). */
export function versionOf(state: Pick<GameState, 'rulesVersion'>): number {
  return state.rulesVersion ?? 1;
}

/** The profile a state plays under. */
export function rulesOf(state: Pick<GameState, 'rulesVersion'>): RulesProfile {
  const profile = playableRules(versionOf(state));
  if (profile === null) throw new Error(`engine: unknown rules version ${String(state.rulesVersion)}`);
  return profile;
}
