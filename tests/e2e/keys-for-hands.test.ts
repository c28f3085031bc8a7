// A key for every action, by keyboard alone in Debian's chromium at a person's pace: each pack slot and
// each spell shows a letter; Q drinks, Y reads, F equips, I uses or equips and Z casts by that letter
// (two presses where Tab took 14 to 47), Escape lets a prompt go; HELP and CONTROLS list those keys.
// Tabbing into the pack keeps the header in view; the tutorial's seven dots are one Tab stop whose
// arrows move page and focus together; the shop opens with Enter leaving nothing; V's answer shows on
// screen. Pictures (SHOTS=1) go to /work/screenshots/keys-for-hands.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GameState } from '../../src/engine';
import { SCREENSHOT_DIR } from '../support/browser/chromium';
import { findSituation, heldItem, saveCodeOf } from '../support/engine/situations';
import { focusedNode, headerButton, logText, recall, waitForLog, WASD } from '../support/browser/gamePage';
import { pressLikeAPerson, slotLetter } from '../support/browser/keys';
import { setupE2E } from '../support/browser/setup';
import { picture, themesFor } from '../support/browser/shots';
import { waitForStill } from '../support/browser/settle';

const OUT = `${SCREENSHOT_DIR}/keys-for-hands`;
const e2e = setupE2E({ shots: OUT });
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A hero on an empty cell at half health and a fifth of its mana, with two potions, a sword and a scroll. */
function packedHero(): GameState {
  const { state } = findSituation('empty', 'Hands', (a) => a);
  return {
    ...state,
    player: { ...state.player, health: 50, mana: 10 },
    inventory: ['health_potion', 'iron_sword', 'mana_potion', 'scroll_magic_missile'].map(heldItem),
  };
}

/** The status panel's "HP 50/100" line as shown. */
async function healthShown(page: Page): Promise<string> {
  const text = (await page.getByTestId('status-panel').innerText()).replace(/\s+/g, ' ');
  return /HP\s*[\d,]+\s*\/\s*[\d,]+/.exec(text)?.[0] ?? text;
}

describe('a key for every action', () => {
  for (const theme of themesFor(0)) {
    it(`${theme}: letters on slots and spells; Q, F, Y, I and Z act by letter in two presses`, async () => {
      const page = await e2e.open(theme);
      const hero = packedHero();
      await recall(page, saveCodeOf(hero));
      const pack = page.getByTestId('inventory-panel');
      // Each slot shows its letter, a to d in pack order.
      const letters = await Promise.all(
        ['Health Potion', 'Iron Sword', 'Mana Potion', 'Scroll of Magic Missile'].map((name) => slotLetter(pack, name)),
      );
      expect(letters).toEqual(['a', 'b', 'c', 'd']);
      await waitForStill(page);
      await picture(page, `${OUT}/pack-letters-${theme}-1280x800.png`);
      const prompt = page.getByTestId('message-line');

      // Q asks which potion, then its letter drinks it.
      const health = await healthShown(page);
      await pressLikeAPerson(page, 'q');
      await expect.poll(() => prompt.innerText()).toMatch(/^Drink which\? \[a, c\]/);
      await picture(page, `${OUT}/quaff-prompt-${theme}-1280x800.png`);
      await pressLikeAPerson(page, 'a');
      await waitForLog(page, 'You use Health Potion and recover');
      await expect.poll(() => healthShown(page)).not.toBe(health);
      await expect.poll(() => prompt.innerText()).toBe('');

      // Escape lets a prompt go: nothing drunk, nobody moved.
      const where = await page.getByTestId('game-where').innerText();
      const log = await logText(page);
      await pressLikeAPerson(page, 'q');
      await expect.poll(() => prompt.innerText()).toMatch(/^Drink which\?/);
      await pressLikeAPerson(page, 'Escape');
      await expect.poll(() => prompt.innerText()).toBe('');
      expect(await logText(page)).toBe(log);
      expect(await page.getByTestId('game-where').innerText()).toBe(where);

      // F equips by letter: the sword is now 'a' (the drunk potion left the pack).
      expect(await slotLetter(pack, 'Iron Sword')).toBe('a');
      await pressLikeAPerson(page, 'f');
      await expect.poll(() => prompt.innerText()).toMatch(/^Equip which\? \[a\]/);
      await pressLikeAPerson(page, 'a');
      await waitForLog(page, 'You equip Iron Sword.');
      await page.getByTestId('equipment-panel').getByText('Iron Sword').waitFor();

      // Y reads the scroll: a new spell, listed with a letter.
      const scroll = await slotLetter(pack, 'Scroll of Magic Missile');
      await pressLikeAPerson(page, 'y');
      await expect.poll(() => prompt.innerText()).toMatch(new RegExp(`^Read which\\? \\[${scroll}\\]`));
      await pressLikeAPerson(page, scroll);
      await waitForLog(page, 'You learned the MAGIC MISSILE spell!');

      // I, the pack's own key, then a letter uses what its button says (Use for the mana potion).
      const mana = await slotLetter(pack, 'Mana Potion');
      await pressLikeAPerson(page, 'i');
      await expect.poll(() => prompt.innerText()).toMatch(/^Use or equip which\?/);
      await pressLikeAPerson(page, mana);
      await waitForLog(page, 'You use Mana Potion and recover');

      // Z casts by the letter the spells panel shows.
      const spells = page.getByTestId('spells-panel');
      const light = await slotLetter(spells, /\bLIGHT\b/);
      await pressLikeAPerson(page, 'z');
      await expect.poll(() => prompt.innerText()).toMatch(/^Cast which spell\? \[a-d\]/);
      await pressLikeAPerson(page, light);
      await waitForLog(page, 'You cast LIGHT. Light floods the nearby halls.');
      await page.context().close();
    });
  }

  it('HELP names the new keys and CONTROLS rebinds them: Quaff on K drinks with K', async () => {
    const page = await e2e.open('dark');
    await recall(page, saveCodeOf(packedHero()));
    await (await headerButton(page, 'HELP')).click();
    const help = page.getByRole('dialog', { name: 'HELP' });
    await help.waitFor();
    for (const [key, meaning] of [
      ['Q', /^Quaff: drink a potion/],
      ['Y', /^Read a scroll/],
      ['F', /^Equip/],
      ['I', /^Inventory/],
      ['Z', /^Cast a spell/],
    ] as const) {
      // The keys' table comes first (the gamepad's, further down, has a Y button of its own).
      const row = help
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: key, exact: true }) })
        .first();
      expect(await row.getByRole('cell').innerText(), key).toMatch(meaning);
    }
    await pressLikeAPerson(page, 'Escape');
    await help.waitFor({ state: 'detached' });
    await (await headerButton(page, 'CONTROLS')).click();
    const controls = page.getByRole('dialog', { name: 'CONTROLS' });
    await controls.getByRole('button', { name: 'Quaff a potion: Q. Press to rebind' }).click();
    await pressLikeAPerson(page, 'k');
    await controls.getByRole('button', { name: 'Quaff a potion: K. Press to rebind' }).waitFor();
    await pressLikeAPerson(page, 'Escape');
    await controls.waitFor({ state: 'detached' });
    await pressLikeAPerson(page, 'k');
    await expect.poll(() => page.getByTestId('message-line').innerText()).toMatch(/^Drink which\?/);
    await pressLikeAPerson(page, 'a');
    await waitForLog(page, 'You use Health Potion and recover');
    await page.context().close();
  });
});

describe('focus where the hands are', () => {
  for (const [theme, viewport] of [
    ['light', DESKTOP],
    ['dark', PHONE],
  ] as const) {
    it(`${viewport.width}x${viewport.height}: tabbing into the pack keeps the header in view`, async () => {
      const page = await e2e.open(theme, viewport);
      await recall(page, saveCodeOf(packedHero()));
      const header = page.getByTestId('game-where');
      const pack = page.getByTestId('inventory-panel');
      for (let i = 0; i < 80; i++) {
        await pressLikeAPerson(page, 'Tab');
        if (await pack.evaluate((el) => el.contains(document.activeElement))) break;
      }
      expect(await pack.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      // The page itself never scrolls: the header keeps its place at the top.
      await waitForStill(page);
      expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
      const box = (await header.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      await picture(page, `${OUT}/tabbed-pack-${theme}-${viewport.width}x${viewport.height}.png`);
      await page.context().close();
    });
  }

  it("the tutorial's seven dots are one Tab stop; arrows move the page and the focus together", async () => {
    const page = await e2e.open('light');
    await page.getByRole('button', { name: 'MAGIC TUTORIAL' }).click();
    const scroll = page.getByRole('dialog', { name: 'MAGIC TUTORIAL' });
    await scroll.getByText(/^Page 1 of 7/).waitFor();
    const dots = scroll.getByRole('tab');
    expect(await dots.count()).toBe(7);
    // Tab round the scroll: of the seven dots only the current page's is ever a stop.
    const stops: string[] = [];
    for (let i = 0; i < 8; i++) {
      await pressLikeAPerson(page, 'Tab');
      stops.push(await focusedNode(page));
    }
    const dotStops = new Set(stops.filter((stop) => /\btab "Page/.test(stop)));
    expect([...dotStops], stops.join(' | ')).toEqual([expect.stringMatching(/tab "Page 1: [^"]*" \[selected\]/)]);
    await dots.first().focus();
    await pressLikeAPerson(page, 'ArrowRight');
    await scroll.getByText(/^Page 2 of 7/).waitFor();
    expect(await focusedNode(page)).toMatch(/tab "Page 2: [^"]*" \[selected\]/);
    await pressLikeAPerson(page, 'End');
    await scroll.getByText(/^Page 7 of 7/).waitFor();
    expect(await focusedNode(page)).toMatch(/tab "Page 7: [^"]*" \[selected\]/);
    await pressLikeAPerson(page, 'Home');
    await scroll.getByText(/^Page 1 of 7/).waitFor();
    expect(await focusedNode(page)).toMatch(/tab "Page 1: [^"]*" \[selected\]/);
    await picture(page, `${OUT}/tutorial-dots-light-1280x800.png`);
    await page.context().close();
  });

  for (const theme of themesFor(1)) {
    it(`${theme}: the shop opens with Enter leaving nothing and selling nothing; Tab reaches the first SELL`, async () => {
      const page = await e2e.open(theme);
      const { state, step } = findSituation('merchant', 'Seller', (a) => a);
      await recall(page, saveCodeOf({ ...state, inventory: [heldItem('iron_sword'), heldItem('diamonds')] }));
      await pressLikeAPerson(page, WASD[step]);
      const shop = page.getByRole('dialog', { name: '♣ MERCHANT' });
      await shop.waitFor();
      await waitForStill(page);
      await picture(page, `${OUT}/shop-open-${theme}-1280x800.png`);
      await pressLikeAPerson(page, 'Enter');
      await waitForStill(page);
      expect(await shop.isVisible()).toBe(true);
      expect(await shop.locator('.shop-row').count()).toBe(2);
      await pressLikeAPerson(page, 'Tab');
      expect(await focusedNode(page)).toMatch(/^- button "Sell Iron Sword/);
      await page.context().close();
    });
  }

  it('V shows its answer on screen, as a screen reader hears it', async () => {
    const page = await e2e.open('dark');
    const { state } = findSituation('monster', 'Watcher', (a) => a);
    await recall(page, saveCodeOf(state));
    await pressLikeAPerson(page, 'v');
    const line = page.getByTestId('message-line');
    await expect.poll(() => line.innerText()).toMatch(/^An? [A-Z][\w' ]+, .+, (trivial|fair|dangerous|deadly)\./);
    // A screen reader hears the same words (the narrator speaks a moment later, merging what comes at once).
    const shown = await line.innerText();
    await expect.poll(() => page.getByTestId('narration-polite').textContent()).toContain(shown);
    expect(await line.isVisible()).toBe(true);
    await picture(page, `${OUT}/v-answer-dark-1280x800.png`);
    await page.context().close();
  });
});
