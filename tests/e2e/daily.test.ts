// The daily challenge in Debian's chromium against the real server: a person types a name, presses
// DAILY CHALLENGE, sees the DAILY banner, inscribes the run, copies its share text, and finds the
// entry on today's board in the Hall of Legends (its Watch saying when it opens). Screenshots of the
// start screen, the share text and the board, light and dark, at 390x844 and 1280x800.
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { DailyResponse } from '../../src/shared/api';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { itTakesShots, picture } from '../support/browser/shots';
import { PERSON_KEY_DELAY_MS } from '../support/browser/person';
import { opensAt } from '../support/browser/daily';
import { setupE2E } from '../support/browser/setup';

const SHOTS = join(SCREENSHOT_DIR, 'daily');
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const e2e = setupE2E({ shots: SHOTS });
let today: DailyResponse;

beforeAll(async () => {
  today = (await (await fetch(`${e2e.server.url}/api/daily`)).json()) as DailyResponse;
});

async function typeName(page: Page, name: string): Promise<void> {
  await page.getByLabel('Name thy hero').click();
  await page.keyboard.type(name, { delay: PERSON_KEY_DELAY_MS });
}

async function openDailyBoard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
  await page.getByRole('button', { name: "TODAY'S DAILY" }).click();
}

describe('the daily challenge', () => {
  it("plays today's challenge, inscribes it, and finds it on the day's board", async () => {
    const hero = 'Daily Dana';
    const page = await newPage(e2e.browser);
    await page.goto(e2e.server.url);
    await typeName(page, hero);
    const daily = page.getByRole('button', { name: 'DAILY CHALLENGE' });
    await expect.poll(() => daily.isEnabled(), { timeout: 15_000 }).toBe(true);
    await daily.click();
    await page.getByRole('button', { name: 'QUIT' }).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('game-where').innerText()).toMatch(
      new RegExp(`^DAILY ${today.day}\\s+DUNGEON LEVEL 1`),
    );

    // A rest (a new day in the dungeon), then QUIT and inscribe the run.
    await page.keyboard.press('r');
    await page.getByRole('button', { name: 'QUIT' }).click();
    await page.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).click();
    const save = page.getByRole('button', { name: 'SAVE FREE' });
    await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
    await save.click();
    await page.getByRole('heading', { name: /Saved! Rank #\d+/ }).waitFor();

    const share = page.getByTestId('daily-share-text');
    const text = `Hall of Legends daily ${today.day}: floor 1, 0 points\n🟨`;
    expect(await share.getAttribute('data-text')).toBe(text);
    expect(await share.getByRole('img').getAttribute('aria-label')).toBe('🟨');
    await page.getByRole('button', { name: 'COPY DAILY RESULT' }).click();
    await page.getByText('Copied!', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    // Back to the start screen, then the Hall of Legends: the entry is on today's board.
    await page.getByRole('button', { name: 'Begin New Adventure' }).click();
    await openDailyBoard(page);
    const row = page.getByRole('listitem').filter({ hasText: hero });
    await row.waitFor();
    expect(await row.getByText(`Watch after ${opensAt(today.day)}`).isVisible()).toBe(true);
    expect(await row.getByRole('link', { name: /Watch/ }).count()).toBe(0);
    await page.context().close();
  });

  it('server down: DAILY CHALLENGE says so and BEGIN QUEST still starts a normal quest', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(e2e.server.url);
    await page.route('**/api/daily', (route) => route.abort('connectionrefused'));
    await typeName(page, 'Offline Olaf');
    const daily = page.getByRole('button', { name: 'DAILY CHALLENGE' });
    await expect.poll(() => daily.isEnabled(), { timeout: 15_000 }).toBe(true);
    await daily.click();
    await page
      .getByText(/^The daily challenge cannot be reached right now\. BEGIN QUEST still starts a normal quest\./)
      .waitFor();
    await page.getByRole('button', { name: 'BEGIN QUEST' }).click();
    await page.getByRole('button', { name: 'QUIT' }).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('game-where').innerText()).toMatch(/^DUNGEON LEVEL 1/);
    await page.context().close();
  });

  itTakesShots('screenshots: start screen, share text and daily board, light and dark, phone and desktop', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const size of SIZES) {
        const tag = `${theme}-${size.width}x${size.height}`;
        const page = await newPage(e2e.browser, { viewport: size, theme });
        await page.goto(e2e.server.url);
        await page
          .getByRole('button', { name: 'DAILY CHALLENGE' })
          .waitFor()
          .catch(async (error: unknown) => {
            await picture(page, join(SHOTS, `failed-${tag}.png`));
            throw error;
          });
        await picture(page, join(SHOTS, `start-${tag}.png`));
        await typeName(page, `Shot ${theme} ${size.width}`);
        const daily = page.getByRole('button', { name: 'DAILY CHALLENGE' });
        await expect.poll(() => daily.isEnabled(), { timeout: 15_000 }).toBe(true);
        await daily.click();
        await page.getByTestId('game-where').waitFor({ timeout: 60_000 });
        await picture(page, join(SHOTS, `game-${tag}.png`));
        const quit = page.getByRole('button', { name: 'QUIT' });
        if (!(await quit.isVisible())) await page.getByRole('button', { name: 'MENU', exact: true }).click();
        await quit.click();
        await page.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).click();
        const save = page.getByRole('button', { name: 'SAVE FREE' });
        await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
        await save.click();
        await page.getByTestId('daily-share-text').scrollIntoViewIfNeeded();
        await picture(page, join(SHOTS, `share-${tag}.png`));
        await page.getByRole('button', { name: 'Begin New Adventure' }).click();
        await openDailyBoard(page);
        await page.getByRole('listitem').first().waitFor();
        await picture(page, join(SHOTS, `board-${tag}.png`));
        await page.context().close();
      }
    }
  });
});
