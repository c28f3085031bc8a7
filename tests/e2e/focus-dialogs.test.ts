// Focus after every dialog, by keyboard in Debian's chromium, read as a screen reader reads it (the
// focused node's role and name in the accessibility tree). A dialog the player opened gives focus back
// to its opener; on a phone, where the opener sat in the closed MENU, to the MENU button. A dialog the
// game opened (level-up, out of stamina) hands it to the game controls group, as
// src/ui/game/useDialogFocusReturn.ts intends; game over's Begin Anew to the name field. Panels whose buttons
// vanish when used (Unequip, Use, Eq, Drop, Cast) keep focus in the panel (src/ui/focus/useFocusKeeper.ts).
// One page per size; screenshots of the focused controls go to /work/screenshots/focus-dialogs.
// Toasts ('Game Loaded!', 'Save code generated successfully') are left showing: the first Escape
// must still close the dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apply, type GameState } from '../../src/engine';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { deathSituation, exhaustedSituation, findSituation, heldItem, saveCodeOf } from '../support/engine/situations';
import { focusedNode, headerButton, recall, toastShown } from '../support/browser/gamePage';
import { PERSON_KEY_DELAY_MS } from '../support/browser/person';
import { setupE2E } from '../support/browser/setup';
import { picture, themesFor } from '../support/browser/shots';

const OUT = `${SCREENSHOT_DIR}/focus-dialogs`;
const e2e = setupE2E({ shots: OUT });

// Focus is the same in both themes: a desktop and a phone, one theme each (both with SHOTS=1).
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
].flatMap((viewport, index) => themesFor(index + 1).map((theme) => [theme, viewport] as const));

/** Waits until focus is on the node `expected` matches (never the body, never a node without a role). */
async function expectFocus(page: Page, expected: RegExp): Promise<void> {
  await expect.poll(() => focusedNode(page)).toMatch(expected);
}

const exactly = (role: string, name: string) => new RegExp(`^- ${role} "${name.replace(/[[\]()]/g, '\\$&')}"`);
// One hero per size: the Hall of Legends takes each name once.
const HEROES: Record<string, string> = {
  'dark-1280x800': 'Ada Fell',
  'light-1280x800': 'Bo Fell',
  'light-390x844': 'Cy Fell',
  'dark-390x844': 'Di Fell',
};
const CONTROLS = exactly('group', 'Controls');
const MENU = exactly('button', 'MENU');

/** A quiet room, a sword in hand, leather armour worn, and a pack to use, equip and drop from. */
function kitted(): GameState {
  const { state } = findSituation('empty', 'Keeper', (a) => a);
  const sword = heldItem('iron_sword');
  const armour = heldItem('leather_armor');
  let s: GameState = { ...state, inventory: [sword, armour] };
  s = apply(apply(s, { type: 'equip', itemId: sword.id }), { type: 'equip', itemId: armour.id });
  const inventory = [heldItem('health_potion'), heldItem('diamonds'), heldItem('iron_sword'), heldItem('mana_potion')];
  // Mana for exactly one LIGHT: the cast leaves every Cast button disabled.
  return { ...s, inventory, player: { ...s.player, health: s.player.health - 10, mana: 5 } };
}

/** Opens a dialog by keyboard on its (header or start screen) button and returns the dialog. */
async function openWith(page: Page, opener: Locator, title: string): Promise<Locator> {
  await opener.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** Closes a dialog by its own button (by keyboard) or by Escape, and waits until it is gone. */
async function close(page: Page, dialog: Locator, way: string | RegExp): Promise<void> {
  if (way === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: way, exact: true }).press('Enter');
  await dialog.waitFor({ state: 'detached', timeout: 10_000 }).catch((error: Error) => {
    throw new Error(`still open after ${String(way)}: ${error.message}`);
  });
}

for (const [theme, viewport] of SIZES) {
  const size = `${theme}-${viewport.width}x${viewport.height}`;
  const phone = viewport.width < 500;

  describe(`focus after each dialog (${size})`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(e2e.browser, { viewport, hasTouch: phone, theme });
      await page.goto(e2e.server.url);
    });
    afterAll(async () => {
      await page.context().close();
    });

    it('start screen dialogs give focus back to their button, closed by button and by Escape', async () => {
      const dialogs: [string, string, string][] = [
        ['HALL OF LEGENDS', 'HALL OF LEGENDS', 'CLOSE'],
        ['RECALL ADVENTURE', 'RECALL ANCIENT ADVENTURE', 'Close'],
        ['MYSTIC SOUNDS', 'SOUND CHAMBER', 'CLOSE'],
        ['ANCIENT TOME', 'ANCIENT TOME', 'CLOSE'],
        ['DISPLAY', 'DISPLAY', 'CLOSE'],
        ['MAGIC TUTORIAL', 'MAGIC TUTORIAL', 'ABANDON'],
      ];
      await expectFocus(page, exactly('textbox', 'Name thy hero'));
      for (const [button, title, closeLabel] of dialogs) {
        for (const way of [closeLabel, 'Escape']) {
          const opener = page.getByRole('button', { name: button, exact: true });
          const dialog = await openWith(page, opener, title);
          await close(page, dialog, way);
          await expectFocus(page, exactly('button', button));
        }
      }
      await picture(page, `${OUT}/start-tutorial-closed-${size}.png`);
    });

    it('header dialogs give focus back to their button (the MENU on a phone), closed by button and by Escape', async () => {
      await recall(page, saveCodeOf(kitted()));
      await toastShown(page, 'Game Loaded!');
      const dialogs: [string, string, string][] = [
        ['SAVE', 'SAVE SPELLBOOK', 'Continue'],
        ['LEGEND', 'MAP LEGEND', 'CLOSE'],
        ['TOME', 'ANCIENT TOME', 'CLOSE'],
        ['DISPLAY', 'DISPLAY', 'CLOSE'],
        ['QUIT', 'QUIT ADVENTURE', 'Continue Adventure'],
      ];
      for (const [button, title, closeLabel] of dialogs) {
        for (const way of [closeLabel, 'Escape']) {
          const dialog = await openWith(page, await headerButton(page, button), title);
          await close(page, dialog, way);
          await expectFocus(page, phone ? MENU : exactly('button', button));
        }
      }
      await picture(page, `${OUT}/header-quit-closed-${size}.png`);
    });

    it('the SOUND and THEME toggles keep focus on themselves (on a phone, on the MENU they closed)', async () => {
      for (const name of [/^SOUND (ON|OFF)$/, /^THEME$/]) {
        // headerButton opens the phone's MENU; the SOUND button's name says whether sound is on.
        await headerButton(page, 'THEME');
        await page.getByRole('button', { name }).press('Enter');
        await expectFocus(page, phone ? MENU : new RegExp(`^- button "${name.source.slice(1, -1)}"`));
      }
      // THEME once more, back to the theme this run is about.
      await (await headerButton(page, 'THEME')).press('Enter');
      await expectFocus(page, phone ? MENU : exactly('button', 'THEME'));
    });

    it('Unequip, Use, Eq and Drop leave focus in their panel, on the control now in that place', async () => {
      const equipment = page.getByTestId('equipment-panel');
      await equipment.getByRole('button', { name: 'Unequip Iron Sword' }).press('Enter');
      await expectFocus(page, exactly('button', 'Unequip Leather Armor'));
      await picture(page, `${OUT}/after-unequip-${size}.png`);
      const pack = page.getByTestId('inventory-panel');
      await pack.getByRole('button', { name: 'Use Health Potion', exact: true }).press('Enter');
      await expectFocus(page, /^- \w+ "?.*Diamonds/);
      await pack.getByRole('button', { name: 'Drop Diamonds' }).press('Enter');
      await expectFocus(page, /Iron Sword/);
      await pack.getByRole('button', { name: 'Eq (equip Iron Sword)' }).first().press('Enter');
      await expectFocus(page, /Mana Potion|Iron Sword/);
      await picture(page, `${OUT}/after-eq-${size}.png`);
    });

    it('Cast that spends the last mana leaves focus in the spells panel', async () => {
      const spells = page.getByTestId('spells-panel');
      await spells.getByRole('button', { name: 'Cast LIGHT' }).press('Enter');
      await expect.poll(() => spells.getByRole('button', { name: 'Cast LIGHT' }).isDisabled()).toBe(true);
      await expectFocus(page, /^- list/);
      await picture(page, `${OUT}/after-cast-${size}.png`);
    });

    it('Out of Stamina: Sacrifice Health, Close and Escape hand focus to the controls', async () => {
      // Each way out names its cost after its name ("Sacrifice Health: 50 health for 25 stamina ...").
      for (const way of [/^Sacrifice Health/, 'Close', 'Escape']) {
        await recall(page, saveCodeOf(exhaustedSituation()));
        await page.keyboard.press(' ');
        const dialog = page.getByRole('dialog', { name: 'OUT OF STAMINA' });
        await dialog.waitFor();
        await close(page, dialog, way);
        await expectFocus(page, CONTROLS);
      }
      await picture(page, `${OUT}/after-stamina-${size}.png`);
    });

    it('Out of Stamina outside a fight: after Rest Instead focus is on the controls', async () => {
      const { state } = findSituation('empty', 'Weary', (a) => a);
      await recall(page, saveCodeOf({ ...state, player: { ...state.player, stamina: 0, health: 64 } }));
      const cast = page.getByTestId('spells-panel').getByRole('button', { name: 'Cast LIGHT' });
      const dialog = await openWith(page, cast, 'OUT OF STAMINA');
      await close(page, dialog, /^Rest Instead/);
      await expectFocus(page, CONTROLS);
    });

    it('level-up: after choosing a stat focus is on the controls', async () => {
      const { state } = findSituation('empty', 'Riser', (a) => a);
      await recall(page, saveCodeOf({ ...state, player: { ...state.player, pendingStatPoint: 1 } }));
      const dialog = page.getByRole('dialog', { name: 'ASCENSION ACHIEVED' });
      await dialog.waitFor();
      await close(page, dialog, /^STRENGTH \+1/);
      await expectFocus(page, CONTROLS);
      await picture(page, `${OUT}/after-level-up-${size}.png`);
    });

    it('game over: Begin Anew puts focus in the emptied name field', async () => {
      await recall(page, saveCodeOf(deathSituation()));
      const dialog = page.getByRole('dialog', { name: 'THY QUEST HAS ENDED' });
      await dialog.waitFor({ timeout: 10_000 });
      await dialog.getByRole('button', { name: 'Begin Anew' }).press('Enter');
      await expectFocus(page, exactly('textbox', 'Name thy hero'));
      expect(await page.getByRole('textbox', { name: 'Name thy hero' }).inputValue()).toBe('');
      await picture(page, `${OUT}/after-game-over-${size}.png`);
    });

    it('a real run quit and inscribed: Begin New Adventure puts focus in the name field', async () => {
      await page.keyboard.type(HEROES[size], { delay: PERSON_KEY_DELAY_MS });
      await page.keyboard.press('Enter');
      await page.getByTestId('game-screen').waitFor();
      const quit = await openWith(page, await headerButton(page, 'QUIT'), 'QUIT ADVENTURE');
      await quit.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).press('Enter');
      const save = quit.getByRole('button', { name: 'SAVE FREE' });
      await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
      await save.press('Enter');
      const again = quit.getByRole('button', { name: 'Begin New Adventure' });
      await again.waitFor();
      // The form went with its button: focus stays on a control in the dialog.
      await expect.poll(() => focusedNode(page)).not.toBe('none');
      await picture(page, `${OUT}/quit-inscribed-${size}.png`);
      await again.press('Enter');
      await expectFocus(page, exactly('textbox', 'Name thy hero'));
    });
  });
}
