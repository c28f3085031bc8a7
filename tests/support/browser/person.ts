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

/** Until the page has fetched what it loads on its own (the code it preloads while idle included). */
export async function waitForPageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
