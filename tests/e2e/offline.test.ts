// The game as an installed, offline app, in Debian's chromium against the real built game: after
// one visit the service worker holds the whole game, so with the network gone (the browser's own
// offline emulation) a reload still starts it, a name can be typed at a person's pace, and the hero
// moves; the name check shows its catalogued message. Chromium also finds nothing that stops an install.
import { describe, expect, it } from 'vitest';
import { NAME_CHECK_FAILED_MESSAGE } from '../../src/shared/heroName';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { whereText, WASD } from '../support/browser/gamePage';
import { pressEnterAfter, typeLikeAPerson } from '../support/browser/person';
import { setupE2E } from '../support/browser/setup';
import { picture, themesFor } from '../support/browser/shots';

const OUT = `${SCREENSHOT_DIR}/offline`;
const e2e = setupE2E({ shots: OUT });

describe('offline and installable', () => {
  it('Chromium reports no installability error but the test profile being incognito', async () => {
    const page = await newPage(e2e.browser, { serviceWorker: true });
    await page.goto(e2e.server.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A playwright context is an incognito profile, where Chromium never offers an install; every
    // check of the page itself (manifest, icons, service worker, start URL) must pass.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toBe(`${e2e.server.url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    await page.context().close();
  });

  // The cache is the same in both themes: one (both with SHOTS=1).
  for (const theme of themesFor(1)) {
    it(`${theme}: after one visit, a reload without network starts the game and the hero moves`, async () => {
      const page = await newPage(e2e.browser, { viewport: { width: 390, height: 844 }, theme, serviceWorker: true });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(e2e.server.url);
      // The worker is active once it has stored the whole game.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      // Whether the server can be reached, asked of the network itself: Debian's chromium 150 leaves
      // navigator.onLine true in a document the service worker served after the emulation began, while every
      // request from it fails.
      const serverAnswers = () =>
        page.evaluate(() =>
          fetch('/healthz', { cache: 'no-store' }).then(
            () => true,
            () => false,
          ),
        );
      expect(await serverAnswers()).toBe(true);
      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'DUNGEON CRAWLER' }).waitFor();
      expect(await serverAnswers()).toBe(false);

      await typeLikeAPerson(page, 'Hermit Hilde');
      await page.getByText(NAME_CHECK_FAILED_MESSAGE).waitFor();
      await picture(page, `${OUT}/start-offline-390-${theme}.png`);
      await pressEnterAfter(page, 150);
      await page.getByTestId('map-mirror').getByText('@', { exact: false }).waitFor({ state: 'attached' });
      const start = await whereText(page);
      for (const key of [WASD.right, WASD.down, WASD.right, WASD.down]) await page.keyboard.press(key, { delay: 80 });
      await expect.poll(() => whereText(page)).not.toBe(start);
      console.log(`offline (${theme}): header went from "${start}" to "${await whereText(page)}"`);
      await picture(page, `${OUT}/game-offline-390-${theme}.png`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
