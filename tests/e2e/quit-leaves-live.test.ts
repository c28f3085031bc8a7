// A run its player quits leaves the start screen's Watch live list at once, in the real built game in
// Debian's chromium at a person's pace: a player begins a run and moves; a second browser's start
// screen shows "Watch live: 1 hero in the dungeon" (the row named by what it shows, no serious axe
// finding); the player quits (QUIT, Quit Game, QUIT ANYWAY);
// the list drops the run at its next refresh, and a start screen opened afresh shows no live run,
// where before the run stayed there as live for the whole live window (10 minutes).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LIVE_RUNS_REFRESH_MS } from '../../src/api/liveHooks';
import { expectNoSeriousAxeViolations } from '../support/browser/axe';
import { newPage } from '../support/browser/chromium';
import { headerButton, WASD, whereText } from '../support/browser/gamePage';
import { beginRun } from '../support/browser/beginRun';
import { setupE2E } from '../support/browser/setup';
import { waitForStill } from '../support/browser/settle';

const e2e = setupE2E();
const LISTED = 'Watch live: 1 hero in the dungeon';

/** Steps until the hero has moved (a wall refuses some steps), and waits for that batch to be witnessed. */
async function moveOnce(page: Page): Promise<void> {
  const before = await whereText(page);
  for (const key of [WASD.right, WASD.down, WASD.left, WASD.up]) {
    const witnessed = page.waitForResponse((r) => r.url().endsWith('/actions') && r.status() === 200);
    await page.keyboard.press(key);
    await witnessed;
    if ((await whereText(page)) !== before) return;
  }
}

describe("a quit run leaves the live list (chromium, at a person's pace)", () => {
  it('is listed while played, and gone from the start screen once its player quits', async () => {
    const player = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    await beginRun(player, e2e.server.url, 'Quitsa');
    await moveOnce(player);

    const watcher = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    await watcher.goto(e2e.server.url);
    await watcher.getByText(LISTED, { exact: true }).waitFor({ timeout: 15_000 });
    // The row is named by what it shows, then what it does, and the screen holds no serious axe finding.
    await watcher
      .getByRole('link', {
        name: /^Quitsa SEALED Floor 1 · [\d,]+ pts · [^(]+ \(watch live, sealed: the server deals every roll\)$/,
      })
      .waitFor();
    await expectNoSeriousAxeViolations(watcher, 'start screen listing a live run');

    const ended = player.waitForResponse((r) => r.url().endsWith('/end') && r.request().method() === 'POST');
    await (await headerButton(player, 'QUIT')).click();
    const quit = player.getByRole('dialog', { name: 'QUIT ADVENTURE' });
    await quit.getByRole('button', { name: 'Quit Game' }).click();
    await quit.getByRole('button', { name: 'QUIT ANYWAY' }).click();
    expect((await ended).status()).toBe(204);

    // The open start screen drops it at its next refresh of the list.
    await watcher
      .getByText(LISTED, { exact: true })
      .waitFor({ state: 'detached', timeout: LIVE_RUNS_REFRESH_MS + 5000 });
    // A start screen opened now lists no run at all.
    const fresh = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    const listed = fresh.waitForResponse((r) => r.url().includes('/api/runs/live') && r.status() === 200);
    await fresh.goto(e2e.server.url);
    expect(((await (await listed).json()) as { runs: unknown[] }).runs).toEqual([]);
    await fresh.getByRole('button', { name: 'RECALL ADVENTURE' }).waitFor();
    await waitForStill(fresh);
    expect(await fresh.getByText(/^Watch live:/).count()).toBe(0);
    await Promise.all([player, watcher, fresh].map((page) => page.context().close()));
  });
});
