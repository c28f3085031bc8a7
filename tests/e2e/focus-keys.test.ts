// Focus that never gets lost, by keyboard alone in Debian's chromium: the tutorial's arrows turn its
// pages and BEGIN THY QUEST leaves focus in the name field; the found exit's statistics open on focus
// and close with Escape, focus staying on the exit cell; a FLOAT window's title bar moves the window
// with the arrows and says where it went. Screenshots go to /work/screenshots/focus-keys.
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from '../support/browser/chromium';
import { besideExit, saveCodeOf } from '../support/engine/situations';
import { focusedNode, headerButton, recall, WASD } from '../support/browser/gamePage';
import { setupE2E } from '../support/browser/setup';
import { picture, themesFor } from '../support/browser/shots';

const OUT = `${SCREENSHOT_DIR}/focus-keys`;
const e2e = setupE2E({ shots: OUT });

// Focus and geometry, which no colour changes: each window in one theme, alternating (both with SHOTS=1).
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
].flatMap((viewport, index) => themesFor(index + 1).map((theme) => [theme, viewport] as const));

describe('the tutorial by keyboard', () => {
  it('arrows turn the pages; BEGIN THY QUEST leaves focus in the name field', async () => {
    const page = await e2e.open('dark', SIZES[0][1]);
    await page.getByRole('button', { name: 'MAGIC TUTORIAL' }).click();
    const scroll = page.getByRole('dialog', { name: 'MAGIC TUTORIAL' });
    await scroll.getByText(/^Page 1 of 7/).waitFor();
    for (let n = 2; n <= 7; n++) {
      await page.keyboard.press('ArrowRight');
      await scroll.getByText(new RegExp(`^Page ${n} of 7`)).waitFor();
    }
    await page.keyboard.press('ArrowRight');
    await scroll.getByText(/^Page 7 of 7/).waitFor();
    await page.keyboard.press('ArrowLeft');
    await scroll.getByText(/^Page 6 of 7/).waitFor();
    await page.keyboard.press('ArrowRight');
    await scroll.getByRole('button', { name: 'BEGIN THY QUEST' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => scroll.count()).toBe(0);
    await expect.poll(() => focusedNode(page)).toMatch(/^- textbox "Name thy hero"/);
    await page.keyboard.type('Ada', { delay: 80 });
    expect(await page.getByRole('textbox', { name: 'Name thy hero' }).inputValue()).toBe('Ada');
    await page.context().close();
  });
});

describe('the exit statistics and FLOAT windows by keyboard', () => {
  for (const [theme, viewport] of SIZES) {
    const size = `${theme}-${viewport.width}x${viewport.height}`;
    it(`the found exit's popup opens on focus and Escape closes it (${size})`, async () => {
      const page = await e2e.open(theme, viewport);
      const { state, step } = besideExit('Finder');
      await recall(page, saveCodeOf(state));
      await page.keyboard.press(WASD[step]);
      const portal = page.getByRole('dialog', { name: /DUNGEON PORTAL DISCOVERED/ });
      await portal.getByRole('button', { name: 'Remain In Current Depths' }).press('Enter');
      await expect.poll(() => portal.count()).toBe(0);
      await expect.poll(() => focusedNode(page)).toMatch(/^- group "Controls"/);
      // Step off the exit so the @ does not hide it, then reach the exit cell by keyboard (a Tab stop).
      const back = { up: 'down', down: 'up', left: 'right', right: 'left' } as const;
      await page.keyboard.press(WASD[back[step]]);
      const exitCell = page.getByRole('button', { name: 'Exit stairs: game statistics' });
      for (let tabs = 0; tabs < 40 && !(await focusedNode(page)).includes('Exit stairs'); tabs++)
        await page.keyboard.press('Shift+Tab');
      expect(await focusedNode(page)).toContain('button "Exit stairs: game statistics"');
      const popup = page.getByRole('tooltip');
      await expect.poll(() => popup.getByText('GAME STATISTICS').count()).toBe(1);
      expect(await exitCell.getAttribute('aria-expanded')).toBe('true');
      await picture(page, `${OUT}/exit-popup-${size}.png`);
      await page.keyboard.press('Escape');
      await expect.poll(() => popup.count()).toBe(0);
      expect(await exitCell.getAttribute('aria-expanded')).toBe('false');
      expect(await focusedNode(page)).toContain('button "Exit stairs: game statistics"');
      await page.keyboard.press('Enter');
      await expect.poll(() => popup.count()).toBe(1);
      await page.context().close();
    });

    it(`a FLOAT window moves with the arrows on its title bar (${size})`, async () => {
      const page = await e2e.open(theme, viewport);
      const { state } = besideExit('Mover');
      await recall(page, saveCodeOf(state));
      await (await headerButton(page, 'FLOAT')).click();
      const window = page.locator('section.float-window').first();
      const handle = window.getByRole('button', { name: (await window.getAttribute('aria-label')) ?? '' });
      await handle.waitFor();
      const box = async () => window.evaluate((el) => ({ x: parseFloat(el.style.left), y: parseFloat(el.style.top) }));
      const before = await box();
      await handle.focus();
      const where = await page.getByTestId('game-where').textContent();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Shift+ArrowUp');
      const after = await box();
      expect(after.x).toBe(Math.max(0, before.x - 20));
      expect(after.y).toBe(Math.max(0, before.y - 50));
      // The hero did not move, and the new place is spoken.
      expect(await page.getByTestId('game-where').textContent()).toBe(where);
      await expect
        .poll(() => window.locator('[aria-live="polite"]').textContent())
        .toMatch(/window at \d+, \d+ pixels\.$/);
      await picture(page, `${OUT}/float-moved-${size}.png`);
      await page.context().close();
    });
  }
});
