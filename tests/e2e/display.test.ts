// The DISPLAY dialog as a player uses it: each palette picked by clicking it changes what the map
// draws and survives a reload; the canvas renderer draws the map without WebGL and where it is emulated, WebGL
// on a GPU; no serious or critical axe violation on the start and game screens
// (standard light and high contrast dark; every palette's colours are measured in unit tests); Large
// text keeps the layout whole; reduced motion stops the dialog animations and transitions (system
// setting, forced on, forced off). Screenshots of every palette x theme at 1280x800 (SHOTS=1 for all of
// them) and 390x844, and of the dialog, go to /work/screenshots/display.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paletteFor, type PaletteId } from '../../src/map/palette';
import { newGame } from '../../src/engine';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { beginQuest, headerButton, openWay, recall, WASD, whereText } from '../support/browser/gamePage';
import { coloursOf } from '../support/browser/mapColours';
import { nameAGpu } from '../support/browser/gpuNamed';
import { fightSituation, findSituation, saveCodeOf } from '../support/engine/situations';
import { expectNoSeriousAxeViolations } from '../support/browser/axe';
import { setupE2E } from '../support/browser/setup';
import { itTakesShots, shooter } from '../support/browser/shots';

const OUT = `${SCREENSHOT_DIR}/display`;
const THEMES = ['light', 'dark'] as const;
const PALETTES: [PaletteId, string][] = [
  ['standard', 'Standard'],
  ['high-contrast', 'High contrast'],
  ['colour-blind', 'Colour-blind safe'],
];

const e2e = setupE2E({ shots: OUT });

const displayDialog = (page: Page) => page.getByRole('dialog', { name: 'DISPLAY' });

/** Open DISPLAY (the header button, in the MENU on a phone, or the start screen's), click a choice, close it. */
async function choose(page: Page, choice: string): Promise<void> {
  const fromStart = page.getByRole('button', { name: 'DISPLAY', exact: true });
  if (await page.getByTestId('game-screen').isVisible()) await (await headerButton(page, 'DISPLAY')).click();
  else await fromStart.click();
  const dialog = displayDialog(page);
  await dialog.waitFor();
  const radio = dialog.getByRole('radio', { name: choice, exact: true });
  await radio.click();
  await expect.poll(() => radio.isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'CLOSE' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The map shows the palette: its background and the hero's colour are drawn on the canvas. */
async function expectMapIn(page: Page, theme: 'light' | 'dark', palette: PaletteId): Promise<void> {
  const { background, glyph } = paletteFor(theme, palette);
  await expect
    .poll(async () => {
      const colours = await coloursOf(page, page.getByTestId('map-canvas').locator('canvas'));
      return { background: colours.has(background), hero: colours.has(glyph.player) };
    })
    .toEqual({ background: true, hero: true });
}

const shot = shooter(OUT);

describe('picking a palette', () => {
  for (const theme of THEMES) {
    it(`${theme}: each palette redraws the map, and a reload keeps it`, async () => {
      const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 }, theme });
      try {
        await page.goto(e2e.server.url);
        await beginQuest(page, 'Painter');
        await expectMapIn(page, theme, 'standard');
        for (const [id, label] of PALETTES.slice(1)) {
          await choose(page, label);
          await expectMapIn(page, theme, id);
          // High contrast has its own background: the standard one is gone, the map was really redrawn.
          if (id === 'high-contrast') {
            const colours = await coloursOf(page, page.getByTestId('map-canvas').locator('canvas'));
            expect(colours.has(paletteFor(theme, 'standard').background)).toBe(false);
          }
        }
        await page.reload();
        await page
          .getByTestId('game-screen')
          .or(page.getByRole('button', { name: 'BEGIN QUEST' }))
          .first()
          .waitFor();
        if (!(await page.getByTestId('game-screen').isVisible())) await beginQuest(page, 'Painter');
        await expectMapIn(page, theme, 'colour-blind');
        await (await headerButton(page, 'DISPLAY')).click();
        expect(await displayDialog(page).getByRole('radio', { name: 'Colour-blind safe' }).isChecked()).toBe(true);
        await shot(page, `1280x800-${theme}-dialog`);
        await page.keyboard.press('Escape');
      } finally {
        await page.context().close();
      }
    });
  }
});

// Which renderer draws the map: WebGL only where a GPU draws it. Without WebGL (blocked by policy, no
// GPU driver), and where WebGL is emulated on the CPU (these test browsers: SwiftShader), Pixi's canvas
// renderer draws it; a GPU's WebGL is played by giving SwiftShader's context a GPU's name (nameAGpu).
// Each way the map shows the palette, and a step redraws it.
const NO_WEBGL = () => {
  const getContext = HTMLCanvasElement.prototype.getContext as (
    this: HTMLCanvasElement,
    kind: string,
    options?: unknown,
  ) => RenderingContext | null;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, options?: unknown) {
    return /webgl/i.test(kind) ? null : getContext.call(this, kind, options);
  } as typeof HTMLCanvasElement.prototype.getContext;
};
const RENDERERS: [string, (() => void) | null, '2d' | 'webgl'][] = [
  ['a browser without WebGL', NO_WEBGL, '2d'],
  ['WebGL emulated on the CPU', null, '2d'],
  ["a GPU's WebGL", nameAGpu, 'webgl'],
];

/** What the map's canvas draws with: a canvas holding a WebGL context gives no 2D one. */
const canvasKind = (page: Page) =>
  page
    .getByTestId('map-canvas')
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => (canvas.getContext('2d') ? '2d' : 'webgl'));

describe("the map's renderer", () => {
  for (const [where, initScript, kind] of RENDERERS) {
    it(`${where}: the map is drawn ${kind === '2d' ? 'by the canvas renderer' : 'with WebGL'}, and a step redraws it`, async () => {
      const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        if (initScript) await page.addInitScript(initScript);
        await page.goto(e2e.server.url);
        // One seed for all three: a new game's start may be hemmed in by monsters, this one's is not.
        await recall(page, saveCodeOf(newGame('Renderer', 'renderer-1')));
        await expectMapIn(page, 'light', 'standard');
        expect(await canvasKind(page)).toBe(kind);
        const before = await whereText(page);
        const way = await openWay(page);
        expect(way, 'the first floor has an open cell beside the hero').not.toBeNull();
        await page.keyboard.press(way![0]);
        await expect.poll(() => whereText(page)).not.toBe(before);
        await expectMapIn(page, 'light', 'standard');
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});

// axe in the browser on two looks: the default (standard, light) and the one farthest from it (high
// contrast, dark). A palette only sets custom properties: every palette in both themes is measured pair by
// pair in tests/unit/ui/display/uiPalettes.test.ts, and 'picking a palette' above sees each one drawn on the
// map. The other four looks run with SHOTS=1, for their pictures.
const AXE_LOOKS = ['light standard', 'dark high-contrast'];

describe('accessibility in a palette', () => {
  for (const theme of THEMES) {
    for (const [id, label] of PALETTES) {
      const look = AXE_LOOKS.includes(`${theme} ${id}`) ? it : itTakesShots;
      look(`${theme}, ${label}: start screen, DISPLAY dialog, game screen (loot and combat) and legend`, async () => {
        const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 }, theme });
        try {
          await page.goto(e2e.server.url);
          await choose(page, label);
          await expectNoSeriousAxeViolations(page, `${theme} ${label} start screen`);
          await shot(page, `1280x800-${theme}-${id}-start`);
          await page.getByRole('button', { name: 'DISPLAY', exact: true }).click();
          await displayDialog(page).waitFor();
          await expectNoSeriousAxeViolations(page, `${theme} ${label} DISPLAY dialog`);
          await page.keyboard.press('Escape');
          await displayDialog(page).waitFor({ state: 'detached' });

          const loot = findSituation('treasure', 'Looter', (a) => a);
          await recall(page, saveCodeOf(loot.state));
          await page.keyboard.press(WASD[loot.step]);
          await page.getByTestId('combat-log').locator('.log-loot').first().waitFor();
          await expectMapIn(page, theme, id);
          await expectNoSeriousAxeViolations(page, `${theme} ${label} game screen with loot`);

          const fight = fightSituation();
          await recall(page, saveCodeOf(fight.state));
          await page.keyboard.press(WASD[fight.step]);
          await page
            .getByTestId('enemy-panel')
            .getByText(/HP \d+\/\d+/)
            .waitFor();
          await expectNoSeriousAxeViolations(page, `${theme} ${label} game screen in combat`);
          await shot(page, `1280x800-${theme}-${id}`);
          await page.getByRole('button', { name: 'LEGEND', exact: true }).click();
          await page.getByRole('dialog', { name: 'MAP LEGEND' }).waitFor();
          await expectNoSeriousAxeViolations(page, `${theme} ${label} legend`);
          await shot(page, `1280x800-${theme}-${id}-legend`);
          await page.keyboard.press('Escape');
        } finally {
          await page.context().close();
        }
      });
    }
  }
});

describe('on a phone', () => {
  for (const theme of THEMES) {
    it(`${theme}: DISPLAY is in the MENU, and every palette draws the map`, async () => {
      const page = await newPage(e2e.browser, {
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        theme,
      });
      try {
        await page.goto(e2e.server.url);
        const fight = fightSituation();
        await recall(page, saveCodeOf(fight.state));
        await page.keyboard.press(WASD[fight.step]);
        await page
          .getByTestId('enemy-panel')
          .getByText(/HP \d+\/\d+/)
          .waitFor();
        for (const [id, label] of PALETTES) {
          await choose(page, label);
          await expectMapIn(page, theme, id);
          await shot(page, `390x844-${theme}-${id}`);
        }
      } finally {
        await page.context().close();
      }
    });
  }
});

/** What a player would see go wrong: sideways scroll, a map cut off or over the log, a squeezed right pane. */
function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) faults.push('page scrolls sideways');
    const map = document.querySelector<HTMLElement>('[data-testid="map-canvas"]');
    const canvas = map?.querySelector('canvas')?.getBoundingClientRect();
    const pane = document.querySelector('.left-pane')?.getBoundingClientRect();
    if (!map || !canvas || !pane) return [...faults, 'no map'];
    const cell = Number(map.dataset.cell);
    const cols = Number(map.dataset.cols);
    const rows = Number(map.dataset.rows);
    if (Math.round(canvas.width) !== cols * cell || Math.round(canvas.height) !== rows * cell)
      faults.push(`canvas ${canvas.width}x${canvas.height} for ${cols}x${rows} cells of ${cell} px`);
    if (canvas.left < pane.left || canvas.right > pane.right || canvas.top < pane.top)
      faults.push('map outside its pane');
    const log = document.querySelector('.combat-log')?.getBoundingClientRect();
    if (log && canvas.bottom > log.top + 0.5) faults.push('map covers the log');
    const right = document.querySelector('.right-pane')?.getBoundingClientRect();
    if (right && window.innerWidth >= 768 && (right.left < canvas.right || right.width < 280))
      faults.push('right pane squeezed');
    return faults;
  });
}

const cellSize = async (page: Page) => Number(await page.getByTestId('map-canvas').getAttribute('data-cell'));

describe('map text size', () => {
  for (const size of [
    { width: 1024, height: 700, large: 'larger' },
    { width: 390, height: 844, large: 'the same (the width is the limit)' },
  ] as const) {
    it(`${size.width}x${size.height}: Large keeps the whole map in its box, cells ${size.large}; Small shrinks them`, async () => {
      const phone = size.width < 768;
      const page = await newPage(e2e.browser, {
        viewport: { width: size.width, height: size.height },
        hasTouch: phone,
        isMobile: phone,
      });
      try {
        await page.goto(e2e.server.url);
        await beginQuest(page, 'Reader');
        await expect.poll(() => layoutFaults(page)).toEqual([]);
        const normal = await cellSize(page);
        await choose(page, 'Large');
        await expect.poll(() => layoutFaults(page)).toEqual([]);
        const large = await cellSize(page);
        if (phone) expect(large).toBe(normal);
        else expect(large).toBeGreaterThan(normal);
        await shot(page, `${size.width}x${size.height}-light-large`);
        await choose(page, 'Small');
        await expect.poll(() => cellSize(page)).toBeLessThan(normal);
        await expect.poll(() => layoutFaults(page)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});

/** Open HELP and read how its dialog animates: the animation, its length, and how many still run. */
async function motionOfHelp(page: Page): Promise<{ name: string; duration: string; running: number }> {
  await page.getByRole('button', { name: 'HELP', exact: true }).click();
  const content = page.locator('.rt-BaseDialogContent').first();
  await content.waitFor();
  const motion = await content.evaluate((el) => ({
    name: getComputedStyle(el).animationName,
    duration: getComputedStyle(el).animationDuration,
    running: document.getAnimations().filter((a) => a.playState === 'running').length,
  }));
  await page.keyboard.press('Escape');
  // Until the dimmed backdrop has faded too, as a person sees: a motion setting changed while it still
  // fades would leave Radix waiting for the end of an animation that no longer runs.
  await page.locator('.rt-BaseDialogOverlay').waitFor({ state: 'detached' });
  return motion;
}

describe('reduced motion', () => {
  it('follows the system, and the player can force it on or off', async () => {
    const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(e2e.server.url);
      await beginQuest(page, 'Stillness');
      expect(await motionOfHelp(page)).toMatchObject({ name: 'rt-dialog-content-show', duration: '0.2s' });

      // The system asks for reduced motion: the dialog appears at once.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await motionOfHelp(page)).toMatchObject({ name: 'none', running: 0 });

      // Reduced motion forced off: the dialog animates again in spite of the system.
      await choose(page, 'Off');
      expect(await motionOfHelp(page)).toMatchObject({ name: 'display-dialog-show', duration: '0.2s' });

      // Forced on under a system that does not ask for it: nothing moves.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await choose(page, 'On');
      expect(await motionOfHelp(page)).toEqual({ name: 'rt-dialog-content-show', duration: '0s', running: 0 });
    } finally {
      await page.context().close();
    }
  });
});
