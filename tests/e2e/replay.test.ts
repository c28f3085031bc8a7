// Watching a Hall of Legends entry, in Debian's chromium against the real server on a fresh SQLite
// file: a recorded run is inscribed through the API, found in the Hall of Legends, and its Watch
// link plays it with the game's map and log; step, back, play at 64x and floor jumps move the
// shown position. Also the score form no longer locks a run out after a part-way inscription.
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { itTakesShots, shooter } from '../support/browser/shots';
import { inscribeGolden, setupE2E } from '../support/browser/setup';

const SHOTS = join(SCREENSHOT_DIR, 'replay');
const WATCHED = 'Golden Diver';
const e2e = setupE2E();
let total = 0;
let finalScore = 0;

beforeAll(async () => {
  ({ actions: total, finalScore } = await inscribeGolden(e2e.server.url, 'golden-3', WATCHED));
  await inscribeGolden(e2e.server.url, 'golden-1', 'Shallow Sim');
});

const position = (page: Page) => page.getByTestId('replay-position').innerText();
const mirror = (page: Page) => page.getByTestId('map-mirror').textContent();
const lastLogLine = (page: Page) => page.getByTestId('combat-log').locator('li').last().textContent();

const shot = shooter(SHOTS);

describe('watching an entry', () => {
  it('Watch in the Hall of Legends opens the replay; step, back, play and floor jumps move the map and the log', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(e2e.server.url);
    await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
    await page.getByText(WATCHED).waitFor();
    await page.getByRole('link', { name: `Watch ${WATCHED}'s run` }).click();
    await page.getByRole('heading', { name: `REPLAY · ${WATCHED}` }).waitFor();
    const totalText = total.toLocaleString('en-US');
    expect(await position(page)).toBe(`Action 0 / ${totalText} · Floor 1`);
    await page.getByTestId('map-canvas').waitFor();
    const startMap = await mirror(page);
    expect(startMap).toContain('@');

    await page.getByRole('button', { name: 'Forward one action' }).click();
    expect(await position(page)).toBe(`Action 1 / ${totalText} · Floor 1`);
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Forward one action' }).click();
    expect(await position(page)).toBe(`Action 5 / ${totalText} · Floor 1`);
    expect(await mirror(page)).not.toBe(startMap);
    await page.getByRole('button', { name: 'Back one action' }).click();
    expect(await position(page)).toBe(`Action 4 / ${totalText} · Floor 1`);
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Back one action' }).click();
    expect(await position(page)).toBe(`Action 0 / ${totalText} · Floor 1`);
    expect(await mirror(page)).toBe(startMap);

    // Jump to floor 3: the map is another floor's, the log has moved on.
    const logAtStart = await lastLogLine(page);
    await page.getByRole('group', { name: 'Jump to floor' }).getByRole('button', { name: 'Floor 3' }).click();
    expect(await position(page)).toMatch(new RegExp(`^Action [\\d,]+ / ${totalText} · Floor 3$`));
    expect(await mirror(page)).not.toBe(startMap);
    expect(await lastLogLine(page)).not.toBe(logAtStart);
    await shot(page, 'replay-desktop-light');

    // Play at 64x: the position advances by itself, then Pause holds it.
    await page.getByRole('combobox', { name: 'Speed' }).selectOption({ label: '64x' });
    const before = Number((await position(page)).match(/^Action ([\d,]+)/)![1].replaceAll(',', ''));
    await page.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(async () => Number((await position(page)).match(/^Action ([\d,]+)/)![1].replaceAll(',', '')), {
        timeout: 5000,
      })
      .toBeGreaterThan(before + 20);
    await page.getByRole('button', { name: 'Pause' }).click();
    const held = await position(page);
    // Deliberately a fixed look: nothing is to happen (at 64x, 300 ms would be dozens of actions).
    await page.waitForTimeout(300);
    expect(await position(page)).toBe(held);

    // Scrub to the end: the last floor and the entry's score, and no warning that the replay differs.
    await page.getByRole('slider', { name: 'Position in the run' }).focus();
    await page.keyboard.press('End');
    expect(await position(page)).toBe(`Action ${totalText} / ${totalText} · Floor 6`);
    expect(await page.getByTestId('status-panel').innerText()).toMatch(
      new RegExp(`Score\\s+${finalScore.toLocaleString('en-US')}\\b`),
    );
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  it('an unknown entry says so', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/replay/987654`);
    await page.getByText('404: No run stored for entry 987654').waitFor();
    await page.context().close();
  });

  itTakesShots('looks right at 1280x800 and 390x844, light and dark', async () => {
    for (const [label, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await newPage(e2e.browser, { viewport, theme });
        await page.goto(e2e.server.url);
        await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
        await page.getByText(WATCHED).waitFor();
        if (theme === 'light') await shot(page, `hall-watch-links-${label}`);
        await page.getByRole('link', { name: `Watch ${WATCHED}'s run` }).click();
        await page.getByTestId('map-canvas').waitFor();
        await page.getByRole('group', { name: 'Jump to floor' }).getByRole('button', { name: 'Floor 2' }).click();
        for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Forward one action' }).click();
        await shot(page, `replay-${label}-${theme}`);
        await page.context().close();
      }
    }
  });
});
