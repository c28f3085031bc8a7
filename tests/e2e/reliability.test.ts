// Suite 5, the browser side (docs/RELIABILITY.md), in Debian's chromium against the real built game and server:
// 1,000 random and mutated save codes in the load dialog, corrupted local storage, the server going
// away and coming back, closing the tab mid-run, and the game framed by a page of another origin.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ensureClientBuilt,
  freePort,
  removeDir,
  startServerProcess,
  tempDir,
  type ServerProcess,
} from '../support/server/process';
import { newPage } from '../support/browser/chromium';
import { pressLikeAPerson } from '../support/browser/keys';
import {
  answerWhatOpened,
  beginQuest,
  headerButton,
  logText,
  mapLines,
  openWay,
  waitForMap,
  whatTheScreenShows,
  whereText,
  WASD,
} from '../support/browser/gamePage';
import { generateSaveCodes, LOAD_ERRORS } from '../reliability/browser/saveCodes';
import { pasteCodes, type PasteResult } from '../reliability/browser/pasteCodes';
import { report } from '../reliability/http';
import { trackRequests } from '../support/browser/person';
import { useBrowser } from '../support/browser/setup';
import { LOAD_FAILED_MESSAGE } from '../../src/ui/common/loadFailedMessage';
import { CONNECTION_LOST } from '../../src/ui/game/hud/SealedNotice';

// 40 in npm test: the browser's part is that every kind of code (the three real ones, noise, damaged text,
// hostile fields) shows a catalogued message and the page keeps working; the decoder itself meets 10,000
// codes in tests/unit/engine/save/save-fuzz.test.ts. `npm run soak` pastes 1,000.
const SAVE_CODES = Number(process.env.RELIABILITY_SAVE_CODES ?? 40);
// The server is this file's own: tests kill it and start it again on the same data folder.
let server: ServerProcess;
let dataDir: string;
const chromium = useBrowser();

beforeAll(async () => {
  ensureClientBuilt();
  dataDir = tempDir('reliability-browser-');
  server = await startServerProcess({ dataDir, stdout: 'ignore' });
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  removeDir(dataDir);
});

/** A fresh page that records uncaught page errors. */
async function openPage(opts: { serviceWorker?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(chromium.browser, opts);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Back to an empty start screen: leave the game first (leaving it saves it), then clear the storage. */
async function freshStart(page: Page): Promise<void> {
  await page.goto(`${server.url}/tome`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(server.url);
}

describe('the load dialog under random and mutated save codes', () => {
  it(`shows a catalogued message or loads for each of ${SAVE_CODES} codes, and the page keeps working`, async () => {
    const codes = generateSaveCodes(SAVE_CODES);
    const { page, errors } = await openPage();
    await page.goto(server.url);
    const results: PasteResult[] = [];
    let reloads = 0;
    const started = performance.now();
    while (results.length < codes.length) {
      const batch = await pasteCodes(page, codes, results.length);
      const last = batch[batch.length - 1];
      if (last && 'blocked' in last) {
        // A loaded save opened a modal (level-up, shop, game over): start over as a player would.
        batch.pop();
        reloads++;
        await freshStart(page);
        await page.getByRole('button', { name: 'RECALL ADVENTURE' }).waitFor();
      }
      results.push(...batch);
    }
    const ms = performance.now() - started;
    const tally: Record<string, number> = {};
    const uncatalogued: string[] = [];
    results.forEach((r, i) => {
      const shown = 'shown' in r ? r.shown : 'blocked';
      tally[shown] = (tally[shown] ?? 0) + 1;
      const ok =
        shown === 'disabled'
          ? codes[i].trim() === ''
          : shown === 'loaded'
            ? /^DUNGEON LEVEL \d+ \(\d+, \d+\)$/.test((r as { where: string }).where.replace(/\s+/g, ' ').trim())
            : LOAD_ERRORS.includes(shown);
      if (!ok) uncatalogued.push(`#${i} ${shown} "${'where' in r ? r.where : ''}" ${codes[i].slice(0, 60)}`);
    });
    report('browser: save codes in the load dialog', {
      codes: codes.length,
      outcomes: tally,
      uncatalogued: uncatalogued.length,
      pageErrors: errors.length,
      reloadsAfterModal: reloads,
      seconds: Math.round(ms / 100) / 10,
    });
    expect(uncatalogued).toEqual([]);
    expect(errors).toEqual([]);
    expect(tally.loaded).toBeGreaterThan(0);
    // Still a working game: a fresh quest starts and moves.
    await freshStart(page);
    await beginQuest(page, 'After Fuzz');
    expect(await whereText(page)).toBe('DUNGEON LEVEL 1 (1, 1)');
    await page.context().close();
  }, 600_000);
});

describe('corrupted local storage', () => {
  const garbage = [
    '',
    'not a save',
    '{}',
    'eyJ2ZXJzaW9uIjoiMS4wIn0=',
    '%%%',
    'A'.repeat(100_000),
    '\u0000\uD800',
    'bnVsbA==',
    JSON.stringify({ $gt: '' }),
  ];
  it('gives a normal start for every kind of damaged save, theme and sound settings', async () => {
    const { page, errors } = await openPage();
    let normalStarts = 0;
    const failed: string[] = [];
    for (const value of garbage) {
      await page.goto(`${server.url}/tome`);
      await page.evaluate((v) => {
        for (const key of ['dungeon-crawler-save', 'dungeon-crawler-theme', 'dungeon-crawler-sound'])
          localStorage.setItem(key, v);
      }, value);
      await page.goto(server.url);
      const started = await page
        .getByRole('button', { name: 'BEGIN QUEST' })
        .waitFor({ timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      if (started && (await page.getByPlaceholder('Enter hero name...').isVisible())) normalStarts++;
      else
        failed.push(`${JSON.stringify(value.slice(0, 40))}: ${(await page.locator('body').innerText()).slice(0, 200)}`);
    }
    report('browser: corrupted local storage', { variants: garbage.length, normalStarts, pageErrors: errors.length });
    expect(failed).toEqual([]);
    expect(normalStarts).toBe(garbage.length);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

/** Whether the screen shows a fight (the turn banner says whose turn it is; outside one it is empty). */
async function inFight(page: Page): Promise<boolean> {
  return (await page.getByTestId('turn-banner').textContent()) !== '';
}

// A sealed run's dungeon is the server's to draw, so which way is open is not known in advance: one
// direction after another until the hero stands somewhere else. The keys pressed while the server was
// away may have walked the hero into a fight, where a step is refused: then a blow is what goes on.
async function playsOn(page: Page): Promise<boolean> {
  const changes = async (read: () => Promise<string>, press: string) => {
    const before = await read();
    await page.keyboard.press(press);
    return expect
      .poll(read, { timeout: 5_000 })
      .not.toBe(before)
      .then(
        () => true,
        () => false,
      );
  };
  if (await inFight(page)) return changes(() => logText(page), ' ');
  for (const key of [WASD.right, WASD.down, WASD.left, WASD.up])
    if (await changes(() => whereText(page), key)) return true;
  return false;
}

describe('the server goes away and comes back', () => {
  it('pauses a sealed run with a plain line, shows the catalogued errors, and goes on when it is back', async () => {
    const { page, errors } = await openPage();
    const requests = trackRequests(page);
    await page.goto(server.url);
    await beginQuest(page, 'Offline Olga');
    // Every chunk the running game needs is fetched before the server goes away.
    await requests.settled();
    await server.stop('SIGKILL');
    // The run is sealed: the server deals it, so play pauses and says why; nothing played is lost.
    for (const key of [WASD.right, WASD.down]) await page.keyboard.press(key);
    await page.getByText(CONNECTION_LOST, { exact: true }).waitFor();
    const paused = await whereText(page);
    for (const key of [WASD.right, WASD.down]) await page.keyboard.press(key);
    expect(await whereText(page)).toBe(paused);
    // Inscribing: the name check fails with its catalogued text.
    await page.getByRole('button', { name: 'QUIT' }).click();
    await page.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).click();
    await page.getByText('Failed to verify name. Please try again.').waitFor();
    await page.getByLabel('Coupon code (optional)').fill('HERO-ABCD-EFGH');
    await page.getByLabel('Coupon code (optional)').blur();
    await page.getByText('Failed to validate coupon. Please try again.').waitFor();
    await page.keyboard.press('Escape');
    const offlineShown = [true, true];
    server = await startServerProcess({ dataDir, port: server.port, stdout: 'ignore' });
    // Back: the run goes on by itself (its next try reaches the server), and play goes on again.
    await page.getByText(CONNECTION_LOST, { exact: true }).waitFor({ state: 'hidden', timeout: 20_000 });
    expect(await playsOn(page), await whatTheScreenShows(page)).toBe(true);
    await answerWhatOpened(page);
    // The form checks the name again when reopened and the score is stored.
    await (await headerButton(page, 'QUIT')).click();
    await page.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).click();
    const save = page.getByRole('button', { name: 'SAVE FREE' });
    await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
    await save.click();
    await page.getByText('Score Submitted!', { exact: true }).first().waitFor();
    report('browser: server stopped and restarted', {
      pausedWhileDown: true,
      nameCheckError: offlineShown[0],
      couponError: offlineShown[1],
      storedAfterReturn: true,
      pageErrors: errors.length,
    });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('shows the leaderboard error while the server is down and the board once it is back', async () => {
    // A returning player: the service worker holds the whole game, so the Hall's code is there with the
    // server gone and only its board fails to load.
    const { page, errors } = await openPage({ serviceWorker: true });
    await page.goto(server.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.getByRole('button', { name: 'BEGIN QUEST' }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await server.stop('SIGKILL');
    await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
    await page.getByText('Failed to load leaderboard. Please try again later.').waitFor();
    await page.keyboard.press('Escape');
    server = await startServerProcess({ dataDir, port: server.port, stdout: 'ignore' });
    await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
    // The board's row (her run, witnessed, may also be listed under Watch live above the board).
    await page.locator('.hall-row').filter({ hasText: 'Offline Olga' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe("a part of the game's code that cannot be fetched", () => {
  // The network drops just these files, as when the server goes before they were loaded, or a newer
  // build has replaced them: the page says so and offers to reload, never an empty page.
  it('a start screen dialog: the message, CLOSE, and the start screen still works', async () => {
    const { page, errors } = await openPage();
    await page.route(/\/assets\/SoundChamberDialog-[^/]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto(server.url);
    await page.getByRole('button', { name: 'MYSTIC SOUNDS' }).click();
    const notice = page.getByRole('alert').filter({ hasText: LOAD_FAILED_MESSAGE });
    await notice.waitFor();
    expect(await notice.getByRole('button', { name: 'RELOAD' }).isVisible()).toBe(true);
    await notice.getByRole('button', { name: 'CLOSE' }).click();
    await notice.waitFor({ state: 'detached' });
    await beginQuest(page, 'Still Here');
    expect(await whereText(page)).toMatch(/^DUNGEON LEVEL 1 /);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a game screen dialog: HELP says so, CLOSE, and the game still plays', async () => {
    const { page, errors } = await openPage();
    await page.route(/\/assets\/HeaderDialogSet-[^/]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto(server.url);
    await beginQuest(page, 'Helpless');
    await (await headerButton(page, 'HELP')).click();
    const notice = page.getByRole('alert').filter({ hasText: LOAD_FAILED_MESSAGE });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'CLOSE' }).click();
    await notice.waitFor({ state: 'detached' });
    // The map is the player's again: a step into an open cell moves the hero.
    const start = await whereText(page);
    const [there] = (await openWay(page))!;
    await pressLikeAPerson(page, there);
    await expect.poll(() => whereText(page)).not.toBe(start);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the game itself: BEGIN QUEST says so, and CLOSE goes back to the name', async () => {
    const { page } = await openPage();
    await page.route(/\/assets\/GameSession-[^/]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto(server.url);
    await page.getByPlaceholder('Enter hero name...').pressSequentially('Unlucky', { delay: 80 });
    await expect.poll(() => page.getByRole('button', { name: 'BEGIN QUEST' }).isEnabled()).toBe(true);
    await page.keyboard.press('Enter');
    const notice = page.getByRole('alert').filter({ hasText: LOAD_FAILED_MESSAGE });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'CLOSE' }).click();
    await page.getByPlaceholder('Enter hero name...').waitFor();
    await page.context().close();
  });
});

describe('closing the tab mid-run', () => {
  it('resumes at the last move when the game is opened again', async () => {
    const { page } = await openPage();
    const context = page.context();
    await page.goto(server.url);
    await beginQuest(page, 'Tab Closer');
    // Up to five steps, each pressed once the screen shows the one before, as a person walks; the tab
    // is closed the moment the last is shown, with no beat for a save to catch up. A step into a
    // monster's room begins a fight, where steps are refused: the walk ends there.
    await waitForMap(page);
    const start = await whereText(page);
    let last = start;
    for (let step = 0; step < 5; step++) {
      if (await inFight(page)) break;
      const way = await openWay(page);
      if (way === null) {
        if (!(await playsOn(page))) break;
      } else {
        await page.keyboard.press(way[0]);
        const before = last;
        await expect.poll(() => whereText(page)).not.toBe(before);
      }
      last = await whereText(page);
    }
    expect(last, (await mapLines(page)).join('\n')).not.toBe(start);
    await page.close({ runBeforeUnload: true });
    const again = await context.newPage();
    await again.goto(server.url);
    await again.getByTestId('game-screen').waitFor();
    const resumed = await whereText(again);
    report('browser: tab closed mid-run', { before: last, afterReopen: resumed });
    expect(resumed).toBe(last);
    await context.close();
  }, 120_000);
});

describe('embedded on another origin', () => {
  let host: Server;
  afterAll(() => new Promise<void>((r) => host?.close(() => r())));
  it('loads inside an iframe served from a second local port and reports its height', async () => {
    const port = await freePort();
    host = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><title>Host</title><script>window.heights=[];addEventListener('message',e=>{if(e.data&&e.data.type==='dungeon-crawler-height')heights.push(e.data.height)})</script><iframe src="${server.url}/" width="1000" height="700" title="game"></iframe>`,
      );
    });
    await new Promise<void>((r) => host.listen(port, '127.0.0.1', () => r()));
    const { page, errors } = await openPage();
    const refused: string[] = [];
    page.on('console', (m) => m.text().includes('frame-ancestors') && refused.push(m.text()));
    await page.goto(`http://127.0.0.1:${port}/`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'BEGIN QUEST' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.length))
      .toBeGreaterThan(0);
    report('browser: framed by another origin', {
      hostPort: port,
      gamePort: server.port,
      loaded: true,
      heightMessages: await page.evaluate(() => (window as unknown as { heights: number[] }).heights.length),
    });
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
