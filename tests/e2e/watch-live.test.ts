// Watch live in the real built game, in Debian's chromium, at a person's pace: a player
// begins a run and plays; a second browser opens the start screen, sees "Watch live: 1 hero in the
// dungeon", opens the live view and sees each new move (the header's level and position) soon after
// it is made; a phone following a run sees it end where the engine says the hero fell, then
// inscribed, with the way to its replay. SHOTS=1 also takes the list and the live view at 1280x800 and 390x844, light and dark,
// into /work/screenshots/watch-live/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RULES_VERSION } from '../../src/engine';
import { toGameStatsBody } from '../../src/shared/api';
import { playRun } from '../../scripts/sim/run';
import { diver } from '../../scripts/sim/diver';
import { submissionFor, testRunSecret } from '../support/engine/runs';
import { postJson } from '../support/server/http';
import { registerRun, witnessActions } from '../support/server/witness';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { untilSeen, WASD, whereText } from '../support/browser/gamePage';
import { beginRun } from '../support/browser/beginRun';
import { setupE2E } from '../support/browser/setup';
import { holdBack } from '../support/browser/network';
import { waitForStill } from '../support/browser/settle';
import { FOUR_LOOKS, itTakesShots, picture } from '../support/browser/shots';

const SHOTS = `${SCREENSHOT_DIR}/watch-live`;
const e2e = setupE2E({ shots: SHOTS });
/** A spectator sees each move within 2 s of its key press (the witness sends a batch within BATCH_INTERVAL_MS). */
const SEEN_WITHIN_MS = 2000;

async function liveWhere(page: Page): Promise<string> {
  return ((await page.getByTestId('live-where').textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** How many actions the live view has: "Action n · Floor f" for a sealed run (every run begun in the game). */
async function liveTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('live-count').textContent()) ?? '';
  return Number(/Action\s+([\d,]+)/.exec(text)?.[1].replace(/,/g, '') ?? NaN);
}

/**
 * Leaves a dialog the last move opened, as a person would: a level-up takes its first stat, any other
 * (the merchant's shop on stepping into its room, Out of Stamina) closes with Escape.
 */
async function leaveDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) === 0) return;
  const levelUp = (await page.getByRole('dialog', { name: 'ASCENSION ACHIEVED' }).count()) > 0;
  await page.keyboard.press(levelUp ? '1' : 'Escape');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * One action a spectator can see: a step that moves the hero (a wall refuses some), or, when a monster
 * met on the way holds the hero in a fight (the server draws the seed, so the floor differs every run),
 * a blow. The header after it, and when its key was pressed.
 */
async function stepSomewhere(page: Page, turn: number): Promise<{ where: string; pressedAt: number }> {
  await leaveDialog(page);
  const before = await whereText(page);
  const order = [WASD.right, WASD.down, WASD.left, WASD.up];
  for (let i = 0; i < order.length; i++) {
    const pressedAt = performance.now();
    await page.keyboard.press(order[(turn + i) % order.length]);
    await page.waitForTimeout(250);
    const where = await whereText(page);
    if (where !== before) return { where, pressedAt };
  }
  // The ATTACK button is live on the hero's turn of a fight only.
  await page.waitForFunction(
    () => [...document.querySelectorAll('button')].some((b) => b.textContent?.startsWith('ATTACK') && !b.disabled),
    null,
    { timeout: 5000 },
  );
  const pressedAt = performance.now();
  await page.keyboard.press('Space');
  return { where: before, pressedAt };
}

/**
 * Opens the start screen's Watch live list and the run's live view. The list arrives after the menu
 * (held back here, as on a slow network) and must not move a button a person is reaching for.
 */
async function openLiveView(page: Page, name: string): Promise<void> {
  const release = await holdBack(page, '**/api/runs/live');
  await page.goto(e2e.server.url);
  const recall = page.getByRole('button', { name: 'RECALL ADVENTURE' });
  await recall.waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => true));
  const before = await recall.boundingBox();
  release();
  await page.getByText('Watch live: 1 hero in the dungeon', { exact: true }).waitFor({ timeout: 15_000 });
  expect(await recall.boundingBox()).toEqual(before);
  await page.unroute('**/api/runs/live');
  await page.getByRole('link', { name: new RegExp(`^${name} (SEALED )?Floor \\d+ .* \\(watch live`) }).click();
  await page.getByTestId('live-badge').waitFor();
}

describe("watching a run live (chromium, at a person's pace)", () => {
  it('lists the run on the start screen and shows each move as its batch arrives', async () => {
    const player = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    player.on('pageerror', (error) => console.error('player page error:', error.message));
    await beginRun(player, e2e.server.url, 'Mirela');
    await stepSomewhere(player, 0);

    const watcher = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    watcher.on('pageerror', (error) => console.error('watcher page error:', error.message));
    await openLiveView(watcher, 'Mirela');
    await untilSeen(watcher, async () => (await liveWhere(watcher)) === (await whereText(player)), 'the hero', 5000);

    const delays: number[] = [];
    for (let turn = 1; turn <= 6; turn++) {
      const seenBefore = await liveTotal(watcher);
      const { where, pressedAt } = await stepSomewhere(player, turn);
      await untilSeen(
        watcher,
        async () => (await liveTotal(watcher)) > seenBefore && (await liveWhere(watcher)) === where,
        `move ${turn} (${where})`,
        10_000,
      );
      delays.push(Math.round(performance.now() - pressedAt));
      // A person looks at the screen a moment before the next move.
      await player.waitForTimeout(600);
    }
    console.log(`watch-live: move to spectator (ms) ${delays.join(', ')}`);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(SEEN_WITHIN_MS);
    await watcher.close();
    await player.close();
  });

  it('in the Hall: one line that keeps the board still as it arrives, and opens to the runs', async () => {
    const player = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    await beginRun(player, e2e.server.url, 'Halldora');
    await stepSomewhere(player, 0);

    const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    const release = await holdBack(page, '**/api/runs/live');
    await page.goto(e2e.server.url);
    await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
    const hall = page.getByRole('dialog', { name: 'HALL OF LEGENDS' });
    const search = hall.getByRole('searchbox', { name: 'Search heroes by name' });
    await search.waitFor();
    await waitForStill(page);
    const before = await search.boundingBox();
    release();
    const line = hall.getByText(/^Watch live: \d+ heroe?s? in the dungeon$/);
    await line.waitFor();
    expect(await search.boundingBox()).toEqual(before);
    await line.click();
    await hall.getByRole('link', { name: /^Halldora (SEALED )?Floor \d+ .* \(watch live/ }).click();
    await page.getByTestId('live-badge').waitFor();
    await page.close();
    await player.close();
  });

  it('on a phone: says where the hero fell when the run ends, then that it is inscribed, with its replay', async () => {
    // A bot plays the run the server registers, to its death; a person watches it on a phone.
    const url = e2e.server.url;
    const runSecret = testRunSecret('watch-live-end');
    const run = { ...(await registerRun(url, { name: 'Sim', rulesVersion: RULES_VERSION, runSecret })), runSecret };
    const final = playRun(run.seed, diver, 20_000, Infinity, RULES_VERSION).final;
    expect(final.gameStatus).toBe('Game Over');
    const half = Math.floor(final.actions.length / 2);
    await witnessActions(url, run, final.actions.slice(0, half));

    const page = await newPage(e2e.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto(`${url}/watch/${run.id}`);
    await page.getByTestId('live-badge').waitFor();
    expect(await page.getByTestId('live-ended').count()).toBe(0);

    await witnessActions(url, run, final.actions, half);
    const ended = page.getByTestId('live-ended');
    await ended.waitFor({ timeout: 15_000 });
    expect(await ended.textContent()).toBe(`The run has ended: Sim fell on floor ${final.dungeon.level}.`);

    const inscribed = await postJson(`${url}/api/game-stats`, toGameStatsBody(submissionFor(final, { runSecret })));
    expect(inscribed.status).toBe(201);
    const notice = page.getByTestId('live-inscribed');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toBe("Inscribed in the Hall of Legends. Watch the entry's replay");
    await notice.getByRole('link', { name: "Watch the entry's replay" }).tap();
    await page.getByRole('heading', { name: 'REPLAY · Sim' }).waitFor();
    await page.close();
  });

  itTakesShots('pictures of the list and the live view', async () => {
    const player = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    await beginRun(player, e2e.server.url, 'Radomir');
    for (let turn = 0; turn < 4; turn++) await stepSomewhere(player, turn);
    for (const { viewport, theme, name } of FOUR_LOOKS) {
      const page = await newPage(e2e.browser, { viewport, theme });
      await page.goto(e2e.server.url);
      const list = page.getByRole('region', { name: /^Watch live/ });
      await list.waitFor({ timeout: 15_000 });
      await list.scrollIntoViewIfNeeded();
      await picture(page, `${SHOTS}/list-${name}.png`);
      await list.getByRole('link').first().click();
      await page.getByTestId('live-badge').waitFor();
      await waitForStill(page);
      await picture(page, `${SHOTS}/live-${name}.png`);
      await page.close();
    }
    await player.close();
  });
});
