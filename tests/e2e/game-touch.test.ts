// The first steps of the journey by touch on a phone-sized screen (390x844): stacked panes,
// short labels, 44 px tap targets, direction buttons and swipes on the map.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser/chromium';
import { mapLines, recall, whereText } from '../support/browser/gamePage';
import { findSituation, fightSituation, heldItem, saveCodeOf } from '../support/engine/situations';
import { newGame, type GameState } from '../../src/engine';
import { setupE2E } from '../support/browser/setup';

const e2e = setupE2E();
let page: Page;

beforeAll(async () => {
  page = await newPage(e2e.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.goto(e2e.server.url);
});

const open = (ch: string | undefined) => ch !== undefined && ch !== '#' && ch !== '█';

/** Swipe on the map canvas with a touch pointer. */
async function swipe(dx: number, dy: number): Promise<void> {
  const box = (await page.getByTestId('map-canvas').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const canvas = page.getByTestId('map-canvas');
  await canvas.dispatchEvent('pointerdown', {
    clientX: x,
    clientY: y,
    pointerType: 'touch',
    isPrimary: true,
    bubbles: true,
  });
  await canvas.dispatchEvent('pointerup', {
    clientX: x + dx,
    clientY: y + dy,
    pointerType: 'touch',
    isPrimary: true,
    bubbles: true,
  });
}

describe('a quest by touch (390x844)', () => {
  it('begins by tapping BEGIN QUEST', async () => {
    await page.getByPlaceholder('Enter hero name...').fill('Thumb');
    const begin = page.getByRole('button', { name: 'BEGIN QUEST' });
    await page.waitForFunction(() => {
      const button = Array.from(document.querySelectorAll('button')).find((b) =>
        b.textContent?.includes('BEGIN QUEST'),
      );
      return button && !button.disabled;
    });
    await begin.tap();
    await page.getByTestId('game-screen').waitFor();
    expect(await whereText(page)).toBe('DUNGEON LEVEL 1 (1, 1)');
  });

  it('stacks the panes and shortens the labels, with tap targets of at least 44 px', async () => {
    const map = (await page.getByTestId('map-canvas').boundingBox())!;
    const log = (await page.getByTestId('combat-log').boundingBox())!;
    const status = (await page.getByTestId('status-panel').boundingBox())!;
    expect(log.y).toBeGreaterThan(map.y + map.height - 1);
    expect(status.y).toBeGreaterThan(log.y);
    expect(await page.getByRole('button', { name: 'Attack (Space)' }).innerText()).toBe('ATK');
    for (const name of [
      'Move up',
      'Move down',
      'Move left',
      'Move right',
      'Attack (Space)',
      'Rest (R)',
      'Exit Dungeon (E)',
    ]) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.width, name).toBeGreaterThanOrEqual(44);
    }
  });

  it('moves with the direction buttons', async () => {
    const lines = await mapLines(page);
    const [name, expected] = open(lines[1][2]) ? ['Move right', '(2, 1)'] : ['Move down', '(1, 2)'];
    await page.getByRole('button', { name }).tap();
    await expect.poll(() => whereText(page)).toBe(`DUNGEON LEVEL 1 ${expected}`);
  });

  it('moves with a swipe on the map, and a short tap does not move', async () => {
    // From a known start: the new game's seed is random, and the tap before may have stepped into a
    // fight or the merchant's shop, where a swipe is rightly ignored.
    const options: [number, number, number, number][] = [
      [60, 0, 1, 0],
      [-60, 0, -1, 0],
      [0, 60, 0, 1],
      [0, -60, 0, -1],
    ];
    const emptyStep = (s: GameState) =>
      options.find(([, , ox, oy]) => s.dungeon.rooms[s.player.y + oy]?.[s.player.x + ox]?.type === 'empty');
    const state = Array.from({ length: 50 }, (_, i) => newGame('Thumb', `swipe-${i}`)).find(emptyStep)!;
    const [dx, dy, mx, my] = emptyStep(state)!;
    await recall(page, saveCodeOf(state));
    const { x, y } = state.player;
    await expect.poll(() => whereText(page)).toBe(`DUNGEON LEVEL 1 (${x}, ${y})`);
    await swipe(5, 3);
    expect(await whereText(page)).toBe(`DUNGEON LEVEL 1 (${x}, ${y})`);
    await swipe(dx, dy);
    await expect.poll(() => whereText(page)).toBe(`DUNGEON LEVEL 1 (${x + mx}, ${y + my})`);
  });

  it('fights by tapping ATK', async () => {
    const { state, step } = fightSituation();
    await recall(page, saveCodeOf(state));
    const names = { up: 'Move up', down: 'Move down', left: 'Move left', right: 'Move right' } as const;
    await page.getByRole('button', { name: names[step] }).tap();
    await page
      .getByTestId('enemy-panel')
      .getByText(/HP \d+\/\d+/)
      .waitFor();
    await page.getByTestId('turn-banner').getByText('YOUR TURN').waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Attack (Space)' }).tap();
    await page
      .getByTestId('combat-log')
      .getByText(/You (hit|miss) the/)
      .first()
      .waitFor();
  });

  it("shows an item's tooltip on a tap, inside the screen, closes it on a tap elsewhere or a second tap, and Eq still works", async () => {
    const fresh = findSituation('empty', 'Thumb', (a) => a).state;
    await recall(page, saveCodeOf({ ...fresh, inventory: [heldItem('iron_sword'), heldItem('health_potion')] }));
    const inventory = page.getByTestId('inventory-panel');
    const tip = page.getByRole('tooltip').filter({ hasText: /Sells for \d+ gold/ });
    await inventory.getByText('Iron Sword').tap();
    await tip.waitFor();
    expect(await tip.textContent()).toContain('Iron Sword');
    // The drawn box, not the tooltip's one-pixel copy for screen readers.
    const box = (await page
      .locator('.rt-TooltipContent')
      .filter({ hasText: /Sells for \d+ gold/ })
      .boundingBox())!;
    expect(box.height).toBeGreaterThan(40);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.getByTestId('status-panel').tap();
    await tip.waitFor({ state: 'detached' });
    await inventory.getByText('Iron Sword').tap();
    await tip.waitFor();
    await inventory.getByText('Iron Sword').tap();
    await tip.waitFor({ state: 'detached' });
    // Stays closed: the item keeps focus from the taps, and focus alone must not reopen it (a fixed
    // look on purpose: nothing is to happen).
    await page.waitForTimeout(800);
    expect(await tip.count()).toBe(0);
    await inventory.getByText('Iron Sword').tap();
    await tip.waitFor();
    await inventory.getByRole('button', { name: 'Eq (equip Iron Sword)' }).tap();
    await page.getByTestId('equipment-panel').getByRole('button', { name: 'Unequip Iron Sword' }).waitFor();
    await tip.waitFor({ state: 'detached' });
  });
});
