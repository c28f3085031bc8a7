// Compressed save codes in the real built game, in Debian's chromium: a long run's code is short
// enough to copy by hand, the downloaded file holds the same code and loads back, and a code made
// before compression still loads. Screenshots of the save dialog go to /work/screenshots/save-codes/.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { itTakesShots, picture } from '../support/browser/shots';
import { headerButton, readSaveCode, recall, toastShown, whereText } from '../support/browser/gamePage';
import { saveCodeOf } from '../support/engine/situations';
import { tenThousandActionRun } from '../bench/tenThousandActions';
import { setupE2E } from '../support/browser/setup';
import { waitForStill } from '../support/browser/settle';

const SHOTS = `${SCREENSHOT_DIR}/save-codes`;
const SIZES = [
  { width: 390, height: 844 },
  { width: 800, height: 600 },
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

const e2e = setupE2E({ shots: SHOTS });
let page: Page;
const longRun = tenThousandActionRun();

beforeAll(async () => {
  page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(e2e.server.url);
});

const dialog = (name: string) => page.getByRole('dialog', { name });

describe('save codes a person copies by hand (chromium)', () => {
  it('a 10,000-action run saves to a code under 16 KB, marked dcz1., that loads back to the same place', async () => {
    await recall(page, saveCodeOf(longRun));
    const where = await whereText(page);
    expect(where).toBe(`DUNGEON LEVEL ${longRun.dungeon.level} (${longRun.player.x}, ${longRun.player.y})`);
    const code = await readSaveCode(page);
    expect(code.startsWith('dcz1.')).toBe(true);
    expect(code.length).toBeLessThan(16 * 1024);
    await dialog('SAVE SPELLBOOK').getByRole('button', { name: 'Continue' }).click();
    await recall(page, code);
    await toastShown(page, 'Game Loaded!');
    expect(await whereText(page)).toBe(where);
  });

  it('the downloaded .txt holds the same code, and opening it loads the game', async () => {
    const code = await readSaveCode(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog('SAVE SPELLBOOK').getByRole('button', { name: 'Download' }).click(),
    ]);
    const file = await download.path();
    expect(readFileSync(file, 'utf8')).toBe(code);
    await dialog('SAVE SPELLBOOK').getByRole('button', { name: 'Continue' }).click();
    await (await headerButton(page, 'LOAD')).click();
    const load = dialog('RECALL ANCIENT ADVENTURE');
    await load.getByLabel('Save file').setInputFiles(file);
    await page.getByText('File Loaded!', { exact: true }).first().waitFor();
    expect(await load.getByLabel('Save code to load').inputValue()).toBe(code);
    await load.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByText('Game Loaded!', { exact: true }).first().waitFor();
    expect(await whereText(page)).toBe(
      `DUNGEON LEVEL ${longRun.dungeon.level} (${longRun.player.x}, ${longRun.player.y})`,
    );
  });

  it('a code made before compression (the version-1 golden code) still loads', async () => {
    const golden = JSON.parse(
      readFileSync(new URL('../fixtures/golden/v1-save-code.json', import.meta.url), 'utf8'),
    ) as { code: string };
    expect(golden.code.startsWith('ey')).toBe(true);
    await recall(page, golden.code);
    await toastShown(page, 'Game Loaded!');
    expect(await whereText(page)).toMatch(/^DUNGEON LEVEL 3 \(\d+, \d+\)$/);
  });

  it('a compressed code cut short says Load failed: Invalid save code', async () => {
    const code = saveCodeOf(longRun);
    await (await headerButton(page, 'LOAD')).click();
    const load = dialog('RECALL ANCIENT ADVENTURE');
    await load.getByLabel('Save code to load').fill(code.slice(0, code.length - 40));
    await load.getByRole('button', { name: 'Load', exact: true }).click();
    await load.getByText('Load failed: Invalid save code', { exact: true }).waitFor();
    await load.getByRole('button', { name: 'Close' }).click();
  });

  itTakesShots('screenshots: the save dialog with a 10,000-action code, five sizes, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const viewport of SIZES) {
        const shot = await newPage(e2e.browser, {
          viewport,
          theme: colorScheme,
          hasTouch: viewport.width < 600,
          isMobile: viewport.width < 600,
        });
        await shot.goto(e2e.server.url);
        await recall(shot, saveCodeOf(longRun));
        const code = await readSaveCode(shot);
        expect(code.length).toBeLessThan(16 * 1024);
        // The dialog fades in: shoot it as a person sees it once it has settled, not half-transparent.
        await waitForStill(shot);
        await picture(shot, `${SHOTS}/save-${viewport.width}x${viewport.height}-${colorScheme}.png`);
        await shot.context().close();
      }
    }
  });
});
