// Waiting for the screen to be still, instead of a fixed pause: a dialog fading in or a panel sliding
// is photographed (and checked by axe) as a person sees it once it has settled, never half-drawn.
import type { Page } from 'playwright-core';

/**
 * Resolves once no finite CSS animation or transition is running (an endless one, such as a blinking
 * cursor, never settles and is not waited for) and two frames have been painted after that.
 */
export async function waitForStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
