// The daily challenge around the Hall of Legends in Debian's chromium against the real server: a daily
// entry of today is on the SEASON board with "Watch after ..." (no link to a replay page that would
// refuse), the dialog's caption names the board the toggle shows, and the start screen's menu leaves
// no empty cell. Screenshots of the start screen and both boards, light and dark, phone and desktop.
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { toGameStatsBody, type DailyResponse } from '../../src/shared/api';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { playRun, submissionFor } from '../support/engine/runs';
import { opensAt } from '../support/browser/daily';
import { setupE2E } from '../support/browser/setup';
import { inscribeSealedDaily } from '../support/server/sealed';
import { picture, themesFor } from '../support/browser/shots';

const SHOTS = join(SCREENSHOT_DIR, 'daily-polish');
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const e2e = setupE2E({ shots: SHOTS });
let today: DailyResponse;

beforeAll(async () => {
  today = (await (await fetch(`${e2e.server.url}/api/daily`)).json()) as DailyResponse;
  // Two entries inscribed before the player looks: today's daily, played sealed (a day's board ranks
  // only sealed runs), and a normal run.
  await inscribeSealedDaily(e2e.server.url, 'Daily Dora', 60);
  const plain = playRun('Plain Pete', 'plain-seed', 200);
  const res = await fetch(`${e2e.server.url}/api/game-stats`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(toGameStatsBody(submissionFor(plain))),
  });
  expect(res.status).toBe(201);
});

/** The Hall of Legends dialog's caption: the text under its title, which describes the dialog. */
async function caption(page: Page): Promise<string> {
  return page
    .getByRole('dialog')
    .evaluate((dialog) => document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.innerText ?? '');
}

describe('the daily challenge in the Hall of Legends', () => {
  it("the season board says when a running day's entry can be watched; the caption follows the toggle", async () => {
    const page = await newPage(e2e.browser);
    await page.goto(e2e.server.url);
    await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
    const daily = page.getByRole('listitem').filter({ hasText: 'Daily Dora' });
    await daily.waitFor();
    expect(await caption(page)).toBe('The greatest heroes of this season.');
    expect(await daily.getByText(`Watch after ${opensAt(today.day)}`).isVisible()).toBe(true);
    expect(await daily.getByRole('link').count()).toBe(0);
    const plain = page.getByRole('listitem').filter({ hasText: 'Plain Pete' });
    expect(await plain.getByRole('link', { name: "Watch Plain Pete's run" }).isVisible()).toBe(true);
    // The wider label does not push its row's score out of the column the other scores stand in.
    const scoreRight = async (row: typeof daily) => {
      const box = await row.locator('.hall-score').boundingBox();
      return (box?.x ?? 0) + (box?.width ?? 0);
    };
    expect(await scoreRight(daily)).toBeCloseTo(await scoreRight(plain), 0);

    await page.getByRole('button', { name: "TODAY'S DAILY" }).click();
    await expect
      .poll(() => caption(page))
      .toMatch(
        new RegExp(`^Today's daily challenge, ${today.day} \\(UTC\\)\\. Ends in (\\d+h \\d+m|under a minute)\\.$`),
      );
    await page.getByRole('listitem').filter({ hasText: 'Daily Dora' }).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Plain Pete' }).count()).toBe(0);
    await page.getByRole('button', { name: 'SEASON' }).click();
    await expect.poll(() => caption(page)).toBe('The greatest heroes of this season.');
    await page.context().close();
  });

  it("the start menu's last paired button spans the row, phone and desktop (pictures in both themes)", async () => {
    for (const [index, size] of SIZES.entries()) {
      for (const theme of themesFor(index)) {
        const tag = `${theme}-${size.width}x${size.height}`;
        const page = await newPage(e2e.browser, { viewport: size, theme });
        await page.goto(e2e.server.url);
        const display = page.getByRole('button', { name: 'DISPLAY', exact: true });
        await display.waitFor();
        // DISPLAY, fifth of the paired buttons, is as wide as HALL OF LEGENDS' own row, not half of one.
        const displayBox = await display.boundingBox();
        const hallBox = await page.getByRole('button', { name: 'HALL OF LEGENDS' }).boundingBox();
        expect(displayBox?.width).toBeCloseTo(hallBox?.width ?? 0, 0);
        expect(displayBox?.x).toBeCloseTo(hallBox?.x ?? 0, 0);
        await display.scrollIntoViewIfNeeded();
        await picture(page, join(SHOTS, `start-${tag}.png`));
        await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
        await page.getByRole('listitem').filter({ hasText: 'Daily Dora' }).waitFor();
        await picture(page, join(SHOTS, `season-board-${tag}.png`));
        await page.getByRole('button', { name: "TODAY'S DAILY" }).click();
        await expect.poll(() => caption(page)).toMatch(/^Today's daily challenge, /);
        await page.getByRole('listitem').filter({ hasText: 'Daily Dora' }).waitFor();
        await picture(page, join(SHOTS, `daily-board-${tag}.png`));
        await page.context().close();
      }
    }
  });
});
