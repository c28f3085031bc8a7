// Auto-explore at a player's pace, from save codes the engine builds near the end of a floor-1 journey
// (tests/support/engine/exploreJourney.ts plans it in node with the game's own stop rules): X walks the hero
// and stops as a monster comes into sight near the way; X again walks up to it and says that it blocks the
// way and where; the player walks into it (keys, or a tap on the map), fights (Space / ATK), rests when
// tired (R / REST) and takes the portal down to level 2. Every step is checked as the screen shows it: the header's
// position, the walk note on the EXPLORE button and its sentence for screen readers, the map, the turn
// banner, the bars, the dialogs. Then travel by click, and screenshots of the control bar, the XP bar
// and the level-up dialog.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newGame, travelStep, type Blocker, type Direction, type GameState } from '../../src/engine';
import { blockedJourney, walkAsTheGameDoes, type Journey, type Walked } from '../support/engine/exploreJourney';
import { walkUntilStop } from '../support/engine/exploreWalker';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import {
  dismissToast,
  logText,
  mapLines,
  notePlaces,
  recall,
  walkEnded,
  walkNoteText,
  whereText,
} from '../support/browser/gamePage';
import { heldItem, saveCodeOf } from '../support/engine/situations';
import { setupE2E } from '../support/browser/setup';
import { picture, themesFor } from '../support/browser/shots';
import { waitForStill } from '../support/browser/settle';
import { compassFrom } from '../support/compass';

const e2e = setupE2E();

// --- The journeys, planned in node: the quickest floor-1 endings of seeds auto-explore-1..20 that begin
// with a walk of 3+ steps stopped by a monster coming into sight, that same monster blocking the way at
// the next X, and no dialog but the portal (the touch one also rests before a fight).
const KEYS_JOURNEY = blockedJourney('auto-explore');
const TOUCH_JOURNEY = blockedJourney('auto-explore', { accept: (j) => j.deeds.some((d) => d.kind === 'rest') });

/** The journey, or a failure that says why none was planned. */
function planned(journey: Journey | null, what: string): Journey {
  if (journey === null) throw new Error(`no ${what} journey planned on seeds auto-explore-1..20 within 40 s`);
  return journey;
}

// --- What the screen should say, worked out in node.

/** The EXPLORE button's note after a walk (long form on a desktop, short on a phone), or '' for none. */
function expectedNote(walk: Walked, phone: boolean): string {
  if (walk.reason === 'monster') return phone ? 'monster!' : 'stopped: monster in sight';
  if (walk.reason === 'health') return phone ? 'HP < half' : 'stopped: health below half';
  if (walk.reason === 'end' && walk.blocker) {
    const { name } = walk.blocker.monster;
    return phone ? `${name} blocks` : `blocked: ${name}, ${compassFrom(walk.to.player, walk.blocker)}`;
  }
  return '';
}

/** The sentence screen readers hear for a monster that blocks the way: "A Rat blocks the way: 2 east." */
function blockedSentence(walk: Walked, blocker: Blocker): string {
  const article = /^[AEIOU]/.test(blocker.monster.name) ? 'An' : 'A';
  return `${article} ${blocker.monster.name} blocks the way: ${compassFrom(walk.to.player, blocker)}.`;
}

const at = (state: GameState) => `DUNGEON LEVEL ${state.dungeon.level} (${state.player.x}, ${state.player.y})`;

// --- What the player reads on the screen.

const WALKABLE = new Set(['·', '.', '$', '♣', 'E', '?', '@']);

/** The header's "DUNGEON LEVEL n (x, y)" as numbers. */
async function where(page: Page): Promise<{ level: number; x: number; y: number }> {
  const match = /DUNGEON LEVEL (\d+) \((\d+), (\d+)\)/.exec(await whereText(page));
  if (!match) throw new Error(`header unreadable: ${await whereText(page)}`);
  return { level: Number(match[1]), x: Number(match[2]), y: Number(match[3]) };
}

/** A bar of the status panel as it reads: HP or SP, now and at most. */
async function bar(page: Page, name: 'HP' | 'SP'): Promise<{ now: number; max: number }> {
  const meter = page.getByTestId('status-panel').getByRole('meter', { name });
  return {
    now: Number(await meter.getAttribute('aria-valuenow')),
    max: Number(await meter.getAttribute('aria-valuemax')),
  };
}

/** The open game dialog's title, or null. */
async function openDialog(page: Page): Promise<string | null> {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) === 0) return null;
  return (await dialog.first().getByRole('heading').first().textContent())?.trim() ?? '';
}

async function turnBanner(page: Page): Promise<string> {
  return ((await page.getByTestId('turn-banner').textContent()) ?? '').trim();
}

/** Moves over what the map shows as walkable (floor, seen or remembered, items, the shop, the exit) to a cell. */
function pathOnMap(lines: string[], from: { x: number; y: number }, to: { x: number; y: number }): Direction[] | null {
  const steps: [Direction, number, number][] = [
    ['up', 0, -1],
    ['right', 1, 0],
    ['down', 0, 1],
    ['left', -1, 0],
  ];
  const prev = new Map<string, [string, Direction] | null>([[`${from.x},${from.y}`, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const cell = queue.shift()!;
    if (cell.x === to.x && cell.y === to.y) {
      const path: Direction[] = [];
      for (let key = `${cell.x},${cell.y}`; prev.get(key); key = prev.get(key)![0]) path.unshift(prev.get(key)![1]);
      return path;
    }
    for (const [direction, dx, dy] of steps) {
      const next = { x: cell.x + dx, y: cell.y + dy };
      const key = `${next.x},${next.y}`;
      const ch = lines[next.y]?.[next.x];
      const isTarget = next.x === to.x && next.y === to.y;
      if (prev.has(key) || ch === undefined || (!isTarget && !WALKABLE.has(ch))) continue;
      prev.set(key, [`${cell.x},${cell.y}`, direction]);
      queue.push(next);
    }
  }
  return null;
}

/** The cell a note's "2 east" / "1 north, 1 west" names, from the hero's cell. */
function cellFrom(hero: { x: number; y: number }, words: string): { x: number; y: number } {
  const cell = { ...hero };
  for (const [, count, compass] of words.matchAll(/(\d+) (north|south|east|west)/g)) {
    const n = Number(count);
    if (compass === 'north') cell.y -= n;
    if (compass === 'south') cell.y += n;
    if (compass === 'east') cell.x += n;
    if (compass === 'west') cell.x -= n;
  }
  return cell;
}

/** How a player acts: by keyboard, or by tapping on a phone. */
interface Hands {
  phone: boolean;
  explore(): Promise<void>;
  attack(): Promise<void>;
  rest(): Promise<void>;
  /** Take the portal the dialog offers. */
  descend(): Promise<void>;
  /** Walk into the monster standing on `cell` (it is in sight): keys along the map, or a tap on it. */
  goFight(cell: { x: number; y: number }): Promise<void>;
}

// A person's beat between presses, and the fixed looks that check nothing happens.
const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

/** The walk note's full sentence, as the status region gives it to screen readers. */
async function walkStatusText(page: Page): Promise<string> {
  return ((await page.getByRole('group', { name: 'Controls' }).getByRole('status').textContent()) ?? '').trim();
}

/** Fight it out as the turn banner says: Space / ATK on YOUR TURN, wait out the ENEMY TURN (1.5 s). */
async function fightOut(page: Page, hands: Hands): Promise<number> {
  let blows = 0;
  for (let guard = 0; guard < 40; guard++) {
    const banner = await turnBanner(page);
    if (banner === 'ENEMY TURN') {
      await page.getByTestId('turn-banner').getByText('ENEMY TURN').waitFor({ state: 'detached', timeout: 5000 });
    } else if (banner === 'YOUR TURN') {
      blows++;
      await hands.attack();
      await pause(page, 250);
    } else return blows;
  }
  throw new Error('a fight that does not end');
}

/**
 * Play a planned journey from its save code, checking after each deed what the screen shows: the walk's
 * end cell in the header, its note, the monster in sight on the map, the named blocker, the fight, the
 * rest, the portal and level 2.
 */
async function playJourney(page: Page, journey: Journey, hands: Hands): Promise<{ walks: number; fights: number }> {
  await recall(page, saveCodeOf(journey.start));
  await dismissToast(page);
  expect(await whereText(page)).toBe(at(journey.start));
  const seen = { walks: 0, fights: 0 };
  let blockedAt: { x: number; y: number } | null = null;
  for (const deed of journey.deeds) {
    if (deed.kind === 'explore') {
      const { walk } = deed;
      seen.walks++;
      await hands.explore();
      await walkEnded(page);
      // The hero walked there one cell at a time and stopped where the game's rules stop it.
      await expect.poll(() => whereText(page)).toBe(at(walk.to));
      if (walk.reason === 'exit') {
        await expect.poll(() => openDialog(page)).toBe('DUNGEON PORTAL DISCOVERED');
        continue;
      }
      await expect.poll(() => walkNoteText(page)).toBe(expectedNote(walk, hands.phone));
      if (walk.reason === 'monster') {
        // A monster came into sight: the map draws it with its own symbol now, two cells or so away.
        const next = journey.deeds[journey.deeds.indexOf(deed) + 1];
        const spotted = next?.kind === 'explore' ? next.walk.blocker : null;
        if (spotted) expect((await mapLines(page))[spotted.y][spotted.x]).toBe(spotted.monster.symbol);
      }
      if (walk.reason === 'end' && walk.blocker) {
        // X again walked up to the monster in sight that blocks the only way and stopped beside it (never
        // into it), and the game says which and where.
        expect(walk.moves).toBeGreaterThan(0);
        const sentence = await walkStatusText(page);
        expect(sentence).toBe(blockedSentence(walk, walk.blocker));
        // Where the words point from the hero, the map draws that monster.
        blockedAt = cellFrom(await where(page), sentence.replace(/^.* blocks the way: /, ''));
        expect((await mapLines(page))[blockedAt.y][blockedAt.x]).toBe(walk.blocker.monster.symbol);
      }
    } else if (deed.kind === 'rest') {
      await hands.rest();
      // The rest fills the stamina bar (before walking into the next fight).
      await expect.poll(async () => (await bar(page, 'SP')).now).toBe(deed.after.player.maxStamina);
    } else if (deed.kind === 'goFight') {
      // Into the monster where the note said it stands (a rest may have come between).
      if (blockedAt === null) throw new Error('a fight planned with no monster named as blocking the way');
      await hands.goFight(blockedAt);
      await expect.poll(() => turnBanner(page)).toMatch(/^(YOUR|ENEMY) TURN$/);
      seen.fights++;
      await fightOut(page, hands);
      expect(await logText(page)).toContain(`You defeated the ${deed.blocker.monster.name}!`);
      blockedAt = null;
    } else if (deed.kind === 'portal') {
      await hands.descend();
      await expect.poll(() => whereText(page)).toBe('DUNGEON LEVEL 2 (1, 1)');
    }
    // Blows and enemy turns are played out by fightOut, as the banner asks.
  }
  return seen;
}

const DIRECTION_KEYS: Record<Direction, string> = { up: 'w', down: 's', left: 'a', right: 'd' };

/** The keyboard player: X, Space, R, Enter in the portal dialog, W A S D to walk up to a monster. */
function keyboard(page: Page): Hands {
  return {
    phone: false,
    explore: async () => {
      await page.keyboard.press('x');
      await pause(page, 150);
    },
    attack: () => page.keyboard.press(' '),
    rest: () => page.keyboard.press('r'),
    // The portal dialog opens with Descend To Next Realm focused.
    descend: () => page.keyboard.press('Enter'),
    goFight: async (target) => {
      const path = pathOnMap(await mapLines(page), await where(page), target);
      if (!path)
        throw new Error(`no way on the map to (${target.x}, ${target.y}):\n${(await mapLines(page)).join('\n')}`);
      for (const direction of path) {
        const before = await whereText(page);
        await page.keyboard.press(DIRECTION_KEYS[direction]);
        await expect.poll(async () => (await whereText(page)) !== before).toBe(true);
        await pause(page, 120);
      }
    },
  };
}

/** The touch player: taps on EXPLORE, ATK, REST, the portal's button, and the map to travel. */
function touch(page: Page): Hands {
  return {
    phone: true,
    explore: async () => {
      await page.getByRole('button', { name: 'Explore (X)' }).tap();
      await pause(page, 150);
    },
    attack: () => page.getByRole('button', { name: /^ATK: Attack/ }).tap(),
    rest: () => page.getByRole('button', { name: /^REST (−[\d,]+|free)( · \d+%)?: Rest/ }).tap(),
    descend: () =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: /Descend To Next Realm/ })
        .tap(),
    goFight: async ({ x, y }) => {
      const canvas = page.getByTestId('map-canvas');
      const box = (await canvas.boundingBox())!;
      const lines = await mapLines(page);
      // The drawn grid fills the canvas inside its 1 px border.
      const cellW = (box.width - 2) / lines[0].length;
      const cellH = (box.height - 2) / lines.length;
      // Travel stops when another monster comes into sight on the way ("monster!"): tap it again.
      for (let taps = 0; taps < 5 && !/TURN$/.test(await turnBanner(page)); taps++) {
        await page.touchscreen.tap(box.x + 1 + (x + 0.5) * cellW, box.y + 1 + (y + 0.5) * cellH);
        await standStill(page);
      }
    },
  };
}

/** Wait until a travel has stopped: the hero on the same cell for 300 ms (two steps at 150 ms). */
async function standStill(page: Page): Promise<void> {
  let last = '';
  for (let i = 0; i < 100; i++) {
    const now = await whereText(page);
    if (now === last) return;
    last = now;
    await pause(page, 300);
  }
}

describe('auto-explore to the exit of floor 1, from a save code near its end', () => {
  it('by keyboard at 1280x800: X walks until a monster comes into sight, X names it, W A S D and Space, down to level 2', async () => {
    const journey = planned(KEYS_JOURNEY, 'keyboard');
    const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(e2e.server.url);
    const seen = await playJourney(page, journey, keyboard(page));
    expect(seen.walks).toBeGreaterThanOrEqual(3);
    expect(seen.fights).toBeGreaterThan(0);
    await page.context().close();
  });

  it('by touch at 390x844: EXPLORE, a tap on the monster that blocks the way, ATK and REST taps, down to level 2', async () => {
    const journey = planned(TOUCH_JOURNEY, 'touch');
    const page = await newPage(e2e.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(e2e.server.url);
    const seen = await playJourney(page, journey, touch(page));
    expect(seen.walks).toBeGreaterThanOrEqual(3);
    expect(seen.fights).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('travel by click', () => {
  it('walks to a clicked seen cell one step at a time, and a click on an unseen cell does nothing', async () => {
    // A fresh floor with a seen floor cell 3+ cells away that a travel reaches without a stop on the way
    // (no monster comes into sight): sight is 4 cells at the start.
    const arrives = (s: GameState, x: number, y: number) => {
      const { state: end } = walkUntilStop(s, (t) => travelStep(t, x, y, 'sight'), { x, y });
      return end.player.x === x && end.player.y === y;
    };
    const targets = (s: GameState) =>
      s.dungeon.rooms
        .flat()
        .filter((r) => r !== null && r.explored && r.type === 'empty' && r.x + r.y >= 5 && arrives(s, r.x, r.y));
    const start = Array.from({ length: 50 }, (_, n) => newGame('Pathfinder', `travel-${n}`)).find(
      (s) => targets(s).length > 0,
    )!;
    const target = targets(start)[0]!;
    const unseen = start.dungeon.rooms.flat().find((r) => r !== null && !r.explored)!;
    const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(e2e.server.url);
    await recall(page, saveCodeOf(start));
    await dismissToast(page);
    const canvas = page.getByTestId('map-canvas');
    const box = (await canvas.boundingBox())!;
    const cell = (box.width - 2) / start.dungeon.width;
    const clickCell = (x: number, y: number) =>
      page.mouse.click(box.x + 1 + (x + 0.5) * cell, box.y + 1 + (y + 0.5) * cell);
    await clickCell(unseen.x, unseen.y);
    // Deliberately a fixed look: nothing is to happen, and a person would see the hero stay.
    await pause(page, 500);
    expect(await whereText(page)).toBe('DUNGEON LEVEL 1 (1, 1)');
    const placesSeen = await notePlaces(page);
    await clickCell(target.x, target.y);
    await expect.poll(() => whereText(page)).toBe(`DUNGEON LEVEL 1 (${target.x}, ${target.y})`);
    // One move per 150 ms: the header showed each step of the way, one cell from the last.
    const steps = (await placesSeen()).map((text) =>
      text
        .match(/\((\d+), (\d+)\)/)!
        .slice(1)
        .map(Number),
    );
    expect(steps.length).toBeGreaterThanOrEqual(target.x + target.y - 1);
    for (let i = 1; i < steps.length; i++)
      expect(Math.abs(steps[i][0] - steps[i - 1][0]) + Math.abs(steps[i][1] - steps[i - 1][1])).toBe(1);
    await page.context().close();
  });
});

describe('screens: control bar, XP bar and level-up dialog', () => {
  const DIR = `${SCREENSHOT_DIR}/auto-explore`;
  // A version-3 save (its floor is the one these screens were drawn on; a save keeps its version).
  const base = newGame('Vesper', 'screens-1', 3);
  // Level 2 with 145 experience (45 of the 100 to level 3), score 840 (a rest costs 84), 80/110 health.
  const hero: GameState = {
    ...base,
    score: 840,
    player: {
      ...base.player,
      level: 2,
      experience: 145,
      experienceToNext: 200,
      maxHealth: 110,
      health: 80,
      strength: 12,
    },
    inventory: [heldItem('iron_sword'), heldItem('health_potion')],
  };

  // What they assert reads the same in both themes: one each (both with SHOTS=1, for the pictures).
  (
    [
      [1280, 800, false],
      [390, 844, true],
    ] as const
  ).forEach(([width, height, phone], index) => {
    for (const theme of themesFor(index)) {
      it(`at ${width}x${height}, ${theme}`, async () => {
        const page = await newPage(e2e.browser, {
          viewport: { width, height },
          theme,
          hasTouch: phone,
          isMobile: phone,
        });
        await page.goto(e2e.server.url);
        await recall(page, saveCodeOf(hero));
        // Dismiss 'Game Loaded!' as a player would, so it does not cover the panels in the pictures.
        await dismissToast(page);
        const rest = page.getByTestId('rest-cost');
        expect(await rest.innerText()).toBe(phone ? '−84' : 'costs 84 score');
        const xp = page.getByTestId('status-panel').getByRole('meter', { name: 'XP%' });
        expect(await xp.getAttribute('aria-valuenow')).toBe('45');
        expect(await xp.innerText()).toContain('45%');
        await picture(page.getByRole('group', { name: 'Controls' }), `${DIR}/controls-${width}x${height}-${theme}.png`);
        await picture(page.getByTestId('status-panel'), `${DIR}/status-${width}x${height}-${theme}.png`);
        await picture(page.getByTestId('inventory-panel'), `${DIR}/inventory-${width}x${height}-${theme}.png`);
        // Two explores on this floor: the first stops as a monster comes into sight near the way, the
        // second walks up to the Goblin in sight that blocks the only way and stops beside it, and the note
        // under the buttons says which and where.
        const spotted = walkAsTheGameDoes(hero);
        expect(spotted).toMatchObject({ reason: 'monster' });
        await page.getByRole('button', { name: 'Explore (X)' }).click();
        await walkEnded(page);
        await expect.poll(() => whereText(page)).toBe(at(spotted.to));
        const walk = walkAsTheGameDoes(spotted.to);
        expect(walk).toMatchObject({ reason: 'end', moves: 1 });
        await page.getByRole('button', { name: 'Explore (X)' }).click();
        await expect.poll(() => whereText(page)).toBe(at(walk.to));
        await walkEnded(page);
        await expect.poll(() => walkNoteText(page)).toBe(expectedNote(walk, phone));
        expect(await walkStatusText(page)).toBe(blockedSentence(walk, walk.blocker!));
        // The map rings that monster's cell (inside the canvas's 1 px border).
        const canvas = page.getByTestId('map-canvas');
        const cell = Number(await canvas.getAttribute('data-cell'));
        const [ring, map] = [(await page.getByTestId('map-mark').boundingBox())!, (await canvas.boundingBox())!];
        expect({ x: (ring.x - map.x - 1) / cell, y: (ring.y - map.y - 1) / cell }).toEqual({
          x: walk.blocker!.x,
          y: walk.blocker!.y,
        });
        await picture(page.getByTestId('map-canvas'), `${DIR}/map-mark-${width}x${height}-${theme}.png`);
        await picture(
          page.getByRole('group', { name: 'Controls' }),
          `${DIR}/controls-note-${width}x${height}-${theme}.png`,
        );
        await recall(page, saveCodeOf({ ...hero, player: { ...hero.player, pendingStatPoint: 1 } }));
        const levelUp = page.getByRole('dialog', { name: 'ASCENSION ACHIEVED' });
        await levelUp.waitFor();
        expect(await levelUp.getByTestId('stat-change-strength').innerText()).toContain('12 → 13');
        // Keys only where there is a keyboard: a phone's player taps the attribute.
        expect(await levelUp.getByText(/^You reached level/).innerText()).toBe(
          phone
            ? `You reached level ${hero.player.level}. Choose an attribute to raise by 1.`
            : `You reached level ${hero.player.level}. Choose an attribute to raise by 1: press 1-4 or its first letter.`,
        );
        await waitForStill(page);
        await picture(page, `${DIR}/levelup-${width}x${height}-${theme}.png`);
        await page.context().close();
      });
    }
  });
});
