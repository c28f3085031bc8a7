// Witnessed runs in the real built game, in Debian's chromium, at a person's pace: a hero begun online
// is registered sealed and its moves reach the server as they are played (the live list shows it); its
// resume code takes it up in another browser where the server has it; an inscribed witnessed run
// wears the eye in the Hall, and "Witnessed only" keeps just such entries. Screenshots of the mark go
// to /work/screenshots/witnessed/ (1280x800 and 390x844, light and dark).
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apply, newGame, runRecord, scoreSubmission, RULES_VERSION, type GameState } from '../../src/engine';
import { newRunSecret } from '../../src/app/runSecret';
import { LiveRunsResponseSchema, toGameStatsBody } from '../../src/shared/api';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { answerWhatOpened, recall, savedCode, untilSeen, WASD, whereText } from '../support/browser/gamePage';
import { pressEnterAfter, typeLikeAPerson } from '../support/browser/person';
import { seedHallEntry, setupE2E } from '../support/browser/setup';
import { FOUR_LOOKS, picture } from '../support/browser/shots';
import { registerRun, witnessActions } from '../support/server/witness';

const SHOTS = `${SCREENSHOT_DIR}/witnessed`;
const e2e = setupE2E({ shots: SHOTS });

/** A person's moves: a key, then a moment to see what it did. */
async function walk(page: Page, keys: string[]): Promise<void> {
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
    await answerWhatOpened(page);
  }
}

async function liveNames(): Promise<string[]> {
  const response = await fetch(`${e2e.server.url}/api/runs/live`);
  return LiveRunsResponseSchema.parse(await response.json()).runs.map((run) => run.name);
}

/** A run registered, played and inscribed through the API, as a finished witnessed game would be. */
async function inscribeWitnessedRun(name: string): Promise<void> {
  const url = e2e.server.url;
  const runSecret = newRunSecret();
  const run = await registerRun(url, { name, rulesVersion: RULES_VERSION, runSecret });
  let state: GameState = newGame(name, run.seed);
  for (const direction of ['left', 'right', 'up', 'down', 'left', 'right'] as const)
    state = apply(state, { type: 'move', direction });
  await witnessActions(url, { id: run.id, runSecret }, state.actions);
  const inscribed = await fetch(`${url}/api/game-stats`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(
      toGameStatsBody({ ...scoreSubmission(state), isPremium: false, run: runRecord(state), runSecret }),
    ),
  });
  expect(inscribed.status).toBe(201);
  expect(((await inscribed.json()) as { witnessed?: boolean }).witnessed).toBe(true);
}

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

describe("a witnessed run (chromium, at a person's pace)", () => {
  it('is registered sealed, seen live, and its resume code takes it up in another browser', async () => {
    const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(e2e.server.url);
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/runs') && r.request().method() === 'POST');
    await typeLikeAPerson(page, 'Vesna');
    await pressEnterAfter(page, 400);
    const registration = await registered;
    expect(registration.status()).toBe(201);
    // Begun online, the run is sealed: the client asked for it, and no seed came back.
    expect(registration.request().postDataJSON()).toMatchObject({ name: 'Vesna', sealed: true });
    expect(await registration.json()).not.toHaveProperty('seed');
    await page.getByTestId('game-screen').waitFor();

    await walk(page, [WASD.left, WASD.right, WASD.up, WASD.down]);
    const code = await savedCode(page);
    expect(code).toMatch(/^sealed:/);
    await walk(page, [WASD.right, WASD.left, WASD.down]);
    await untilSeen(page, async () => (await liveNames()).includes('Vesna'), 'the run in the live list', 15_000);
    const where = await whereText(page);
    await page.close();

    // Another browser (another device): the code takes the run up where the server has it.
    const other = await newPage(e2e.browser, { viewport: { width: 390, height: 844 } });
    await other.goto(e2e.server.url);
    await recall(other, code);
    await expect.poll(() => whereText(other)).toBe(where);
    await walk(other, [WASD.left]);
    await other.getByTestId('game-screen').waitFor();
    await other.close();
  });

  it('inscribed, wears the eye in the Hall, and "Witnessed only" keeps just it', async () => {
    await inscribeWitnessedRun('Ilka');
    await seedHallEntry(e2e.server.url, 'Bogdan');
    for (const { viewport, theme, name } of FOUR_LOOKS) {
      const page = await newPage(e2e.browser, { viewport, theme });
      await page.goto(e2e.server.url);
      await page
        .getByRole('button', { name: /HALL OF LEGENDS/ })
        .first()
        .click();
      const hall = page.getByRole('dialog', { name: 'HALL OF LEGENDS' });
      const entries = hall.getByRole('list', { name: 'Hall of Legends entries' });
      await entries.getByText('Bogdan').waitFor();
      const mark = entries.getByRole('img', { name: /^Witnessed: every move reached the server as it was played/ });
      expect(await mark.count()).toBe(1);
      expect(await entries.getByRole('button', { name: /Ilka/ }).getByTestId('witness-mark').count()).toBe(1);
      await entries.getByRole('button', { name: /Ilka/ }).click();
      await hall
        .locator('.hall-witnessed', { hasText: /Witnessed: every move reached the server as it was played\. Began / })
        .waitFor();
      await picture(page, `${SHOTS}/hall-${name}.png`);

      await hall.getByRole('button', { name: 'Witnessed only' }).click();
      await untilSeen(page, async () => !(await entries.getByText('Bogdan').isVisible()), 'the filter', 10_000);
      expect(await entries.getByText('Ilka').isVisible()).toBe(true);
      await page.close();
    }
  });
});
