// A newcomer's first hour, off floor 1, in Debian's chromium against the real server, at a person's pace
// and reading only what the screen shows: the map reaches its step on a big screen and each map text
// size draws visibly different cells; inscribing with the server down can be tried again and recovers by
// itself; LOAD over a running game and QUIT of a run never inscribed ask first and offer a save; on a
// phone QUIT stands apart; Hall rows on a phone keep names whole and the Watch label inside its row; the
// tutorial teaches moving fast and HELP lists the keys in force; EXIT DUNGEON is enabled only where it
// works; a quick Tab after a name reaches DAILY CHALLENGE; the enemy box never covers scrolled panels.
// Screenshots go to /work/screenshots/first-hour-b.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apply, type GameState, type Room } from '../../src/engine';
import { NAME_CHECK_FAILED_MESSAGE } from '../../src/shared/heroName';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { besideExit, findSituation, saveCodeOf } from '../support/engine/situations';
import { beginQuest, dismissToast, headerButton, recall, whereText } from '../support/browser/gamePage';
import { PERSON_KEY_DELAY_MS, pressEnterAfter, typeLikeAPerson } from '../support/browser/person';
import { waitForStill } from '../support/browser/settle';
import { seedHallEntry, setupE2E } from '../support/browser/setup';
import { answerLate } from '../support/browser/network';
import { themesFor, shooter } from '../support/browser/shots';
import { inscribeSealedDaily } from '../support/server/sealed';

const OUT = `${SCREENSHOT_DIR}/first-hour-b`;
const e2e = setupE2E({ shots: OUT });
const PHONE = { width: 390, height: 844 };

const shot = shooter(OUT);

/** A real run of a few steps toward the nearest room of `type` (verified: every step replays). */
function walkedRun(name: string, type: Room['type'] = 'empty'): GameState {
  return findSituation(type, name, (a) => (a.state.actions.length >= 2 ? a : null)).state;
}

/** The map canvas's drawn size, as the eye measures it. */
async function mapSize(page: Page): Promise<{ width: number; height: number }> {
  const box = (await page.getByTestId('map-canvas').locator('canvas').boundingBox())!;
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

/**
 * The map's size once it has stopped changing (the panes follow the window a frame or two later): the
 * same size three times running, each read once animations have ended and two more frames were drawn.
 */
async function settledMapSize(page: Page): Promise<{ width: number; height: number }> {
  const seen: string[] = [];
  for (let i = 0; i < 40; i++) {
    await waitForStill(page);
    seen.push(JSON.stringify(await mapSize(page)));
    const [a, b, c] = seen.slice(-3);
    if (c !== undefined && a === b && b === c) return JSON.parse(c) as { width: number; height: number };
  }
  throw new Error(`the map never settled: ${seen.join(' ')}`);
}

/** Open DISPLAY from the header, pick a map text size, close it. */
async function chooseTextSize(page: Page, label: 'Small' | 'Normal' | 'Large' | 'Huge'): Promise<void> {
  await (await headerButton(page, 'DISPLAY')).click();
  const dialog = page.getByRole('dialog', { name: 'DISPLAY' });
  await dialog.waitFor();
  const radio = dialog.getByRole('radio', { name: label, exact: true });
  await radio.click();
  await expect.poll(() => radio.isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'CLOSE' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('1. the map on big screens', () => {
  it('1920x1080: 28 px cells (700x420) with the log under it; each text size draws other cells', async () => {
    const page = await newPage(e2e.browser, { viewport: { width: 1920, height: 1080 } });
    try {
      await page.goto(e2e.server.url);
      await beginQuest(page, 'Farsight');
      expect(await settledMapSize(page)).toEqual({ width: 700, height: 420 });
      // The log takes the rest of the pane under the map.
      const canvas = (await page.getByTestId('map-canvas').locator('canvas').boundingBox())!;
      const log = (await page.getByTestId('combat-log').boundingBox())!;
      expect(log.y).toBeGreaterThan(canvas.y + canvas.height);
      expect(log.height).toBeGreaterThan(200);
      await shot(page, '1920x1080-light-normal');

      const widths: number[] = [];
      for (const size of ['Small', 'Normal', 'Large', 'Huge'] as const) {
        await chooseTextSize(page, size);
        widths.push((await settledMapSize(page)).width);
        if (size === 'Huge') await shot(page, '1920x1080-light-huge');
      }
      // Each larger size is drawn larger: Small < Normal < Large < Huge.
      for (let i = 1; i < widths.length; i++) expect(widths[i], `${widths}`).toBeGreaterThan(widths[i - 1]);
    } finally {
      await page.context().close();
    }
  });

  it('1280x800: each text size draws other cells, the whole map always in view', async () => {
    const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(e2e.server.url);
      await beginQuest(page, 'Nearsight');
      const widths: number[] = [];
      for (const size of ['Small', 'Normal', 'Large', 'Huge'] as const) {
        await chooseTextSize(page, size);
        const { width, height } = await settledMapSize(page);
        widths.push(width);
        expect(width).toBeLessThanOrEqual(1280);
        expect(height).toBeLessThanOrEqual(800);
      }
      for (let i = 1; i < widths.length; i++) expect(widths[i], `${widths}`).toBeGreaterThan(widths[i - 1]);
    } finally {
      await page.context().close();
    }
  });
});

describe('2. inscribing while the server is down', () => {
  it('offers to try again, re-checks by itself when the server answers, and SAVE FREE comes back', async () => {
    const page = await newPage(e2e.browser);
    try {
      await page.goto(e2e.server.url);
      await recall(page, saveCodeOf(walkedRun('Patience')));
      // The server stops answering the name check.
      await page.route('**/api/check-player-name/**', (route) => route.abort('connectionrefused'));
      await (await headerButton(page, 'QUIT')).click();
      await page.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).click();
      const dialog = page.getByRole('dialog', { name: 'QUIT ADVENTURE' });
      await dialog.getByText(NAME_CHECK_FAILED_MESSAGE).waitFor({ timeout: 15_000 });
      const save = dialog.getByRole('button', { name: 'SAVE FREE' });
      expect(await save.isEnabled()).toBe(false);
      const retry = dialog.getByRole('button', { name: 'TRY AGAIN' });
      expect(await retry.isVisible()).toBe(true);
      await shot(page, 'inscribe-server-down');

      // Still down: TRY AGAIN asks again and says the same.
      await retry.click();
      await dialog.getByText(NAME_CHECK_FAILED_MESSAGE).waitFor();
      expect(await save.isEnabled()).toBe(false);

      // The server is back: without touching the name, the form checks again and SAVE FREE is enabled.
      await page.unroute('**/api/check-player-name/**');
      await expect.poll(() => save.isEnabled(), { timeout: 20_000 }).toBe(true);
      expect(await dialog.getByText(NAME_CHECK_FAILED_MESSAGE).count()).toBe(0);
      expect(await dialog.getByLabel('Hero name').inputValue()).toBe('Patience');
      await save.click();
      await dialog.getByRole('heading', { name: /Saved! Rank #\d+/ }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('TRY AGAIN after the server is back enables SAVE FREE at once', async () => {
    const page = await newPage(e2e.browser);
    try {
      await page.goto(e2e.server.url);
      await recall(page, saveCodeOf(walkedRun('Retrier')));
      await page.route('**/api/check-player-name/**', (route) => route.abort('connectionrefused'));
      await (await headerButton(page, 'QUIT')).click();
      await page.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).click();
      const dialog = page.getByRole('dialog', { name: 'QUIT ADVENTURE' });
      await dialog.getByText(NAME_CHECK_FAILED_MESSAGE).waitFor({ timeout: 15_000 });
      await page.unroute('**/api/check-player-name/**');
      await dialog.getByRole('button', { name: 'TRY AGAIN' }).click();
      await expect
        .poll(() => dialog.getByRole('button', { name: 'SAVE FREE' }).isEnabled(), { timeout: 3000 })
        .toBe(true);
    } finally {
      await page.context().close();
    }
  });
});

/** The LOAD dialog with `code` pasted and Load pressed. */
async function pasteAndLoad(page: Page, code: string): Promise<Locator> {
  await (await headerButton(page, 'LOAD')).click();
  const dialog = page.getByRole('dialog', { name: 'RECALL ANCIENT ADVENTURE' });
  await dialog.waitFor();
  await dialog.getByLabel('Save code to load').fill(code);
  await dialog.getByRole('button', { name: 'Load', exact: true }).click();
  return dialog;
}

describe('3. a run is never lost with one tap', () => {
  for (const theme of themesFor(1)) {
    it(`${theme}: LOAD over a running game asks first and offers to save the running one`, async () => {
      const page = await newPage(e2e.browser, { theme });
      try {
        await page.goto(e2e.server.url);
        const running = walkedRun('Keeper');
        await recall(page, saveCodeOf(running));
        const here = await whereText(page);
        const other = walkedRun('Other', 'treasure');
        expect(`${other.player.x},${other.player.y}`).not.toBe(`${running.player.x},${running.player.y}`);

        const dialog = await pasteAndLoad(page, saveCodeOf(other));
        await dialog.getByText(/replaces? thy running adventure/i).waitFor();
        // The running run's save is offered: as a code to copy and as a file.
        await dialog.getByRole('button', { name: 'COPY SAVE CODE' }).click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\S{40,}$/);
        const download = page.waitForEvent('download');
        await dialog.getByRole('button', { name: 'DOWNLOAD SAVE FILE' }).click();
        expect((await download).suggestedFilename()).toMatch(/Keeper.*\.txt$/);
        await shot(page, `confirm-load-${theme}`);

        // Keep playing: nothing was loaded.
        await dialog.getByRole('button', { name: 'KEEP PLAYING' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await whereText(page)).toBe(here);

        // Asked again, the player replaces the run.
        const again = await pasteAndLoad(page, saveCodeOf(other));
        await again.getByRole('button', { name: 'LOAD ANYWAY' }).click();
        await again.waitFor({ state: 'detached' });
        await expect.poll(() => whereText(page)).toBe(`DUNGEON LEVEL 1 (${other.player.x}, ${other.player.y})`);
      } finally {
        await page.context().close();
      }
    });
  }

  it('QUIT of a run never inscribed asks first and offers to save; Quit anyway ends it', async () => {
    const page = await newPage(e2e.browser);
    try {
      await page.goto(e2e.server.url);
      await recall(page, saveCodeOf(walkedRun('Leaver')));
      await (await headerButton(page, 'QUIT')).click();
      const dialog = page.getByRole('dialog', { name: 'QUIT ADVENTURE' });
      await dialog.getByRole('button', { name: 'Quit Game' }).click();
      // Still in the game: the dialog asks.
      await dialog.getByText(/not (yet )?(been )?inscribed/i).waitFor();
      expect(await page.getByTestId('game-screen').isVisible()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'COPY SAVE CODE' }).isVisible()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'DOWNLOAD SAVE FILE' }).isVisible()).toBe(true);
      await shot(page, 'confirm-quit-light');
      await dialog.getByRole('button', { name: 'QUIT ANYWAY' }).click();
      const name = page.getByPlaceholder('Enter hero name...');
      await name.waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('on a phone, QUIT stands apart in the MENU and Quit Game far from Inscribe', async () => {
    const page = await newPage(e2e.browser, { viewport: PHONE, hasTouch: true, isMobile: true });
    try {
      await page.goto(e2e.server.url);
      await recall(page, saveCodeOf(walkedRun('Thumbs')));
      const menu = page.getByRole('button', { name: 'MENU', exact: true });
      await menu.tap();
      const quit = (await page.getByRole('button', { name: 'QUIT', exact: true }).boundingBox())!;
      const others = await page
        .locator('#game-menu-panel button')
        .evaluateAll((buttons) =>
          buttons
            .filter((b) => b.textContent?.trim() !== 'QUIT')
            .map((b) => b.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number }),
        );
      // Nothing beside QUIT, and a clear gap above it: a thumb aiming at LOAD or SOUND does not reach it.
      const lowest = Math.max(...others.map((b) => b.y + b.height));
      expect(quit.y - lowest).toBeGreaterThanOrEqual(16);
      for (const b of others) expect(b.y + b.height <= quit.y || b.y >= quit.y + quit.height).toBe(true);
      await shot(page, 'phone-menu-light');

      await page.getByRole('button', { name: 'QUIT', exact: true }).tap();
      const dialog = page.getByRole('dialog', { name: 'QUIT ADVENTURE' });
      const inscribe = (await dialog.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).boundingBox())!;
      const quitGame = (await dialog.getByRole('button', { name: 'Quit Game' }).boundingBox())!;
      const gap = Math.max(quitGame.y - (inscribe.y + inscribe.height), inscribe.y - (quitGame.y + quitGame.height));
      expect(gap).toBeGreaterThanOrEqual(40);
      await shot(page, 'phone-quit-light');
      await dialog.getByRole('button', { name: 'Quit Game' }).tap();
      await dialog.getByText(/not (yet )?(been )?inscribed/i).waitFor();
      await shot(page, 'phone-confirm-quit-light');
    } finally {
      await page.context().close();
    }
  });
});

/** Words of each Hall name that the screen breaks over two lines. */
function brokenWords(page: Page): Promise<string[]> {
  return page.locator('.hall-name').evaluateAll((names) => {
    const broken: string[] = [];
    for (const name of names) {
      const text = name.firstChild;
      if (!(text instanceof Text)) continue;
      const value = text.data;
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** Watch labels whose text runs outside their row. */
function overflowingWatch(page: Page): Promise<string[]> {
  return page.locator('.hall-watch').evaluateAll((labels) =>
    labels
      .filter((label) => {
        const row = label.closest('.hall-row')!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(label);
        return Array.from(range.getClientRects()).some((r) => r.right > row.right + 0.5 || r.left < row.left - 0.5);
      })
      .map((label) => label.textContent ?? ''),
  );
}

describe('4. Hall rows on a phone', () => {
  beforeAll(async () => {
    // A day's board ranks only sealed runs.
    await inscribeSealedDaily(e2e.server.url, 'Brannoc', 60);
    for (const name of ['Wigglesworth', 'Thunderclap_Mage', 'Sir Brannoc Oakes'])
      await seedHallEntry(e2e.server.url, name);
  });

  [PHONE, { width: 360, height: 640 }].forEach((size, index) => {
    for (const theme of themesFor(index)) {
      it(`${size.width}x${size.height} ${theme}: names stay whole and "Watch after ..." stays in its row`, async () => {
        const page = await newPage(e2e.browser, { viewport: size, theme, hasTouch: true, isMobile: true });
        try {
          await page.goto(e2e.server.url);
          await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
          await page.getByRole('listitem').filter({ hasText: 'Brannoc' }).first().waitFor();
          await page.getByRole('listitem').filter({ hasText: 'Wigglesworth' }).waitFor();
          expect(await page.getByText(/^Watch after /).count()).toBeGreaterThan(0);
          expect(await brokenWords(page)).toEqual([]);
          expect(await overflowingWatch(page)).toEqual([]);
          await shot(page, `hall-${size.width}x${size.height}-${theme}`);
          await page.getByRole('button', { name: "TODAY'S DAILY" }).click();
          await page.getByRole('listitem').filter({ hasText: 'Brannoc' }).waitFor();
          expect(await brokenWords(page)).toEqual([]);
          expect(await overflowingWatch(page)).toEqual([]);
        } finally {
          await page.context().close();
        }
      });
    }
  });
});

describe('5. the tutorial and HELP teach the keys in force', () => {
  it('a tutorial page on moving fast: explore, travel, the hidden exit and E, with a rebound key', async () => {
    const page = await newPage(e2e.browser, { viewport: PHONE, hasTouch: true });
    try {
      // The player moved Explore to J earlier (CONTROLS keeps it in this browser).
      await page.addInitScript(() =>
        localStorage.setItem('dungeon-crawler-keys', JSON.stringify({ version: 1, keys: { explore: ['KeyJ'] } })),
      );
      await page.goto(e2e.server.url);
      await page.getByRole('button', { name: 'MAGIC TUTORIAL' }).click();
      const scroll = page.getByRole('dialog', { name: 'MAGIC TUTORIAL' });
      let text = (await scroll.locator('.terminal-frame').textContent()) ?? '';
      for (let n = 1; n < 7 && !/EXPLORE/.test(text); n++) {
        await scroll.getByRole('button', { name: 'NEXT' }).click();
        await scroll.getByText(new RegExp(`^Page ${n + 1} of 7`)).waitFor();
        text = (await scroll.locator('.terminal-frame').textContent()) ?? '';
      }
      expect(text).toMatch(/\bJ\b.*EXPLORE|EXPLORE.*\bJ\b/);
      expect(text).not.toMatch(/\bX\b/);
      expect(text).toMatch(/click or tap/i);
      expect(text).toMatch(/looks like (plain )?floor/i);
      expect(text).toMatch(/\bE\b.*descend|descend.*\bE\b/i);
      expect(await scroll.getByText(/^Page \d of 7/).isVisible()).toBe(true);
      await shot(page, 'tutorial-moving-fast-phone-light');
    } finally {
      await page.context().close();
    }
  });

  it('HELP lists the keys in force after Rest is rebound to K in CONTROLS', async () => {
    const page = await newPage(e2e.browser);
    try {
      await page.goto(e2e.server.url);
      await beginQuest(page, 'Rebinder');
      await (await headerButton(page, 'CONTROLS')).click();
      const controls = page.getByRole('dialog', { name: 'CONTROLS' });
      await controls.getByRole('button', { name: 'Rest: R. Press to rebind' }).click();
      await page.keyboard.press('k');
      await controls.getByRole('button', { name: 'Rest: K. Press to rebind' }).waitFor();
      await controls.getByRole('button', { name: 'CLOSE' }).click();
      await controls.waitFor({ state: 'detached' });
      await (await headerButton(page, 'HELP')).click();
      const help = page.getByRole('dialog', { name: 'HELP' });
      const restRow = help.getByRole('row').filter({ hasText: 'Rest (not in combat)' });
      await restRow.waitFor();
      expect((await restRow.getByRole('rowheader').textContent())?.trim()).toBe('K');
      expect(await help.getByText('the defaults', { exact: false }).count()).toBe(0);
      await shot(page, 'help-rebound-light');
    } finally {
      await page.context().close();
    }
  });
});

describe('6. small things', () => {
  it('EXIT DUNGEON is enabled only on the found exit', async () => {
    const page = await newPage(e2e.browser);
    try {
      await page.goto(e2e.server.url);
      const { state, step } = besideExit('Delver');
      await recall(page, saveCodeOf(state));
      const exit = page.getByRole('button', { name: /^Exit Dungeon/ });
      expect(await exit.isDisabled()).toBe(true);
      const onExit = apply(state, { type: 'move', direction: step });
      expect(onExit.dungeon.exitFound).toBe(true);
      await page.keyboard.press({ up: 'w', down: 's', left: 'a', right: 'd' }[step]);
      await expect.poll(() => whereText(page)).toBe(`DUNGEON LEVEL 1 (${onExit.player.x}, ${onExit.player.y})`);
      // The portal asks at once; the player stays, and the exit control now works.
      await page.getByRole('button', { name: 'Remain In Current Depths' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(() => exit.isEnabled()).toBe(true);
      await exit.click();
      await page.getByRole('dialog', { name: 'DUNGEON PORTAL DISCOVERED' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('a quick Tab after typing a name reaches DAILY CHALLENGE, and Enter there starts it', async () => {
    const page = await newPage(e2e.browser);
    try {
      // A phone network: the name check takes a second to answer.
      await answerLate(page, '**/api/check-player-name/**', 1000);
      await page.goto(e2e.server.url);
      await typeLikeAPerson(page, 'Quickthumb');
      await page.waitForTimeout(PERSON_KEY_DELAY_MS);
      await page.keyboard.press('Tab');
      await page.waitForTimeout(PERSON_KEY_DELAY_MS);
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
      expect(focused).toBe('DAILY CHALLENGE');
      await pressEnterAfter(page, PERSON_KEY_DELAY_MS);
      await page.getByTestId('game-screen').waitFor({ timeout: 15_000 });
      expect(await whereText(page)).toMatch(/^DAILY /);
    } finally {
      await page.context().close();
    }
  });

  it('1280x800: a panel scrolled into view is never under the enemy box', async () => {
    const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(e2e.server.url);
      await beginQuest(page, 'Scroller');
      const enemy = page.getByTestId('enemy-panel');
      await enemy.waitFor();
      const triggers = page.locator('.side-panel-trigger');
      // Wide, the panels are two columns, each scrolling on its own.
      const columns = await page.locator('.side-column').all();
      expect(columns).toHaveLength(2);
      // Scrolled, the headings cast a shadow on what passes beneath them: the cue that more lies above.
      const shaded = (column: Locator) =>
        column.evaluate((box) => getComputedStyle(box.querySelector('.side-panel-header')!).boxShadow !== 'none');
      let scrolled = 0;
      for (const column of columns) {
        expect(await shaded(column)).toBe(false);
        // CHARACTER's column may just fit, by the fonts at hand; the pack's (20 places) never does.
        if (!(await column.evaluate((el) => el.scrollHeight > el.clientHeight + 1))) continue;
        scrolled++;
        // Scroll the column down with the wheel, as a person does.
        const box = (await column.boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + 300);
        await page.mouse.wheel(0, 2000);
        // The wheel scrolls smoothly over several frames: go on once the column shows its end (2000 px is
        // more than it holds), so no scroll still under way moves a heading after it is aimed at.
        await expect
          .poll(() =>
            column.evaluate((el) => el.scrollTop > 0 && el.scrollTop + el.clientHeight >= el.scrollHeight - 1),
          )
          .toBe(true);
        expect(await shaded(column)).toBe(true);
      }
      expect(scrolled).toBeGreaterThanOrEqual(1);
      // Then bring each heading into view.

      for (const trigger of await triggers.all()) {
        await trigger.scrollIntoViewIfNeeded();
        const box = (await trigger.boundingBox())!;
        const onTop = await page.evaluate(
          ({ x, y }) =>
            document.elementFromPoint(x, y)?.closest('.side-panel-trigger, [data-testid="enemy-panel"]')?.className ??
            '',
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(onTop).toContain('side-panel-trigger');
      }
      await shot(page, '1280x800-light-scrolled');
    } finally {
      await page.context().close();
    }
  });
});

describe('the game screen at four sizes', () => {
  const SIZES = [PHONE, { width: 800, height: 600 }, { width: 1280, height: 800 }, { width: 1920, height: 1080 }];
  for (const theme of themesFor(0)) {
    it(`${theme}: the whole map in view, no sideways scroll (screenshots)`, async () => {
      for (const size of SIZES) {
        const phone = size.width < 768;
        const page = await newPage(e2e.browser, { viewport: size, theme, hasTouch: phone, isMobile: phone });
        try {
          await page.goto(e2e.server.url);
          await recall(page, saveCodeOf(walkedRun('Painter')));
          const map = await settledMapSize(page);
          const canvas = (await page.getByTestId('map-canvas').locator('canvas').boundingBox())!;
          expect(canvas.x + map.width).toBeLessThanOrEqual(size.width);
          expect(canvas.y + map.height).toBeLessThanOrEqual(size.height);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
          // The "Game Loaded!" toast put away, as a player does, so the picture shows the screen itself.
          await dismissToast(page);
          await page.getByTestId('toast-layer').waitFor({ state: 'detached' });
          await shot(page, `game-${size.width}x${size.height}-${theme}`);
        } finally {
          await page.context().close();
        }
      }
    });
  }
});
