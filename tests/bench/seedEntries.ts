// Seeds a SQLite Hall of Legends with many entries for the server benchmark, fast: one
// transaction per batch of prepared inserts straight into the store's tables.
import Database from 'better-sqlite3';
import path from 'node:path';
import { SqliteStore, SQLITE_FILE_NAME } from '../../server/store/sqlite/sqliteStore';
import { INSERT_ENTRY_SQL, toInsertParams } from '../../server/store/sqlite/rows';
import { DEFAULT_PROFANITY_WORDS } from '../../server/words/defaultWords';
import { seededRandom } from '../support/random';

// Name parts: "dragon" ends up in about 1 name in 12 (a common substring); "Zephyrine" is rare.
/** First name parts of the seeded names (the search benchmark builds its queries from them). */
export const FIRST_NAME_PARTS = [
  'Dragon',
  'Shadow',
  'Storm',
  'Iron',
  'Silver',
  'Night',
  'Fire',
  'Frost',
  'Thunder',
  'Raven',
  'Wolf',
  'Blade',
];
/** Second name parts of the seeded names. */
export const SECOND_NAME_PARTS = [
  'heart',
  'fang',
  'claw',
  'born',
  'rider',
  'walker',
  'blade',
  'song',
  'mane',
  'eye',
  'wing',
  'bane',
];

/** Seeds `count` entries into `season` under `dataDir`; `rare` entries get the rare name. */
export async function seedEntries(dataDir: string, season: string, count: number, rare = 7): Promise<void> {
  const store = SqliteStore.open(dataDir);
  await store.init(DEFAULT_PROFANITY_WORDS);
  await store.close();
  const db = new Database(path.join(dataDir, SQLITE_FILE_NAME));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insert = db.prepare(INSERT_ENTRY_SQL);
  const random = seededRandom(42);
  const rareEvery = Math.floor(count / rare);
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const name =
        i % rareEvery === 0
          ? `Zephyrine ${i}`
          : `${FIRST_NAME_PARTS[Math.floor(random() * 12)]}${SECOND_NAME_PARTS[Math.floor(random() * 12)]} ${i}`;
      insert.run(
        toInsertParams({
          season,
          playerName: name,
          finalScore: Math.floor(random() * 100_000),
          level: 1 + Math.floor(random() * 30),
          gold: Math.floor(random() * 5000),
          monstersKilled: Math.floor(random() * 200),
          dungeonLevel: 1 + Math.floor(random() * 20),
          daysSurvived: 1 + Math.floor(random() * 50),
          finalHealth: 50,
          finalMana: 20,
          finalStamina: 30,
          strength: 12,
          intelligence: 11,
          dexterity: 10,
          constitution: 10,
          spellsLearned: 3,
          itemsFound: 5,
          isPremium: random() < 0.1,
          completedAt: new Date(Date.UTC(2026, 0, 1) + i),
          rulesVersion: 1,
          seed: `s${i}`,
          runName: name,
          actions: 'rrdd',
          // Entries as a client before run secrets left them; run keys only matter on a day's board.
          secretHash: null,
          runKey: `k${i}`,
        }),
      );
    }
  });
  for (let i = 0; i < count; i += 50_000) batch(i, Math.min(count, i + 50_000));
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('ANALYZE');
  db.close();
}
