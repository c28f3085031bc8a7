// The board says what its marks prove, in the real built game, in Debian's chromium, at a person's pace.
// Through the API: a sealed run played to its end and inscribed, today's sealed daily, a witnessed open
// run and an open run. A person opens the Hall of Legends, presses "Sealed only" and reads the rows it
// keeps (each wearing the sealed mark), searches within them, watches the sealed run and reads the mark
// under the replay's title, then follows the statistics link and reads the season's entries by kind.
// SHOTS=1 also takes the Hall with the filter, the replay's header and /stats at 1280x800 and 390x844,
// light and dark, into /work/screenshots/sealed-board/.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newGame, RULES_VERSION, type GameState, apply } from '../../src/engine';
import { newRunSecret } from '../../src/app/runSecret';
import { toGameStatsBody, type HighScore } from '../../src/shared/api';
import { OPEN_MEANING, SEALED_MEANING, WITNESSED_MEANING } from '../../src/ui/hall/witnessText';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { PERSON_KEY_DELAY_MS } from '../support/browser/person';
import { seedHallEntry, setupE2E } from '../support/browser/setup';
import { FOUR_LOOKS, itTakesShots, shooter } from '../support/browser/shots';
import { submissionFor } from '../support/engine/runs';
import { endAndInscribeSealed, inscribeSealedDaily, playSealed, registerSealed } from '../support/server/sealed';
import { registerRun, witnessActions } from '../support/server/witness';

const SHOTS = `${SCREENSHOT_DIR}/sealed-board`;
const e2e = setupE2E({ shots: SHOTS });
const shot = shooter(SHOTS);

const SEALED_HERO = 'Sealed Ada';
const DAILY_HERO = 'Daily Bea';
const SEEN_HERO = 'Seen Cai';
const OPEN_HERO = 'Open Dov';

/** The sealed entries in board order, as the server lists them unfiltered. */
let sealedInOrder: string[] = [];

/** A witnessed open run: registered, its moves sent as played, inscribed with its log. */
async function inscribeWitnessed(name: string): Promise<void> {
  const url = e2e.server.url;
  const runSecret = newRunSecret();
  const run = await registerRun(url, { name, rulesVersion: RULES_VERSION, runSecret });
  let state: GameState = { ...newGame(name, run.seed), runSecret };
  for (const direction of ['right', 'down', 'left', 'up', 'right', 'down'] as const)
    state = apply(state, { type: 'move', direction });
  await witnessActions(url, { id: run.id, runSecret }, state.actions);
  const res = await fetch(`${url}/api/game-stats`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(toGameStatsBody(submissionFor(state))),
  });
  expect(res.status, await res.text()).toBe(201);
}

beforeAll(async () => {
  const url = e2e.server.url;
  const client = await registerSealed(url, {
    name: SEALED_HERO,
    rulesVersion: RULES_VERSION,
    runSecret: newRunSecret(),
  });
  await playSealed(client, 60, 3);
  await endAndInscribeSealed(client, SEALED_HERO);
  await inscribeSealedDaily(url, DAILY_HERO, 40);
  await inscribeWitnessed(SEEN_HERO);
  await seedHallEntry(url, OPEN_HERO);
  const board = (await (await fetch(`${url}/api/high-scores?limit=100`)).json()) as HighScore[];
  expect(board).toHaveLength(4);
  sealedInOrder = board.filter((entry) => entry.sealed === true).map((entry) => entry.playerName);
  expect([...sealedInOrder].sort()).toEqual([SEALED_HERO, DAILY_HERO].sort());
});

/** The Hall of Legends dialog, opened from the start screen. */
async function openHall(page: Page): Promise<Locator> {
  await page.goto(e2e.server.url);
  await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
  const hall = page.getByRole('dialog', { name: 'HALL OF LEGENDS' });
  await hall.getByRole('list', { name: 'Hall of Legends entries' }).getByText(OPEN_HERO).waitFor();
  return hall;
}

/** The names of the rows shown, top to bottom (the name is each row's first text, before its marks). */
function shownNames(hall: Locator): Promise<string[]> {
  return hall
    .locator('.hall-name')
    .evaluateAll((names) => names.map((name) => (name.childNodes[0]?.textContent ?? '').trim()));
}

/** Presses "Sealed only" and waits until the rows are the sealed ones. */
async function pickSealed(hall: Locator): Promise<void> {
  await hall.getByRole('button', { name: 'Sealed only' }).click();
  await expect.poll(() => shownNames(hall)).toEqual(sealedInOrder);
}

describe("the board's sealed side (chromium, at a person's pace)", () => {
  it('"Sealed only" keeps the sealed runs; the replay and /stats say what they prove', async () => {
    const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const hall = await openHall(page);
    expect((await shownNames(hall)).sort()).toEqual([SEALED_HERO, DAILY_HERO, SEEN_HERO, OPEN_HERO].sort());

    await pickSealed(hall);
    expect(await hall.getByRole('button', { name: 'Sealed only' }).getAttribute('aria-pressed')).toBe('true');
    expect(await hall.getByRole('button', { name: 'Witnessed only' }).getAttribute('aria-pressed')).toBe('false');
    await hall.getByText('2 legends · page 1 of 1').waitFor();
    // Each row wears the sealed mark, named by what it proves.
    const marks = hall.getByRole('img', { name: new RegExp(`^${SEALED_MEANING.replace(/[.;]/g, '\\$&')}\\. Began `) });
    expect(await marks.count()).toBe(2);
    // Today's sealed daily is on the season's board too, its run hidden until its day is over.
    const dailyRow = hall.getByRole('listitem').filter({ hasText: DAILY_HERO });
    expect(await dailyRow.getByText(/^Watch after \d{4}-\d{2}-\d{2} 01:00 UTC$/).count()).toBe(1);

    // A search within the filter: the filter stays pressed and keeps the one sealed match.
    await hall.getByRole('searchbox', { name: 'Search heroes by name' }).click();
    await page.keyboard.type('ada', { delay: PERSON_KEY_DELAY_MS });
    await expect.poll(() => shownNames(hall)).toEqual([SEALED_HERO]);
    await hall.getByText('1 legend · page 1 of 1').waitFor();
    await hall.getByRole('searchbox', { name: 'Search heroes by name' }).fill('');
    await expect.poll(() => shownNames(hall)).toEqual(sealedInOrder);

    // Witnessed only releases Sealed only: the witnessed runs, sealed ones among them.
    await hall.getByRole('button', { name: 'Witnessed only' }).click();
    await expect.poll(async () => (await shownNames(hall)).sort()).toEqual([SEALED_HERO, DAILY_HERO, SEEN_HERO].sort());
    expect(await hall.getByRole('button', { name: 'Sealed only' }).getAttribute('aria-pressed')).toBe('false');
    await pickSealed(hall);

    // Watch the sealed run: the replay page reads the mark as the row does.
    await hall.getByRole('link', { name: `Watch ${SEALED_HERO}'s run` }).click();
    await page.getByRole('heading', { name: `REPLAY · ${SEALED_HERO}` }).waitFor();
    const mark = page.getByTestId('replay-mark');
    expect((await mark.innerText()).trim()).toMatch(
      new RegExp(`^${SEALED_MEANING.replace(/[.;]/g, '\\$&')}\\. Began .+, played (under a minute|\\d+ min)\\.$`),
    );
    expect(await mark.getByTestId('witness-mark').count()).toBe(1);
    await page.getByTestId('map-canvas').waitFor();

    // The statistics page, from the Hall: the season's entries by kind.
    await page.getByRole('link', { name: '< Back to Home' }).click();
    await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
    await page
      .getByRole('dialog', { name: 'HALL OF LEGENDS' })
      .getByRole('link', { name: 'Where heroes fall: statistics' })
      .click();
    await page.getByRole('heading', { level: 2, name: /^Entries this season \(\d{4}-Q[1-4]\)$/ }).waitFor();
    const kinds = page.getByTestId('entry-kinds');
    await kinds.waitFor();
    const figures = await kinds
      .locator('div')
      .evaluateAll((boxes) =>
        boxes.map((box) => [box.querySelector('dt')?.textContent ?? '', box.querySelector('dd')?.textContent ?? '']),
      );
    expect(figures).toEqual([
      ['Sealed', '2'],
      ['Witnessed', '1'],
      ['Open', '1'],
      ['All', '4'],
    ]);
    expect(await page.getByTestId('entry-kind-meanings').locator('li').allInnerTexts()).toEqual([
      SEALED_MEANING,
      WITNESSED_MEANING,
      OPEN_MEANING,
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  itTakesShots('pictures: the Hall with the filter, the replay header and /stats, light and dark', async () => {
    for (const { viewport, theme, name } of FOUR_LOOKS) {
      const page = await newPage(e2e.browser, { viewport, theme });
      const hall = await openHall(page);
      await pickSealed(hall);
      await hall.getByRole('button', { name: new RegExp(`^Rank \\d+.*${SEALED_HERO}`) }).click();
      await shot(page, `hall-sealed-${name}`);
      await hall.getByRole('link', { name: `Watch ${SEALED_HERO}'s run` }).click();
      await page.getByTestId('replay-mark').waitFor();
      await page.getByTestId('map-canvas').waitFor();
      await shot(page, `replay-${name}`);
      await page.goto(`${e2e.server.url}/stats`);
      await page.getByTestId('entry-kinds').waitFor();
      await page
        .getByTestId('run-counts')
        .or(page.getByText('No runs yet.', { exact: false }))
        .first()
        .waitFor();
      await shot(page, `stats-${name}`);
      await page.close();
    }
  });
});
