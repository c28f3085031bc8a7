// The keys of play as a person presses them: one at a time, a person's beat apart, reading the letter a
// pack slot or a spell shows before typing it.
import type { Locator, Page } from 'playwright-core';
import { PERSON_KEY_DELAY_MS } from './person';

/** Presses `key` (a Playwright key name: 'q', 'Escape', 'Tab') and waits a person's beat after it. */
export async function pressLikeAPerson(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await page.waitForTimeout(PERSON_KEY_DELAY_MS);
}

/**
 * The letter shown on the row or slot of `container` (the inventory or spells panel) that holds `name`,
 * as a person reads it before pressing it; fails when that row shows no letter.
 */
export async function slotLetter(container: Locator, name: string | RegExp): Promise<string> {
  const row = container.locator('li').filter({ hasText: name }).first();
  await row.waitFor();
  const letter = row.locator('.key-letter');
  if ((await letter.count()) === 0) throw new Error(`the row of ${String(name)} shows no letter`);
  return (await letter.innerText()).trim().replace(/\W/g, '');
}
