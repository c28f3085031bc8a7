// The game screen at every size: 390x844, 800x600, 1024x700, 1280x800 and 1920x1080, loaded at
// each size and resized between them mid-game. Each time, what a player would notice: no sideways
// scroll, no status text drawn over other text, the whole 25x15 map inside its box, and from
// 1280x800 up no page scroll at all. FLOAT windows leave the enemy panel (and a phone's map) in
// view, drag without selecting text and give the four accordions back open. Screenshots of every
// size go to /work/screenshots/layout (in light and dark with SHOTS=1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newGame, type Direction, type GameState } from '../../src/engine';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { aimAt, beginQuest, headerButton, recall, WASD, whereText } from '../support/browser/gamePage';
import { fightSituation, saveCodeOf } from '../support/engine/situations';
import { setupE2E } from '../support/browser/setup';
import { themesFor, shooter } from '../support/browser/shots';

const OUT = `${SCREENSHOT_DIR}/layout`;
const SIZES = [
  { label: '390x844', width: 390, height: 844 },
  { label: '800x600', width: 800, height: 600 },
  { label: '1024x700', width: 1024, height: 700 },
  { label: '1280x800', width: 1280, height: 800 },
  { label: '1920x1080', width: 1920, height: 1080 },
] as const;
// The ends of the range and the middle of the 769-1000 band, visited by the resize test.
const EXTRA_SIZES = [
  { label: '360x640', width: 360, height: 640 },
  { label: '900x700', width: 900, height: 700 },
  { label: '2560x1440', width: 2560, height: 1440 },
] as const;
type Size = { label: string; width: number; height: number };

const e2e = setupE2E({ shots: OUT });

const OPPOSITE: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' };
const OFFSET: Record<Direction, [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

/** A fresh level 1 whose hero has an empty room beside the start, and the step into it. */
function walkableStart(): { state: GameState; step: Direction } {
  for (let n = 0; n < 100; n++) {
    const state = newGame('Measurer', `layout-${n}`);
    const { x, y } = state.player;
    const step = (Object.keys(OFFSET) as Direction[]).find(
      (d) => state.dungeon.rooms[y + OFFSET[d][1]]?.[x + OFFSET[d][0]]?.type === 'empty',
    );
    if (step) return { state, step };
  }
  throw new Error('no seed with an empty room beside the start');
}

/** A few moves a player makes: into the empty room and back, twice, watching the header follow. */
async function someMoves(page: Page, start: { state: GameState; step: Direction }): Promise<void> {
  const { x, y } = start.state.player;
  const [dx, dy] = OFFSET[start.step];
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press(WASD[start.step]);
    await expect.poll(() => whereText(page)).toBe(`DUNGEON LEVEL 1 (${x + dx}, ${y + dy})`);
    await page.keyboard.press(WASD[OPPOSITE[start.step]]);
    await expect.poll(() => whereText(page)).toBe(`DUNGEON LEVEL 1 (${x}, ${y})`);
  }
}

/**
 * Every layout fault a player would see, as readable strings (none: an empty list). Read from
 * the page: the document's scroll sizes, the drawn boxes of the status panel's texts, the map's
 * canvas and the cell size the screen draws at (data-cell on the map element).
 */
function layoutFaults(page: Page, size: Size): Promise<string[]> {
  return page.evaluate(
    ({ width, height, noPageScroll }) => {
      const faults: string[] = [];
      const doc = document.documentElement;
      if (doc.scrollWidth > window.innerWidth)
        faults.push(`page scrolls sideways: ${doc.scrollWidth} > ${window.innerWidth}`);
      if (noPageScroll && doc.scrollHeight > window.innerHeight)
        faults.push(`page scrolls: ${doc.scrollHeight} > ${window.innerHeight}`);
      if (window.innerWidth !== width || window.innerHeight !== height)
        faults.push(`window is ${window.innerWidth}x${window.innerHeight}`);

      // The status panel's labels and values: no two drawn boxes may intersect.
      const status = document.querySelector('[data-testid="status-panel"]');
      if (status) {
        const texts = Array.from(status.querySelectorAll('dt, dd, .segment-label, .segment-value, .status-name'));
        const boxes = texts.map((el) => ({ text: (el.textContent ?? '').trim(), r: el.getBoundingClientRect() }));
        boxes.forEach((a, i) => {
          if (a.r.width === 0) faults.push(`status text "${a.text}" has no width`);
          boxes.slice(i + 1).forEach((b) => {
            const overlap =
              Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left) > 0.5 &&
              Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top) > 0.5;
            // A dd holds its bonus span: a box inside its own parent is not an overlap.
            if (overlap) faults.push(`status texts "${a.text}" and "${b.text}" overlap`);
          });
        });
      }

      // The map: the canvas drawn at the screen's cell size, all cells, inside the map's box.
      const map = document.querySelector<HTMLElement>('[data-testid="map-canvas"]');
      const canvas = map?.querySelector('canvas');
      const pane = document.querySelector('.left-pane');
      if (!map || !canvas || !pane) return [...faults, 'no map canvas'];
      const cell = Number(map.dataset.cell);
      const cols = Number(map.dataset.cols);
      const rows = Number(map.dataset.rows);
      const c = canvas.getBoundingClientRect();
      const m = map.getBoundingClientRect();
      const p = pane.getBoundingClientRect();
      if (`${cols}x${rows}` !== '25x15') faults.push(`map is ${cols}x${rows}`);
      if (Math.round(c.width) !== cols * cell || Math.round(c.height) !== rows * cell)
        faults.push(`canvas ${c.width}x${c.height} for ${cols}x${rows} cells of ${cell} px`);
      if (cols * cell > m.width || rows * cell > m.height)
        faults.push(`${cols}x${rows} cells of ${cell} px do not fit the map box ${m.width}x${m.height}`);
      if (c.left < p.left || c.right > p.right || c.top < p.top || c.bottom > p.bottom)
        faults.push(`canvas ${JSON.stringify(c)} outside its pane ${JSON.stringify(p)}`);
      const log = document.querySelector('.combat-log')?.getBoundingClientRect();
      if (log && c.bottom > log.top + 0.5) faults.push(`canvas bottom ${c.bottom} covers the log at ${log.top}`);
      const right = document.querySelector('.right-pane')?.getBoundingClientRect();
      if (right && width >= 768 && right.left < c.right) faults.push(`canvas reaches into the right pane`);
      if (right && width >= 768 && right.width < 280) faults.push(`right pane only ${right.width} px wide`);
      return faults;
    },
    { width: size.width, height: size.height, noPageScroll: size.width >= 1280 && size.height >= 800 },
  );
}

/** The layout settles within a couple of frames of a resize: wait for no faults, then report. */
async function expectGoodLayout(page: Page, size: Size): Promise<void> {
  await expect.poll(() => layoutFaults(page, size), { timeout: 5000, interval: 100 }).toEqual([]);
}

const rect = (page: Page, selector: string) => page.locator(selector).first().boundingBox();
const intersects = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

const shot = shooter(OUT);

/** Walk into the fight situation's monster and wait for the enemy panel to show it. */
async function startFight(page: Page): Promise<void> {
  const { state, step } = fightSituation();
  await recall(page, saveCodeOf(state));
  await page.keyboard.press(WASD[step]);
  await page
    .getByTestId('enemy-panel')
    .getByText(/HP \d+\/\d+/)
    .waitFor();
}

describe('the game screen at each size', () => {
  // Geometry is the same in both themes: each size in one (both with SHOTS=1, for the pictures).
  SIZES.forEach((size, index) => {
    for (const theme of themesFor(index)) {
      it(`${size.label} ${theme}: exploring, in combat and with FLOAT`, async () => {
        const phone = size.width < 768;
        const page = await newPage(e2e.browser, {
          viewport: size,
          theme,
          hasTouch: phone,
          isMobile: phone,
        });
        try {
          await page.goto(e2e.server.url);
          const start = walkableStart();
          await recall(page, saveCodeOf(start.state));
          await someMoves(page, start);
          await expectGoodLayout(page, size);
          await shot(page, `${size.label}-${theme}-1-exploring`);

          await startFight(page);
          await expectGoodLayout(page, size);
          if (phone) {
            // In a fight the spells and the potion buttons come into view inside the panels' own
            // scroll: the map and the controls stay on screen, the page does not move.
            for (const target of [
              page
                .getByTestId('spells-panel')
                .or(page.getByText('SPELLS', { exact: true }))
                .first(),
              page.getByRole('button', { name: /^\[H\]/ }),
            ]) {
              await target.scrollIntoViewIfNeeded();
              expect(await page.evaluate(() => window.scrollY)).toBe(0);
              const map = (await rect(page, '[data-testid="map-canvas"]'))!;
              const attack = (await page.getByRole('button', { name: 'Attack (Space)' }).boundingBox())!;
              const seen = (await target.boundingBox())!;
              expect(map.y).toBeGreaterThanOrEqual(0);
              expect(attack.y + attack.height).toBeLessThanOrEqual(size.height);
              expect(seen.y + seen.height).toBeLessThanOrEqual(size.height);
            }
          }
          await shot(page, `${size.label}-${theme}-2-combat`);

          // FLOAT in the fight: no window over the enemy panel (nor, on a phone, over the map).
          await (await headerButton(page, 'FLOAT')).click();
          await page.locator('.float-window').first().waitFor();
          const enemy = (await rect(page, '[data-testid="enemy-panel"]'))!;
          const map = (await rect(page, '[data-testid="map-canvas"]'))!;
          for (const win of await page.locator('.float-window').all()) {
            const box = (await win.boundingBox())!;
            const name = await win.getAttribute('aria-label');
            expect(intersects(box, enemy), `${name} covers the enemy panel`).toBe(false);
            expect(intersects(box, map), `${name} covers the map`).toBe(false);
          }
          await shot(page, `${size.label}-${theme}-3-float`);
          await (await headerButton(page, 'FLOAT')).click();
          await page.locator('.float-window').first().waitFor({ state: 'detached' });
          const triggers = page.locator('.side-panel-trigger');
          expect(await triggers.count()).toBe(4);
          for (const trigger of await triggers.all()) expect(await trigger.getAttribute('aria-expanded')).toBe('true');
          await expect
            .poll(() => page.getByTestId('status-panel').getByRole('meter', { name: 'HP' }).isVisible())
            .toBe(true);
          await expectGoodLayout(page, size);
        } finally {
          await page.context().close();
        }
      });
    }
  });
});

describe('resizing mid-game', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(e2e.browser, { viewport: { width: 1920, height: 1080 } });
    await page.goto(e2e.server.url);
    await beginQuest(page, 'Resizer');
  });
  afterAll(async () => page?.context().close());

  it('follows the window through every size, moving between resizes', async () => {
    const start = walkableStart();
    await recall(page, saveCodeOf(start.state));
    // The reported fault: 1920 -> 1024 kept the 1920 canvas; back at 1280 it showed 15x9 cells.
    const order = [
      '1920x1080',
      '1024x700',
      '1280x800',
      '390x844',
      '800x600',
      '1920x1080',
      '390x844',
      '1280x800',
      '360x640',
      '2560x1440',
      '900x700',
    ];
    for (const label of order) {
      const size = [...SIZES, ...EXTRA_SIZES].find((s) => s.label === label)!;
      await page.setViewportSize({ width: size.width, height: size.height });
      await expectGoodLayout(page, size);
      await someMoves(page, start);
      await expectGoodLayout(page, size);
      if (EXTRA_SIZES.some((s) => s.label === label)) await shot(page, `${label}-light-resized`);
    }
  });

  it('clamps a pane dragged wide again when the window shrinks, and gives it back when it grows', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    // Grab the handle where a person sees it: after the layout has followed the window.
    await expectGoodLayout(page, SIZES[4]);
    const handle = page.getByRole('separator', { name: 'Resize panes' });
    const grip = await aimAt(page, handle, (box) => ({ x: box.width / 2, y: 200 }));
    await page.mouse.down();
    await page.mouse.move(grip.x + 900, grip.y, { steps: 10 });
    await page.mouse.up();
    const paneWidth = async () => (await rect(page, '.left-pane'))!.width;
    await expect.poll(paneWidth).toBe(1200);
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
    await page.setViewportSize({ width: 1024, height: 700 });
    await expectGoodLayout(page, SIZES[2]);
    // The pane follows the window on the ResizeObserver's next frame: wait for it as a person's eye would.
    await expect.poll(paneWidth).toBeLessThanOrEqual(1024 * 0.8);
    expect((await rect(page, '.right-pane'))!.width).toBeGreaterThanOrEqual(280);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expectGoodLayout(page, SIZES[4]);
    await expect.poll(paneWidth).toBe(1200);
  });

  it('drags a FLOAT window across the log and panels without selecting any text', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await (await headerButton(page, 'FLOAT')).click();
    const title = page.getByRole('region', { name: 'CHARACTER', exact: true }).locator('.float-title');
    await aimAt(page, title, (box) => ({ x: 20, y: box.height / 2 }));
    await page.mouse.down();
    await page.mouse.move(120, 700, { steps: 12 });
    await page.mouse.up();
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
    await (await headerButton(page, 'FLOAT')).click();
  });

  it('keeps every header button in place when the sound label changes', async () => {
    const places = () =>
      page.$$eval('.game-commands button', (buttons) =>
        buttons.map((b) => `${b.textContent} ${Math.round(b.getBoundingClientRect().x)}`),
      );
    const sound = page.getByRole('button', { name: /^SOUND (ON|OFF)$/ });
    const before = await places();
    const label = (await sound.textContent())!;
    await sound.click();
    await expect.poll(() => sound.textContent()).not.toBe(label);
    const after = await places();
    expect(after.map((p) => p.replace(/SOUND O(N|FF)/, 'SOUND'))).toEqual(
      before.map((p) => p.replace(/SOUND O(N|FF)/, 'SOUND')),
    );
    await sound.click();
  });
});

describe('the compact header on a phone', () => {
  it('is one bar whose MENU reaches all nine header buttons', async () => {
    const page = await newPage(e2e.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await page.goto(e2e.server.url);
      await beginQuest(page, 'Thumbs');
      const header = (await rect(page, '.game-header'))!;
      expect(header.height).toBeLessThanOrEqual(56);
      const menu = page.getByRole('button', { name: 'MENU', exact: true });
      await menu.tap();
      await shot(page, '390x844-light-4-menu');
      await menu.tap();
      for (const name of [
        'HELP',
        'CONTROLS',
        'LEGEND',
        'TOME',
        'THEME',
        'FLOAT',
        'SAVE',
        'LOAD',
        /^SOUND (ON|OFF)$/,
        'QUIT',
      ]) {
        const button = page.getByRole('button', { name, exact: true });
        expect(await button.isVisible(), `${name} before MENU`).toBe(false);
        await menu.tap();
        const box = (await button.boundingBox())!;
        expect(box.height, String(name)).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width, String(name)).toBeLessThanOrEqual(390);
        await menu.tap();
        await button.waitFor({ state: 'detached' });
      }
    } finally {
      await page.context().close();
    }
  });
});
