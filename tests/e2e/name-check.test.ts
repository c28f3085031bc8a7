// The start screen while the hero's name is checked: a slow answer shows its wait and then begins, a
// refused name blocks with its message, and with the server unreachable the game still begins. How
// fast the map comes up is timed apart, alone (first-minute.test.ts); here only what the player sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { NAME_CHECK_FAILED_MESSAGE, NAME_TAKEN_MESSAGE } from '../../src/shared/heroName';
import { UNVERIFIED_NAME_NOTE } from '../../src/ui/start/NameField';
import type { ServerProcess } from '../support/server/process';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { waitForMap } from '../support/browser/gamePage';
import { pressEnterAfter, typeLikeAPerson } from '../support/browser/person';
import { answerLate } from '../support/browser/network';
import { startGameServer, useBrowser } from '../support/browser/setup';
import { picture, themesFor } from '../support/browser/shots';

const chromium = useBrowser();

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

  for (const [index, viewport] of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ].entries()) {
    for (const theme of themesFor(index)) {
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
        await waitForMap(page);
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
        await waitForMap(page);
        await page.context().close();
      });
    }
  }
});
