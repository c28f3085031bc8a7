// A newcomer's first hour (Out of Stamina, the pack, the shop, ASCENSION ACHIEVED): a newcomer on
// floor 1 is never stuck, never loses the run by one tap, and nothing is a chore. A person at the keyboard
// (a key every ~80 ms, Enter right after) or a thumb on a phone, in Debian's chromium against the real
// built game; every assertion reads the screen. Pictures (SHOTS=1) go to /work/screenshots/first-hour.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apply, type GameState } from '../../src/engine';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { fullPackBesideMerchant, lastHealth, ratAtOneHealth } from '../support/engine/firstHour';
import { findSituation, heldItem, saveCodeOf } from '../support/engine/situations';
import { expectNoSeriousAxeViolations } from '../support/browser/axe';
import { dismissToast, focusedName, logText, recall, toastShown, waitForLog, WASD } from '../support/browser/gamePage';
import { PERSON_KEY_DELAY_MS } from '../support/browser/person';
import { setupE2E } from '../support/browser/setup';
import { waitForStill } from '../support/browser/settle';
import { itTakesShots, picture } from '../support/browser/shots';

const OUT = `${SCREENSHOT_DIR}/first-hour`;
const e2e = setupE2E({ shots: OUT });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A person's beat between two keys. */
const beat = (page: Page) => page.waitForTimeout(PERSON_KEY_DELAY_MS);

/** The player's gold as the status panel shows it. */
async function goldShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('status-panel').textContent()) ?? '';
  return Number(/Gold\s*(\d+)/.exec(text)![1]);
}

/** A hero at rest with `patch` (out of combat, on an empty floor of level 1). */
function resting(patch: Partial<GameState>): GameState {
  const { state } = findSituation('empty', 'Riser', (a) => a);
  return { ...state, ...patch };
}

/** A hero with an Iron Sword (+5 STR) in hand and `points` stat points to spend. */
function risingWithSword(points: number): GameState {
  const sword = heldItem('iron_sword');
  const base = resting({});
  const armed = apply({ ...base, inventory: [sword] }, { type: 'equip', itemId: sword.id });
  return { ...armed, player: { ...armed.player, pendingStatPoint: points } };
}

/** A fresh page of the game (its own storage), so one test's open dialog never hides the next one's header. */
async function freshPage(viewport = DESKTOP, touch = false): Promise<Page> {
  const page = await newPage(e2e.browser, { viewport, hasTouch: touch, isMobile: touch });
  await page.goto(e2e.server.url);
  return page;
}

describe('Out of Stamina on floor 1 (1280x800, keyboard)', () => {
  let page: Page;
  beforeEach(async () => {
    page = await freshPage();
  });
  afterEach(async () => page?.context().close());

  it('a Rat at 1 health: every way out with its cost, FIREBALL (it finishes the Rat) in focus, and Enter wins', async () => {
    await recall(page, saveCodeOf(ratAtOneHealth()));
    await page.getByTestId('turn-banner').getByText('YOUR TURN').waitFor();
    await page.keyboard.press(' ');
    const dialog = page.getByRole('dialog', { name: 'OUT OF STAMINA' });
    await dialog.waitFor();
    await expect.poll(() => focusedName(page)).toMatch(/^FIREBALL: 15 mana.*25 damage.*finishes the Rat/);
    const ways = await dialog.getByRole('button').allTextContents();
    expect(ways.some((way) => /^Sacrifice Health: 44 health for 25 stamina/.test(way))).toBe(true);
    // Resting is not a way out in a fight: it is not offered at all.
    expect(await dialog.getByRole('button', { name: /Rest/ }).count()).toBe(0);
    await beat(page);
    await page.keyboard.press('Enter');
    await waitForLog(page, 'You cast FIREBALL at the Rat for 25 damage!');
    await waitForLog(page, 'You defeated the Rat!');
    await dialog.waitFor({ state: 'detached' });
    expect(await logText(page)).not.toContain('You sacrifice');
  });

  it('at 1 health: says plainly that the sacrifice costs nothing and that a blow would end the quest, and Enter only closes', async () => {
    await recall(page, saveCodeOf(lastHealth()));
    await page.getByTestId('turn-banner').getByText('YOUR TURN').waitFor();
    await page.keyboard.press(' ');
    const dialog = page.getByRole('dialog', { name: 'OUT OF STAMINA' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('At 1 health a sacrifice costs nothing');
    expect(text).toMatch(/one blow from the Goblin \(up to 5\) ends your quest/i);
    expect(text).not.toMatch(/Sacrifice 0 health/);
    await expect.poll(() => focusedName(page)).toBe('Close');
    await beat(page);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await logText(page)).not.toContain('You sacrifice');
  });
});

describe('no serious axe violation in what the first hour adds', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: a safe and a risky way out, the full pack, the shop with its sale of all treasure`, async () => {
      const page = await newPage(e2e.browser, { viewport: DESKTOP, theme });
      await page.goto(e2e.server.url);
      const weak = lastHealth();
      await recall(page, saveCodeOf({ ...weak, inventory: [heldItem('health_potion')] }));
      await page.getByTestId('turn-banner').getByText('YOUR TURN').waitFor();
      await page.keyboard.press(' ');
      const tired = page.getByRole('dialog', { name: 'OUT OF STAMINA' });
      await tired.getByText(/^Risky:/).waitFor();
      await expect.poll(() => focusedName(page)).toMatch(/^Drink Health Potion: \+25 health \(1 → 26\)/);
      await expectNoSeriousAxeViolations(page, `${theme} out of stamina, safe and risky`);
      await page.keyboard.press('Escape');
      const { state, step } = fullPackBesideMerchant();
      await recall(page, saveCodeOf(state));
      await page.getByText('INVENTORY (20/20)').waitFor();
      await expectNoSeriousAxeViolations(page, `${theme} full pack`);
      await page.keyboard.press(WASD[step]);
      await page
        .getByRole('dialog', { name: '♣ MERCHANT' })
        .getByRole('button', { name: /^Sell all/ })
        .waitFor();
      await expectNoSeriousAxeViolations(page, `${theme} shop`);
      await page.context().close();
    });
  }
});

/**
 * The slots of the pack, each as its visible text and whether its name shows whole: nothing clipped,
 * and no word of it split over two lines ("Diamon / ds").
 */
async function packSlots(page: Page): Promise<{ text: string; whole: boolean }[]> {
  return page.getByTestId('inventory-panel').evaluate((panel) =>
    Array.from(panel.querySelectorAll('li:not(.is-empty)')).map((slot) => {
      const name = slot.querySelector<HTMLElement>('.inventory-name');
      const text = name?.firstChild;
      let whole =
        name !== null && name.scrollWidth <= name.clientWidth + 1 && name.scrollHeight <= name.clientHeight + 1;
      if (text instanceof Text) {
        for (const word of text.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (lines.size > 1) whole = false;
        }
      } else whole = false;
      return { text: (slot.textContent ?? '').replace(/\s+/g, ' ').trim(), whole };
    }),
  );
}

/**
 * The middle of `target` once scrolled to and still, as a thumb waits for the list to stop: the panel bodies
 * around it are laid out only near the view (content-visibility), so the first box read can move, or vanish,
 * a frame later. Still means two reads 100 ms apart alike, with `target` the topmost thing at that point.
 */
async function settledMiddle(page: Page, target: Locator): Promise<{ x: number; y: number }> {
  let middle: { x: number; y: number } | null = null;
  await expect
    .poll(async () => {
      await target.scrollIntoViewIfNeeded();
      const first = await target.boundingBox();
      await page.waitForTimeout(100);
      const box = await target.boundingBox();
      if (!first || !box || first.y !== box.y) return null;
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const topmost = await target.evaluate((el, at) => el.contains(document.elementFromPoint(at.x, at.y)), point);
      middle = topmost ? point : null;
      return middle;
    })
    .not.toBeNull();
  return middle!;
}

/** A long press of a touch on `target` (held 800 ms, as a thumb waits for a tip). */
async function longPress(page: Page, target: Locator): Promise<void> {
  const point = await settledMiddle(page, target);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(800);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const viewport of [PHONE, DESKTOP]) {
  const phone = viewport === PHONE;
  describe(`a full floor-1 pack at ${viewport.width}x${viewport.height}`, () => {
    let page: Page;
    beforeEach(async () => {
      page = await freshPage(viewport, phone);
    });
    afterEach(async () => page?.context().close());

    it('shows every item by its whole name, each copy a tile of its own: three Health Potions, three tiles', async () => {
      await recall(page, saveCodeOf(fullPackBesideMerchant().state));
      await page.getByText('INVENTORY (20/20)').waitFor();
      const slots = await packSlots(page);
      expect(slots.filter((slot) => !slot.whole)).toEqual([]);
      const texts = slots.map((slot) => slot.text);
      // Every copy takes one of the 20 places, so every copy is a tile: 20 tiles under 20/20.
      expect(texts).toHaveLength(20);
      expect(texts).toContainEqual(expect.stringMatching(/Greater Health Potion/));
      expect(texts.filter((text) => /Diamonds/.test(text))).toHaveLength(2);
      expect(texts.filter((text) => /^[a-t]? ?! ?Health Potion\b/.test(text))).toHaveLength(3);
    });

    it(phone ? 'opens an item tip on a long press' : 'opens an item tip on hover', async () => {
      await recall(page, saveCodeOf(fullPackBesideMerchant().state));
      // 'Game Loaded!' lies over the foot of a phone's pack, where the thumb goes: a person puts it away first.
      await toastShown(page, 'Game Loaded!');
      await dismissToast(page);
      const item = page.getByTestId('inventory-panel').getByText('Greater Health Potion', { exact: true });
      const tip = page.getByRole('tooltip').filter({ hasText: 'Restores 60 health' });
      if (phone) await longPress(page, item);
      else await item.hover();
      await tip.waitFor();
      expect(await tip.textContent()).toContain('Greater Health Potion');
      if (!phone) await page.mouse.move(0, 0);
    });

    it('at the merchant: every SELL names its price, and one tap sells all treasure for the sum it shows', async () => {
      const { state, step } = fullPackBesideMerchant();
      await recall(page, saveCodeOf(state));
      await page.keyboard.press(WASD[step]);
      const shop = page.getByRole('dialog', { name: '♣ MERCHANT' });
      await shop.waitFor();
      const names = await shop
        .getByRole('button', { name: /^Sell / })
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''));
      const potions = names.filter((name) => name.startsWith('Sell Health Potion'));
      expect(potions).toHaveLength(3);
      for (const name of potions) expect(name).toMatch(/^Sell Health Potion — \d gold$/);
      const sellAll = shop.getByRole('button', { name: /^Sell all treasure/ });
      const label = (await sellAll.textContent()) ?? '';
      const [, count, gold] = /^Sell all treasure \((\d+)\) — (\d+) gold$/.exec(label.trim()) ?? [];
      expect(Number(count)).toBe(7);
      const before = await goldShown(page);
      await sellAll.click();
      await waitForLog(page, `You sold 7 treasures for ${gold} gold.`);
      expect(await goldShown(page)).toBe(before + Number(gold));
      expect(await shop.getByRole('button', { name: /^Sell (Diamonds|Ruby|Pearl)/ }).count()).toBe(0);
      expect(await shop.getByRole('button', { name: /^Sell all treasure/ }).count()).toBe(0);
      await shop.getByRole('button', { name: 'LEAVE SHOP' }).click();
      await page.getByText('INVENTORY (13/20)').waitFor();
    });
  });
}

describe('ASCENSION ACHIEVED (1280x800, keyboard)', () => {
  let page: Page;
  beforeEach(async () => {
    page = await freshPage();
  });
  afterEach(async () => page?.context().close());

  it('with an Iron Sword: the dialog, the log and the status panel give strength as base and with gear, labelled', async () => {
    await recall(page, saveCodeOf(risingWithSword(1)));
    const levelUp = page.getByRole('dialog', { name: 'ASCENSION ACHIEVED' });
    await levelUp.waitFor();
    const strength = levelUp.getByRole('button', { name: /^STRENGTH \+1/ });
    expect(((await strength.textContent()) ?? '').replace(/\s+/g, ' ')).toContain('base 10 → 11, with gear 15 → 16');
    const status = page.getByTestId('status-panel');
    expect(((await status.textContent()) ?? '').replace(/\s+/g, ' ')).toContain('STR15 (base 10, +5 gear)');
    await beat(page);
    await page.keyboard.press('s');
    await levelUp.waitFor({ state: 'detached' });
    await waitForLog(page, 'You raise your strength to 11 (16 with gear).');
    await expect
      .poll(async () => ((await status.textContent()) ?? '').replace(/\s+/g, ' '))
      .toContain('STR16 (base 11, +5 gear)');
  });

  it('takes one key per stat (1-4 or the initial), names the keys to screen readers, and keeps focus inside', async () => {
    await recall(page, saveCodeOf(risingWithSword(2)));
    const levelUp = page.getByRole('dialog', { name: 'ASCENSION ACHIEVED' });
    await levelUp.waitFor();
    expect(await levelUp.getByRole('button', { name: /^DEXTERITY \+1/ }).getAttribute('aria-keyshortcuts')).toBe('3 D');
    await beat(page);
    await page.keyboard.press('3');
    await waitForLog(page, 'You raise your dexterity to 11.');
    await expect.poll(() => focusedName(page)).toMatch(/^STRENGTH \+1/);
    await beat(page);
    await page.keyboard.press('c');
    await waitForLog(page, 'You raise your constitution to 11.');
    await levelUp.waitFor({ state: 'detached' });
    expect(await logText(page)).not.toContain('You raise your strength');
  });
});

/** Scrolls `target`'s pane (not the page) so its top shows just under the enemy box at the top of the pane. */
async function showBelowEnemyBox(target: Locator): Promise<void> {
  await target.evaluate((el) => {
    let scroller = el.parentElement;
    while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
    if (!scroller) return;
    const enemy = document.querySelector('[data-testid="enemy-panel"]');
    const enemyBottom = enemy ? enemy.getBoundingClientRect().bottom : 0;
    const top = Math.max(scroller.getBoundingClientRect().top, enemyBottom);
    const header = el.closest('.side-panel') ?? el;
    scroller.scrollTop += header.getBoundingClientRect().top - top - 4;
  });
}

// Pictures to judge the first hour by: Out of Stamina (the Rat, and the last health), the pack and the shop
// (and ASCENSION ACHIEVED) at four sizes, light and dark.
const SHOT_VIEWPORTS = [PHONE, { width: 800, height: 600 }, DESKTOP, { width: 1920, height: 1080 }];
for (const theme of ['light', 'dark'] as const) {
  for (const viewport of SHOT_VIEWPORTS) {
    itTakesShots(`pictures, ${theme}, ${viewport.width}x${viewport.height}`, async () => {
      const narrow = viewport.width < 500;
      const page = await newPage(e2e.browser, { viewport, hasTouch: narrow, isMobile: narrow, theme });
      await page.goto(e2e.server.url);
      const tag = `${theme}-${viewport.width}x${viewport.height}`;
      await recall(page, saveCodeOf(ratAtOneHealth()));
      await dismissToast(page);
      await page.getByTestId('turn-banner').getByText('YOUR TURN').waitFor();
      await page.keyboard.press(' ');
      await page.getByRole('dialog', { name: 'OUT OF STAMINA' }).waitFor();
      await waitForStill(page);
      await picture(page, `${OUT}/stamina-${tag}.png`);
      await page.keyboard.press('Escape');
      await recall(page, saveCodeOf(lastHealth()));
      await dismissToast(page);
      await page.getByTestId('turn-banner').getByText('YOUR TURN').waitFor();
      await page.keyboard.press(' ');
      await page.getByRole('dialog', { name: 'OUT OF STAMINA' }).waitFor();
      await waitForStill(page);
      await picture(page, `${OUT}/stamina-last-health-${tag}.png`);
      await page.keyboard.press('Escape');
      await recall(page, saveCodeOf({ ...lastHealth(), inventory: [heldItem('health_potion')] }));
      await dismissToast(page);
      await page.getByTestId('turn-banner').getByText('YOUR TURN').waitFor();
      await page.keyboard.press(' ');
      await page.getByRole('dialog', { name: 'OUT OF STAMINA' }).waitFor();
      await waitForStill(page);
      await picture(page, `${OUT}/stamina-potion-${tag}.png`);
      await page.keyboard.press('Escape');
      const { state, step } = fullPackBesideMerchant();
      await recall(page, saveCodeOf(state));
      await dismissToast(page);
      const pack = page.getByTestId('inventory-panel');
      await showBelowEnemyBox(pack);
      await waitForStill(page);
      await picture(page, `${OUT}/pack-${tag}.png`);
      await page.keyboard.press(WASD[step]);
      await page.getByRole('dialog', { name: '♣ MERCHANT' }).waitFor();
      await waitForStill(page);
      await picture(page, `${OUT}/shop-${tag}.png`);
      await page.getByRole('button', { name: 'LEAVE SHOP' }).click();
      await recall(page, saveCodeOf(risingWithSword(1)));
      await page.getByRole('dialog', { name: 'ASCENSION ACHIEVED' }).waitFor();
      await waitForStill(page);
      await picture(page, `${OUT}/levelup-${tag}.png`);
      await page.context().close();
    });
  }
}
