import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { waitForStill } from './settle';

/** `SHOTS=1`: take every picture we look at when a screen changes, in both themes. */
export const TAKING_SHOTS = process.env.SHOTS === '1';

/**
 * Saves a picture of `target` (the page, or one element) at `path` to look at, with `SHOTS=1` only: in a
 * plain run nobody opens it, and each picture drawn in software costs a fifth of a second or more.
 */
export async function picture(target: Page | Locator, path: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (TAKING_SHOTS) await target.screenshot({ path, ...opts });
}

/**
 * A file's picture taker: with `SHOTS=1`, `shot(page, name)` saves the page at `dir/name.png` once it is
 * still; without, it does nothing, not even wait, so no check leans on a pause that only pictures need.
 */
export function shooter(dir: string): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    if (!TAKING_SHOTS) return;
    mkdirSync(dir, { recursive: true });
    await waitForStill(page);
    await page.screenshot({ path: join(dir, `${name}.png`) });
  };
}

/**
 * A walk that only takes the pictures we look at when a screen changes, asserting nothing a player would
 * notice that other tests do not: `npm test` skips it to keep CI short; `SHOTS=1` runs it.
 */
export const itTakesShots = it.runIf(TAKING_SHOTS);

/**
 * The themes to play a check in whose outcome no colour can change (focus, geometry): both with `SHOTS=1`,
 * for the pictures; otherwise one, alternating with `index`, so every run still meets both themes.
 */
export function themesFor(index: number): readonly ('light' | 'dark')[] {
  if (TAKING_SHOTS) return ['light', 'dark'];
  return [index % 2 === 0 ? 'light' : 'dark'];
}

/** A desktop and a phone window, each in light and dark: the four looks a picture walk takes. */
export const FOUR_LOOKS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
].flatMap((viewport) =>
  (['light', 'dark'] as const).map((theme) => ({
    viewport,
    theme,
    name: `${viewport.width}x${viewport.height}-${theme}`,
  })),
);

/**
 * The looks a check of colour (axe's contrast) plays in: the desktop in light and the phone in dark, so
 * each theme and each window is met once; all four with `SHOTS=1`, for the pictures.
 */
export const LOOKS_CHECKED = TAKING_SHOTS ? FOUR_LOOKS : [FOUR_LOOKS[0], FOUR_LOOKS[3]];
