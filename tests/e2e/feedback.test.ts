// What the game tells the player, in Debian's chromium against the real server: a wall bump, the game
// status, the exit's statistics by keyboard, toasts above dialogs, sound after a resume, the shop's
// focus and scrolls, Out of Stamina outside combat, one way on after death, medals without an emoji
// font. Screenshots of the legend, shop, stamina dialog, game over, a tooltip and the Hall of Legends
// at 1280x800 and 390x844, light and dark, go to /work/screenshots/feedback.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apply, ITEMS, newGame, sellPrice, type GameState, type Item } from '../../src/engine';
import { SCREENSHOT_DIR } from '../support/browser/chromium';
import { aimAt, beginQuest, logText, recall } from '../support/browser/gamePage';
import { besideExit, deathSituation, findSituation, heldItem, saveCodeOf } from '../support/engine/situations';
import { seedHallEntry, setupE2E } from '../support/browser/setup';
import { itTakesShots, picture, themesFor, shooter } from '../support/browser/shots';

const OUT = `${SCREENSHOT_DIR}/feedback`;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const e2e = setupE2E({ shots: OUT });

beforeAll(async () => {
  for (const name of ['Aldric', 'Brenna', 'Cedric', 'Dagny']) await seedHallEntry(e2e.server.url, name);
});

/** A header command, from the MENU on a narrow screen. */
async function headerCommand(page: Page, name: string | RegExp): Promise<void> {
  const button = page.getByRole('navigation', { name: 'Game menu' }).getByRole('button', { name });
  if (!(await button.first().isVisible())) await page.getByRole('button', { name: /^MENU/ }).click();
  await button.first().click();
}

const shot = shooter(OUT);

function scrollOf(spell: string): Item {
  const template = ITEMS.find((i) => i.type === 'scroll' && i.teachSpell === spell);
  if (!template) throw new Error(`no scroll of ${spell}`);
  return heldItem(template.id);
}

/** One step from the merchant with gear, a potion, a gem, a known and an unknown scroll and a key. */
function shopSituation(): { state: GameState; step: string; known: Item } {
  const { state, step } = findSituation('merchant', 'Trader', (a) => a);
  const known = scrollOf('FIREBALL');
  const inventory = [
    heldItem('iron_sword'),
    heldItem('health_potion'),
    heldItem('diamonds'),
    known,
    scrollOf('HEAL'),
    heldItem('silver_key'),
  ];
  const keys = { up: 'w', down: 's', left: 'a', right: 'd' } as const;
  return { state: { ...state, inventory, player: { ...state.player, gold: 40 } }, step: keys[step], known };
}

/** Out of combat, no stamina left, mana to spare. */
function tiredSituation(): GameState {
  const { state } = findSituation('empty', 'Weary', (a) => a);
  return { ...state, player: { ...state.player, stamina: 0, health: 64 } };
}

/** A pack for the tooltip shots, and an Iron Sword (+5 STR) in hand. */
function kitted(state: GameState): GameState {
  const sword = heldItem('iron_sword');
  const armed = apply({ ...state, inventory: [...state.inventory, sword] }, { type: 'equip', itemId: sword.id });
  return {
    ...armed,
    inventory: [
      ...armed.inventory,
      heldItem('health_potion'),
      heldItem('mana_potion'),
      heldItem('diamonds'),
      heldItem('leather_armor'),
    ],
  };
}

describe('feedback at 1280x800', () => {
  it('says "A wall blocks your way." for a moment after a move into a wall, with no log line', async () => {
    const page = await e2e.open();
    await beginQuest(page, 'Wallbump');
    const before = await logText(page);
    // (1,1) is the start; (0,1) is the outer wall.
    await page.keyboard.press('a');
    await expect.poll(() => page.getByTestId('move-hint').textContent()).toBe('A wall blocks your way.');
    expect(await logText(page)).toBe(before);
    await expect.poll(() => page.getByTestId('move-hint').textContent(), { timeout: 5000 }).toBe('');
    await page.context().close();
  });

  it("shows the game status: 'Exploring...', then 'Exploring level 2...' after the descent", async () => {
    const page = await e2e.open();
    const { state, step } = besideExit('Delver');
    await recall(page, saveCodeOf(state));
    expect(await page.getByTestId('game-status').textContent()).toBe('Exploring...');
    await page.keyboard.press({ up: 'w', down: 's', left: 'a', right: 'd' }[step]);
    await page.getByRole('button', { name: 'Descend To Next Realm' }).click();
    await expect.poll(() => page.getByTestId('game-status').textContent()).toBe('Exploring level 2...');
    await page.context().close();
  });

  it('opens GAME STATISTICS on the found exit by keyboard, with the stats the character panel shows (gear included)', async () => {
    const page = await e2e.open();
    const { state, step } = besideExit('Keyboarder');
    const geared = kitted(state);
    await recall(page, saveCodeOf(geared));
    await page.keyboard.press({ up: 'w', down: 's', left: 'a', right: 'd' }[step]);
    await page.getByRole('button', { name: 'Remain In Current Depths' }).click();
    // Until the portal has gone, as a person sees it: while it fades, Tab still cycles inside it.
    await page.getByRole('dialog', { name: 'DUNGEON PORTAL DISCOVERED' }).waitFor({ state: 'detached' });
    const exit = page.getByRole('button', { name: 'Exit stairs: game statistics' });
    // Tab through the page as a keyboard player until the exit cell has focus. After the portal, focus is on
    // the controls; with a full pack the way round the page past the panels' buttons is well over 150 stops.
    for (let i = 0; i < 400 && !(await exit.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    const popup = page.getByTestId('exit-stats');
    await popup.waitFor();
    const str = await popup.locator('.exit-stats-row', { hasText: 'STR' }).locator('dd').textContent();
    expect(str).toBe('15 (base 10, +5 gear)');
    await picture(page, `${OUT}/exit-stats-keyboard-desktop-light.png`);
    await page.keyboard.press('Tab');
    await expect.poll(() => popup.count()).toBe(0);
    await page.context().close();
  });

  it("shows 'File Loaded!' above the Load dialog's overlay, leaves Escape to the dialog and goes on a swipe", async () => {
    const page = await e2e.open();
    await page.getByRole('button', { name: 'RECALL ADVENTURE' }).click();
    const dialog = page.getByRole('dialog', { name: 'RECALL ANCIENT ADVENTURE' });
    await dialog.getByLabel('Save file').setInputFiles({
      name: 'hero.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(saveCodeOf(newGame('Filed', 'f-1'))),
    });
    const toast = page.getByTestId('toast-layer').getByText('File Loaded!');
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    // What a click or an eye meets at the toast's centre is the toast, not the overlay.
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('.toast-root') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe(true);
    await picture(page, `${OUT}/toast-over-dialog-desktop-light.png`);

    // The toast came after the dialog opened, and still the first Escape is the dialog's.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => toast.isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'RECALL ADVENTURE' }).evaluate((b) => b === document.activeElement))
      .toBe(true);

    // Swiped right: 30 px springs back, 60 px (past the 50 px threshold) dismisses it.
    const swipe = async (dx: number) => {
      const at = await aimAt(page, toast);
      await page.mouse.down();
      await page.mouse.move(at.x + dx, at.y, { steps: 6 });
      await page.mouse.up();
    };
    await swipe(30);
    await expect.poll(async () => (await toast.boundingBox())?.x).toBe(box.x);
    await swipe(60);
    await toast.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('keeps sound ON after a reload that resumes the game', async () => {
    const page = await e2e.open();
    await beginQuest(page, 'Resumer');
    const sound = page.getByRole('button', { name: /^SOUND (ON|OFF)$/ });
    await expect.poll(() => sound.textContent()).toBe('SOUND ON');
    await page.reload();
    await page.getByTestId('game-screen').waitFor();
    await expect.poll(() => sound.textContent()).toBe('SOUND ON');
    await page.context().close();
  });

  it('opens the shop with focus on the shop (Enter sells nothing) and lists the known scroll at its price', async () => {
    const page = await e2e.open();
    const { state, step, known } = shopSituation();
    await recall(page, saveCodeOf(state));
    await page.keyboard.press(step);
    const shop = page.getByRole('dialog', { name: '♣ MERCHANT' });
    await shop.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    const rows = await shop.locator('.shop-name').allTextContents();
    expect(rows).toContain(known.name);
    expect(rows.filter((r) => r.startsWith('Scroll')).length).toBe(1);
    expect(rows).not.toContain('Silver Key');
    expect(await shop.locator('.shop-row', { hasText: known.name }).locator('.shop-price').textContent()).toBe(
      `${sellPrice(state, known)} gold`,
    );
    // Enter meant for the map neither sells nor leaves; Escape leaves.
    await page.keyboard.press('Enter');
    expect(await shop.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => shop.count()).toBe(0);
    expect(await logText(page)).not.toContain('You sold');
    await page.context().close();
  });

  it('opens Out of Stamina when a spell is refused for stamina outside combat, and Rest Instead rests', async () => {
    const page = await e2e.open();
    await recall(page, saveCodeOf(tiredSituation()));
    await page.getByRole('button', { name: 'Cast LIGHT' }).click();
    const dialog = page.getByRole('dialog', { name: 'OUT OF STAMINA' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: /^Sacrifice Health: 32 health for 25 stamina/ }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Rest Instead' }).click();
    await expect.poll(() => logText(page)).toContain('Day 2 begins.');
    await page.context().close();
  });

  it('offers one way on after death: Begin Anew, back to a cleared name entry', async () => {
    const page = await e2e.open();
    await recall(page, saveCodeOf(deathSituation()));
    const dialog = page.getByRole('dialog', { name: 'THY QUEST HAS ENDED' });
    await dialog.waitFor({ timeout: 10_000 });
    const labels = await dialog.getByRole('button').allTextContents();
    expect(labels.filter((t) => /Begin Anew|Play Again|Begin New Adventure/.test(t))).toEqual(['Begin Anew']);
    await dialog.getByRole('button', { name: 'Begin Anew' }).click();
    await expect.poll(() => page.getByPlaceholder('Enter hero name...').inputValue()).toBe('');
    await page.context().close();
  });

  it('draws the top three medals as coloured coins, without an emoji font', async () => {
    const page = await e2e.open();
    await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
    const gold = page.getByLabel('Rank 1, gold medal');
    await gold.waitFor();
    const look = await gold.locator('.hall-medal').evaluate((el) => {
      const style = getComputedStyle(el);
      return { text: el.textContent, background: style.backgroundImage, width: el.getBoundingClientRect().width };
    });
    expect(look.text).toBe('1');
    expect(look.background).toContain('gradient');
    expect(look.width).toBeGreaterThan(16);
    expect(await page.getByLabel('Rank 4').textContent()).toBe('#4');
    await page.context().close();
  });
});

const SIZES = [
  { label: 'desktop', viewport: DESKTOP },
  { label: 'phone', viewport: PHONE },
] as const;

// What these check (a hint's words, one tooltip) reads the same in both themes: one each (both with SHOTS=1).
SIZES.forEach(({ label, viewport }, index) => {
  for (const theme of themesFor(index)) {
    describe(`screenshots ${label} ${theme}`, () => {
      const name = (screen: string) => `${screen}-${label}-${theme}`;

      it('legend, tooltip and Out of Stamina', async () => {
        const page = await e2e.open(theme, viewport);
        const tired = kitted(tiredSituation());
        await recall(page, saveCodeOf(tired));
        // The hero stands on column 1: one step left is the outer wall.
        expect(tired.player.x).toBe(1);
        await page.keyboard.press('a');
        await expect.poll(() => page.getByTestId('move-hint').textContent()).toBe('A wall blocks your way.');
        await shot(page, name('wall-hint'));
        const quick = page.getByRole('button', { name: '[H] Use Health Potion' });
        await quick.scrollIntoViewIfNeeded();
        await shot(page, name('quick-buttons'));
        await headerCommand(page, 'LEGEND');
        const legend = page.getByRole('dialog', { name: 'MAP LEGEND' });
        await legend.waitFor();
        await shot(page, name('legend'));
        await page.keyboard.press('Escape');
        await legend.waitFor({ state: 'detached' });
        const item = page.getByTestId('inventory-panel').getByText('Leather Armor');
        await item.scrollIntoViewIfNeeded();
        if (label === 'phone') await item.tap();
        else await item.hover();
        await page.getByRole('tooltip').first().waitFor();
        expect(await page.getByRole('tooltip').count()).toBe(1);
        await shot(page, name('tooltip'));
        await page.mouse.click(2, 2);
        await page.getByRole('button', { name: 'Cast LIGHT' }).click();
        await page.getByRole('dialog', { name: 'OUT OF STAMINA' }).waitFor();
        await shot(page, name('stamina'));
        await page.context().close();
      });

      itTakesShots('shop', async () => {
        const page = await e2e.open(theme, viewport);
        const { state, step } = shopSituation();
        await recall(page, saveCodeOf(state));
        await page.keyboard.press(step);
        await page.getByRole('dialog', { name: '♣ MERCHANT' }).waitFor();
        await shot(page, name('shop'));
        await page.context().close();
      });

      itTakesShots('game over', async () => {
        const page = await e2e.open(theme, viewport);
        await recall(page, saveCodeOf(deathSituation()));
        await page.getByRole('dialog', { name: 'THY QUEST HAS ENDED' }).waitFor({ timeout: 10_000 });
        await shot(page, name('game-over'));
        await page.context().close();
      });

      itTakesShots('Hall of Legends medals', async () => {
        const page = await e2e.open(theme, viewport);
        await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
        await page.getByLabel('Rank 1, gold medal').waitFor();
        await shot(page, name('hall'));
        await page.context().close();
      });
    });
  }
});
