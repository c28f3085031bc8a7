// Screenshots of every game screen at 1280x800 and 390x844, light and dark, into
// /work/screenshots/game (outside the repo) for a human eye. Every screen here is asserted by the
// suites that own it (layout, feedback, focus-dialogs, save-codes), so `npm test` skips these walks;
// SHOTS=1 takes them.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apply, type GameState } from '../../src/engine';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { beginQuest, headerButton, recall, strike, toastShown, WASD } from '../support/browser/gamePage';
import {
  besideExit,
  deathSituation,
  exhaustedSituation,
  fightSituation,
  findSituation,
  heldItem,
  saveCodeOf,
} from '../support/engine/situations';
import { setupE2E } from '../support/browser/setup';
import { itTakesShots, shooter } from '../support/browser/shots';

const OUT = `${SCREENSHOT_DIR}/game`;
const VARIANTS = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const THEMES = ['light', 'dark'] as const;

const e2e = setupE2E({ shots: OUT });

/** A richer mid-game state for the HUD shots: gear, a full-ish pack, a known scroll. */
function kittedOut(): GameState {
  const { state } = findSituation('empty', 'Aria', (a) => a);
  const equipped = ['iron_sword', 'leather_armor'].reduce((s, id) => {
    const item = heldItem(id);
    const held = { ...s, inventory: [...s.inventory, item] };
    return apply(held, { type: 'equip', itemId: item.id });
  }, state);
  const pack = ['health_potion', 'health_potion', 'mana_potion', 'diamonds', 'silver_key'].map((id) => heldItem(id));
  return {
    ...equipped,
    inventory: [...equipped.inventory, ...pack],
    player: { ...equipped.player, gold: 137, health: 72 },
  };
}

const shot = shooter(OUT);

for (const { label, viewport } of VARIANTS) {
  for (const theme of THEMES) {
    describe(`${label} ${theme}`, () => {
      let page: Page;
      const tag = (screen: string) => `${screen}-${label}-${theme}`;

      beforeAll(async () => {
        page = await newPage(e2e.browser, { viewport, hasTouch: label === 'phone', theme });
        await page.goto(e2e.server.url);
      });
      afterAll(async () => page?.context().close());

      itTakesShots('start and play screens', async () => {
        await page.getByPlaceholder('Enter hero name...').waitFor();
        await shot(page, tag('01-start'));
        await beginQuest(page, 'Aria');
        await shot(page, tag('02-game-new'));
        await recall(page, saveCodeOf(kittedOut()));
        await toastShown(page, 'Game Loaded!');
        await shot(page, tag('03-game-kitted'));
        expect(await page.getByTestId('inventory-panel').textContent()).toContain('Diamonds');
      });

      itTakesShots('combat and level-up', async () => {
        const { state, step } = fightSituation();
        await recall(page, saveCodeOf(state));
        await page.keyboard.press(WASD[step]);
        await page
          .getByTestId('enemy-panel')
          .getByText(/HP \d+\/\d+/)
          .waitFor();
        await shot(page, tag('04-combat'));
        for (let i = 0; i < 8 && !(await page.getByText('ASCENSION ACHIEVED').isVisible()); i++) {
          await page
            .getByTestId('turn-banner')
            .getByText('YOUR TURN')
            .or(page.getByText('ASCENSION ACHIEVED'))
            .first()
            .waitFor();
          await strike(page);
        }
        await page.getByRole('dialog', { name: 'ASCENSION ACHIEVED' }).waitFor();
        await shot(page, tag('05-level-up'));
        await page.getByRole('button', { name: /CONSTITUTION/ }).click();
      });

      itTakesShots('merchant, portal, stamina', async () => {
        const { state, step } = findSituation('merchant', 'Trader', (a) => a);
        await recall(
          page,
          saveCodeOf({
            ...state,
            inventory: [heldItem('diamonds'), heldItem('iron_sword'), heldItem('health_potion')],
          }),
        );
        await page.keyboard.press(WASD[step]);
        await page.getByRole('dialog', { name: '♣ MERCHANT' }).waitFor();
        await shot(page, tag('06-merchant'));
        await page.getByRole('button', { name: 'LEAVE SHOP' }).click();

        const exit = besideExit();
        await recall(page, saveCodeOf(exit.state));
        await page.keyboard.press(WASD[exit.step]);
        await page.getByRole('dialog', { name: 'DUNGEON PORTAL DISCOVERED' }).waitFor();
        await shot(page, tag('07-portal'));
        await page.getByRole('button', { name: 'Remain In Current Depths' }).click();

        await recall(page, saveCodeOf(exhaustedSituation()));
        await page.keyboard.press(' ');
        await page.getByRole('dialog', { name: 'OUT OF STAMINA' }).waitFor();
        await shot(page, tag('08-stamina'));
        await page.getByRole('button', { name: 'Sacrifice Health' }).click();
      });

      itTakesShots('save, load, float', async () => {
        await recall(page, saveCodeOf(kittedOut()));
        await (await headerButton(page, 'SAVE')).click();
        await page.getByRole('dialog', { name: 'SAVE SPELLBOOK' }).waitFor();
        await shot(page, tag('09-save'));
        await page.getByRole('button', { name: 'Continue' }).click();
        await (await headerButton(page, 'LOAD')).click();
        await page.getByRole('dialog', { name: 'RECALL ANCIENT ADVENTURE' }).waitFor();
        await shot(page, tag('10-load'));
        await page.keyboard.press('Escape');
        await (await headerButton(page, 'FLOAT')).click();
        await page.getByRole('region', { name: 'EQUIPMENT' }).waitFor();
        await shot(page, tag('11-float'));
        await (await headerButton(page, 'FLOAT')).click();
      });

      itTakesShots('game over', async () => {
        await recall(page, saveCodeOf(deathSituation()));
        await page.getByRole('dialog', { name: 'THY QUEST HAS ENDED' }).waitFor({ timeout: 5000 });
        await shot(page, tag('12-game-over'));
      });
    });
  }
}
