// Hero-name rules over real HTTP: every message of src/shared/heroNameMessages.ts in order, profanity
// variants, reserved words, suggestions, and the per-season existence check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_SUGGESTIONS_HEADER, parseNameSuggestions } from '../../src/shared/api';
import { validateHeroName, FALLBACK_PROFANITY_WORDS } from '../../src/shared/heroName';
import { startApp, type TestServer } from '../support/server/process';
import { getJson, postJson } from '../support/server/http';
import { verifiedSubmission } from '../support/engine/runs';

let server: TestServer;
let base: ReturnType<typeof verifiedSubmission>;
beforeAll(async () => {
  server = await startApp();
  base = verifiedSubmission('Template', 'names-seed', 40);
});
afterAll(() => server.stop());

const TAKEN =
  'Username is not allowed because of unaccepted symbols or content or it already exists on the Leaderboard. Please choose a different name.';

/** Submits the template run under another claimed name. */
const submitAs = (playerName: unknown) => postJson(`${server.url}/api/game-stats`, { ...base, playerName });

describe('POST /api/game-stats hero-name messages, in rule order', () => {
  it.each([
    ['missing', undefined, 'Hero name is required'],
    ['not text', 12345, 'Hero name is required'],
    ['empty', '', 'Hero name is required'],
    [
      'only tags',
      '<b></b>',
      'Hero name contains invalid characters. Please use only letters, numbers, spaces, hyphens, and underscores.',
    ],
    [
      'only an SQL keyword',
      'DROP',
      'Hero name contains invalid characters. Please use only letters, numbers, spaces, hyphens, and underscores.',
    ],
    [
      'a quote',
      "O'Neil",
      'Hero name contains unsafe characters. Please use only letters, numbers, spaces, hyphens, and underscores.',
    ],
    [
      'a script tag',
      'Bob<script>',
      'Hero name contains unsafe characters. Please use only letters, numbers, spaces, hyphens, and underscores.',
    ],
    ['one letter', 'A', 'Hero name must be at least 2 characters long'],
    ['21 letters', 'A'.repeat(21), 'Hero name must be 20 characters or less'],
  ])('%s -> 400 with the exact message', async (_label, name, message) => {
    const res = await submitAs(name);
    expect(res.status).toBe(400);
    expect(res.text).toBe(message);
    expect(res.headers.get(NAME_SUGGESTIONS_HEADER)).toBeNull();
  });

  it.each([
    ['exact', 'fuck'],
    ['any case', 'ShIt'],
    ['whole word', 'Lord Bastard'],
    ['collapsed repeats', 'Fuuuuuck'],
    ['spaced-out letters', 'b i t c h'],
    ['reserved word inside', 'TheAdminKing'],
    ['reserved mod', 'ModSquad'],
    ['reserved gm', 'GM Bob'],
  ])('profanity / reserved (%s: %s) -> 400 with 5 suggestions', async (_label, name) => {
    const res = await submitAs(name);
    expect(res.status).toBe(400);
    expect(res.text).toBe(TAKEN);
    const suggestions = parseNameSuggestions(res.headers.get(NAME_SUGGESTIONS_HEADER));
    expect(suggestions).toHaveLength(5);
    for (const s of suggestions) expect(validateHeroName(s, FALLBACK_PROFANITY_WORDS).ok).toBe(true);
  });

  it('suggestions never offer a name already taken this season', async () => {
    const first = parseNameSuggestions((await submitAs('admin')).headers.get(NAME_SUGGESTIONS_HEADER));
    for (const name of first.slice(0, 3)) {
      const stored = await postJson(`${server.url}/api/game-stats`, verifiedSubmission(name, `s-${name}`, 20));
      expect(stored.status).toBe(201);
    }
    for (let i = 0; i < 15; i++) {
      const offered = parseNameSuggestions((await submitAs('admin')).headers.get(NAME_SUGGESTIONS_HEADER));
      for (const taken of first.slice(0, 3)) expect(offered).not.toContain(taken);
    }
  });

  it('a name already on the board -> 400 with the same message and suggestions', async () => {
    const body = verifiedSubmission('Aldric', 'aldric-seed', 20);
    expect((await postJson(`${server.url}/api/game-stats`, body)).status).toBe(201);
    const again = await postJson(`${server.url}/api/game-stats`, verifiedSubmission('aLDRIC', 'other', 20));
    expect(again.status).toBe(400);
    expect(again.text).toBe(TAKEN);
    expect(parseNameSuggestions(again.headers.get(NAME_SUGGESTIONS_HEADER))).toHaveLength(5);
  });
});

describe('GET /api/check-player-name/:name', () => {
  it('is case-insensitive, trimmed and URL-decoded within the season', async () => {
    await postJson(`${server.url}/api/game-stats`, verifiedSubmission('Sir Galahad', 'galahad', 20));
    const hit = await getJson<{ exists: boolean }>(
      `${server.url}/api/check-player-name/${encodeURIComponent('  sir GALAHAD ')}`,
    );
    expect(hit.status).toBe(200);
    expect(hit.json).toEqual({ exists: true });
    const miss = await getJson(`${server.url}/api/check-player-name/Lancelot`);
    expect(miss.json).toEqual({ exists: false });
  });
  it('refuses a blank name with 400 text', async () => {
    const res = await getJson(`${server.url}/api/check-player-name/%20%20`);
    expect(res.status).toBe(400);
    expect(res.text).toBe('Hero name is required');
  });
});

describe('GET /api/profanity-words', () => {
  it('lists the seeded words as { word } records', async () => {
    const res = await getJson<{ word: string }[]>(`${server.url}/api/profanity-words`);
    expect(res.status).toBe(200);
    const words = res.json.map((w) => w.word);
    for (const reserved of [
      'admin',
      'moderator',
      'mod',
      'gm',
      'gamemaster',
      'system',
      'official',
      'staff',
      'support',
    ]) {
      expect(words).toContain(reserved);
    }
  });
  it('a word the operator adds is refused at once', async () => {
    expect((await submitAs('Grumbleweed')).status).not.toBe(400);
    await server.repos.words.add('grumbleweed');
    const res = await submitAs('Grumbleweed');
    expect(res.status).toBe(400);
    expect(res.text).toBe(TAKEN);
  });
});
