// The game's data model: plain JSON, whose entity and field names are also the save format's.
// Everything here is serialisable; the engine never stores functions, classes or Dates.

/** The four attributes a player raises at level-up and gear improves. */
export type StatName = 'strength' | 'intelligence' | 'dexterity' | 'constitution';

export type Direction = 'up' | 'down' | 'left' | 'right';

export type ItemType =
  'weapon' | 'armor' | 'helmet' | 'boots' | 'gloves' | 'ring' | 'potion' | 'key' | 'treasure' | 'scroll';

/** Item types that go into an equipment slot (rings fill ring1, then ring2). */
export type EquipSlotType = 'weapon' | 'armor' | 'helmet' | 'boots' | 'gloves' | 'ring';

export type EquipmentSlot = 'weapon' | 'armor' | 'helmet' | 'boots' | 'gloves' | 'ring1' | 'ring2';

/** Bonuses of gear (the four stats) or what a consumable restores (health, mana). */
export interface ItemEffect {
  strength?: number;
  intelligence?: number;
  dexterity?: number;
  constitution?: number;
  health?: number;
  mana?: number;
}

/**
 * An item. In the catalogue `id` is the template id (`silver_key`); an item the player
 * holds has an instance id `${templateId}-${n}`, so ids still start with the template id.
 */
export interface Item {
  id: string;
  name: string;
  type: ItemType;
  symbol: string;
  color: string;
  description: string;
  tier: number;
  effect?: ItemEffect;
  teachSpell?: SpellName;
  equipSlot?: EquipSlotType;
}

export type SpellName = 'HEAL' | 'FIREBALL' | 'LIGHT' | 'LIGHTNING' | 'SHIELD' | 'MAGIC MISSILE';

export interface Spell {
  name: SpellName;
  manaCost: number;
  heal?: number;
  damage?: number;
  description: string;
}

/** A monster template: tiers 1-10, three per tier, scaled by dungeon level when placed. */
export interface MonsterTemplate {
  name: string;
  symbol: string;
  tier: number;
  baseHealth: number;
  baseAttack: number;
  baseDefense: number;
  baseExp: number;
  baseGold: number;
}

export type MonsterCategory =
  | 'Basic'
  | 'Intermediate'
  | 'Advanced'
  | 'Elite'
  | 'Legendary'
  | 'Mythical'
  | 'Cosmic'
  | 'Transcendent'
  | 'Universal'
  | 'Ultimate';

/** An entry of the monster reference catalogue shown in the Tome. */
export interface MonsterCatalogueEntry {
  name: string;
  symbol: string;
  levelRange: [number, number];
  category: MonsterCategory;
  description: string;
}

/** A placed monster, with its stats already scaled for the dungeon level. */
export interface Monster {
  id: string;
  name: string;
  symbol: string;
  health: number;
  maxHealth: number;
  attack: number;
  defense: number;
  experience: number;
  gold: number;
  x: number;
  y: number;
}

export type RoomType = 'empty' | 'monster' | 'treasure' | 'locked' | 'exit' | 'merchant';

/** One open cell of the maze. Walls are `null` in `Dungeon.rooms`. */
export interface Room {
  x: number;
  y: number;
  type: RoomType;
  /** Has ever been in sight (drawn as a dot when out of sight). */
  explored: boolean;
  /** In sight now: within the visibility radius of the player. */
  visible: boolean;
  /** The monster of a monster room, or the item of a treasure or locked room. */
  content?: Monster | Item;
  /** Template id of the key a locked chest needs (always 'silver_key'). */
  requiresKey?: string;
}

export interface Dungeon {
  level: number;
  width: number;
  height: number;
  /** rooms[y][x]; null is a wall. */
  rooms: (Room | null)[][];
  exitFound: boolean;
}

export interface Player {
  name: string;
  level: number;
  health: number;
  maxHealth: number;
  mana: number;
  maxMana: number;
  stamina: number;
  maxStamina: number;
  strength: number;
  intelligence: number;
  dexterity: number;
  constitution: number;
  experience: number;
  experienceToNext: number;
  gold: number;
  x: number;
  y: number;
  day: number;
  learnedSpells: SpellName[];
  /** Damage the next monster hits are reduced by; cleared on victory and rest. */
  shieldEffect?: number;
  /** Stat points waiting to be allocated (one per level gained). */
  pendingStatPoint?: number;
}

export interface Equipment {
  weapon: Item | null;
  armor: Item | null;
  helmet: Item | null;
  boots: Item | null;
  gloves: Item | null;
  ring1: Item | null;
  ring2: Item | null;
}

export interface Combat {
  active: boolean;
  turn: 'player' | 'monster';
  monster: Monster | null;
}

/** The PRNG's whole state: four 32-bit words (sfc32). */
export type RngState = [number, number, number, number];

export type Action =
  | { type: 'move'; direction: Direction }
  | { type: 'attack' }
  | { type: 'cast'; spell: string }
  | { type: 'rest' }
  | { type: 'sacrificeForStamina' }
  | { type: 'equip'; itemId: string }
  | { type: 'unequip'; slot: EquipmentSlot }
  | { type: 'useItem'; itemId: string }
  | { type: 'useHealthPotion' }
  | { type: 'useManaPotion' }
  | { type: 'sellItem'; itemId: string }
  | { type: 'sellTreasure' }
  | { type: 'drop'; itemId: string }
  | { type: 'allocateStat'; stat: StatName }
  | { type: 'descend' }
  | { type: 'monsterTurn' };

/** Everything needed to rebuild a run: `replay(record)` gives the exact same state. */
export interface RunRecord {
  rulesVersion: number;
  seed: string;
  name: string;
  actions: Action[];
}

export interface GameState {
  player: Player;
  dungeon: Dungeon;
  inventory: Item[];
  equipment: Equipment;
  combat: Combat;
  /** Newest last; the engine keeps the last LOG_LIMIT lines. */
  log: string[];
  score: number;
  gameStatus: string;
  theme: 'light' | 'dark';
  /** Template ids of items the player has held. */
  discoveredItems: string[];
  discoveredMonsters: string[];
  discoveredSpells: string[];
  /** Victories in this run (counted by the engine, not from the trimmed log). */
  monstersKilled: number;
  /** The run's seed and every action applied since newGame, in order. */
  seed: string;
  actions: Action[];
  rng: RngState;
  /** Next number for instance ids of items and monsters. */
  nextId: number;
  /** False when a loaded save did not match the replay of its own run record. */
  verified: boolean;
  /** The rules version the run plays under; absent in runs of version 1, which predate the field. */
  rulesVersion?: number;
  /**
   * The run's secret (src/engine/save/runSecret.ts), set by the client when the run begins; absent in
   * runs begun before secrets and in replays. Carried, never read: no rule depends on it.
   */
  runSecret?: string;
  /**
   * What the merchant pays for each held item, by item id: only in the state a sealed run's client makes of
   * its view (src/engine/view/mirrorOf.ts), whose seed the server keeps. Prices follow from the seed.
   */
  prices?: Record<string, number>;
}

/** The game-stats fields of a Hall of Legends submission (the submission without the run record). */
export interface ScoreSubmission {
  playerName: string;
  finalScore: number;
  level: number;
  gold: number;
  monstersKilled: number;
  dungeonLevel: number;
  daysSurvived: number;
  finalHealth: number;
  finalMana: number;
  finalStamina: number;
  strength: number;
  intelligence: number;
  dexterity: number;
  constitution: number;
  spellsLearned: number;
  itemsFound: number;
  /**
   * Present, true, when the run ended by taking the last portal (rules with `bottomIsVictory`); absent
   * for every other run, whose submission is exactly as before. Not a statistic: a fact beside them.
   */
  won?: true;
  isPremium: boolean;
  couponCode?: string;
}
