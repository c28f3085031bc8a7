// What the screen says, read as a person reads it in Debian's chromium: the end dialog names what killed
// the hero and where, also a wanderer that broke the hero's rest; the log's title reads the fight while one
// goes on; on the desktop the enemy box never covers the side panels' own headings; HELP on a phone shows what
// a phone uses first and keeps CLOSE in reach without scrolling; a threat word tapped on a phone explains
// itself; rolled down a full pack, the hero's own figures stay in view beside a fight. Pictures (SHOTS=1)
// go to /work/screenshots/screen-says.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apply, indefiniteNoun, SPELLS, threat, type GameState, type Monster, type ThreatWord } from '../../src/engine';
import { SCREENSHOT_DIR } from '../support/browser/chromium';
import { deathSituation, findSituation, heldItem, saveCodeOf } from '../support/engine/situations';
import { dismissToast, headerButton, recall, WASD } from '../support/browser/gamePage';
import { pressLikeAPerson } from '../support/browser/keys';
import { setupE2E } from '../support/browser/setup';
import { picture, themesFor } from '../support/browser/shots';
import { waitForStill } from '../support/browser/settle';

const OUT = `${SCREENSHOT_DIR}/screen-says`;
const e2e = setupE2E({ shots: OUT });
const PHONE = { width: 390, height: 844 };

/** A hero one step from a monster, with its health set so the engine calls that fight `word`. */
function facing(word: ThreatWord): { state: GameState; step: keyof typeof WASD } {
  return findSituation('monster', 'Judge', ({ state, step }) => {
    const { x, y } = state.player;
    const { dx, dy } = {
      up: { dx: 0, dy: -1 },
      down: { dx: 0, dy: 1 },
      left: { dx: -1, dy: 0 },
      right: { dx: 1, dy: 0 },
    }[step];
    const monster = state.dungeon.rooms[y + dy][x + dx]!.content as Monster;
    for (let health = state.player.maxHealth; health > 0; health--) {
      const hurt = { ...state, player: { ...state.player, health } };
      if (threat(hurt, monster).word === word) return { state: hurt, step };
    }
    return null;
  });
}

describe('the end dialog', () => {
  for (const [i, viewport] of [{ width: 1280, height: 800 }, PHONE].entries()) {
    for (const theme of themesFor(i)) {
      it(`${theme} ${viewport.width}x${viewport.height}: names the killer and the floor under the SPEC's words`, async () => {
        const page = await e2e.open(theme, viewport);
        const doomed = deathSituation();
        const killer = doomed.combat.monster!.name;
        await recall(page, saveCodeOf(doomed));
        const over = page.getByRole('dialog', { name: 'THY QUEST HAS ENDED' });
        await over.waitFor({ timeout: 8000 });
        await over.getByText(`Slain by ${indefiniteNoun(killer)} on floor ${doomed.dungeon.level}.`).waitFor();
        await waitForStill(page);
        await picture(page, `${OUT}/end-${theme}-${viewport.width}x${viewport.height}.png`);
        await page.context().close();
      });
    }
  }
});

/** A hero at 1 health one step from a monster that breaks its rest (R) and whose first blow ends the run. */
function restBrokenToDeath(): { state: GameState; killer: string } {
  let killer = '';
  const { state } = findSituation('monster', 'Sleeper', ({ state, step }) => {
    const weak = { ...state, player: { ...state.player, health: 1 } };
    const found = apply(weak, { type: 'rest' });
    if (!found.combat.active) return null;
    killer = found.combat.monster!.name;
    return apply(found, { type: 'monsterTurn' }).player.health <= 0 ? { state: weak, step } : null;
  });
  return { state, killer };
}

describe('the end dialog after a broken rest', () => {
  it('R beside a monster: the rest is broken, its blow ends the run, and the dialog names it', async () => {
    const page = await e2e.open('dark', { width: 1280, height: 800 });
    const { state, killer } = restBrokenToDeath();
    await recall(page, saveCodeOf(state));
    await pressLikeAPerson(page, 'r');
    // The log's line, not the narration's: the polite region reads the same words to a screen reader.
    await page
      .getByTestId('combat-log')
      .getByText('You settle down to rest, but something has followed your scent.')
      .waitFor();
    const over = page.getByRole('dialog', { name: 'THY QUEST HAS ENDED' });
    await over.waitFor({ timeout: 8000 });
    // Version 4 said only 'Fell on floor N.' here: the wanderer had left its room to strike where the hero lay.
    await over.getByText(`Slain by ${indefiniteNoun(killer)} on floor ${state.dungeon.level}.`).waitFor();
    await waitForStill(page);
    await picture(page, `${OUT}/end-broken-rest-dark-1280x800.png`);
    await page.context().close();
  });
});

describe('the log during a fight', () => {
  it("reads the fight, then 'Exploring...' again once it is over", async () => {
    const page = await e2e.open('light', { width: 1280, height: 800 });
    const { state, step } = facing('trivial');
    await recall(page, saveCodeOf(state));
    const status = page.getByTestId('game-status');
    expect(await status.innerText()).toBe('Exploring...');
    await pressLikeAPerson(page, WASD[step]);
    const fighting = apply(state, { type: 'move', direction: step });
    const foe = fighting.combat.monster!.name;
    await expect.poll(() => status.innerText()).toBe(`Fighting ${indefiniteNoun(foe)}...`);
    for (let blows = 0; blows < 30 && (await status.innerText()) !== 'Exploring...'; blows++) {
      await page
        .getByTestId('turn-banner')
        .getByText('YOUR TURN')
        .waitFor({ timeout: 5000 })
        .catch(() => undefined);
      if ((await page.getByRole('dialog').count()) > 0) break;
      await pressLikeAPerson(page, ' ');
    }
    await expect.poll(() => status.innerText()).toBe('Exploring...');
    await page.context().close();
  });
});

describe('the side panels scrolled on the desktop', () => {
  for (const [i, viewport] of [
    { width: 1280, height: 800 },
    { width: 800, height: 600 },
  ].entries()) {
    for (const theme of themesFor(i)) {
      it(`${theme} ${viewport.width}x${viewport.height}: CHARACTER stays in view over its own rows, under no enemy box`, async () => {
        const page = await e2e.open(theme, viewport);
        const { state, step } = facing('trivial');
        // All six spells learned: CHARACTER's column holds more than it shows, whatever the fonts.
        const learnedSpells = SPELLS.map((spell) => spell.name);
        await recall(page, saveCodeOf({ ...state, player: { ...state.player, learnedSpells } }));
        await pressLikeAPerson(page, WASD[step]);
        await page.getByTestId('enemy-panel').getByText('YOUR TURN').waitFor();
        const box = (await page.getByTestId('panels-scroll').boundingBox())!;
        const heading = page.locator('.side-panel-trigger', { hasText: 'CHARACTER' });
        // A person rolls the wheel over CHARACTER, a notch at a time, as far as the health and mana rows.
        const over = { x: box.x + box.width / 4, y: box.y + box.height / 2 };
        await page.mouse.move(over.x, over.y);
        for (const notch of [1, 2]) {
          await page.mouse.wheel(0, 60);
          await expect.poll(() => scrolledAt(page, over)).toBeGreaterThanOrEqual(60 * notch - 1);
          await waitForStill(page);
          const head = (await heading.boundingBox())!;
          expect(head.y, `notch ${notch}`).toBeGreaterThanOrEqual(box.y - 0.5);
          const onTop = await page.evaluate(
            ({ x, y }) => document.elementFromPoint(x, y)?.closest('.side-panel-trigger')?.textContent ?? '',
            { x: head.x + head.width / 2, y: head.y + head.height / 2 },
          );
          expect(onTop, `notch ${notch}`).toContain('CHARACTER');
        }
        await picture(page, `${OUT}/panels-scrolled-${theme}-${viewport.width}x${viewport.height}.png`);
        await page.context().close();
      });
    }
  }
});

/** Twenty things, as a pack fills by floor 2: potions, scrolls, the gear a hero outgrows. */
const FULL_PACK = [
  ...['health_potion', 'mana_potion', 'iron_sword', 'rusty_dagger', 'leather_cap'].flatMap((id) => [id, id]),
  ...['worn_boots', 'cloth_gloves', 'copper_ring', 'leather_armor', 'iron_helm', 'ring_of_wisdom'],
  ...['leather_boots', 'leather_gloves', 'ring_of_strength', 'sapphire_ring'],
];

describe('the pack rolled to its last row on the desktop', () => {
  // Wide, the pack's column rolls on its own beside CHARACTER's; at 1024 the pane holds one list.
  for (const [i, { viewport, columns }] of [
    { viewport: { width: 1280, height: 800 }, columns: true },
    { viewport: { width: 1024, height: 700 }, columns: false },
  ].entries()) {
    const says = columns ? 'CHARACTER stays where it was' : 'the YOU line stands in for CHARACTER';
    for (const theme of themesFor(i)) {
      it(`${theme} ${viewport.width}x${viewport.height}: ${says}, the hero's health in view`, async () => {
        const page = await e2e.open(theme, viewport);
        const { state, step } = facing('trivial');
        await recall(page, saveCodeOf({ ...state, inventory: FULL_PACK.map(heldItem) }));
        await page.getByText('INVENTORY (20/20)').waitFor();
        await dismissToast(page);
        await pressLikeAPerson(page, WASD[step]);
        await page.getByTestId('enemy-panel').getByText('YOUR TURN').waitFor();
        // A person rolls the wheel over the pack until its last item shows.
        const character = page.locator('.side-panel-trigger', { hasText: 'CHARACTER' });
        const characterAt = (await character.boundingBox())!.y;
        const last = page.locator('.inventory-slot').last();
        const pack = page.locator('.side-panel', { has: page.getByText('INVENTORY (20/20)') });
        const [box, scroller] = [(await pack.boundingBox())!, (await page.getByTestId('panels-scroll').boundingBox())!];
        await page.mouse.move(box.x + box.width / 2, scroller.y + scroller.height / 2);
        for (let notch = 0; notch < 20 && !(await inView(last)); notch++) {
          await page.mouse.wheel(0, 100);
          await waitForStill(page);
        }
        expect(await inView(last)).toBe(true);
        // In columns the pack rolled on its own: CHARACTER beside it has not moved, its health row in view.
        // In one list CHARACTER rolled away above. Either way the hero's own figures show under the enemy box.
        const characterMoved = (await character.boundingBox())!.y !== characterAt;
        expect(characterMoved).toBe(!columns);
        expect(await inView(page.getByTestId('status-panel').getByRole('meter', { name: 'HP' }))).toBe(columns);
        const { health, maxHealth, mana, maxMana, stamina, maxStamina } = state.player;
        const vitals = page.getByTestId('hero-vitals');
        expect(await inView(vitals)).toBe(true);
        expect((await vitals.innerText()).replace(/\s+/g, ' ')).toBe(
          `YOU HP ${health}/${maxHealth} MP ${mana}/${maxMana} SP ${stamina}/${maxStamina}`,
        );
        await picture(page, `${OUT}/pack-rolled-${theme}-${viewport.width}x${viewport.height}.png`);
        await page.context().close();
      });
    }
  }
});

/** How far the box that scrolls under the point has scrolled (0 where nothing scrolls there). */
async function scrolledAt(page: Page, at: { x: number; y: number }): Promise<number> {
  return page.evaluate(({ x, y }) => {
    for (let el = document.elementFromPoint(x, y); el; el = el.parentElement)
      if (/(auto|scroll)/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight)
        return el.scrollTop;
    return 0;
  }, at);
}

/** True when the middle of `target` shows on screen: inside the window and not under anything drawn over it. */
async function inView(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
    return y > 0 && y < innerHeight && el.contains(document.elementFromPoint(x, y));
  });
}

describe('HELP on a phone', () => {
  for (const theme of themesFor(0)) {
    it(`${theme}: gestures first, CLOSE in reach without scrolling, the key tables folded away`, async () => {
      const page = await e2e.open(theme, PHONE);
      const { state } = findSituation('empty', 'Thumb', (a) => a);
      await recall(page, saveCodeOf(state));
      await (await headerButton(page, 'HELP')).tap();
      const help = page.getByRole('dialog', { name: 'HELP' });
      await help.waitFor();
      await waitForStill(page);
      const headings = await help.getByRole('heading', { level: 3 }).allInnerTexts();
      expect(headings[0]).toBe('On a touch screen');
      const close = help.getByRole('button', { name: 'CLOSE' });
      const box = (await close.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(box.y).toBeGreaterThanOrEqual(0);
      // What a phone has no use for is folded: the keys' table is not drawn until asked for.
      const keys = help.getByRole('rowheader', { name: 'Space', exact: true });
      expect(await keys.isVisible()).toBe(false);
      const height = await help.evaluate((el) => el.scrollHeight);
      expect(height).toBeLessThan(2 * PHONE.height);
      await picture(page, `${OUT}/help-phone-${theme}-390x844.png`);
      await close.tap();
      await help.waitFor({ state: 'detached' });
      await page.context().close();
    });
  }
});

describe('a threat word on a phone', () => {
  it('tapped, explains itself; tapped again, the explanation goes', async () => {
    const page = await e2e.open('dark', PHONE);
    const { state } = facing('dangerous');
    await recall(page, saveCodeOf(state));
    const word = page.getByTestId('enemy-threat').getByText('dangerous', { exact: true });
    await word.scrollIntoViewIfNeeded();
    await word.tap();
    const explained = page.getByText(/^Dangerous: this fight is expected to cost/);
    await explained.waitFor();
    expect(await explained.isVisible()).toBe(true);
    await picture(page, `${OUT}/threat-tapped-dark-390x844.png`);
    await word.tap();
    await explained.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
