// SQLite schema, created and migrated on start. PRAGMA user_version records the applied step.
import type Database from 'better-sqlite3';

/** Bits of an entry id inside a names_fts rowid (ids stay below 2^40; step 4 only, names_fts is gone since step 5). */
const SEASON_ROWID_SHIFT = 40;

/** SQL for the number of a season 'YYYY-Qn': year * 4 + quarter - 1 (seasonNumber in search.ts is the same). */
function seasonNumberSql(season: string): string {
  return `(CAST(substr(${season}, 1, 4) AS INTEGER) * 4 + CAST(substr(${season}, 7, 1) AS INTEGER) - 1)`;
}

/** SQL for the names_fts rowid of an entry: the number of its season above its id. */
function seasonRowidSql(season: string, id: string): string {
  return `((${seasonNumberSql(season)} << ${SEASON_ROWID_SHIFT}) + ${id})`;
}

/**
 * SQL selecting the name_postings rows of one entry from gram_spans: one per distinct trigram of
 * the name, and a name shorter than 3 characters gets one row keyed by the whole name (start 1).
 */
function postingsSql(season: string, key: string, score: string, id: string): string {
  return `SELECT DISTINCT ${seasonNumberSql(season)}, substr(${key}, start, 3), ${score}, ${id}, ${key}
    FROM gram_spans WHERE len = 3 AND (start = 1 OR start + 2 <= length(${key}))`;
}

/**
 * SQL adding (sign 1) or taking away (sign -1) one run's figures in the statistics' running counts
 * (step 13): `row` is `old` or `new` inside a trigger. A value's block is value / 256.
 */
function runStatsSql(row: 'old' | 'new', sign: 1 | -1): string {
  const values = [
    `SELECT 'depth' AS figure, ${row}.floor AS value WHERE ${row}.count > 0`,
    `SELECT 'score', ${row}.score WHERE ${row}.count > 0`,
    `SELECT 'actions', ${row}.count WHERE ${row}.count > 0`,
    `SELECT 'minutes', (${row}.updated_at - ${row}.started_at) / 60000 WHERE ${row}.count > 0`,
    `SELECT 'deaths', ${row}.floor WHERE ${row}.outcome = 'died'`,
  ].join(' UNION ALL ');
  return `INSERT INTO run_stat_counts (rules_version, runs, witnessed, died, won, inscribed)
      VALUES (${row}.rules_version, ${sign}, ${sign} * (${row}.count > 0), ${sign} * (${row}.outcome = 'died'),
        ${sign} * (${row}.outcome = 'won'), ${sign} * (${row}.entry_id IS NOT NULL))
      ON CONFLICT (rules_version) DO UPDATE SET runs = runs + excluded.runs, witnessed = witnessed + excluded.witnessed,
        died = died + excluded.died, won = won + excluded.won, inscribed = inscribed + excluded.inscribed;
    INSERT INTO run_stat_values (rules_version, figure, value, n)
      SELECT ${row}.rules_version, figure, value, ${sign} FROM (${values}) WHERE true
      ON CONFLICT (rules_version, figure, value) DO UPDATE SET n = n + excluded.n;
    INSERT INTO run_stat_blocks (rules_version, figure, block, n)
      SELECT ${row}.rules_version, figure, value / 256, ${sign} FROM (${values}) WHERE true
      ON CONFLICT (rules_version, figure, block) DO UPDATE SET n = n + excluded.n;
    INSERT INTO run_stat_killers (rules_version, monster, n)
      SELECT ${row}.rules_version, ${row}.killer, ${sign} WHERE ${row}.outcome = 'died' AND ${row}.killer IS NOT NULL
      ON CONFLICT (rules_version, monster) DO UPDATE SET n = n + excluded.n;`;
}

/** SQL for an entry's kind (`row`: a table or trigger row name): 'sealed', 'witnessed' (not sealed) or 'open'. */
function entryKindSql(row: string): string {
  return `CASE WHEN ${row}.sealed = 1 THEN 'sealed' WHEN ${row}.witnessed = 1 THEN 'witnessed' ELSE 'open' END`;
}

/** SQL adding (sign 1) or taking away (sign -1) one entry in its season's count of its kind (a trigger's `row`). */
function kindCountSql(row: 'old' | 'new', sign: 1 | -1): string {
  return `INSERT INTO entry_kind_counts (season, kind, n) VALUES (${row}.season, ${entryKindSql(row)}, ${sign})
       ON CONFLICT (season, kind) DO UPDATE SET n = n + excluded.n;`;
}

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
  // Search without full scans (target: p99 < 50 ms for any query on a million rows):
  // - name_gram_counts: per season, how many names contain each 1, 2 and 3-character piece, kept
  //   by triggers, so the total of a query of up to 3 characters is one row read;
  // - names_fts replaces entries_fts: contentless trigram index whose rowid is SEASON_ROWID (the
  //   season's number in bits 40+, the entry id below), so a season is a rowid range and longer
  //   queries are counted and listed inside the index, without reading rows to filter seasons.
  // gram_spans lists (start, length) pairs up to 100 characters (names are at most 20).
  `CREATE TABLE gram_spans (start INTEGER NOT NULL, len INTEGER NOT NULL, PRIMARY KEY (start, len)) WITHOUT ROWID;
   WITH RECURSIVE at(p) AS (SELECT 1 UNION ALL SELECT p + 1 FROM at WHERE p < 100)
     INSERT INTO gram_spans (start, len) SELECT p, l FROM at, (SELECT 1 AS l UNION ALL SELECT 2 UNION ALL SELECT 3);
   CREATE TABLE name_gram_counts (season TEXT NOT NULL, gram TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (season, gram)) WITHOUT ROWID;
   INSERT INTO name_gram_counts (season, gram, n)
     SELECT season, gram, count(*) FROM (SELECT DISTINCT e.id, e.season, substr(e.name_key, g.start, g.len) AS gram
       FROM entries e JOIN gram_spans g ON g.start + g.len - 1 <= length(e.name_key)) GROUP BY season, gram;
   CREATE TRIGGER entries_grams_insert AFTER INSERT ON entries BEGIN
     INSERT INTO name_gram_counts (season, gram, n)
       SELECT DISTINCT new.season, substr(new.name_key, start, len), 1 FROM gram_spans WHERE start + len - 1 <= length(new.name_key)
       ON CONFLICT (season, gram) DO UPDATE SET n = n + 1;
   END;
   CREATE TRIGGER entries_grams_delete AFTER DELETE ON entries BEGIN
     UPDATE name_gram_counts SET n = n - 1 WHERE season = old.season AND gram IN
       (SELECT substr(old.name_key, start, len) FROM gram_spans WHERE start + len - 1 <= length(old.name_key));
   END;
   DROP TRIGGER entries_fts_insert;
   DROP TRIGGER entries_fts_delete;
   DROP TABLE entries_vocab;
   DROP TABLE entries_fts;
   CREATE VIRTUAL TABLE names_fts USING fts5 (name_key, content = '', contentless_delete = 1, tokenize = 'trigram');
   INSERT INTO names_fts (rowid, name_key) SELECT ${seasonRowidSql('season', 'id')}, name_key FROM entries;
   CREATE TRIGGER names_fts_insert AFTER INSERT ON entries BEGIN
     INSERT INTO names_fts (rowid, name_key) VALUES (${seasonRowidSql('new.season', 'new.id')}, new.name_key);
   END;
   CREATE TRIGGER names_fts_delete AFTER DELETE ON entries BEGIN
     DELETE FROM names_fts WHERE rowid = ${seasonRowidSql('old.season', 'old.id')};
   END;`,
  // Search in score order with work bounded by the rarest piece of the query (target as above, first hits
  // on a million rows), replacing names_fts, which had to list and sort every match:
  // - name_postings: per season and trigram, the names holding it in board order (score, id),
  //   name_key carried so a longer query is checked inside the index; a page is a walk of one
  //   trigram's range that stops after offset + limit matches. Names under 3 characters are keyed
  //   by the whole name. Built sorted by the key (one in-order bulk insert, not 14 million B-tree
  //   searches); OR IGNORE drops a trigram repeated in one name, which sorts next to its twin.
  // - name_gram_counts also counts 4-character pieces (gram_spans len 4; the counting triggers
  //   read gram_spans), so the total of a 4-character query is one row too.
  `INSERT INTO gram_spans (start, len) SELECT start, 4 FROM gram_spans WHERE len = 1;
   INSERT INTO name_gram_counts (season, gram, n)
     SELECT season, gram, count(*) FROM (SELECT DISTINCT e.id, e.season, substr(e.name_key, g.start, 4) AS gram
       FROM entries e JOIN gram_spans g ON g.len = 4 AND g.start + 3 <= length(e.name_key)) GROUP BY season, gram;
   CREATE TABLE name_postings (
     season_no INTEGER NOT NULL,
     gram TEXT NOT NULL,
     final_score INTEGER NOT NULL,
     id INTEGER NOT NULL,
     name_key TEXT NOT NULL,
     PRIMARY KEY (season_no, gram, final_score DESC, id)
   ) WITHOUT ROWID;
   INSERT OR IGNORE INTO name_postings (season_no, gram, final_score, id, name_key)
     SELECT ${seasonNumberSql('e.season')}, substr(e.name_key, g.start, 3), e.final_score, e.id, e.name_key
       FROM entries e JOIN gram_spans g ON g.len = 3 AND (g.start = 1 OR g.start + 2 <= length(e.name_key))
       ORDER BY 1, 2, 3 DESC, 4;
   CREATE TRIGGER name_postings_insert AFTER INSERT ON entries BEGIN
     INSERT INTO name_postings (season_no, gram, final_score, id, name_key)
       ${postingsSql('new.season', 'new.name_key', 'new.final_score', 'new.id')};
   END;
   CREATE TRIGGER name_postings_delete AFTER DELETE ON entries BEGIN
     DELETE FROM name_postings WHERE season_no = ${seasonNumberSql('old.season')} AND final_score = old.final_score
       AND id = old.id AND gram IN (SELECT substr(old.name_key, start, 3) FROM gram_spans
         WHERE len = 3 AND (start = 1 OR start + 2 <= length(old.name_key)));
   END;
   DROP TRIGGER names_fts_insert;
   DROP TRIGGER names_fts_delete;
   DROP TABLE names_fts;`,
  // Each entry keeps its run record (the hero name the run began under and the compact action log),
  // so anyone can watch it and a later inscription of the same run can be told to extend it.
  // Nullable: entries stored before this step have no run to show.
  `ALTER TABLE entries ADD COLUMN run_name TEXT;
   ALTER TABLE entries ADD COLUMN actions TEXT;`,
  // The daily challenge (server/daily): one seed per UTC day, created on the first request for it
  // (the primary key settles two first callers at once); a daily run's entry carries its day, is on
  // that day's board as well as its season's, once per name per day. Earlier entries have no day.
  `CREATE TABLE daily_seeds (day TEXT PRIMARY KEY, seed TEXT NOT NULL, created_at INTEGER NOT NULL) WITHOUT ROWID;
   ALTER TABLE entries ADD COLUMN day TEXT;
   CREATE UNIQUE INDEX entries_day_name ON entries (day, name_key) WHERE day IS NOT NULL;
   CREATE INDEX entries_day_board ON entries (day, final_score DESC, id) WHERE day IS NOT NULL;`,
  // Runs owned by their secrets (server/runLog/keys.ts, docs/OPERATIONS.md "Security"): the SHA-256 of
  // the run secret beside the entry (NULL before: no one may carry such an entry further); a run is
  // found in every season by its seed, so it cannot be copied into a later one; a daily run holds one
  // place per day by its key (its first actions), whatever the name; a day keeps the rules version
  // it was drawn for (days drawn before this step were all drawn under version 2).
  `ALTER TABLE entries ADD COLUMN secret_hash TEXT;
   ALTER TABLE entries ADD COLUMN run_key TEXT;
   CREATE INDEX entries_seed ON entries (seed, rules_version, id);
   DROP INDEX entries_run;
   CREATE UNIQUE INDEX entries_day_run ON entries (day, run_key) WHERE day IS NOT NULL AND run_key IS NOT NULL;
   CREATE INDEX entries_day_secret ON entries (day, secret_hash) WHERE day IS NOT NULL AND secret_hash IS NOT NULL;
   ALTER TABLE daily_seeds ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 2;`,
  // Victories (rules with bottomIsVictory, src/engine/README.md "Descent"): 1 when the entry's run took
  // the last portal, as the server's replay says; every entry stored before this step was not won.
  `ALTER TABLE entries ADD COLUMN won INTEGER NOT NULL DEFAULT 0;`,
  // Witnessed runs (server/runs, docs/OPERATIONS.md "Witnessed runs"): 1 when the inscribed log equals the log its registered run
  // witnessed as it was played, with that run's start and last move (ms); 0 for every entry stored
  // before. The Hall filters on it (board order inside the witnessed entries) and a day's board ranks
  // only witnessed runs.
  `ALTER TABLE entries ADD COLUMN witnessed INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE entries ADD COLUMN run_started_at INTEGER;
   ALTER TABLE entries ADD COLUMN run_last_move_at INTEGER;
   CREATE INDEX entries_witnessed_board ON entries (season, final_score DESC, id) WHERE witnessed = 1;
   CREATE INDEX entries_day_witnessed ON entries (day, final_score DESC, id) WHERE day IS NOT NULL AND witnessed = 1;`,
  // Registered runs (server/runs): the witnessed log as a packed part (zlib BLOB, packedActions.ts) and
  // an unpacked tail that batches append to (folded into the packed part past a few KB, so a batch
  // never recompresses the log), the figures it replays to, and when it began and last moved.
  // Expired runs keep their figures for the statistics; their logs are dropped.
  `CREATE TABLE live_runs (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     rules_version INTEGER NOT NULL,
     seed TEXT NOT NULL,
     secret_hash TEXT NOT NULL,
     day TEXT,
     hidden_until INTEGER NOT NULL DEFAULT 0,
     started_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     count INTEGER NOT NULL DEFAULT 0,
     packed BLOB,
     tail TEXT NOT NULL DEFAULT '',
     floor INTEGER NOT NULL DEFAULT 1,
     score INTEGER NOT NULL DEFAULT 0,
     outcome TEXT NOT NULL DEFAULT 'playing',
     killer TEXT,
     heat REAL NOT NULL DEFAULT 0,
     entry_id TEXT,
     expired INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX live_runs_seed ON live_runs (seed, rules_version, secret_hash, started_at);
   CREATE INDEX live_runs_moved ON live_runs (expired, updated_at);`,
  // A registered run's log past its tail goes into packed segments, one row each, appended and never
  // rewritten (a batch costs its own size: an UPDATE of a row holding the whole log rewrites it all);
  // `packed` stays for logs stored before. `ended`: its player quit, so it leaves the live list.
  `CREATE TABLE live_run_segments (
     run_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     packed BLOB NOT NULL,
     PRIMARY KEY (run_id, seq)
   ) WITHOUT ROWID;
   ALTER TABLE live_runs ADD COLUMN ended INTEGER NOT NULL DEFAULT 0;`,
  // Statistics never block (server/runs/stats.ts, docs/OPERATIONS.md "Statistics"): GET /api/stats reads
  // running counts, not every run. run_stat_counts holds each rules version's counts; run_stat_values
  // how many runs have each value of each figure (depth, score, actions, minutes over runs with
  // actions; deaths: the floor of each death), run_stat_blocks the same per block of 256 values (a
  // percentile walks the blocks, then one block's values); run_stat_killers the killing blows. A run
  // is in them once `counted` (the store counts, in one set-based step, every run not counted yet
  // whose daily day is over: at start for runs stored before, then on a schedule); from then on the
  // trigger moves its figures as batches, ends and inscriptions change them. Rows deleted later keep
  // their figures in the counts.
  `ALTER TABLE live_runs ADD COLUMN counted INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX live_runs_uncounted ON live_runs (hidden_until) WHERE counted = 0;
   CREATE TABLE run_stat_counts (
     rules_version INTEGER PRIMARY KEY,
     runs INTEGER NOT NULL,
     witnessed INTEGER NOT NULL,
     died INTEGER NOT NULL,
     won INTEGER NOT NULL,
     inscribed INTEGER NOT NULL
   );
   CREATE TABLE run_stat_values (
     rules_version INTEGER NOT NULL,
     figure TEXT NOT NULL,
     value INTEGER NOT NULL,
     n INTEGER NOT NULL,
     PRIMARY KEY (rules_version, figure, value)
   ) WITHOUT ROWID;
   CREATE TABLE run_stat_blocks (
     rules_version INTEGER NOT NULL,
     figure TEXT NOT NULL,
     block INTEGER NOT NULL,
     n INTEGER NOT NULL,
     PRIMARY KEY (rules_version, figure, block)
   ) WITHOUT ROWID;
   CREATE TABLE run_stat_killers (
     rules_version INTEGER NOT NULL,
     monster TEXT NOT NULL,
     n INTEGER NOT NULL,
     PRIMARY KEY (rules_version, monster)
   ) WITHOUT ROWID;
   CREATE TRIGGER live_runs_stats AFTER UPDATE OF rules_version, count, floor, score, outcome, killer, started_at,
     updated_at, entry_id ON live_runs WHEN old.counted = 1 AND new.counted = 1 BEGIN
     ${runStatsSql('old', -1)}
     ${runStatsSql('new', 1)}
     DELETE FROM run_stat_values WHERE n = 0 AND rules_version = old.rules_version AND figure IN ('depth', 'score', 'actions', 'minutes', 'deaths')
       AND value IN (old.floor, old.score, old.count, (old.updated_at - old.started_at) / 60000);
   END;`,
  // Sealed runs (server/runs/sealed.ts): the server drew the seed and keeps it until the run ends; the
  // player sees views. An entry inscribed from one carries the mark (0 for every entry and run before).
  `ALTER TABLE live_runs ADD COLUMN sealed INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE entries ADD COLUMN sealed INTEGER NOT NULL DEFAULT 0;`,
  // Sealed dailies: a day drawn from now on is played sealed only and its board ranks sealed runs only
  // (1); a day drawn before keeps the open daily and the witnessed board it began with (0). Its board
  // index, as entries_day_witnessed for the days before.
  `ALTER TABLE daily_seeds ADD COLUMN sealed_only INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX entries_day_sealed ON entries (day, final_score DESC, id) WHERE day IS NOT NULL AND sealed = 1;`,
  // The Hall filtered to sealed entries (?sealed=1), in board order as entries_witnessed_board; and how
  // many entries of each kind a season holds (the statistics page), kept by triggers so a read is one
  // row per kind, never a count over the season. Kinds are exclusive: sealed (its run also witnessed),
  // witnessed (not sealed), open (neither).
  `CREATE INDEX entries_sealed_board ON entries (season, final_score DESC, id) WHERE sealed = 1;
   CREATE TABLE entry_kind_counts (season TEXT NOT NULL, kind TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (season, kind)) WITHOUT ROWID;
   INSERT INTO entry_kind_counts (season, kind, n)
     SELECT season, ${entryKindSql('entries')}, count(*) FROM entries GROUP BY 1, 2;
   CREATE TRIGGER entry_kinds_insert AFTER INSERT ON entries BEGIN
     ${kindCountSql('new', 1)}
   END;
   CREATE TRIGGER entry_kinds_delete AFTER DELETE ON entries BEGIN
     ${kindCountSql('old', -1)}
   END;
   CREATE TRIGGER entry_kinds_update AFTER UPDATE OF season, witnessed, sealed ON entries BEGIN
     ${kindCountSql('old', -1)}
     ${kindCountSql('new', 1)}
   END;`,
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
