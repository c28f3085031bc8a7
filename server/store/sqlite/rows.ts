// Mapping between SQLite rows and the store's entry objects.
import type { NewEntry, RankedEntry } from '../types';

/** The entries table row as better-sqlite3 returns it. */
export interface EntryRow {
  id: number;
  season: string;
  player_name: string;
  final_score: number;
  level: number;
  gold: number;
  monsters_killed: number;
  dungeon_level: number;
  days_survived: number;
  final_health: number;
  final_mana: number;
  final_stamina: number;
  strength: number;
  intelligence: number;
  dexterity: number;
  constitution: number;
  spells_learned: number;
  items_found: number;
  is_premium: number;
  completed_at: number;
}

/** Columns read for an entry (everything but the run's seed and the name key). */
export const ENTRY_COLUMNS = `id, season, player_name, final_score, level, gold, monsters_killed, dungeon_level,
  days_survived, final_health, final_mana, final_stamina, strength, intelligence, dexterity, constitution,
  spells_learned, items_found, is_premium, completed_at`;

/** The key a name is compared by: trimmed, lower case. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Row to entry, with its rank. */
export function toRankedEntry(row: EntryRow, rank: number): RankedEntry {
  return {
    id: String(row.id),
    season: row.season,
    playerName: row.player_name,
    finalScore: row.final_score,
    level: row.level,
    gold: row.gold,
    monstersKilled: row.monsters_killed,
    dungeonLevel: row.dungeon_level,
    daysSurvived: row.days_survived,
    finalHealth: row.final_health,
    finalMana: row.final_mana,
    finalStamina: row.final_stamina,
    strength: row.strength,
    intelligence: row.intelligence,
    dexterity: row.dexterity,
    constitution: row.constitution,
    spellsLearned: row.spells_learned,
    itemsFound: row.items_found,
    isPremium: row.is_premium === 1,
    completedAt: new Date(row.completed_at),
    rank,
  };
}

/** Entry to named insert parameters. */
export function toInsertParams(entry: NewEntry): Record<string, string | number> {
  return {
    season: entry.season,
    player_name: entry.playerName.trim(),
    name_key: nameKey(entry.playerName),
    final_score: entry.finalScore,
    level: entry.level,
    gold: entry.gold,
    monsters_killed: entry.monstersKilled,
    dungeon_level: entry.dungeonLevel,
    days_survived: entry.daysSurvived,
    final_health: entry.finalHealth,
    final_mana: entry.finalMana,
    final_stamina: entry.finalStamina,
    strength: entry.strength,
    intelligence: entry.intelligence,
    dexterity: entry.dexterity,
    constitution: entry.constitution,
    spells_learned: entry.spellsLearned,
    items_found: entry.itemsFound,
    is_premium: entry.isPremium ? 1 : 0,
    completed_at: entry.completedAt.getTime(),
    rules_version: entry.rulesVersion,
    seed: entry.seed,
    run_name: entry.runName,
    actions: entry.actions,
  };
}

/** The INSERT statement matching toInsertParams. */
export const INSERT_ENTRY_SQL = `INSERT INTO entries (season, player_name, name_key, final_score, level, gold,
  monsters_killed, dungeon_level, days_survived, final_health, final_mana, final_stamina, strength, intelligence,
  dexterity, constitution, spells_learned, items_found, is_premium, completed_at, rules_version, seed, run_name, actions)
  VALUES (@season, @player_name, @name_key, @final_score, @level, @gold, @monsters_killed, @dungeon_level,
  @days_survived, @final_health, @final_mana, @final_stamina, @strength, @intelligence, @dexterity, @constitution,
  @spells_learned, @items_found, @is_premium, @completed_at, @rules_version, @seed, @run_name, @actions)`;

/** INSERT_ENTRY_SQL keeping a given id (@id): a replaced entry keeps its place in links and rows. */
export const INSERT_ENTRY_WITH_ID_SQL = INSERT_ENTRY_SQL.replace('INSERT INTO entries (', 'INSERT INTO entries (id, ')
  .replace('VALUES (', 'VALUES (@id, ');

/** The run columns of an entry, as StoredRun reads them. */
export interface RunRow {
  id: number;
  season: string;
  player_name: string;
  name_key: string;
  final_score: number;
  is_premium: number;
  rules_version: number;
  seed: string;
  run_name: string | null;
  actions: string | null;
}

/** Columns read for a RunRow. */
export const RUN_COLUMNS = 'id, season, player_name, name_key, final_score, is_premium, rules_version, seed, run_name, actions';
