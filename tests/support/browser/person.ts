// A person at the keyboard: typing at ~80 ms a key and pressing Enter a moment after the last one
// (never faster than a person, never waiting for the game to be ready first).
import type { Page } from 'playwright-core';

/** Milliseconds between keys for a person typing at an ordinary pace. */
export const PERSON_KEY_DELAY_MS = 80;

/** Clicks the hero-name input and types `name` one key at a time. */
export async function typeLikeAPerson(page: Page, name: string, delay = PERSON_KEY_DELAY_MS): Promise<void> {
  await page.getByLabel('Name thy hero').click();
  await page.keyboard.type(name, { delay });
}

/** Waits `ms` after the last key, presses Enter, and returns when it was pressed (performance.now()). */
export async function pressEnterAfter(page: Page, ms: number): Promise<number> {
  await page.waitForTimeout(ms);
  const pressed = performance.now();
  await page.keyboard.press('Enter');
  return pressed;
}

/**
 * Counts the page's requests from now on; `settled()` resolves once none is in flight and none starts
 * while the page has an idle moment (a module just fetched asks for its own imports before that).
 * Playwright's 'networkidle' load state cannot say it: it fires once per page load, before code the
 * page preloads later (src/ui/common/warmUp.ts) has even been asked for.
 */
export function trackRequests(page: Page): { settled: () => Promise<void> } {
  let inFlight = 0;
  let started = 0;
  let onQuiet: (() => void) | undefined;
  page.on('request', () => {
    inFlight++;
    started++;
  });
  const done = () => {
    inFlight--;
    if (inFlight === 0) onQuiet?.();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const quiet = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onQuiet = resolve)));
  return {
    async settled() {
      for (;;) {
        await quiet();
        const before = started;
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        if (started === before && inFlight === 0) return;
      }
    },
  };
}
