// SQLite schema, created and migrated on start. PRAGMA user_version records the applied step.
import type Database from 'better-sqlite3';

// Each step runs once, in order, inside a transaction; append new steps, never edit old ones.
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE entries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     season TEXT NOT NULL,
     player_name TEXT NOT NULL,
     name_key TEXT NOT NULL,
     final_score INTEGER NOT NULL,
     level INTEGER NOT NULL,
     gold INTEGER NOT NULL,
     monsters_killed INTEGER NOT NULL,
     dungeon_level INTEGER NOT NULL,
     days_survived INTEGER NOT NULL,
     final_health INTEGER NOT NULL,
     final_mana INTEGER NOT NULL,
     final_stamina INTEGER NOT NULL,
     strength INTEGER NOT NULL,
     intelligence INTEGER NOT NULL,
     dexterity INTEGER NOT NULL,
     constitution INTEGER NOT NULL,
     spells_learned INTEGER NOT NULL,
     items_found INTEGER NOT NULL,
     is_premium INTEGER NOT NULL,
     completed_at INTEGER NOT NULL,
     rules_version INTEGER NOT NULL,
     seed TEXT NOT NULL
   );
   -- A name is unique within a season, any case: enforced by the database, not read-then-write.
   CREATE UNIQUE INDEX entries_season_name ON entries (season, name_key);
   -- Leaderboard order: best first, ties to the earlier submission (lower id).
   CREATE INDEX entries_board ON entries (season, final_score DESC, id);
   -- Substring search over names: trigram FTS5 for queries of 3+ characters.
   CREATE VIRTUAL TABLE entries_fts USING fts5 (name_key, content = 'entries', content_rowid = 'id', tokenize = 'trigram');
   CREATE TRIGGER entries_fts_insert AFTER INSERT ON entries BEGIN
     INSERT INTO entries_fts (rowid, name_key) VALUES (new.id, new.name_key);
   END;
   CREATE TRIGGER entries_fts_delete AFTER DELETE ON entries BEGIN
     INSERT INTO entries_fts (entries_fts, rowid, name_key) VALUES ('delete', old.id, old.name_key);
   END;
   CREATE TABLE coupons (
     code TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL,
     expires_at INTEGER,
     max_uses INTEGER,
     uses INTEGER NOT NULL DEFAULT 0,
     revoked INTEGER NOT NULL DEFAULT 0
   );
   CREATE TABLE profanity_words (word TEXT PRIMARY KEY);
   CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  // Search scans the board order reading names from the index alone (no row look-ups), and
  // estimates match counts from the trigram vocabulary to pick the cheaper plan.
  `CREATE INDEX entries_board_names ON entries (season, final_score DESC, id, name_key);
   DROP INDEX entries_board;
   CREATE VIRTUAL TABLE entries_vocab USING fts5vocab (entries_fts, 'row');`,
  // One run record holds one place per season (a replay renamed is refused); not UNIQUE, so files
  // written before this rule still open.
  `CREATE INDEX entries_run ON entries (season, seed, rules_version);`,
];

/** Brings the database to the newest schema. */
export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let step = current; step < MIGRATIONS.length; step++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[step]);
      db.pragma(`user_version = ${step + 1}`);
    })();
  }
}

/** Seeds the profanity list once, on the very first start (an emptied list stays empty). */
export function seedWords(db: Database.Database, words: readonly string[]): void {
  const seeded = db.prepare(`SELECT value FROM settings WHERE key = 'words_seeded'`).get();
  if (seeded) return;
  db.transaction(() => {
    const insert = db.prepare('INSERT OR IGNORE INTO profanity_words (word) VALUES (?)');
    for (const word of words) insert.run(word.toLowerCase());
    db.prepare(`INSERT INTO settings (key, value) VALUES ('words_seeded', '1')`).run();
  })();
}
