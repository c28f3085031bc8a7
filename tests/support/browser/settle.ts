// Waiting for the screen to be still, instead of a fixed pause: a dialog fading in or a panel sliding
// is photographed (and checked by axe) as a person sees it once it has settled, never half-drawn.
import type { Locator, Page } from 'playwright-core';

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

/** Resolves once every finite animation inside `box` (a dialog growing in, say) has ended. */
export async function waitForStillIn(box: Locator): Promise<void> {
  await box.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
