// Keyboard and screen-reader play in Debian's chromium against the real server: the start screen's
// Tab order begins at the name field (the title art takes no stop), focus never falls to the page
// body around the merchant, the W A S D positions move on an AZERTY layout, and the live region
// answers T. Screenshots of the focused controls go to /work/screenshots/a11y-focus.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from '../support/browser/chromium';
import { headerButton, recall, whereText, WASD } from '../support/browser/gamePage';
import { findSituation, heldItem, saveCodeOf } from '../support/engine/situations';
import { setupE2E } from '../support/browser/setup';
import { picture } from '../support/browser/shots';
import { waitForStill } from '../support/browser/settle';

const OUT = `${SCREENSHOT_DIR}/a11y-focus`;
const DESKTOP = { width: 1280, height: 800 };

const e2e = setupE2E({ shots: OUT });

/** The focused element, described as a person hears it: its tag, id, role and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}#${el.id} ${el.getAttribute('role') ?? ''} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`.trim();
  });

describe('focus that never gets lost', () => {
  it('starts on the name field, and Tab from the top of the page lands on it first', async () => {
    const page = await e2e.open('dark');
    await page.getByLabel('Name thy hero').waitFor();
    await expect.poll(() => focused(page)).toMatch(/^input#hero-name/);
    await picture(page, `${OUT}/start-focused-dark-1280x800.png`);
    await page.keyboard.type('Ada', { delay: 80 });
    expect(await page.getByLabel('Name thy hero').inputValue()).toBe('Ada');
    // From the top of the document (as when focus comes in from the address bar), the first Tab stop.
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^input#hero-name/);
    // Nothing before it: Shift+Tab leaves the page instead of stopping on the title art.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('header') ?? null)).toBeNull();
    await page.context().close();
  });

  it('focuses the name field on a phone too (light)', async () => {
    const page = await e2e.open('light', { width: 390, height: 844 });
    await page.getByLabel('Name thy hero').waitFor();
    await expect.poll(() => focused(page)).toMatch(/^input#hero-name/);
    await picture(page, `${OUT}/start-focused-light-390x844.png`);
    await page.context().close();
  });

  it('after SELL focus stays in the shop; after LEAVE SHOP it is on the game controls, not the page body', async () => {
    const page = await e2e.open('dark');
    const { state, step } = findSituation('merchant', 'Trader', (a) => a);
    await recall(page, saveCodeOf({ ...state, inventory: [heldItem('iron_sword'), heldItem('diamonds')] }));
    await page.keyboard.press(WASD[step]);
    const shop = page.getByRole('dialog', { name: '♣ MERCHANT' });
    await shop.waitFor();
    // The shop itself has the focus (Enter neither sells nor leaves); Tab reaches the first SELL.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toContain('Sell Iron Sword');
    await page.keyboard.press('Enter');
    await expect.poll(() => shop.locator('.shop-row').count()).toBe(1);
    await expect.poll(() => focused(page)).toContain('Sell Diamonds');
    await picture(page, `${OUT}/after-sell-dark-1280x800.png`);
    // The last item sold: focus goes to LEAVE SHOP, now in its place.
    await page.keyboard.press('Enter');
    await expect.poll(() => shop.locator('.shop-row').count()).toBe(0);
    await expect.poll(() => focused(page)).toContain('LEAVE SHOP');
    await page.keyboard.press('Escape');
    await expect.poll(() => shop.count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('div# group Controls');
    // Parked on the bar, focus shows as the terminal's thin dashed line, not the browser's ring round the bar.
    const outline = page.getByRole('group', { name: 'Controls' }).evaluate((bar) => {
      const style = getComputedStyle(bar);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(await outline).toBe('dashed 1px');
    await picture(page, `${OUT}/after-shop-dark-1280x800.png`);
    // The keys still play from there.
    const before = await whereText(page);
    await page.keyboard.press(
      WASD[step === 'up' ? 'down' : step === 'down' ? 'up' : step === 'left' ? 'right' : 'left'],
    );
    await expect.poll(() => whereText(page)).not.toBe(before);
    await page.context().close();
  });
});

describe('the help dialog', () => {
  for (const [theme, viewport] of [
    ['light', { width: 390, height: 844 }],
    ['dark', DESKTOP],
  ] as const) {
    it(`lists L and T, and gives focus back when closed (${theme}, ${viewport.width}x${viewport.height})`, async () => {
      const page = await e2e.open(theme, viewport);
      const { state } = findSituation('empty', 'Helper', (a) => a);
      await recall(page, saveCodeOf(state));
      // 'Game Loaded!' stays while a pointer rests on it (then 5 s more): HELP opens under it.
      const toast = page.locator('.toast-root', { hasText: 'Game Loaded!' });
      await toast.hover();
      await (await headerButton(page, 'HELP')).click();
      const help = page.getByRole('dialog');
      await help.waitFor();
      // The toast leaves the dialog's foot free: no part of CLOSE lies under it.
      const close = help.getByRole('button', { name: 'CLOSE' });
      await close.scrollIntoViewIfNeeded();
      await waitForStill(page);
      const [button, card] = [(await close.boundingBox())!, (await toast.boundingBox())!];
      const apart = (a: number, aSize: number, b: number, bSize: number) => a + aSize <= b || b + bSize <= a;
      expect(
        apart(button.y, button.height, card.y, card.height) || apart(button.x, button.width, card.x, card.width),
      ).toBe(true);
      // On a touch screen the keys are folded under their heading: open them, as a reader would.
      const keys = help.locator('details', { hasText: 'Keys (CONTROLS changes them)' });
      if ((await keys.count()) > 0) await keys.locator('summary').click();
      await help.getByText('Look: hear what lies north, east, south and west (a screen reader speaks it)').waitFor();
      await help.getByText('Tell: hear thy health, mana, stamina and score').scrollIntoViewIfNeeded();
      await picture(page, `${OUT}/help-${theme}-${viewport.width}x${viewport.height}.png`);
      await page.keyboard.press('Escape');
      await expect.poll(() => help.count()).toBe(0);
      await expect.poll(() => focused(page)).not.toBe('body');
      await page.context().close();
    });
  }
});

describe('any keyboard, and asking', () => {
  /** A key press as an AZERTY keyboard sends it: the character typed and the physical key. */
  const azerty = (page: Page, [key, code]: readonly [string, string]) =>
    page.evaluate(([k, c]) => window.dispatchEvent(new KeyboardEvent('keydown', { key: k, code: c, bubbles: true })), [
      key,
      code,
    ] as const);

  it('on AZERTY, Z Q S D (the W A S D positions) move; A (at QWERTY Q) does not', async () => {
    const page = await e2e.open('light');
    const { state, step } = findSituation('empty', 'Azerty', (a) => a);
    await recall(page, saveCodeOf(state));
    const start = await whereText(page);
    const azertyKey = { up: ['z', 'KeyW'], left: ['q', 'KeyA'], down: ['s', 'KeyS'], right: ['d', 'KeyD'] } as const;
    await azerty(page, ['a', 'KeyQ']);
    expect(await whereText(page)).toBe(start);
    await azerty(page, azertyKey[step]);
    await expect.poll(() => whereText(page)).not.toBe(start);
    await page.context().close();
  });

  it('T answers health, mana, stamina and score in the polite live region', async () => {
    const page = await e2e.open('dark');
    const { state } = findSituation('empty', 'Asker', (a) => a);
    await recall(page, saveCodeOf(state));
    const polite = page.getByTestId('narration-polite');
    expect(await polite.getAttribute('aria-live')).toBe('polite');
    expect(await page.getByTestId('narration-assertive').getAttribute('aria-live')).toBe('assertive');
    // What the load says first (the last log line and what is in sight), then the question.
    await expect.poll(() => polite.textContent()).not.toBe('');
    await page.keyboard.press('t');
    const { player } = state;
    await expect
      .poll(() => polite.textContent())
      .toBe(
        `Health ${player.health} of ${player.maxHealth}. Mana ${player.mana} of ${player.maxMana}. Stamina ${player.stamina} of ${player.maxStamina}. Score ${state.score}.`,
      );
    await page.context().close();
  });
});
