// Any keyboard and a gamepad, as a player uses them: an AZERTY keyboard's Z Q S D move as W A S D do
// on QWERTY; Rest rebound to K in the CONTROLS dialog still rests after a reload, and a second key
// can be added and taken away; a gamepad's d-pad
// moves and its A button attacks, works the level-up and Out of Stamina dialogs and asks where the
// exit is; focus goes back to the button that opened the dialog.
// Screenshots of the dialog go to /work/screenshots/controls.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apply, type Direction, type GameState } from '../../src/engine';
import { SCREENSHOT_DIR } from '../support/browser/chromium';
import {
  dismissToast,
  focusedName,
  headerButton,
  logText,
  recall,
  toastShown,
  waitForLog,
  whereText,
} from '../support/browser/gamePage';
import { exhaustedSituation, findSituation, fightSituation, saveCodeOf } from '../support/engine/situations';
import { PERSON_KEY_DELAY_MS } from '../support/browser/person';
import { waitForStill } from '../support/browser/settle';
import { setupE2E } from '../support/browser/setup';
import { picture, themesFor } from '../support/browser/shots';

const OUT = `${SCREENSHOT_DIR}/controls`;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const e2e = setupE2E({ shots: OUT });

const STEP: Record<Direction, [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };
const where = (x: number, y: number, level = 1) => `DUNGEON LEVEL ${level} (${x}, ${y})`;
const reverse: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' };

/** An AZERTY keyboard: the character each W A S D position types there, and its Windows key code. */
const AZERTY: Record<Direction, { key: string; code: string; vk: number }> = {
  up: { key: 'z', code: 'KeyW', vk: 90 },
  left: { key: 'q', code: 'KeyA', vk: 81 },
  down: { key: 's', code: 'KeyS', vk: 83 },
  right: { key: 'd', code: 'KeyD', vk: 68 },
};

/** Press one key as the keyboard sends it: the character typed and the physical key, through the
 *  browser's input pipeline (page.keyboard cannot give a key another layout's character). */
async function pressPhysical(page: Page, press: { key: string; code: string; vk: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const common = { key: press.key, code: press.code, windowsVirtualKeyCode: press.vk, nativeVirtualKeyCode: press.vk };
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: press.key, unmodifiedText: press.key, ...common });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common });
  await cdp.detach();
  await page.waitForTimeout(PERSON_KEY_DELAY_MS);
}

describe('any keyboard', () => {
  it('on AZERTY, Z Q S D (the W A S D positions) walk as W A S D do on QWERTY; A (at Q) and W (at Z) never move', async () => {
    const page = await e2e.open('light');
    const { state, step } = findSituation('empty', 'Azerty', (a) => a);
    await recall(page, saveCodeOf(state));
    const { x, y } = state.player;
    expect(await whereText(page)).toBe(where(x, y));
    // Those positions are Quaff's and Cast's: their prompts ask "which?", and Escape lets them go.
    await pressPhysical(page, { key: 'a', code: 'KeyQ', vk: 65 });
    await pressPhysical(page, { key: 'w', code: 'KeyZ', vk: 87 });
    await page.keyboard.press('Escape');
    expect(await whereText(page)).toBe(where(x, y));
    const [dx, dy] = STEP[step];
    await pressPhysical(page, AZERTY[step]);
    await expect.poll(() => whereText(page)).toBe(where(x + dx, y + dy));
    await pressPhysical(page, AZERTY[reverse[step]]);
    await expect.poll(() => whereText(page)).toBe(where(x, y));
    await page.context().close();
  });

  it('Rest rebound to K in CONTROLS: a taken key is refused by name, K rests after a reload, R does not', async () => {
    const page = await e2e.open('light');
    const { state } = findSituation('empty', 'Rebinder', (a) => a);
    await recall(page, saveCodeOf(state));
    const opener = await headerButton(page, 'CONTROLS');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'CONTROLS' });
    await dialog.waitFor();
    const message = dialog.getByTestId('controls-message');
    // Keyboard only from here: Tab to the Rest row's button, Enter, then the new key.
    await pressNewKey(page, dialog, 'Rest: R. Press to rebind', 'k', 'Rest: K.');
    // Focus stays on the row's button, which now names the new key.
    expect(await focusedName(page)).toBe('Rest: K. Press to rebind');
    // K is taken now: binding it to Look is refused, and Escape leaves Look as it was (the dialog stays).
    await dialog.getByRole('button', { name: 'Look around: L. Press to rebind' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(PERSON_KEY_DELAY_MS);
    await page.keyboard.press('k');
    await expect.poll(() => message.textContent()).toBe('K is already bound to Rest.');
    await page.keyboard.press('Escape');
    await expect.poll(() => message.textContent()).toBe('Look around keeps L.');
    expect(await dialog.isVisible()).toBe(true);
    expect(await focusedName(page)).toBe('Look around: L. Press to rebind');
    await picture(page, `${OUT}/rebound-light-1280.png`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await recall(page, saveCodeOf(state));
    await toastShown(page, 'Game Loaded!');
    // The REST button names the key in force.
    await page
      .getByRole('button', {
        name: /^REST (−[\d,]+|free)( · \d+%)?: Rest \(K\), costs ([\d,]+|no) score( · [\w &']+ \d+%)?$/,
      })
      .waitFor();
    const before = await logText(page);
    await page.keyboard.press('r');
    // Deliberately a fixed look: nothing is to happen, and a person would see the log stay as it was.
    await page.waitForTimeout(300);
    expect(await logText(page)).toBe(before);
    await page.keyboard.press('k');
    await waitForLog(page, 'You rest and recover your strength. Day 2 begins.');
    // Reset to defaults: R rests again.
    await (await headerButton(page, 'CONTROLS')).click();
    await dialog.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect.poll(() => message.textContent()).toBe('Every key is back to its default.');
    expect(await dialog.getByRole('button', { name: 'Rest: R. Press to rebind' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.keyboard.press('r');
    await waitForLog(page, 'You rest and recover your strength. Day 3 begins.');
    await page.context().close();
  });

  it('+ adds J beside R for Rest, both rest; Backspace on J takes it away again', async () => {
    const page = await e2e.open('light');
    const { state } = findSituation('empty', 'Twokeys', (a) => a);
    await recall(page, saveCodeOf(state));
    await (await headerButton(page, 'CONTROLS')).click();
    const dialog = page.getByRole('dialog', { name: 'CONTROLS' });
    const message = dialog.getByTestId('controls-message');
    await pressNewKey(page, dialog, 'Rest: add a second key', 'j', 'Rest: R / J.');
    expect(await focusedName(page)).toBe('Rest: J. Press to rebind');
    await picture(page, `${OUT}/second-key-light-1280.png`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.keyboard.press('j');
    await waitForLog(page, 'You rest and recover your strength. Day 2 begins.');
    await page.keyboard.press('r');
    await waitForLog(page, 'You rest and recover your strength. Day 3 begins.');

    await (await headerButton(page, 'CONTROLS')).click();
    await dialog.getByRole('button', { name: 'Rest: J. Press to rebind' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => message.textContent())
      .toBe('Press a key for Rest (Escape cancels, Backspace removes this key).');
    await page.waitForTimeout(PERSON_KEY_DELAY_MS);
    await page.keyboard.press('Backspace');
    await expect.poll(() => message.textContent()).toBe('Rest: R.');
    await dialog.getByRole('button', { name: 'Rest: add a second key' }).waitFor();
    await page.context().close();
  });

  it('closing CONTROLS gives focus back to the button that opened it', async () => {
    const page = await e2e.open('dark');
    const { state } = findSituation('empty', 'Focus', (a) => a);
    await recall(page, saveCodeOf(state));
    await (await headerButton(page, 'CONTROLS')).click();
    const dialog = page.getByRole('dialog', { name: 'CONTROLS' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('CONTROLS');
    // From HELP too: its CONTROLS button opens the dialog; closing it leaves focus in the game.
    await (await headerButton(page, 'HELP')).click();
    await page.getByRole('button', { name: 'CONTROLS: change the keys' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'CLOSE' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).not.toBe('body');
    await page.context().close();
  });
});

/** The fake pad's window: the pad, and the tap in progress (tapButton) that the page's reads let go. */
type PadWindow = {
  testPad: { buttons: { pressed: boolean; value: number }[] };
  padTap: { button: number; since: number; read: boolean } | null;
};

/**
 * A fake standard gamepad the test presses, installed before the page's own scripts run. Each time the
 * page reads it (once a frame), a tap in progress is let go once the page has read it pressed and a
 * thumb's ~100 ms have passed: this read then sees it released.
 */
async function plugInPad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pad = {
      id: 'Test Pad (STANDARD GAMEPAD)',
      index: 0,
      connected: true,
      mapping: 'standard',
      timestamp: 0,
      axes: [0, 0, 0, 0],
      buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })),
    };
    const w = window as unknown as PadWindow;
    w.testPad = pad;
    w.padTap = null;
    navigator.getGamepads = () => {
      const tap = w.padTap;
      if (tap && tap.read && performance.now() - tap.since >= 100) {
        Object.assign(pad.buttons[tap.button], { pressed: false, value: 0 });
        w.padTap = null;
      } else if (tap) tap.read = true;
      return [pad as unknown as Gamepad, null, null, null];
    };
  });
}

/**
 * Press a pad button for as long as a thumb does (~100 ms), then let go. A pad is only seen when the
 * page reads it, once a frame, and a frame here (SwiftShader, a busy machine) can take longer than a
 * thumb: the tap is let go by the page's own reads (plugInPad), so it is read pressed at least once
 * and never held across the d-pad's first repeat (300 ms), which would move the hero twice.
 */
async function tapButton(page: Page, index: number): Promise<void> {
  await page.evaluate(async (i) => {
    const w = window as unknown as PadWindow;
    Object.assign(w.testPad.buttons[i], { pressed: true, value: 1 });
    w.padTap = { button: i, since: performance.now(), read: false };
    for (const end = performance.now() + 10_000; w.padTap !== null;) {
      if (performance.now() > end) throw new Error('the page never read the pad');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }, index);
  await page.waitForTimeout(PERSON_KEY_DELAY_MS);
}

const DPAD: Record<Direction, number> = { up: 12, down: 13, left: 14, right: 15 };

/** In CONTROLS, by keyboard: Enter on a key button, the prompt, a person's pause, the new key, its result. */
async function pressNewKey(page: Page, dialog: Locator, button: string, key: string, result: string): Promise<void> {
  const message = dialog.getByTestId('controls-message');
  await dialog.getByRole('button', { name: button }).focus();
  await page.keyboard.press('Enter');
  const action = button.split(':')[0];
  await expect.poll(() => message.textContent()).toBe(`Press a key for ${action} (Escape cancels).`);
  await page.waitForTimeout(PERSON_KEY_DELAY_MS);
  await page.keyboard.press(key);
  await expect.poll(() => message.textContent()).toBe(result);
}

describe('gamepad', () => {
  it('the d-pad moves one tile per tap and back; CONTROLS names the connected pad', async () => {
    const page = await e2e.open('light');
    await plugInPad(page);
    await page.reload();
    const { state, step } = findSituation('empty', 'Padder', (a) => a);
    await recall(page, saveCodeOf(state));
    const { x, y } = state.player;
    const [dx, dy] = STEP[step];
    await tapButton(page, DPAD[step]);
    await expect.poll(() => whereText(page)).toBe(where(x + dx, y + dy));
    await tapButton(page, DPAD[reverse[step]]);
    await expect.poll(() => whereText(page)).toBe(where(x, y));
    await (await headerButton(page, 'CONTROLS')).click();
    const dialog = page.getByRole('dialog', { name: 'CONTROLS' });
    expect(await dialog.getByTestId('gamepad-status').textContent()).toBe(
      'Gamepad connected: Test Pad (STANDARD GAMEPAD)',
    );
    // While the dialog is open the pad does nothing in the game.
    await tapButton(page, DPAD[step]);
    expect(await whereText(page)).toBe(where(x, y));
    await page.context().close();
  });

  it('A attacks in a fight: the log shows the blow the engine rolls', async () => {
    const page = await e2e.open('light');
    await plugInPad(page);
    await page.reload();
    const { state, step } = fightSituation();
    const entered = apply(state, { type: 'move', direction: step });
    const fighting: GameState = { ...entered, combat: { ...entered.combat, turn: 'player' } };
    const struck = apply(fighting, { type: 'attack' });
    // The engine's dice are in the state: the blow the page shows is the one rolled here.
    const blow = struck.log.slice(-3).find((line) => /^You (hit|miss) the /.test(line));
    expect(blow).toBeDefined();
    await recall(page, saveCodeOf(fighting));
    await page.getByTestId('turn-banner').getByText('YOUR TURN').waitFor();
    await tapButton(page, 0);
    await waitForLog(page, blow!);
    await page.context().close();
  });
});

describe('gamepad in dialogs', () => {
  it('the d-pad walks ASCENSION ACHIEVED and A picks; RT asks for the exit; B closes Out of Stamina', async () => {
    const page = await e2e.open('light');
    await plugInPad(page);
    await page.reload();
    const { state } = findSituation('empty', 'Padder', (a) => a);
    const rising: GameState = { ...state, player: { ...state.player, pendingStatPoint: 1 } };
    const raised = apply(rising, { type: 'allocateStat', stat: 'dexterity' });
    await recall(page, saveCodeOf(rising));
    const levelUp = page.getByRole('dialog', { name: 'ASCENSION ACHIEVED' });
    await levelUp.waitFor();
    await expect.poll(() => focusedName(page)).toMatch(/^STRENGTH \+1/);
    await tapButton(page, DPAD.down);
    await expect.poll(() => focusedName(page)).toMatch(/^INTELLIGENCE \+1/);
    await tapButton(page, DPAD.down);
    await expect.poll(() => focusedName(page)).toMatch(/^DEXTERITY \+1/);
    await tapButton(page, 0);
    await levelUp.waitFor({ state: 'detached' });
    await waitForLog(page, raised.log[raised.log.length - 1]);

    // RT asks what G asks, and the narration answers.
    expect(rising.dungeon.exitFound).toBe(false);
    await tapButton(page, 7);
    await expect
      .poll(() => page.getByTestId('narration-polite').textContent())
      .toContain('The exit has not been found yet.');

    // A attacks with too little stamina: Out of Stamina opens, and B closes it as Escape does. The
    // load gave focus back to LOAD; the closed dialog gives it to the controls all the same.
    await recall(page, saveCodeOf(exhaustedSituation()));
    await page.getByTestId('turn-banner').getByText('YOUR TURN').waitFor();
    await expect.poll(() => focusedName(page)).toBe('LOAD');
    await tapButton(page, 0);
    const tired = page.getByRole('dialog', { name: 'OUT OF STAMINA' });
    await tired.waitFor();
    await tapButton(page, 1);
    await tired.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('Controls');
    await page.context().close();
  });
});

describe('CONTROLS dialog pictures', () => {
  for (const [index, viewport] of [PHONE, DESKTOP].entries()) {
    for (const theme of themesFor(index)) {
      it(`${theme} at ${viewport.width}x${viewport.height}`, async () => {
        const page = await e2e.open(theme, viewport);
        const { state } = findSituation('empty', 'Picture', (a) => a);
        await recall(page, saveCodeOf(state));
        // The load's toast would cover the bottom of the dialog: dismiss it, as a reader would.
        await dismissToast(page);
        await (await headerButton(page, 'CONTROLS')).click();
        const dialog = page.getByRole('dialog', { name: 'CONTROLS' });
        await dialog.waitFor();
        await waitForStill(page);
        await picture(page, `${OUT}/controls-${theme}-${viewport.width}.png`);
        expect(await dialog.getByRole('button', { name: 'Move up: W. Press to rebind' }).isVisible()).toBe(true);
        // HELP lists the gamepad too, and leads to CONTROLS.
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await (await headerButton(page, 'HELP')).click();
        const toControls = page.getByRole('button', { name: 'CONTROLS: change the keys' });
        await toControls.scrollIntoViewIfNeeded();
        await waitForStill(page);
        await picture(page, `${OUT}/help-${theme}-${viewport.width}.png`);
        expect(await page.getByRole('dialog', { name: 'HELP' }).getByText('Gamepad', { exact: true }).isVisible()).toBe(
          true,
        );
        // A phone's player reads its gestures first; a keyboard's, the keys.
        expect(
          await page.getByRole('dialog', { name: 'HELP' }).getByRole('heading', { level: 3 }).first().innerText(),
        ).toBe(viewport.width < 500 ? 'On a touch screen' : 'Keys (CONTROLS changes them)');
        await page.context().close();
      });
    }
  }
});
