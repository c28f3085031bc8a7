// Judging a fight before taking it, in Debian's chromium at 1280x800 and 390x844, read from the screen
// as a player reads it: a new run on a fixed floor 1 shows "No enemy in sight.", a few steps bring a
// monster into sight and the enemy panel names it with the engine's threat word; V speaks the word; a
// floor-30 hero (a save code made by the engine) reads the word there, in the Tome too, and the HUD and
// the Tome hold deep-floor figures without running over. SHOTS=1 also takes the pictures of the panel
// in and out of a fight and of the Tome, light and dark, into /work/screenshots/threat.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  apply,
  createMonster,
  nearestRoom,
  newGame,
  rulesOf,
  threat,
  type Direction,
  type GameState,
  type Monster,
  type Room,
} from '../../src/engine';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { DISPLAY_STORAGE_KEY } from '../../src/ui/display/displaySettings';
import { deepSituation, pathTo, saveCodeOf } from '../support/engine/situations';
import { threatLine, where } from '../support/engine/screenWords';
import { dismissToast, headerButton, recall, toastShown, WASD, whereText } from '../support/browser/gamePage';
import { PERSON_KEY_DELAY_MS, pressEnterAfter, typeLikeAPerson } from '../support/browser/person';
import { setupE2E } from '../support/browser/setup';
import { itTakesShots, picture } from '../support/browser/shots';
import { waitForStill } from '../support/browser/settle';

const OUT = `${SCREENSHOT_DIR}/threat`;
const e2e = setupE2E({ shots: OUT });

const SIZES = [
  { label: '1280x800', viewport: { width: 1280, height: 800 } },
  { label: '390x844', viewport: { width: 390, height: 844 } },
] as const;

// --- Floor 1. The game draws a new run's seed from crypto.getRandomValues (two 32-bit words, as
// GameRoute does); nearly every floor 1 shows a monster from the start (sight 4 at a level's start).
// These words give one that does not, and a monster that a few steps bring into sight by a known way.
const CANDIDATE_WORDS: [number, number][] = [
  [9, 0x7e57],
  [51, 0x7e57],
  [73, 0x7e57],
  [193, 0x7e57],
];
const HERO = 'Scout';

const seedOf = (words: [number, number]) => words.map((w) => w.toString(16).padStart(8, '0')).join('');

/** The monsters the map shows (rooms in sight with a monster in them). */
const inSight = (state: GameState) =>
  state.dungeon.rooms.flat().filter((room): room is Room => room?.type === 'monster' && room.visible && !!room.content);

/** The monster in sight nearest by the known way (the engine's nearestRoom), or in a straight line. */
function nearestInSight(state: GameState): Room {
  const way = nearestRoom(state, (room) => room.type === 'monster' && room.visible && !!room.content);
  const reach = (room: Room) => Math.abs(room.x - state.player.x) + Math.abs(room.y - state.player.y);
  return way?.room ?? inSight(state).sort((a, b) => reach(a) - reach(b))[0];
}

/** What the panel says of the nearest monster in sight: "Goblin 2 south, 1 east · 3 steps". */
function sightedText(state: GameState): string {
  const room = nearestInSight(state);
  const way = nearestRoom(state, (r) => r.type === 'monster' && r.visible && !!r.content);
  const steps = way ? ` · ${way.distance} ${way.distance === 1 ? 'step' : 'steps'}` : '';
  return `${(room.content as Monster).name} ${where(state.player, room)}${steps}`;
}

interface Floor1 {
  words: [number, number];
  moves: Direction[];
  after: GameState;
}

/** The first candidate floor with no monster in sight at the start whose first steps bring one into sight. */
function chooseFloor1(): Floor1 {
  for (const words of CANDIDATE_WORDS) {
    let state = newGame(HERO, seedOf(words));
    if (inSight(state).length > 0) continue;
    const path = pathTo(state, (room) => room.type === 'monster') ?? [];
    const moves: Direction[] = [];
    for (const direction of path) {
      state = apply(state, { type: 'move', direction });
      moves.push(direction);
      if (inSight(state).length > 0 || state.combat.active) break;
    }
    const known = nearestRoom(state, (room) => room.type === 'monster' && room.visible);
    if (!state.combat.active && moves.length <= 6 && known) return { words, moves, after: state };
  }
  throw new Error('no candidate floor 1 starts with no monster in sight and brings one into sight in 6 steps');
}

/**
 * Make the next new run on this page use `words` as its seed (the first two-word draw is the seed). A run
 * registered with the server plays the server's seed, so registration is refused: the run begins unwitnessed
 * on the local seed, as it does offline.
 */
async function pinSeed(page: Page, words: [number, number]): Promise<void> {
  await page.route('**/api/runs', (route) => route.abort());
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

// --- What the screen should say, worked out by the engine in node.

/** What V says: every monster in sight, nearest in a straight line first, with its word. */
function monstersAnswer(state: GameState): string {
  const reach = (room: Room) => Math.abs(room.x - state.player.x) + Math.abs(room.y - state.player.y);
  return inSight(state)
    .sort((a, b) => reach(a) - reach(b))
    .map((room) => {
      const monster = room.content as Monster;
      const article = /^[AEIOU]/.test(monster.name) ? 'An' : 'A';
      return `${article} ${monster.name}, ${where(state.player, room)}, ${threat(state, monster).word}.`;
    })
    .join(' ');
}

// --- Reading the screen.

const enemyPanel = (page: Page) => page.getByTestId('enemy-panel');
const panelText = async (page: Page) => (await enemyPanel(page).innerText()).replace(/\s+/g, ' ').trim();
const threatText = async (page: Page) =>
  (await page.getByTestId('enemy-threat').innerText()).replace(/\s+/g, ' ').trim();

/** Moves one cell with its key and waits for the header to show the hero there. */
async function step(page: Page, state: GameState, direction: Direction): Promise<GameState> {
  const next = apply(state, { type: 'move', direction });
  await page.keyboard.press(WASD[direction]);
  await expect
    .poll(() => whereText(page))
    .toBe(`DUNGEON LEVEL ${next.dungeon.level} (${next.player.x}, ${next.player.y})`);
  await page.waitForTimeout(PERSON_KEY_DELAY_MS);
  return next;
}

/** Loads a save code through LOAD, sees its 'Game Loaded!' toast, and puts it away as a player would. */
async function load(page: Page, state: GameState): Promise<void> {
  // As a person waits for the screen to settle before reaching for LOAD (or MENU on a phone).
  await waitForStill(page);
  await recall(page, saveCodeOf(state));
  await toastShown(page, 'Game Loaded!');
  await dismissToast(page);
}

/** Opens the Tome from the header and its monsters section; returns the dialog. */
async function openTomeMonsters(page: Page): Promise<Locator> {
  await (await headerButton(page, 'TOME')).click();
  const tome = page.getByRole('dialog', { name: 'ANCIENT TOME' });
  await tome.waitFor();
  await tome.getByText(/^Creatures and Monsters/).click();
  return tome;
}

/**
 * Text that runs out of its box: any element under `root` whose content is wider than it (and does not
 * scroll), or that reaches past `root`'s right edge; and a page that scrolls sideways.
 */
function overflowFaults(root: Locator): Promise<string[]> {
  return root.evaluate((box) => {
    const faults: string[] = [];
    const edge = box.getBoundingClientRect();
    for (const el of [box as HTMLElement, ...box.querySelectorAll<HTMLElement>('*')]) {
      const style = getComputedStyle(el);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      const label = `${el.getAttribute('class') ?? el.tagName} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      if (!scrolls && el.scrollWidth > el.clientWidth + 1 && style.display !== 'inline')
        faults.push(`${label} overflows: ${el.scrollWidth} > ${el.clientWidth}`);
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > edge.right + 0.5)
        faults.push(`${label} reaches past the box: ${r.right} > ${edge.right}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) faults.push('the page scrolls sideways');
    return faults;
  });
}

/** Floor 30 with a monster in sight, and the hero's fight with it (its turn first), built by the engine. */
function floor30(): { sighted: GameState; fight: GameState } {
  const sighted = deepSituation(30, 'Delver', 'Troll');
  const target = nearestInSight(sighted);
  const path = pathTo(sighted, (room) => room.x === target.x && room.y === target.y)!;
  const fought = path.reduce((s, direction) => apply(s, { type: 'move', direction }), sighted);
  if (!fought.combat.active) throw new Error('the walk to the floor-30 monster did not start a fight');
  // The hero's turn: the picture waits for no enemy blow.
  return { sighted, fight: { ...fought, combat: { ...fought.combat, turn: 'player' } } };
}

describe('judging a fight before taking it', () => {
  for (const { label, viewport } of SIZES) {
    it(`at ${label}: the word on floor 1 as a monster comes into sight, from V, and on floor 30`, async () => {
      const floor = chooseFloor1();
      const page = await newPage(e2e.browser, { viewport });
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await pinSeed(page, floor.words);
      await page.goto(e2e.server.url);
      await typeLikeAPerson(page, HERO);
      await pressEnterAfter(page, PERSON_KEY_DELAY_MS);
      await page.getByTestId('game-screen').waitFor();
      expect(await whereText(page)).toBe('DUNGEON LEVEL 1 (1, 1)');
      expect(await panelText(page)).toBe('No enemy in sight.');

      // Walk until the monster comes into sight; then the panel names it, where it is, and its word.
      let state = newGame(HERO, seedOf(floor.words));
      for (const direction of floor.moves) state = await step(page, state, direction);
      const room = nearestInSight(state);
      const monster = room.content as Monster;
      const judged = threat(state, monster);
      await expect.poll(() => panelText(page)).toContain(sightedText(state));
      expect(await threatText(page)).toMatch(new RegExp(`^[●○]{4} ${threatLine(judged)}$`));

      // V: the polite region speaks each monster in view with its word.
      const polite = page.getByTestId('narration-polite');
      await page.keyboard.press('v');
      await expect.poll(() => polite.textContent()).toContain(monstersAnswer(state));
      expect(monstersAnswer(state)).toContain(`${where(state.player, room)}, ${judged.word}.`);

      // Floor 30: a save code of a deep hero, loaded as a player pastes one.
      const { sighted } = floor30();
      await load(page, sighted);
      await expect.poll(() => whereText(page)).toBe(`DUNGEON LEVEL 30 (${sighted.player.x}, ${sighted.player.y})`);
      const deepRoom = nearestInSight(sighted);
      const deepMonster = deepRoom.content as Monster;
      const deepJudged = threat(sighted, deepMonster);
      await expect.poll(() => panelText(page)).toContain(sightedText(sighted));
      expect(await threatText(page)).toMatch(new RegExp(`^[●○]{4} ${threatLine(deepJudged)}$`));
      expect(await overflowFaults(enemyPanel(page))).toEqual([]);
      expect(await overflowFaults(page.getByTestId('status-panel'))).toEqual([]);

      // The Tome: a Wyvern met fresh on floor 30 by this hero, as the engine builds and judges one.
      const wyvern = createMonster(
        rulesOf(sighted).monsters.find((t) => t.name === 'Wyvern')!,
        30,
        'check',
        0,
        0,
        rulesOf(sighted).tierScalePercent,
      );
      const tome = await openTomeMonsters(page);
      const entry = tome.getByTestId('tome-monster-Wyvern');
      expect(((await entry.textContent()) ?? '').replace(/\s+/g, ' ')).toContain(`Now, on floor 30: `);
      expect(await entry.locator('.threat-word').textContent()).toBe(threat(sighted, wyvern).word);
      expect(await overflowFaults(tome)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }

  for (const { label, viewport } of SIZES) {
    it(`at ${label}: the deep HUD in a fight holds its figures`, async () => {
      const { fight } = floor30();
      const page = await newPage(e2e.browser, { viewport });
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await page.goto(e2e.server.url);
      await load(page, fight);
      await expect.poll(() => panelText(page)).toContain(`HP ${fight.combat.monster!.health}/`);
      expect(await threatText(page)).toMatch(
        new RegExp(`^[●○]{4} ${threatLine(threat(fight, fight.combat.monster!))}$`),
      );
      expect(await overflowFaults(enemyPanel(page))).toEqual([]);
      expect(await overflowFaults(page.getByTestId('status-panel'))).toEqual([]);
      await page.context().close();
    }, 60_000);
  }
});

describe('pictures of the threat word', () => {
  for (const { label, viewport } of SIZES) {
    for (const theme of ['light', 'dark'] as const) {
      itTakesShots(
        `${label} ${theme}: the panel out of and in a fight, and the Tome`,
        async () => {
          const { sighted, fight } = floor30();
          const page = await newPage(e2e.browser, { viewport, theme });
          await page.goto(e2e.server.url);
          const name = (what: string) => `${OUT}/${what}-${label}-${theme}.png`;
          await load(page, sighted);
          await enemyPanel(page).getByTestId('enemy-threat').waitFor();
          await waitForStill(page);
          await picture(enemyPanel(page), name('panel-sighted'));
          await picture(page, name('screen-sighted'));
          await load(page, fight);
          await enemyPanel(page)
            .getByText(/HP \d+\/\d+/)
            .waitFor();
          await waitForStill(page);
          await picture(enemyPanel(page), name('panel-fight'));
          await picture(page, name('screen-fight'));
          const tome = await openTomeMonsters(page);
          await waitForStill(page);
          await tome.getByTestId('tome-monster-Wyvern').scrollIntoViewIfNeeded();
          await picture(page, name('tome'));
          await page.context().close();
        },
        60_000,
      );
    }
  }

  // The four words side by side in the Tome, in the palettes that set their own threat colours: a hero at
  // 1,200 health meets trivial, fair, dangerous and deadly monsters on floor 30.
  for (const palette of ['high-contrast', 'colour-blind'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      itTakesShots(
        `1280x800 ${palette} ${theme}: the four words in the Tome and the panel`,
        async () => {
          const { sighted, fight } = floor30();
          const tired = (s: GameState) => ({ ...s, player: { ...s.player, health: 1_200 } });
          const page = await newPage(e2e.browser, { viewport: SIZES[0].viewport, theme });
          await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
            DISPLAY_STORAGE_KEY,
            JSON.stringify({ palette, textSize: 'normal', motion: 'system' }),
          ] as const);
          await page.goto(e2e.server.url);
          await load(page, tired(fight));
          await enemyPanel(page)
            .getByText(/HP \d+\/\d+/)
            .waitFor();
          await waitForStill(page);
          await picture(enemyPanel(page), `${OUT}/panel-fight-${palette}-${theme}.png`);
          await load(page, tired(sighted));
          const tome = await openTomeMonsters(page);
          await waitForStill(page);
          await tome.getByTestId('tome-monster-Wyvern').scrollIntoViewIfNeeded();
          await picture(page, `${OUT}/tome-${palette}-${theme}.png`);
          await page.context().close();
        },
        60_000,
      );
    }
  }
});
