// Beginning a witnessed run as a person does, for the browser files that watch runs live.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { pressEnterAfter, typeLikeAPerson } from './person';

/**
 * Opens the start screen at `url`, types `name` and presses Enter; resolves once the server registered
 * the run and the game shows, with the run's id.
 */
export async function beginRun(page: Page, url: string, name: string): Promise<string> {
  await page.goto(url);
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/runs') && r.request().method() === 'POST');
  await typeLikeAPerson(page, name);
  await pressEnterAfter(page, 400);
  const answer = await registered;
  expect(answer.status()).toBe(201);
  await page.getByTestId('game-screen').waitFor();
  return ((await answer.json()) as { id: string }).id;
}
