// Watching a sealed run live in the real built game, in Debian's chromium: a player's client registers
// a sealed run over HTTP (no seed comes back) and plays it one action a request, each chosen by
// auto-explore's step on the state it makes of its last view, at a person's pace; a spectator opens the
// start screen's Watch live list, sees the run marked sealed, opens it, and reads on the screen the
// hero's floor, place, score and log change as each action arrives, what "sealed" means, and, once the
// run has fallen, where. The page never held the seed the server reveals at the end.
// SHOTS=1 also takes the list and the live view at 1280x800 and 390x844, light and dark, into
// SCREENSHOT_DIR/watch-sealed/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RULES_VERSION, exploreStep, mirrorOf, type Action, type GameView } from '../../src/engine';
import { newRunSecret } from '../../src/app/runSecret';
import { RunRecordResponseSchema } from '../../src/shared/api';
import { groupDigits } from '../../src/shared/groupDigits';
import { SEALED_LIVE_TEXT } from '../../src/ui/watch/liveTexts';
import { getJson } from '../support/server/http';
import { recklessAction, registerSealed, stepSealed, type SealedClient } from '../support/server/sealed';
import { seededRandom } from '../support/random';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { untilSeen } from '../support/browser/gamePage';
import { setupE2E } from '../support/browser/setup';
import { waitForStill } from '../support/browser/settle';
import { FOUR_LOOKS, itTakesShots, picture } from '../support/browser/shots';

const SHOTS = `${SCREENSHOT_DIR}/watch-sealed`;
const e2e = setupE2E({ shots: SHOTS });
/** A person looks at the screen about this long between two moves. */
const PERSON_MS = 300;

/**
 * What a player does next from what the hero knows: a fight and a new level as a reckless explorer
 * does, else auto-explore's step on the state the client makes of its view, else the explorer's way.
 */
function nextAction(view: GameView, random: () => number): Action {
  const reckless = recklessAction(view, random);
  if (reckless.type !== 'move') return reckless;
  const step = exploreStep(mirrorOf(view, []), 'known');
  return step ? { type: 'move', direction: step } : reckless;
}

/** Registers a sealed run of `name` as the client does (a fresh secret from Web Crypto, no seed back). */
async function beginSealed(name: string): Promise<SealedClient> {
  const client = await registerSealed(e2e.server.url, { name, rulesVersion: RULES_VERSION, runSecret: newRunSecret() });
  expect(client.answers[0]).not.toContain('"seed"');
  return client;
}

/** What the live view shows of the hero: its count and floor, place, score, and newest log line. */
async function shown(page: Page): Promise<{ count: string; where: string; score: string; lastLine: string }> {
  const text = async (testId: string) =>
    ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const score = page.getByTestId('status-panel').locator('div', { has: page.getByText('Score', { exact: true }) });
  const lines = await page.getByTestId('combat-log').locator('li').allTextContents();
  return {
    count: await text('live-count'),
    where: await text('live-where'),
    score: ((await score.locator('dd').textContent()) ?? '').trim(),
    lastLine: lines[lines.length - 1] ?? '',
  };
}

/** What the live view must show once `view` has reached it. */
function expected(view: GameView): Awaited<ReturnType<typeof shown>> {
  return {
    count: `Action ${groupDigits(view.actionCount)} · Floor ${view.dungeon.level}`,
    where: `DUNGEON LEVEL ${view.dungeon.level} (${view.player.x}, ${view.player.y})`,
    score: groupDigits(view.score),
    lastLine: view.log[view.log.length - 1] ?? '',
  };
}

/** Waits until the live view shows `view`; fails with what it showed instead. */
async function untilShown(page: Page, view: GameView, what: string): Promise<void> {
  const want = expected(view);
  let last = await shown(page);
  await untilSeen(
    page,
    async () => JSON.stringify((last = await shown(page))) === JSON.stringify(want),
    `${what}: wanted ${JSON.stringify(want)}`,
    10_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}, the screen showed ${JSON.stringify(last)}`);
  });
}

describe("watching a sealed run live (chromium, at a person's pace)", () => {
  it('lists it as sealed, shows each action as its view arrives, says where the hero fell, and never holds the seed', async () => {
    const random = seededRandom(11);
    const client = await beginSealed('Selene');
    await stepSealed(client, nextAction(client.view, random));

    const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error('watcher page error:', error.message));
    await page.goto(e2e.server.url);
    await page.getByText('Watch live: 1 hero in the dungeon', { exact: true }).waitFor({ timeout: 15_000 });
    // Named by what it shows (SEALED among it), then what it does and what sealed means.
    const row = page.getByRole('link', {
      name: /^Selene SEALED Floor \d+ · [\d,]+ pts · [^(]+ \(watch live, sealed: the server deals every roll\)$/,
    });
    expect(await row.innerText()).toContain('SEALED');
    await row.click();
    await page.getByTestId('live-badge').waitFor();
    expect(await page.getByTestId('live-sealed').textContent()).toBe(SEALED_LIVE_TEXT);
    await untilShown(page, client.view, 'the first view');

    // A person plays: one action, a look at the screen, the next. Each view is read off the spectator's screen.
    const first = await shown(page);
    const seen = new Set<string>();
    const sent = new Set<string>();
    const places = new Set<string>();
    const lines = new Set<string>();
    const pages: string[] = [await page.content()];
    const delays: number[] = [];
    for (let turn = 1; turn <= 24; turn++) {
      const sentAt = performance.now();
      const view = await stepSealed(client, nextAction(client.view, random));
      await untilShown(page, view, `action ${view.actionCount}`);
      delays.push(Math.round(performance.now() - sentAt));
      const now = await shown(page);
      seen.add(JSON.stringify(now));
      sent.add(JSON.stringify(expected(view)));
      places.add(now.where);
      lines.add(now.lastLine);
      if (turn % 8 === 0) pages.push(await page.content());
      await page.waitForTimeout(PERSON_MS);
    }
    console.log(`watch-sealed: action sent to its view on the spectator's screen (ms) ${delays.join(', ')}`);
    // Every view sent was on the screen in its turn: the hero moved and the log grew as the actions came.
    expect(seen).toEqual(sent);
    expect(places.size).toBeGreaterThan(1);
    expect(lines.size).toBeGreaterThan(1);

    // The rest of the run at a bot's pace, to the hero's fall (a reckless explorer never rests).
    for (let steps = 0; client.view.gameStatus !== 'Game Over' && steps < 20_000; steps++)
      await stepSealed(client, nextAction(client.view, random));
    expect(client.view.gameStatus).toBe('Game Over');
    const ended = page.getByTestId('live-ended');
    await ended.waitFor({ timeout: 20_000 });
    expect(await ended.textContent()).toBe(`The run has ended: Selene fell on floor ${client.view.dungeon.level}.`);
    await untilShown(page, client.view, 'the last view');
    expect((await shown(page)).score).not.toBe(first.score);
    console.log(
      `watch-sealed: the run fell after ${client.view.actionCount} actions, on floor ${client.view.dungeon.level}`,
    );
    expect(await page.getByText('ENDED', { exact: true }).count()).toBe(1);
    pages.push(await page.content());

    // Fallen, the run reveals its seed: none of the page's states held it, nor do the client's answers.
    const record = RunRecordResponseSchema.parse((await getJson(`${e2e.server.url}/api/runs/${client.id}`)).json);
    expect(record).toMatchObject({ outcome: 'died', ended: true, sealed: true });
    const seed = record.seed ?? '';
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    for (const html of pages) expect(html).not.toContain(seed);
    for (const answer of client.answers) expect(answer).not.toContain(seed);
    await page.close();
  });

  itTakesShots('pictures of the list and the live view of a sealed run', async () => {
    const random = seededRandom(5);
    const client = await beginSealed('Corvina');
    for (let i = 0; i < 60 && client.view.gameStatus !== 'Game Over'; i++)
      await stepSealed(client, nextAction(client.view, random));
    for (const { viewport, theme, name } of FOUR_LOOKS) {
      const phone = viewport.width < 500;
      const page = await newPage(e2e.browser, { viewport, hasTouch: phone, isMobile: phone, theme });
      await page.goto(e2e.server.url);
      const list = page.getByRole('region', { name: /^Watch live/ });
      await list.waitFor({ timeout: 15_000 });
      await list.scrollIntoViewIfNeeded();
      await picture(page, `${SHOTS}/list-${name}.png`);
      await list.getByRole('link').first().click();
      await page.getByTestId('live-badge').waitFor();
      await untilShown(page, client.view, 'the view');
      await waitForStill(page);
      await picture(page, `${SHOTS}/live-${name}.png`);
      await page.close();
    }
  });
});
