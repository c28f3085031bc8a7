// A new player finds the exit of floor 1 with auto-explore and descends: once by keyboard (X as it
// stops, Space in fights, R when low, Enter in dialogs, W A S D to walk up to a monster in the way),
// once by touch on a phone (EXPLORE, ATK and REST taps, a tap on the map to travel into a monster).
// Every decision reads the screen: the header, the map, the HP bar, the walk note, the turn banner,
// the dialogs. Then screenshots of the control bar, the XP bar and the level-up dialog.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apply, canDescend, exploreStep, newGame, travelStep, type Direction, type GameState } from '../../src/engine';
import {
  exitJustFound,
  healthBelowHalf,
  monsterCameIntoSight,
  nearestKnownMonster,
  noticeAfter,
  pickedUp,
} from '../../src/app/gameQueries';
import { newPage, SCREENSHOT_DIR } from '../support/browser';
import { mapLines, recall, whereText } from './support/gamePage';
import { heldItem, saveCodeOf } from '../support/situations';
import { setupE2E } from './support/setup';

const e2e = setupE2E();

// --- The floor: the game draws a new game's seed from crypto.getRandomValues (two 32-bit words). A
// floor 1 holds ~50 monsters (30% of its empty cells), 18 or more on the way to the exit in every one
// of 3,000 seeds tried, and each enemy turn takes 1.5 s: a run through a typical floor takes a player
// about 200 s. These words gave the quickest floors among 1,500 tried (about 130 s by the plan below);
// the plan picks the quickest of them under the rules of the day, so a content change cannot make the
// test slow without failing loudly here.
const CANDIDATE_WORDS: [number, number][] = [
  [438, 0x5eed],
  [1354, 0x5eed],
  [1107, 0x5eed],
  [42, 0x5eed],
  [951, 0x5eed],
  [1254, 0x5eed],
];
/** The longest a plan may take by its estimate, in seconds (vitest gives each test 180 s). */
const PLAN_BUDGET_S = 150;

/** The seed the game makes of two words, as GameRoute does. */
const seedOf = (words: [number, number]) => words.map((w) => w.toString(16).padStart(8, '0')).join('');

type WalkEnd = 'health' | 'end' | 'fight' | 'exit' | 'dialog' | 'monster' | 'pickup';

/** A walk as the statechart runs it: explore or travel steps until one of its stops. */
function walkInNode(
  s: GameState,
  next: (s: GameState) => Direction | null,
  count: { moves: number },
): [GameState, WalkEnd] {
  for (;;) {
    if (healthBelowHalf(s)) return [s, 'health'];
    const direction = next(s);
    if (!direction) return [s, 'end'];
    const before = s;
    s = apply(s, { type: 'move', direction });
    count.moves++;
    if (exitJustFound(before, s)) return [s, 'exit'];
    if (s.combat.active) return [s, 'fight'];
    if (noticeAfter(before, s, null) !== null) return [s, 'dialog'];
    if (monsterCameIntoSight(before, s)) return [s, 'monster'];
    if (pickedUp(before, s)) return [s, 'pickup'];
  }
}

/** Floor 1 played in node by the test's own rules (explore; fight the nearest monster only when monsters
 *  block the rest; rest below half health; strength at each level-up): does it get out, and how fast? */
function planFloor1(words: [number, number]): { words: [number, number]; seconds: number; descends: boolean } {
  let s = newGame('Wanderer', seedOf(words));
  const count = { moves: 0 };
  let monsterTurns = 0;
  let others = 0;
  for (let guard = 0; guard < 2000 && s.player.health > 0 && !canDescend(s); guard++) {
    others++;
    if ((s.player.pendingStatPoint ?? 0) > 0) s = apply(s, { type: 'allocateStat', stat: 'strength' });
    else if (s.combat.active && s.combat.turn === 'monster') {
      monsterTurns++;
      s = apply(s, { type: 'monsterTurn' });
    } else if (s.combat.active) s = apply(s, { type: s.player.stamina < 15 ? 'sacrificeForStamina' : 'attack' });
    else if (healthBelowHalf(s)) s = apply(s, { type: 'rest' });
    else {
      let end: WalkEnd;
      [s, end] = walkInNode(s, exploreStep, count);
      const target = end === 'end' && !canDescend(s) ? nearestKnownMonster(s) : null;
      if (end === 'end' && !canDescend(s) && !target) break;
      if (target) [s, end] = walkInNode(s, (t) => travelStep(t, target.x, target.y), count);
    }
  }
  // A step every 150 ms, an enemy turn every 1.5 s (and the wait for it), about 0.25 s per decision.
  const seconds = count.moves * 0.15 + monsterTurns * 1.6 + others * 0.25;
  return { words, seconds: Math.round(seconds), descends: canDescend(s) };
}

/** The quickest candidate floor that the plan gets out of. */
function chooseFloor(): { words: [number, number]; seconds: number } {
  const plans = CANDIDATE_WORDS.map(planFloor1)
    .filter((p) => p.descends)
    .sort((a, b) => a.seconds - b.seconds);
  if (plans.length === 0 || plans[0].seconds > PLAN_BUDGET_S) {
    throw new Error(`no candidate floor within ${PLAN_BUDGET_S} s: ${JSON.stringify(CANDIDATE_WORDS.map(planFloor1))}`);
  }
  return plans[0];
}

/** Make the next new game on this page use the chosen floor (the first two-word draw is the seed). */
async function pinSeed(page: Page, words: [number, number]): Promise<void> {
  await page.addInitScript((w: [number, number]) => {
    const real = crypto.getRandomValues.bind(crypto);
    let used = false;
    crypto.getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
      if (!used && array instanceof Uint32Array && array.length === 2) {
        used = true;
        array.set(w);
        return array;
      }
      return real(array as never) as T;
    }) as typeof crypto.getRandomValues;
  }, words);
}

// --- What the player reads on the screen.

const WALKABLE = new Set(['·', '.', '$', '♣', 'E', '?', '@']);

interface Screen {
  level: number;
  x: number;
  y: number;
}

async function where(page: Page): Promise<Screen> {
  const match = /DUNGEON LEVEL (\d+) \((\d+), (\d+)\)/.exec(await whereText(page));
  if (!match) throw new Error(`header unreadable: ${await whereText(page)}`);
  return { level: Number(match[1]), x: Number(match[2]), y: Number(match[3]) };
}

/** Health as the HP bar shows it. */
async function health(page: Page): Promise<{ now: number; max: number }> {
  const meter = page.getByTestId('status-panel').getByRole('meter', { name: 'HP' });
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

/** How a player acts: by keyboard, or by tapping on a phone. */
interface Hands {
  explore(): Promise<void>;
  attack(): Promise<void>;
  rest(): Promise<void>;
  /** Answer a dialog: level-up (strength), portal (descend), merchant (leave), out of stamina (sacrifice). */
  answer(title: string): Promise<void>;
  /** Go and fight the monster the walk note names. */
  goFight(target: { x: number; y: number }): Promise<void>;
}

const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

/** Wait until auto-explore has stopped: the EXPLORE button no longer shows pressed. */
async function walkEnded(page: Page): Promise<void> {
  // By its label, not its role: a dialog opening on the way (the shop, the portal) hides the rest from the role tree.
  const explore = page.locator('button[aria-label="Explore (X)"]');
  await expect.poll(() => explore.getAttribute('aria-pressed'), { timeout: 60_000, interval: 50 }).toBe('false');
}

/** Wait until a travel has stopped: the hero on the same cell for 300 ms (two steps at 150 ms). */
async function standStill(page: Page): Promise<void> {
  let last = '';
  for (let i = 0; i < 200; i++) {
    const now = await whereText(page);
    if (now === last) return;
    last = now;
    await pause(page, 300);
  }
}

/** The EXPLORE button's second line as drawn (only the form for this screen size is displayed), or ''. */
async function walkNoteText(page: Page): Promise<string> {
  const note = page.getByTestId('walk-note');
  return (await note.count()) === 0 ? '' : (await note.innerText()).trim();
}

/** Play floor 1 until the portal is taken; returns what happened, as the screen told it. */
async function playFloor1(page: Page, hands: Hands, deadline: number) {
  const seen = { walks: 0, monsterStops: 0, fights: 0, rests: 0, blocked: 0 };
  let fighting = false;
  while ((await where(page)).level === 1) {
    if (Date.now() > deadline)
      throw new Error(`floor 1 not left in time: ${JSON.stringify(seen)} at ${await whereText(page)}`);
    const title = await openDialog(page);
    if (title !== null) {
      await hands.answer(title);
      await pause(page, 200);
      continue;
    }
    const banner = await turnBanner(page);
    if (banner === 'ENEMY TURN') {
      // The monster acts 1.5 s after its turn starts: wait for it, as a person would.
      await page
        .getByTestId('turn-banner')
        .getByText('ENEMY TURN')
        .waitFor({ state: 'detached', timeout: 5000 })
        .catch(() => {});
      continue;
    }
    if (banner === 'YOUR TURN') {
      if (!fighting) seen.fights++;
      fighting = true;
      await hands.attack();
      await pause(page, 250);
      continue;
    }
    fighting = false;
    const hp = await health(page);
    if (hp.now * 2 < hp.max) {
      seen.rests++;
      await hands.rest();
      await expect.poll(async () => (await health(page)).now).toBe((await health(page)).max);
      continue;
    }
    seen.walks++;
    await hands.explore();
    await walkEnded(page);
    // Why the walk stopped, as the EXPLORE button's second line shows it (long form on a desktop, short on a phone).
    const note = await walkNoteText(page);
    if (note === 'stopped: monster in sight' || note === 'monster!') seen.monsterStops++;
    const blocked = /^(?:blocked: monster at|foe) \((\d+), (\d+)\)$/.exec(note);
    if (blocked) {
      seen.blocked++;
      await hands.goFight({ x: Number(blocked[1]), y: Number(blocked[2]) });
    } else if (note.startsWith('blocked')) throw new Error(`blocked with no monster named: ${note}`);
  }
  return seen;
}

const DIRECTION_KEYS: Record<Direction, string> = { up: 'w', down: 's', left: 'a', right: 'd' };

/** The keyboard player: X, Space, R, Enter in dialogs, W A S D to walk up to a monster. */
function keyboard(page: Page): Hands {
  return {
    explore: async () => {
      await page.keyboard.press('x');
      await pause(page, 150);
    },
    attack: () => page.keyboard.press(' '),
    rest: () => page.keyboard.press('r'),
    // Each dialog opens with its way on focused: STRENGTH, Descend To Next Realm, LEAVE SHOP, Sacrifice Health.
    answer: () => page.keyboard.press('Enter'),
    goFight: async (target) => {
      const path = pathOnMap(await mapLines(page), await where(page), target);
      if (!path)
        throw new Error(`no way on the map to (${target.x}, ${target.y}):\n${(await mapLines(page)).join('\n')}`);
      for (const direction of path) {
        const before = await whereText(page);
        await page.keyboard.press(DIRECTION_KEYS[direction]);
        await expect
          .poll(async () => (await whereText(page)) !== before || (await openDialog(page)) !== null)
          .toBe(true);
        if ((await openDialog(page)) !== null) return;
        await pause(page, 120);
      }
    },
  };
}

/** The touch player: taps on EXPLORE, ATK, REST, the dialogs' buttons, and the map to travel. */
function touch(page: Page): Hands {
  const ANSWERS: Record<string, RegExp> = {
    'ASCENSION ACHIEVED': /STRENGTH/,
    'DUNGEON PORTAL DISCOVERED': /Descend To Next Realm/,
    '♣ MERCHANT': /LEAVE SHOP/,
    'OUT OF STAMINA': /Sacrifice Health/,
  };
  return {
    explore: async () => {
      await page.getByRole('button', { name: 'Explore (X)' }).tap();
      await pause(page, 150);
    },
    attack: () => page.getByRole('button', { name: 'Attack (Space)' }).tap(),
    rest: () => page.getByRole('button', { name: /^REST −\d+: Rest \(R\)/ }).tap(),
    answer: async (title) => {
      const answer = ANSWERS[title];
      if (!answer) throw new Error(`unexpected dialog ${title}`);
      await page.getByRole('dialog').getByRole('button', { name: answer }).tap();
    },
    goFight: async ({ x, y }) => {
      const canvas = page.getByTestId('map-canvas');
      const box = (await canvas.boundingBox())!;
      const lines = await mapLines(page);
      // The drawn grid fills the canvas inside its 1 px border.
      const cellW = (box.width - 2) / lines[0].length;
      const cellH = (box.height - 2) / lines.length;
      await page.touchscreen.tap(box.x + 1 + (x + 0.5) * cellW, box.y + 1 + (y + 0.5) * cellH);
      await pause(page, 200);
      await standStill(page);
    },
  };
}

/** A new player types a name at a person's pace and presses Enter. */
async function typeName(page: Page, name: string): Promise<void> {
  const input = page.getByPlaceholder('Enter hero name...');
  await input.click();
  await input.pressSequentially(name, { delay: 80 });
  await page.waitForFunction(() => {
    const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.includes('BEGIN QUEST'));
    return button && !button.disabled;
  });
  await input.press('Enter');
  await page.getByTestId('game-screen').waitFor();
}

describe('auto-explore to the exit of floor 1', () => {
  it('by keyboard at 1280x800: X as it stops, Space in fights, R when low, and down to level 2', async () => {
    const floor = chooseFloor();
    const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await pinSeed(page, floor.words);
    await page.goto(e2e.server.url);
    await typeName(page, 'Wanderer');
    expect(await whereText(page)).toBe('DUNGEON LEVEL 1 (1, 1)');
    // EXPLORE walks at a visible pace: the first press moves the hero, one cell per step.
    const seen = await playFloor1(page, keyboard(page), Date.now() + 170_000);
    await expect.poll(() => whereText(page)).toBe('DUNGEON LEVEL 2 (1, 1)');
    expect(seen.walks).toBeGreaterThan(3);
    expect(seen.monsterStops).toBeGreaterThan(0);
    expect(seen.fights).toBeGreaterThan(0);
    await page.context().close();
  }, 200_000);

  it('by touch at 390x844: EXPLORE, ATK and REST taps, a tap on the map to reach a monster, and down to level 2', async () => {
    const floor = chooseFloor();
    const page = await newPage(e2e.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await pinSeed(page, floor.words);
    await page.goto(e2e.server.url);
    await typeName(page, 'Thumb');
    expect(await whereText(page)).toBe('DUNGEON LEVEL 1 (1, 1)');
    const seen = await playFloor1(page, touch(page), Date.now() + 170_000);
    await expect.poll(() => whereText(page)).toBe('DUNGEON LEVEL 2 (1, 1)');
    expect(seen.walks).toBeGreaterThan(3);
    expect(seen.fights).toBeGreaterThan(0);
    await page.context().close();
  }, 200_000);
});

describe('travel by click', () => {
  it('walks to a clicked seen cell one step at a time, and a click on an unseen cell does nothing', async () => {
    // A fresh floor with a seen floor cell 3+ cells away that a travel reaches without a stop on the way
    // (no monster comes into sight): sight is 4 cells at the start.
    const arrives = (s: GameState, x: number, y: number) => {
      const [end] = walkInNode(s, (t) => travelStep(t, x, y), { moves: 0 });
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
    await page.getByRole('button', { name: 'Dismiss' }).click();
    const canvas = page.getByTestId('map-canvas');
    const box = (await canvas.boundingBox())!;
    const cell = (box.width - 2) / start.dungeon.width;
    const clickCell = (x: number, y: number) =>
      page.mouse.click(box.x + 1 + (x + 0.5) * cell, box.y + 1 + (y + 0.5) * cell);
    await clickCell(unseen.x, unseen.y);
    await pause(page, 500);
    expect(await whereText(page)).toBe('DUNGEON LEVEL 1 (1, 1)');
    await clickCell(target.x, target.y);
    // One move per 150 ms: the hero is on the way before arriving.
    await expect.poll(() => whereText(page)).not.toBe('DUNGEON LEVEL 1 (1, 1)');
    expect(await whereText(page)).not.toBe(`DUNGEON LEVEL 1 (${target.x}, ${target.y})`);
    await expect.poll(() => whereText(page)).toBe(`DUNGEON LEVEL 1 (${target.x}, ${target.y})`);
    await page.context().close();
  });
});

describe('screens: control bar, XP bar and level-up dialog', () => {
  const DIR = `${SCREENSHOT_DIR}/auto-explore`;
  const base = newGame('Vesper', 'screens-1');
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

  for (const [width, height, phone] of [
    [1280, 800, false],
    [390, 844, true],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
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
        await page.getByRole('button', { name: 'Dismiss' }).click();
        await page.getByText('Game Loaded!', { exact: true }).waitFor({ state: 'detached' });
        const rest = page.getByTestId('rest-cost');
        expect(await rest.innerText()).toBe(phone ? '−84' : 'costs 84 score');
        const xp = page.getByTestId('status-panel').getByRole('meter', { name: 'XP%' });
        expect(await xp.getAttribute('aria-valuenow')).toBe('45');
        expect(await xp.innerText()).toContain('45/100');
        await page
          .getByRole('group', { name: 'Controls' })
          .screenshot({ path: `${DIR}/controls-${width}x${height}-${theme}.png` });
        await page.getByTestId('status-panel').screenshot({ path: `${DIR}/status-${width}x${height}-${theme}.png` });
        await page
          .getByTestId('inventory-panel')
          .screenshot({ path: `${DIR}/inventory-${width}x${height}-${theme}.png` });
        // An explore that stops at once on this floor, and the note under the buttons saying why.
        await page.getByRole('button', { name: 'Explore (X)' }).click();
        await walkEnded(page);
        expect(await walkNoteText(page)).toMatch(
          phone ? /^(monster!|foe \(\d+, \d+\))$/ : /^(stopped: monster in sight|blocked: monster at \(\d+, \d+\))$/,
        );
        await page
          .getByRole('group', { name: 'Controls' })
          .screenshot({ path: `${DIR}/controls-note-${width}x${height}-${theme}.png` });
        await recall(page, saveCodeOf({ ...hero, player: { ...hero.player, pendingStatPoint: 1 } }));
        const levelUp = page.getByRole('dialog', { name: 'ASCENSION ACHIEVED' });
        await levelUp.waitFor();
        expect(await levelUp.getByTestId('stat-change-strength').innerText()).toContain('12 → 13');
        await pause(page, 300);
        await page.screenshot({ path: `${DIR}/levelup-${width}x${height}-${theme}.png` });
        await page.context().close();
      });
    }
  }
});
