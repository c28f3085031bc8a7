// Where the Hall's entries are kept: one atomic conditional write per submission (a new entry only
// if no entry holds its run, a replacement only if the stored log is still the one read) and the
// lookups of a run's entry (EntryRepository); the boards read from them (BoardRepository). Which
// write to make is server/scores/storeEntry.ts's, never a repository's.
import type {
  EntryKindCounts,
  InsertResult,
  PageRequest,
  NewEntry,
  RankedEntry,
  ReplacedEntry,
  SearchPage,
  StoredRun,
} from '../store/types';

/**
 * The entries and the runs they hold (SQLite: sqliteRepository.ts, MongoDB: mongoRepository.ts).
 * Names compare case-insensitively within a season.
 */
export interface EntryRepository {
  /**
   * Stores `entry` as a new entry (`replaces` null) only if no entry holds its run (by seed, or on its
   * day by key or secret hash), or in place of entry `replaces.id` only if that entry's log is still
   * `replaces.actions`; never when the name is taken. One atomic step; the rule deciding which write
   * to make is storeEntry.ts's.
   */
  insertEntry(entry: NewEntry, replaces: ReplacedEntry | null): Promise<InsertResult>;
  /** Removes an entry by id; false when there is none. */
  removeEntry(id: string): Promise<boolean>;
  /** The run stored with entry `id`; null for an unknown id or an entry stored without its run. */
  getRun(id: string): Promise<StoredRun | null>;
  /**
   * The entry of the run (seed, rules version) in whichever season first took it, with its stored log
   * ('' when stored without). A normal run's seed is drawn for it alone, so the seed names the run.
   */
  findRun(seed: string, rulesVersion: number): Promise<StoredRun | null>;
  /**
   * The day's entry of a run: the one with the run's key, else (a run shorter than RUN_KEY_ACTIONS
   * carried further changes its key) the one whose secret hash is `secretHash`; null when none.
   */
  findDailyRun(day: string, runKey: string, secretHash: string | null): Promise<StoredRun | null>;
  /** The day's entry under `name` (any case), with its run; null when there is none. */
  findDailyEntry(day: string, name: string): Promise<StoredRun | null>;
  /** True when the name (trimmed, any case) is on the season's board. */
  nameExists(season: string, name: string): Promise<boolean>;
  /** Lower-cased names among `names` that are taken in the season. */
  takenNames(season: string, names: readonly string[]): Promise<Set<string>>;
}

/** The boards (SQLite: sqliteBoardRepository.ts, MongoDB: mongoBoardRepository.ts). */
export interface BoardRepository {
  /** Optional: prepares in-memory read structures for a season (called at start, in the background). */
  warmUp?(season: string): Promise<void>;
  /** The best `limit` entries after `offset`, best first. */
  topEntries(season: string, limit: number, offset: number): Promise<RankedEntry[]>;
  /** The request's page of entries, best first, with the total match count. */
  searchEntries(request: PageRequest): Promise<SearchPage>;
  /** Number of entries in the season. */
  countEntries(season: string): Promise<number>;
  /** How many of the season's entries are sealed, witnessed (not sealed) and open: exact, without a scan. */
  countKinds(season: string): Promise<EntryKindCounts>;
  /**
   * The day's board: entries of its sealed daily runs (`sealedOnly`: a day played sealed) or of its
   * witnessed ones (days before; a sealed run is witnessed too) whose name contains `query`, ranked
   * within the day (a daily inscribed otherwise is on its season's board only).
   */
  dailyEntries(day: string, query: string, limit: number, offset: number, sealedOnly: boolean): Promise<SearchPage>;
  /** The daily challenge day of entry `id`, or null for an entry of a normal run (or no entry). */
  entryDay(id: string): Promise<string | null>;
  /**
   * The daily challenge days of the entries among `ids` (a page of a board), read at once: entry id to
   * day; an entry of a normal run, or no entry, is absent.
   */
  entryDays(ids: readonly string[]): Promise<Map<string, string>>;
}
