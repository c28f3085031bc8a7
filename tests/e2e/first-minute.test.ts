// The first minute of a new player, in Debian's chromium against the real built game and server:
// type a name at a person's pace, press Enter at once, and be on the map within 2 s; and the same
// start with the server gone (the game runs in the browser), with the Hall of Legends' own error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { NAME_CHECK_FAILED_MESSAGE, NAME_TAKEN_MESSAGE } from '../../src/shared/heroName';
import { UNVERIFIED_NAME_NOTE } from '../../src/ui/start/NameField';
import type { ServerProcess } from '../support/server/process';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { whereText, WASD } from '../support/browser/gamePage';
import { pressEnterAfter, typeLikeAPerson, waitForPageSettled } from '../support/browser/person';
import { answerLate } from '../support/browser/network';
import { distinctColours } from '../support/browser/mapColours';
import { startGameServer, useBrowser } from '../support/browser/setup';
import { picture } from '../support/browser/shots';

// What the issue asks of the first minute: the map shows within 2 s of the Enter.
const MAP_WITHIN_MS = 2000;
const HALL_ERROR = 'Failed to load leaderboard. Please try again later.';

// Each describe starts its own server: the second one stops its server mid-test.
const chromium = useBrowser();

/** The map as a player sees it: the canvas in its box, with the hero on it. */
async function waitForMap(page: Page, timeout: number): Promise<void> {
  await page.getByTestId('map-canvas').locator('canvas').waitFor({ state: 'visible', timeout });
  await page.getByTestId('map-mirror').getByText('@', { exact: false }).waitFor({ state: 'attached', timeout });
}

/** The map's box is drawn in (walls, floor, hero), not one flat background colour. */
async function expectMapDrawn(page: Page): Promise<void> {
  await expect.poll(() => distinctColours(page, page.getByTestId('map-canvas'))).toBeGreaterThan(3);
}

describe('the first minute', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startGameServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width}x${viewport.height}: a name typed at 80 ms a key, Enter 150 ms later, and the map is up within 2 s`, async () => {
      const page = await newPage(chromium.browser, { viewport });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(server.url);
      await typeLikeAPerson(page, 'Swift Sally');
      const pressed = await pressEnterAfter(page, 150);
      await waitForMap(page, MAP_WITHIN_MS);
      const tookMs = Math.round(performance.now() - pressed);
      console.log(`first minute at ${viewport.width}x${viewport.height}: map visible ${tookMs} ms after Enter`);
      expect(tookMs).toBeLessThan(MAP_WITHIN_MS);
      await expectMapDrawn(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('with the server stopped', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startGameServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a new player can still begin and play, and the Hall of Legends says it cannot load', async () => {
    const page = await newPage(chromium.browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The game's code, its map renderer and the dialogs: an untouched start screen loads them on its own after a
    // few quiet seconds (src/ui/common/warmUp.ts), so a person who looks a while before typing can play
    // on when the server goes.
    const gameCode = ['GameSession', 'mapRenderer', 'HallOfLegendsDialog'].map((chunk) =>
      page.waitForResponse((r) => new RegExp(`/assets/${chunk}-[^/]+\\.js$`).test(r.url()) && r.ok()),
    );
    await page.goto(server.url);
    await Promise.all(gameCode);
    await waitForPageSettled(page);
    await server.stop();

    await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
    await page.getByRole('dialog').getByText(HALL_ERROR).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await typeLikeAPerson(page, 'Offline Olga');
    // The check cannot reach the server: its message shows, and BEGIN QUEST stays usable.
    await page.getByText(NAME_CHECK_FAILED_MESSAGE).waitFor();
    expect(await page.getByRole('button', { name: 'BEGIN QUEST' }).isEnabled()).toBe(true);
    const pressed = await pressEnterAfter(page, 150);
    await waitForMap(page, MAP_WITHIN_MS);
    console.log(`server stopped: map visible ${Math.round(performance.now() - pressed)} ms after Enter`);
    await expectMapDrawn(page);

    const start = await whereText(page);
    for (const key of [WASD.right, WASD.down, WASD.right, WASD.down]) await page.keyboard.press(key, { delay: 80 });
    await expect.poll(() => whereText(page)).not.toBe(start);
    console.log(`server stopped: header went from "${start}" to "${await whereText(page)}"`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the start screen while the name is checked, refused, or cannot be checked', () => {
  const OUT = `${SCREENSHOT_DIR}/first-minute`;
  // A slow network: the existence check answers after this long, so the waiting state can be seen.
  const SLOW_ANSWER_MS = 2500;
  let server: ServerProcess;
  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    server = await startGameServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function open(viewport: { width: number; height: number }, theme: 'light' | 'dark'): Promise<Page> {
    const page = await newPage(chromium.browser, { viewport, theme });
    return page;
  }

  /** No part of the start screen wider than the window. */
  async function expectNoSideScroll(page: Page): Promise<void> {
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    for (const theme of ['light', 'dark'] as const) {
      const size = `${viewport.width}x${viewport.height}`;
      it(`${size} ${theme}: Enter during a slow check waits visibly, then begins`, async () => {
        const page = await open(viewport, theme);
        await answerLate(page, '**/api/check-player-name/**', SLOW_ANSWER_MS);
        await page.goto(server.url);
        await typeLikeAPerson(page, 'Patient Pia');
        await pressEnterAfter(page, 150);
        await page.getByText('Checking name availability...').waitFor();
        expect(await page.getByRole('button', { name: 'BEGIN QUEST' }).getAttribute('aria-busy')).toBe('true');
        await picture(page, `${OUT}/checking-${size}-${theme}.png`);
        await expectNoSideScroll(page);
        await waitForMap(page, SLOW_ANSWER_MS + MAP_WITHIN_MS);
        await page.context().close();
      });

      it(`${size} ${theme}: a refused name blocks with its message`, async () => {
        const page = await open(viewport, theme);
        await page.goto(server.url);
        await typeLikeAPerson(page, 'SystemLord');
        await pressEnterAfter(page, 150);
        await page.getByText(NAME_TAKEN_MESSAGE).waitFor();
        expect(await page.getByRole('button', { name: 'BEGIN QUEST' }).isDisabled()).toBe(true);
        await picture(page, `${OUT}/refused-${size}-${theme}.png`);
        await expectNoSideScroll(page);
        expect(await page.getByTestId('game-screen').count()).toBe(0);
        await page.context().close();
      });

      it(`${size} ${theme}: the server cannot be reached: its message, and BEGIN QUEST still works`, async () => {
        const page = await open(viewport, theme);
        await page.goto(server.url);
        await page.route('**/api/**', (route) => route.abort('connectionrefused'));
        await typeLikeAPerson(page, 'Offline Olga');
        await page.getByText(NAME_CHECK_FAILED_MESSAGE).waitFor();
        await page.getByText(UNVERIFIED_NAME_NOTE).waitFor();
        expect(await page.getByRole('button', { name: 'BEGIN QUEST' }).isEnabled()).toBe(true);
        await picture(page, `${OUT}/server-down-${size}-${theme}.png`);
        await expectNoSideScroll(page);
        await page.getByRole('button', { name: 'BEGIN QUEST' }).click();
        await waitForMap(page, MAP_WITHIN_MS);
        await page.context().close();
      });
    }
  }
});
