// Deep pages of dense 1-4 character searches (and of the whole board) on SQLite go through the block summary of the board
// order: with 16-entry blocks (hundreds of block boundaries, score ties spanning several blocks)
// every page must equal a plain filter of the names in board order, after inserts, removals and
// writes by another connection (the admin command's path).
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore, SQLITE_FILE_NAME } from '../../server/store/sqlite/sqliteStore';
import { entry } from './entryRepository.contract';
import { removeDir, tempDir } from '../support/server/process';
import { repositoriesOf } from '../../server/repositories';

const SEASON = '2026-Q4';
// The empty search is the whole board, its deep pages found by block sizes.
const QUERIES = ['', 'a', 'n', '1', 'ar', 'qu', 'ran', 'n 1', 'dor', 'quin', 'rand', 'ar 1'];
const SYLLABLES = ['Ar', 'Dor', 'Ran', 'Mel', 'Quin', 'Tan', 'Ul'];

/** The board as a player sees it: best score first, ties to the earlier submission. */
interface Stored {
  id: string;
  name: string;
  score: number;
  seq: number;
}

function heroName(i: number): string {
  return `${SYLLABLES[i % 7]}${SYLLABLES[(i * 3) % 5].toLowerCase()} ${i}`;
}

describe('SQLite deep search pages through the block summary', () => {
  const dir = tempDir('summary-');
  let store: SqliteStore;
  const board: Stored[] = [];
  let seq = 0;

  async function add(name: string, score: number): Promise<void> {
    const result = await repositoriesOf(store).entries.insertEntry(
      entry(SEASON, name, score, '2026-10-05T00:00:00Z'),
      null,
    );
    if (!result.ok) throw new Error(`${name}: ${result.reason}`);
    board.push({ id: result.entry.id, name, score, seq: ++seq });
  }

  /** Every probed page of every query equals the plain filter, from both ends and across the middle. */
  async function expectPlainFilterPages(): Promise<void> {
    const ordered = [...board].sort((a, b) => b.score - a.score || a.seq - b.seq).map((e) => e.name);
    for (const query of QUERIES) {
      const expected = ordered.filter((name) => name.toLowerCase().includes(query));
      const middle = Math.floor(expected.length / 2);
      const offsets = [
        0,
        37,
        Math.floor(expected.length / 3),
        middle - 5,
        middle,
        middle + 3,
        expected.length - 41,
        expected.length - 10,
      ];
      for (const offset of offsets.filter((o) => o >= 0 && o < expected.length)) {
        const page = await repositoriesOf(store).board.searchEntries({ season: SEASON, query, limit: 10, offset });
        expect([query, offset, page.total, page.rows.map((row) => row.playerName)]).toEqual([
          query,
          offset,
          expected.length,
          expected.slice(offset, offset + 10),
        ]);
      }
    }
  }

  beforeAll(async () => {
    store = SqliteStore.open(dir, { summaryBlockSize: 16 });
    await store.init([]);
    // 37 distinct scores over 1,400 names: each tie group spans two to four blocks.
    for (let i = 0; i < 1400; i++) await add(heroName(i), (i % 37) * 10);
  });
  afterAll(async () => {
    await store.close();
    removeDir(dir);
  });

  it('serves middle pages of 1, 2, 3 and 4 character queries equal to a plain filter (ties across block boundaries)', async () => {
    await expectPlainFilterPages();
  });

  it('stays exact after inserts spread over the board and a burst into one block (split each time it passes twice its size)', async () => {
    // A few per block: between two tie groups, or at the end of one (a later id); counted in place.
    for (let i = 0; i < 120; i++) await add(`Mid${heroName(2000 + i)}`, ((i * 7) % 37) * 10 + (i % 2 === 0 ? 5 : 0));
    await expectPlainFilterPages();
    for (let i = 0; i < 40; i++) await add(`Burst dor ${i}`, 181);
    await expectPlainFilterPages();
    for (let i = 0; i < 40; i++) await add(`Low burst ${i}`, i % 2 === 0 ? 25 : 30);
    await expectPlainFilterPages();
  });

  it('stays exact after removals, a block boundary entry among them', async () => {
    const ordered = [...board].sort((a, b) => b.score - a.score || a.seq - b.seq);
    for (const gone of [ordered[16], ordered[17], ordered[700], ordered[701], ordered[702], ordered[1300]]) {
      expect(await repositoriesOf(store).entries.removeEntry(gone.id)).toBe(true);
      board.splice(board.indexOf(gone), 1);
    }
    await expectPlainFilterPages();
  });

  it('stays exact after another connection inserts into the middle and deletes (the admin command path)', async () => {
    // Deep pages first, so the summary is built and would be stale without the data_version check.
    await expectPlainFilterPages();
    const other = new Database(path.join(dir, SQLITE_FILE_NAME));
    const copy =
      other.prepare(`INSERT INTO entries (season, player_name, name_key, final_score, level, gold, monsters_killed,
        dungeon_level, days_survived, final_health, final_mana, final_stamina, strength, intelligence, dexterity, constitution,
        spells_learned, items_found, is_premium, completed_at, rules_version, seed)
      SELECT season, ?, lower(?), ?, level, gold, monsters_killed, dungeon_level, days_survived, final_health, final_mana, final_stamina,
        strength, intelligence, dexterity, constitution, spells_learned, items_found, is_premium, completed_at, rules_version, 'admin-' || ?
      FROM entries WHERE id = ?`);
    for (let i = 0; i < 60; i++) {
      const name = `Outside ran ${i}`;
      const id = Number(copy.run(name, name, 175, name, Number(board[0].id)).lastInsertRowid);
      board.push({ id: String(id), name, score: 175, seq: ++seq });
    }
    const gone = board.filter((e) => e.score === 180).slice(0, 25);
    for (const e of gone) {
      other.prepare('DELETE FROM entries WHERE id = ?').run(Number(e.id));
      board.splice(board.indexOf(e), 1);
    }
    other.close();
    // Another process's commit shows within RankCache's 20 ms check.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expectPlainFilterPages();
  });
});
