// Substring search over one season's names on SQLite, aiming at p99 < 50 ms on a million rows.
// Two plans: (1) trigram FTS5 when the match set is small (its size is bounded from the trigram
// vocabulary), sorted in memory; (2) otherwise a scan of the covering board index in score
// order that stops after offset + limit matches (dense matches are found quickly).
import type Database from 'better-sqlite3';
import { ENTRY_COLUMNS, type EntryRow } from './rows';
import type { Prepare } from './statements';

/** Match sets up to this size take the FTS plan. */
const FTS_PLAN_MAX = 5000;

/** How long a plan's estimate is reused (reading the vocabulary of a common trigram costs milliseconds). */
const PLAN_TTL_MS = 30_000;

/** The FTS plan: trigram terms to match and an upper bound of the matching rows. */
interface Plan {
  terms: string[];
  bound: number;
}

// Characters a stored name key can hold (names are letters, digits, space, underscore, hyphen).
const NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789 _-'.split('');

/** An FTS5 phrase for the trigram tokenizer: the text quoted, inner quotes doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** Trigrams whose presence is needed (3+ chars: all of them) or sufficient (2 chars: any) for a match. */
function trigramsFor(query: string): string[] {
  if (query.length >= 3) return Array.from({ length: query.length - 2 }, (_, i) => query.slice(i, i + 3));
  if (query.length === 2) return NAME_ALPHABET.flatMap((c) => [query + c, c + query]);
  return [];
}

/** Searches with prepared statements bound to one database. */
export class SqliteSearch {
  private readonly vocab;
  private readonly scanCount;
  private readonly scanIds;
  private readonly seasonCount;
  private readonly ftsHits;
  private readonly exactHit;

  constructor(db: Database.Database, private readonly sql: Prepare) {
    this.vocab = db.prepare('SELECT term, doc FROM entries_vocab WHERE term = ?');
    this.scanCount = db.prepare(`SELECT count(*) AS n FROM entries INDEXED BY entries_board_names
      WHERE season = ? AND instr(name_key, ?) > 0`);
    this.scanIds = db.prepare(`SELECT id FROM entries INDEXED BY entries_board_names
      WHERE season = ? AND instr(name_key, ?) > 0 ORDER BY final_score DESC, id LIMIT ? OFFSET ?`).pluck();
    this.seasonCount = db.prepare('SELECT count(*) AS n FROM entries WHERE season = ?');
    this.ftsHits = db.prepare(`SELECT e.id AS id, e.final_score AS score FROM entries_fts f JOIN entries e ON e.id = f.rowid
      WHERE entries_fts MATCH ? AND e.season = ?`);
    this.exactHit = db.prepare('SELECT id, final_score AS score FROM entries WHERE season = ? AND name_key = ?');
  }

  /** Number of entries in the season. */
  countSeason(season: string): number {
    return (this.seasonCount.get(season) as { n: number }).n;
  }

  /** Plans by query; a plan only chooses the cheaper path, so a slightly old one is still correct. */
  private plans = new Map<string, { at: number; plan: Plan | null }>();

  /** The cached plan of `query`, re-estimated after PLAN_TTL_MS. */
  private plan(query: string): Plan | null {
    const hit = this.plans.get(query);
    if (hit && Date.now() - hit.at < PLAN_TTL_MS) return hit.plan;
    const plan = this.estimate(query);
    if (this.plans.size >= 2000) this.plans.clear();
    this.plans.set(query, { at: Date.now(), plan });
    return plan;
  }

  /** The trigram terms to query and an upper bound of matching rows (all seasons), or null for "many". */
  private estimate(query: string): Plan | null {
    if (query.length < 2) return null;
    const docs = trigramsFor(query).map((term) => ({ term, doc: (this.vocab.get(term) as { doc: number } | undefined)?.doc ?? 0 }));
    if (query.length >= 3) {
      const bound = Math.min(...docs.map((d) => d.doc));
      return bound <= FTS_PLAN_MAX ? { terms: [...new Set(docs.map((d) => d.term))], bound } : null;
    }
    const present = docs.filter((d) => d.doc > 0);
    const bound = present.reduce((sum, d) => sum + d.doc, 0);
    return bound <= FTS_PLAN_MAX ? { terms: present.map((d) => d.term), bound } : null;
  }

  /** Ids of the FTS plan in board order: 3+ chars need every trigram (AND), 2 chars any (OR) plus the exact 2-char name. */
  private ftsIds(season: string, query: string, terms: string[]): number[] {
    const hits: { id: number; score: number }[] = [];
    if (terms.length > 0) {
      const match = query.length >= 3 ? ftsPhrase(query) : terms.map(ftsPhrase).join(' OR ');
      hits.push(...(this.ftsHits.all(match, season) as { id: number; score: number }[]));
    }
    if (query.length === 2) hits.push(...(this.exactHit.all(season, query) as { id: number; score: number }[]));
    return hits.sort((a, b) => b.score - a.score || a.id - b.id).map((h) => h.id);
  }

  /** Full rows of `ids`, in the order given. */
  private rowsOf(ids: number[]): EntryRow[] {
    if (ids.length === 0) return [];
    const rows = this.sql(`SELECT ${ENTRY_COLUMNS} FROM entries WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as EntryRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is EntryRow => r !== undefined);
  }

  /** Number of names in the season containing `query` (lower case). */
  countMatches(season: string, query: string): number {
    const plan = this.plan(query);
    if (plan) return plan.bound === 0 && query.length >= 3 ? 0 : this.ftsIds(season, query, plan.terms).length;
    return (this.scanCount.get(season, query) as { n: number }).n;
  }

  /** One page of matches, best first. */
  page(season: string, query: string, limit: number, offset: number): EntryRow[] {
    const plan = this.plan(query);
    if (plan) return this.rowsOf(this.ftsIds(season, query, plan.terms).slice(offset, offset + limit));
    return this.rowsOf(this.scanIds.all(season, query, limit, offset) as number[]);
  }
}
