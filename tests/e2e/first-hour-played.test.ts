// The first hour, played as a new player plays it: what got in the way in 90 minutes, at a person's pace
// in Debian's chromium, reading only the screen.
// 1. The pack holds what it shows: every copy is a tile of its own, 20 tiles under "INVENTORY (20/20)".
// 2. The map remembers: out of sight, the treasure and the monster stay where they were seen, dimmed, and
//    a reload keeps them.
// 3. Auto-explore walks while nothing is in its way: up to the monster in sight that bars it, past one seen
//    across a wall; below half health it offers the rest; a walk across the merchant opens no shop, a walk
//    that ends there does, and so does a tap on the hero's own cell.
// Each situation is an engine-built start (a save code a player pastes). Pictures with SHOTS=1 only.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newGame, restCost, type GameState, type Item, type Room } from '../../src/engine';
import { paletteFor } from '../../src/map/palette';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import {
  dismissToast,
  mapLines,
  nextFrame,
  recall,
  walkEnded,
  walkNoteText,
  whereText,
} from '../support/browser/gamePage';
import { cellColours } from '../support/browser/mapColours';
import { waitForStill } from '../support/browser/settle';
import { setupE2E } from '../support/browser/setup';
import { itTakesShots, picture } from '../support/browser/shots';
import { heldItem, saveCodeOf } from '../support/engine/situations';

const OUT = `${SCREENSHOT_DIR}/first-hour-played`;
const e2e = setupE2E({ shots: OUT });
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// The floors these checks were built on are version 3's (a save in progress keeps its version): the pack, the
// map's memory and the walks are the screens' behaviour, the same under every version.
const V3 = 3;

const at = (x: number, y: number) => `DUNGEON LEVEL 1 (${x}, ${y})`;

/** A fresh page at `viewport` with the save code `state` loaded and its toast dismissed, as a player pastes it. */
async function loaded(state: GameState, viewport = DESKTOP, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const phone = viewport.width < 768;
  const page = await newPage(e2e.browser, { viewport, theme, hasTouch: phone, isMobile: phone });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(e2e.server.url);
  await recall(page, saveCodeOf(state));
  await dismissToast(page);
  return page;
}

/** The EXPLORE button, by its name (it stays in the page while a dialog hides the rest from the role tree). */
const exploreButton = (page: Page) => page.locator('button[aria-label^="Explore ("]');

/** X, as a person presses it, and the walk it starts played out. */
async function pressX(page: Page): Promise<void> {
  await page.keyboard.press('x');
  // The key is handled when press returns; the frame after it shows the walk begun, if it begins.
  await nextFrame(page);
  await walkEnded(page);
}

/** The health bar as it reads: now and at most. */
async function health(page: Page): Promise<{ now: number; max: number }> {
  const meter = page.getByTestId('status-panel').getByRole('meter', { name: 'HP' });
  return {
    now: Number(await meter.getAttribute('aria-valuenow')),
    max: Number(await meter.getAttribute('aria-valuemax')),
  };
}

/** The filled tiles of the pack, each as its visible text. */
async function packTiles(page: Page): Promise<string[]> {
  const tiles = page.getByTestId('inventory-panel').locator('li.inventory-slot:not(.is-empty)');
  return (await tiles.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The free places the pack shows. */
async function freePlaces(page: Page): Promise<number> {
  return page.getByTestId('inventory-panel').locator('li.is-empty').count();
}

/** Click or tap cell (x, y) of the map, as a person aims at it. */
async function touchCell(page: Page, x: number, y: number, tap = false): Promise<void> {
  const map = page.getByTestId('map-canvas');
  const box = (await map.boundingBox())!;
  const cell = Number(await map.getAttribute('data-cell'));
  const point = { x: box.x + 1 + (x + 0.5) * cell, y: box.y + 1 + (y + 0.5) * cell };
  if (tap) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

// --- 1. The pack.

/** A floor-1 start with a treasure (a Ring of Wisdom) on the open cell beside the hero, and `pack` held. */
function packBesideRing(pack: Item[]): { state: GameState; key: string } {
  const base = newGame('Packrat', 'pack-1', V3);
  const [dx, dy, key] = base.dungeon.rooms[1][2]?.type === 'empty' ? [1, 0, 'd'] : [0, 1, 's'];
  const room = base.dungeon.rooms[1 + dy][1 + dx];
  if (room === null || room.type !== 'empty') throw new Error('pack-1: no empty cell beside the start');
  const ring: Room = { ...room, type: 'treasure', content: heldItem('ring_of_wisdom'), explored: true, visible: true };
  const rooms = base.dungeon.rooms.map((row, y) => row.map((cell, x) => (x === ring.x && y === ring.y ? ring : cell)));
  // Wounded (60 of 100), so a health potion has something to heal.
  const player = { ...base.player, health: 60 };
  return { state: { ...base, player, inventory: pack, dungeon: { ...base.dungeon, rooms } }, key };
}

const POTIONS = () => [
  ...Array.from({ length: 8 }, () => heldItem('health_potion')),
  ...Array.from({ length: 10 }, () => heldItem('mana_potion')),
  heldItem('chainmail'),
];

describe('1. the pack holds what it shows', () => {
  it('8 health and 10 mana potions and chainmail are 19 tiles; the ring picked up makes 20 of 20; a potion drunk frees one', async () => {
    const { state, key } = packBesideRing(POTIONS());
    const page = await loaded(state);
    try {
      await page.getByText('INVENTORY (19/20)').waitFor();
      let tiles = await packTiles(page);
      expect(tiles).toHaveLength(19);
      expect(tiles.filter((text) => /Health Potion/.test(text))).toHaveLength(8);
      expect(tiles.filter((text) => /Mana Potion/.test(text))).toHaveLength(10);
      expect(await freePlaces(page)).toBe(1);

      // Onto the ring: the pack takes it, and the twentieth place is filled, as the header says.
      await page.keyboard.press(key);
      await page.getByText('INVENTORY (20/20)').waitFor();
      tiles = await packTiles(page);
      expect(tiles).toHaveLength(20);
      expect(tiles.some((text) => /Ring of Wisdom/.test(text))).toBe(true);
      expect(await freePlaces(page)).toBe(0);

      // H drinks one: a place is free again, and one health potion tile fewer.
      await page.keyboard.press('h');
      await page.getByText('INVENTORY (19/20)').waitFor();
      tiles = await packTiles(page);
      expect(tiles.filter((text) => /Health Potion/.test(text))).toHaveLength(7);
      expect(await freePlaces(page)).toBe(1);
    } finally {
      await page.context().close();
    }
  });
});

// --- 2. The map remembers.

// memory-2: one step right from (1, 1) takes the treasure at (1, 4) and the monster at (2, 5), both in the
// start's sight (radius 4), out of sight (radius 2).
const MEMORY = newGame('Rememberer', 'memory-2', V3);
const TREASURE = { x: 1, y: 4 };
const MONSTER = { x: 2, y: 5 };

describe('2. the map remembers', () => {
  it('out of sight, the treasure and the monster stay where they were seen, dimmed; a reload keeps them', async () => {
    const symbol = (MEMORY.dungeon.rooms[MONSTER.y][MONSTER.x]!.content as { symbol: string }).symbol;
    const { glyph } = paletteFor('light');
    const page = await loaded(MEMORY);
    try {
      let lines = await mapLines(page);
      expect(lines[TREASURE.y][TREASURE.x]).toBe('$');
      expect(lines[MONSTER.y][MONSTER.x]).toBe(symbol);
      await expect.poll(async () => (await cellColours(page, TREASURE.x, TREASURE.y)).has(glyph.treasure)).toBe(true);

      await page.keyboard.press('d');
      await expect.poll(() => whereText(page)).toBe(at(2, 1));
      lines = await mapLines(page);
      expect(lines[TREASURE.y][TREASURE.x]).toBe('$');
      expect(lines[MONSTER.y][MONSTER.x]).toBe(symbol);
      // Drawn in the remembered colour, no longer the treasure's own.
      await expect
        .poll(async () => {
          const colours = await cellColours(page, TREASURE.x, TREASURE.y);
          return { memory: colours.has(glyph.memory), bright: colours.has(glyph.treasure) };
        })
        .toEqual({ memory: true, bright: false });

      // Closing the tab and coming back: the game resumes with the same memory.
      await page.reload();
      await page.getByTestId('game-screen').waitFor();
      await expect.poll(() => whereText(page)).toBe(at(2, 1));
      await expect.poll(async () => (await mapLines(page))[TREASURE.y]?.[TREASURE.x]).toBe('$');
      expect((await mapLines(page))[MONSTER.y][MONSTER.x]).toBe(symbol);
      await expect.poll(async () => (await cellColours(page, MONSTER.x, MONSTER.y)).has(glyph.memory)).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});

// --- 3. Auto-explore.

// explore-8: four monsters in sight at the start; the only way on passes a Rat at (3, 3), in sight. X walks
// three moves up to (2, 3), beside it, and says so.
const BLOCKED = newGame('Explorer', 'explore-8', V3);
// explore-163: the first walk passes a Rat seen across a wall at (5, 3) after three moves (many moves round
// by the way) and stops four moves later, at (1, 4), when a Rat comes into sight two moves away at (1, 6).
const WALLED = newGame('Explorer', 'explore-163', V3);

describe('3. auto-explore walks while nothing is in its way', () => {
  it('with monsters in sight at the start, X walks up to the one that bars the way and names it', async () => {
    const page = await loaded(BLOCKED);
    try {
      await pressX(page);
      // The note shows once the walk has stopped: then the hero stands where it stopped.
      await expect.poll(() => walkNoteText(page)).toBe('blocked: Rat, 1 east');
      expect(await whereText(page)).toBe(at(2, 3));
      // Beside it, X again takes no step: a fight is the player's choice.
      await pressX(page);
      expect(await whereText(page)).toBe(at(2, 3));
    } finally {
      await page.context().close();
    }
  });

  it('a monster seen across a wall does not stop X; one that comes into sight two moves away does', async () => {
    const page = await loaded(WALLED);
    try {
      await pressX(page);
      await expect.poll(() => walkNoteText(page)).toBe('stopped: monster in sight');
      expect(await whereText(page)).toBe(at(1, 4));
    } finally {
      await page.context().close();
    }
  });

  it('below half health, X offers the rest plainly: REST FIRST rests and walks on', async () => {
    const weak = { ...WALLED, score: 840, player: { ...WALLED.player, health: 40 } };
    const page = await loaded(weak);
    try {
      await page.keyboard.press('x');
      const offer = page.getByRole('group', { name: 'Rest first?' });
      await offer.waitFor();
      expect((await offer.innerText()).replace(/\s+/g, ' ')).toContain(
        `Health 40 of 100 is below half. Rest first? (costs ${restCost(weak)} score)`,
      );
      expect(await whereText(page)).toBe(at(1, 1));
      await page.waitForTimeout(400);
      await offer.getByRole('button', { name: 'REST FIRST' }).click();
      await expect.poll(() => health(page)).toEqual({ now: 100, max: 100 });
      await offer.waitFor({ state: 'detached' });
      await expect.poll(() => whereText(page)).toBe(at(1, 4));
    } finally {
      await page.context().close();
    }
  });

  it('below half health, X again explores anyway, at the health it has', async () => {
    const weak = { ...WALLED, player: { ...WALLED.player, health: 40 } };
    const page = await loaded(weak, PHONE, 'dark');
    try {
      await exploreButton(page).tap();
      const offer = page.getByRole('group', { name: 'Rest first?' });
      await offer.waitFor();
      expect(await offer.innerText()).toContain('(costs no score)');
      await page.waitForTimeout(400);
      await offer.getByRole('button', { name: /^Explore anyway/ }).tap();
      await expect.poll(() => whereText(page)).toBe(at(1, 4));
      await walkEnded(page);
      expect((await health(page)).now).toBe(40);
    } finally {
      await page.context().close();
    }
  });

  // merchant-220: the merchant at (1, 3), in sight at the start; the cell (2, 3) past it, seen too.
  it('a travel across the merchant opens no shop; one that ends on it does, and so does a click on it there', async () => {
    const page = await loaded(newGame('Trader', 'merchant-220', V3));
    const shop = page.getByRole('dialog', { name: '♣ MERCHANT' });
    try {
      await touchCell(page, 2, 3);
      await expect.poll(() => whereText(page)).toBe(at(2, 3));
      await walkEnded(page);
      expect(await shop.count()).toBe(0);

      await page.waitForTimeout(300);
      await touchCell(page, 1, 3);
      await shop.waitFor();
      expect(await whereText(page)).toBe(at(1, 3));
      await shop.getByRole('button', { name: 'LEAVE SHOP' }).click();
      await shop.waitFor({ state: 'detached' });

      // Standing on it, a click on the hero's own cell asks for the shop again.
      await page.waitForTimeout(300);
      await touchCell(page, 1, 3);
      await shop.waitFor();
    } finally {
      await page.context().close();
    }
  });
});

// --- Pictures: the pack of potions, the remembered map, the rest offer, at three sizes in both themes.

describe('pictures', () => {
  const SIZES = [PHONE, DESKTOP, { width: 1920, height: 1080 }];
  for (const viewport of SIZES) {
    for (const theme of ['light', 'dark'] as const) {
      const name = `${viewport.width}x${viewport.height}-${theme}`;
      itTakesShots(name, async () => {
        const full = packBesideRing([...POTIONS(), heldItem('ring_of_wisdom')]).state;
        const pack = await loaded(full, viewport, theme);
        const panel = pack.getByTestId('inventory-panel');
        await panel.scrollIntoViewIfNeeded();
        await waitForStill(pack);
        await picture(panel, `${OUT}/pack-${name}.png`);
        await picture(pack, `${OUT}/pack-page-${name}.png`);
        await pack.context().close();

        const map = await loaded(MEMORY, viewport, theme);
        await map.keyboard.press('d');
        await expect.poll(() => whereText(map)).toBe(at(2, 1));
        await waitForStill(map);
        await picture(map.getByTestId('map-canvas'), `${OUT}/map-${name}.png`);
        await map.context().close();

        const weak = { ...WALLED, score: 840, player: { ...WALLED.player, health: 40 } };
        const rest = await loaded(weak, viewport, theme);
        await rest.keyboard.press('x');
        await rest.getByRole('group', { name: 'Rest first?' }).waitFor();
        await waitForStill(rest);
        await picture(rest, `${OUT}/rest-offer-${name}.png`);
        await rest.context().close();
      });
    }
  }
});
