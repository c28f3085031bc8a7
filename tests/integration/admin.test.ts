// The operator command: in-process for every command and error, and once as a real process
// on the server's SQLite file while the server runs (the server sees the change at once).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/admin/cli';
import { startApp, type TestServer } from '../support/server/process';
import { getJson, postJson } from '../support/server/http';
import { verifiedSubmission } from '../support/engine/runs';
import type { HighScore } from '../../src/shared/api';

let server: TestServer;
beforeAll(async () => {
  server = await startApp({ now: '2026-11-15T12:00:00Z' });
});
afterAll(() => server.stop());

/** Runs the command in-process; returns exit code and output lines. */
async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, {
    store: server.store,
    clock: () => new Date('2026-11-15T12:00:00Z'),
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

// A generated code: HERO and four groups of four from 31 unambiguous characters (16 x 4.95 = 79 bits).
const GENERATED = /^HERO(?:-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}){4}$/;

describe('npm run admin -- coupon ...', () => {
  it('creates a single-use coupon with a random code and no expiry by default, usable by players', async () => {
    const res = await admin('coupon', 'create');
    expect(res.code).toBe(0);
    const code = /^Created coupon (\S+)\tactive\t0\/1 uses\texpires never$/.exec(res.out)?.[1];
    expect(code).toMatch(GENERATED);
    expect(JSON.parse((await postJson(`${server.url}/api/validate-coupon`, { code })).text)).toEqual({ valid: true });
    // One use: coupons.test.ts shows a one-use coupon refused after its first premium entry.
    const stored = (await server.repos.coupons.list()).find((c) => c.code === code);
    expect(stored).toMatchObject({ maxUses: 1, uses: 0, expiresAt: null });
    expect((await admin('coupon', 'list')).out).toContain(`${code}\tactive\t0/1 uses\texpires never`);
  });
  it('generates a different code each time', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add(/Created coupon (\S+)/.exec((await admin('coupon', 'create')).out)![1]);
    expect(codes.size).toBe(20);
    for (const code of codes) expect(code).toMatch(GENERATED);
  });
  it('--uses N and --uses unlimited set the limit; the output shows uses and expiry', async () => {
    expect((await admin('coupon', 'create', '--uses', '5', '--expires', '2027-01-01')).out).toMatch(
      /^Created coupon HERO-\S+\tactive\t0\/5 uses\texpires 2027-01-01T00:00:00\.000Z$/,
    );
    expect((await admin('coupon', 'create', '--uses', 'unlimited')).out).toMatch(
      /^Created coupon HERO-\S+\tactive\t0\/unlimited uses\texpires never$/,
    );
  });
  it('takes a given code that is hard to guess: 12 or more letters and digits, mixing both', async () => {
    expect(await admin('coupon', 'create', '--code', 'Spring-26Q4-X7KM')).toMatchObject({
      code: 0,
      out: 'Created coupon SPRING-26Q4-X7KM\tactive\t0/1 uses\texpires never',
    });
  });
  it.each(['welcome', 'SPRING2026', 'abcdefghijklmn', '1234-5678-9012', 'ab12-cd34-ef5'])(
    'refuses the guessable code %s unless --allow-guessable is given',
    async (code) => {
      const refused = await admin('coupon', 'create', '--code', code);
      expect(refused.code).toBe(2);
      expect(refused.err).toContain(
        `--code is easy to guess: ${code} (give at least 12 letters and digits, mixing both; leave --code out for a random code; or add --allow-guessable)`,
      );
      expect(await server.repos.coupons.list()).not.toContainEqual(
        expect.objectContaining({ code: code.toUpperCase() }),
      );
      const allowed = await admin('coupon', 'create', '--code', code, '--allow-guessable');
      expect(allowed).toMatchObject({
        code: 0,
        out: `Created coupon ${code.toUpperCase()}\tactive\t0/1 uses\texpires never`,
      });
    },
  );
  it('creates a given code with expiry, lists it, revokes it', async () => {
    expect(
      (await admin('coupon', 'create', '--code', 'spring', '--allow-guessable', '--expires', '2026-12-01T00:00:00Z'))
        .code,
    ).toBe(0);
    expect(await admin('coupon', 'create', '--code', 'SPRING', '--allow-guessable')).toMatchObject({
      code: 1,
      err: 'A coupon with that code already exists',
    });
    expect((await admin('coupon', 'list')).out).toContain('SPRING\tactive\t0/1 uses\texpires 2026-12-01T00:00:00.000Z');
    expect(await admin('coupon', 'revoke', 'spring')).toMatchObject({ code: 0, out: 'Revoked coupon SPRING' });
    expect((await admin('coupon', 'list')).out).toContain('SPRING\trevoked');
    expect(JSON.parse((await postJson(`${server.url}/api/validate-coupon`, { code: 'SPRING' })).text)).toEqual({
      valid: false,
    });
    expect(await admin('coupon', 'revoke', 'NOPE')).toMatchObject({ code: 1, err: 'No coupon NOPE' });
  });
  it.each([
    [['coupon', 'create', '--uses', 'many'], '--uses must be a whole number of at least 1, or unlimited, got: many'],
    [['coupon', 'create', '--uses', '0'], '--uses must be a whole number of at least 1, or unlimited, got: 0'],
    [['coupon', 'create', '--expires', 'someday'], '--expires is not a date: someday (use e.g. 2026-12-31T23:59:59Z)'],
    [['coupon', 'create', '--expires', '2020-01-01'], '--expires is in the past: 2020-01-01T00:00:00.000Z'],
    [['coupon', 'create', '--code', 'X'.repeat(51)], '--code must be 1 to 50 characters without spaces'],
    [['coupon', 'create', '--colour', 'red'], "Unknown option '--colour'"],
    [['coupon', 'revoke'], 'Expected exactly one coupon code'],
    [['coupon', 'burn'], 'Unknown coupon command: burn (use create, list or revoke)'],
    [['word', 'add'], 'Expected exactly one word'],
    [['word', 'add', 'a b!'], 'A word is 2 to 40 letters or digits'],
    [['entry', 'delete', '1'], 'Unknown entry command: delete (use remove)'],
    [['dance'], 'Unknown command: dance'],
  ])('%j -> exit 2: %s', async (argv, message) => {
    const res = await admin(...argv);
    expect(res.code).toBe(2);
    expect(res.err).toContain(message);
    expect(res.err).toContain('Run npm run admin -- --help for usage.');
  });
  it('--help prints the usage with the defaults', async () => {
    const res = await admin('--help');
    expect(res.code).toBe(0);
    expect(res.out).toContain(
      'coupon create [--code CODE [--allow-guessable]] [--expires ISO-DATE] [--uses N|unlimited]',
    );
    expect(res.out).toContain('one use, no expiry and a random code unless given');
  });
});

describe('npm run admin -- word / entry / season', () => {
  it('adds, lists and removes profanity words; the API follows', async () => {
    expect(await admin('word', 'add', 'Frobnicate')).toMatchObject({ code: 0, out: 'Added "frobnicate"' });
    expect((await admin('word', 'add', 'frobnicate')).code).toBe(1);
    expect((await admin('word', 'list')).out.split('\n')).toContain('frobnicate');
    const words = await getJson<{ word: string }[]>(`${server.url}/api/profanity-words`);
    expect(words.json).toContainEqual({ word: 'frobnicate' });
    expect(await admin('word', 'remove', 'frobnicate')).toMatchObject({ code: 0, out: 'Removed "frobnicate"' });
    expect(await admin('word', 'remove', 'frobnicate')).toMatchObject({ code: 1, err: '"frobnicate" is not listed' });
  });
  it('removes an entry; the board re-ranks', async () => {
    await postJson(`${server.url}/api/game-stats`, verifiedSubmission('Cheater', 'ch', 200));
    const board = (await getJson<HighScore[]>(`${server.url}/api/high-scores`)).json;
    const id = board.find((e) => e.playerName === 'Cheater')!.id;
    expect(await admin('entry', 'remove', id)).toMatchObject({ code: 0, out: `Removed entry ${id}` });
    expect(await admin('entry', 'remove', id)).toMatchObject({ code: 1, err: `No entry with id ${id}` });
    expect((await getJson(`${server.url}/api/check-player-name/Cheater`)).json).toEqual({ exists: false });
  });
  it('shows the current season', async () => {
    expect((await admin('season')).out).toBe(
      '2026-Q4\t2026-10-01T00:00:00.000Z to 2027-01-01T00:00:00.000Z (end exclusive)',
    );
  });
});

describe("as a real process on the running server's file", () => {
  it('removing an entry from another process shows in the running server at once', async () => {
    const ok = await postJson(`${server.url}/api/game-stats`, verifiedSubmission('Outsider', 'out', 60));
    const id = (JSON.parse(ok.text) as HighScore).id;
    const run = promisify(execFile);
    const result = await run('node', ['--import', 'tsx', 'server/admin/main.ts', 'entry', 'remove', id], {
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
    });
    expect(result.stdout.trim()).toBe(`Removed entry ${id}`);
    const board = (await getJson<HighScore[]>(`${server.url}/api/high-scores?limit=100`)).json;
    expect(board.map((e) => e.playerName)).not.toContain('Outsider');
    board.forEach((e, i) => expect(e.rank).toBe(i + 1));
    const bad = await run('node', ['--import', 'tsx', 'server/admin/main.ts', 'coupon', 'create', '--uses', '0'], {
      env: { ...process.env, DATA_DIR: server.dataDir },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(bad).toMatchObject({ code: 2 });
    expect((bad as { stderr: string }).stderr).toContain(
      '--uses must be a whole number of at least 1, or unlimited, got: 0',
    );
  });
});
