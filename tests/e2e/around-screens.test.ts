// Every around-the-game screen and dialog, no serious or critical axe-core violation on any of them, and
// index.html's own start card in the remembered theme before the game's code arrives: the
// desktop (1280x800) in light and the phone (390x844) in dark; with SHOTS=1 all four looks, with
// pictures for review in /work/screenshots/around/.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { expectNoSeriousAxeViolations } from '../support/browser/axe';
import { setupE2E } from '../support/browser/setup';
import { waitForStill } from '../support/browser/settle';
import { LOOKS_CHECKED, picture } from '../support/browser/shots';
import { holdBack } from '../support/browser/network';

const SHOTS = join(SCREENSHOT_DIR, 'around');

const e2e = setupE2E({ shots: SHOTS });

async function shoot(page: Page, name: string) {
  await waitForStill(page);
  await picture(page, join(SHOTS, `${name}.png`));
  await expectNoSeriousAxeViolations(page, name);
}

const START_DIALOGS = [
  { button: 'MYSTIC SOUNDS', name: 'sound-chamber' },
  { button: 'ANCIENT TOME', name: 'tome-dialog' },
  { button: 'MAGIC TUTORIAL', name: 'tutorial' },
  { button: 'HALL OF LEGENDS', name: 'hall-of-legends' },
] as const;

describe('around-the-game screens', () => {
  for (const { viewport, theme } of LOOKS_CHECKED) {
    const where = viewport.width < 500 ? 'mobile' : 'desktop';
    it(`start screen and its dialogs, ${where} ${theme}`, async () => {
      const page = await e2e.open(theme, viewport, '/');
      await page.getByLabel('Name thy hero').waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      await shoot(page, `start-${where}-${theme}`);
      await page.getByLabel('Name thy hero').fill('A');
      await page.getByText('Hero name must be at least 2 characters long').waitFor();
      await shoot(page, `start-name-error-${where}-${theme}`);
      for (const dialog of START_DIALOGS) {
        await page.getByRole('button', { name: dialog.button }).click();
        await page.getByRole('dialog').waitFor();
        await shoot(page, `${dialog.name}-${where}-${theme}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      await page.context().close();
    });

    it(`before the game's code arrives, the start card in the remembered theme, ${where} ${theme}`, async () => {
      // index.html's own card, painted by public/boot.js and the stylesheet while the scripts are held back.
      const page = await newPage(e2e.browser, { viewport, colorScheme: theme });
      await page.addInitScript((t) => localStorage.setItem('dungeon-crawler-theme', t), theme);
      const release = await holdBack(page, '**/assets/*.js');
      await page.goto(e2e.server.url, { waitUntil: 'commit' });
      await page.getByRole('heading', { name: 'DUNGEON CRAWLER' }).waitFor();
      expect(await page.getByRole('status').textContent()).toBe('> Lighting the torches...');
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(background).toBe(theme === 'dark' ? 'rgb(11, 15, 11)' : 'rgb(244, 236, 216)');
      release();
      await page.getByLabel('Name thy hero').waitFor();
      await page.context().close();
    });

    it(`tome, embed and 404 pages, ${where} ${theme}`, async () => {
      for (const [path, name, text] of [
        ['/tome', 'tome-page', 'TOME OF KNOWLEDGE'],
        ['/embed', 'embed-page', 'Embed this game FREE!'],
        ['/nowhere', 'not-found', '404 Page Not Found'],
      ] as const) {
        const page = await e2e.open(theme, viewport, path);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('requestfailed', (request) => errors.push(`${request.url()} ${request.failure()?.errorText}`));
        // Seen once to time out on a busy machine and never since: if it does again, the failure says what showed.
        await page
          .getByRole('heading', { name: text })
          .waitFor()
          .catch(async (error: Error) => {
            const shown = (await page.locator('body').innerText()).slice(0, 300);
            throw new Error(`${error.message}\nthe page showed: ${shown}\nerrors: ${errors.join('; ')}`);
          });
        await shoot(page, `${name}-${where}-${theme}`);
        await page.context().close();
      }
    });
  }
});
