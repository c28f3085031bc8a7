// Accessibility of the game screen and its in-game dialogs: no serious or critical axe-core violation
// (colour contrast of log colours, spell costs, soft buttons, dialogs included). axe runs on two looks:
// the default (standard palette, light) and the one farthest from it (high contrast, dark: its own
// backgrounds, ink, accents and log colours). A palette only sets custom properties; every palette in
// both themes is measured pair by pair in tests/unit/ui/display/uiPalettes.test.ts.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser/chromium';
import { recall, WASD } from '../support/browser/gamePage';
import {
  besideExit,
  deathSituation,
  exhaustedSituation,
  fightSituation,
  findSituation,
  heldItem,
  saveCodeOf,
} from '../support/engine/situations';
import { expectNoSeriousAxeViolations } from '../support/browser/axe';
import { setupE2E } from '../support/browser/setup';
import type { PaletteId } from '../../src/map/palette';
import { DEFAULT_DISPLAY_SETTINGS, DISPLAY_STORAGE_KEY } from '../../src/ui/display/displaySettings';

const e2e = setupE2E();

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Opens a header dialog, checks it, and closes it with Escape. */
async function checkHeaderDialog(page: Page, button: string, title: string, label: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await dialog(page, title).waitFor();
  await expectNoSeriousAxeViolations(page, label);
  await page.keyboard.press('Escape');
  await dialog(page, title).waitFor({ state: 'hidden' });
}

const LOOKS: { palette: PaletteId; theme: 'light' | 'dark' }[] = [
  { palette: 'standard', theme: 'light' },
  { palette: 'high-contrast', theme: 'dark' },
];

for (const { palette, theme } of LOOKS) {
  describe(`game screen accessibility, ${palette} palette, ${theme}`, () => {
    let page: Page;

    beforeAll(async () => {
      page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 }, theme });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        DISPLAY_STORAGE_KEY,
        JSON.stringify({ ...DEFAULT_DISPLAY_SETTINGS, palette }),
      ] as const);
      await page.goto(e2e.server.url);
    });
    afterAll(async () => page?.context().close());

    it('the HUD after loot and in combat (log colours, spell costs, enemy panel, soft buttons)', async () => {
      const loot = findSituation('treasure', 'Looter', (a) => a);
      await recall(page, saveCodeOf(loot.state));
      await page.keyboard.press(WASD[loot.step]);
      await page.getByTestId('combat-log').locator('.log-loot').first().waitFor();
      await expectNoSeriousAxeViolations(page, `${palette} ${theme} game screen with loot`);
      // The same game on a phone, the window turned mid-game: the buttons' short labels are their names too.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'MENU', exact: true }).waitFor();
      await expectNoSeriousAxeViolations(page, `${palette} ${theme} game screen with loot, 390x844`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'MENU', exact: true }).waitFor({ state: 'detached' });

      const { state, step } = fightSituation();
      await recall(page, saveCodeOf(state));
      await page.keyboard.press(WASD[step]);
      await page
        .getByTestId('enemy-panel')
        .getByText(/HP \d+\/\d+/)
        .waitFor();
      await expectNoSeriousAxeViolations(page, `${palette} ${theme} game screen in combat`);
    });

    it('the header dialogs: quit, save, load, help, legend, tome', async () => {
      await recall(page, saveCodeOf(findSituation('empty', 'Reader', (a) => a).state));
      await checkHeaderDialog(page, 'QUIT', 'QUIT ADVENTURE', `${palette} ${theme} quit dialog`);
      await checkHeaderDialog(page, 'SAVE', 'SAVE SPELLBOOK', `${palette} ${theme} save dialog`);
      await checkHeaderDialog(page, 'LOAD', 'RECALL ANCIENT ADVENTURE', `${palette} ${theme} load dialog`);
      await checkHeaderDialog(page, 'HELP', 'HELP', `${palette} ${theme} help dialog`);
      await checkHeaderDialog(page, 'LEGEND', 'MAP LEGEND', `${palette} ${theme} legend dialog`);
      await checkHeaderDialog(page, 'TOME', 'ANCIENT TOME', `${palette} ${theme} tome dialog`);
    });

    it('the dialogs the game opens: merchant, portal, stamina, level-up, game over', async () => {
      const shop = findSituation('merchant', 'Trader', (a) => a);
      await recall(page, saveCodeOf({ ...shop.state, inventory: [heldItem('diamonds'), heldItem('iron_sword')] }));
      await page.keyboard.press(WASD[shop.step]);
      await dialog(page, '♣ MERCHANT').waitFor();
      await expectNoSeriousAxeViolations(page, `${palette} ${theme} merchant`);
      await page.getByRole('button', { name: 'LEAVE SHOP' }).click();

      const exit = besideExit();
      await recall(page, saveCodeOf(exit.state));
      await page.keyboard.press(WASD[exit.step]);
      await dialog(page, 'DUNGEON PORTAL DISCOVERED').waitFor();
      await expectNoSeriousAxeViolations(page, `${palette} ${theme} portal`);
      await page.getByRole('button', { name: 'Remain In Current Depths' }).click();

      await recall(page, saveCodeOf(exhaustedSituation()));
      await page.keyboard.press(' ');
      await dialog(page, 'OUT OF STAMINA').waitFor();
      await expectNoSeriousAxeViolations(page, `${palette} ${theme} out of stamina`);
      await page.getByRole('button', { name: 'Sacrifice Health' }).click();

      const pending = findSituation('empty', 'Riser', (a) => a).state;
      await recall(page, saveCodeOf({ ...pending, player: { ...pending.player, pendingStatPoint: 1 } }));
      await dialog(page, 'ASCENSION ACHIEVED').waitFor();
      await expectNoSeriousAxeViolations(page, `${palette} ${theme} level-up`);
      await page.getByRole('button', { name: /CONSTITUTION/ }).click();

      await recall(page, saveCodeOf(deathSituation()));
      await dialog(page, 'THY QUEST HAS ENDED').waitFor({ timeout: 5000 });
      await expectNoSeriousAxeViolations(page, `${palette} ${theme} game over`);
    });
  });
}
