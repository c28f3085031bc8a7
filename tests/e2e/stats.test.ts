// The statistics page in the real built game, in Debian's chromium, at a person's pace: runs
// are witnessed through the real API (the diver bot plays four of them to their deaths on the seeds the
// server draws, one is inscribed; one more is still playing; one was registered and never moved). A
// person opens the Hall of Legends, follows "Where heroes fall: statistics" and reads the figures the
// engine tells of those runs: the counts, the deadliest monster, the deaths per floor in the chart's
// table, the deepest floor and best score; the chart's canvas is drawn. On a phone the page fits its
// width, and a failed read offers a retry that works; axe finds nothing serious, light or dark. SHOTS=1
// also takes the page at 1280x800 and 390x844, light and dark (and the Hall with its link), into
// /work/screenshots/stats/.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RULES_VERSION, runStory, apply, newGame, type GameState } from '../../src/engine';
import { toGameStatsBody, type RegisterRunResponse } from '../../src/shared/api';
import { playRun } from '../../scripts/sim/run';
import { diver } from '../../scripts/sim/diver';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { submissionFor, testRunSecret } from '../support/engine/runs';
import { expectNoSeriousAxeViolations } from '../support/browser/axe';
import { setupE2E } from '../support/browser/setup';
import { registerRun, witnessActions } from '../support/server/witness';
import { FOUR_LOOKS, itTakesShots, picture } from '../support/browser/shots';

const SHOTS = `${SCREENSHOT_DIR}/stats`;
const e2e = setupE2E({ shots: SHOTS });
/** The bot's hero name (scripts/sim/run.ts plays every run as it). */
const HERO = 'Sim';

/** What the page must show, worked out from the engine's own account of the seeded runs. */
const expected = {
  runs: 0,
  witnessed: 0,
  fell: 0,
  deathsByFloor: [] as { floor: number; deaths: number }[],
  topKiller: { monster: '', kills: 0 },
  deepest: 0,
  bestScore: 0,
};

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${e2e.server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Registers a run of HERO under `runSecret`; the server draws its seed. */
async function register(runSecret: string): Promise<RegisterRunResponse & { runSecret: string }> {
  const run = await registerRun(e2e.server.url, { name: HERO, rulesVersion: RULES_VERSION, runSecret });
  return { ...run, runSecret };
}

beforeAll(async () => {
  const played: GameState[] = [];
  for (let i = 0; i < 4; i++) {
    const secret = testRunSecret(`stats-e2e-${i}`);
    const run = await register(secret);
    const state = playRun(run.seed, diver, 20_000, Infinity, RULES_VERSION).final;
    await witnessActions(e2e.server.url, run, state.actions);
    played.push(state);
    if (i === 0) {
      const res = await post('/api/game-stats', toGameStatsBody(submissionFor(state, { runSecret: secret })));
      expect(res.status).toBe(201);
    }
  }
  // Still playing: six steps (no fight can end a run without the monster's turn).
  const liveSecret = testRunSecret('stats-e2e-live');
  const liveRun = await register(liveSecret);
  let live = newGame(HERO, liveRun.seed);
  for (const direction of ['left', 'right', 'up', 'down', 'left', 'right'] as const)
    live = apply(live, { type: 'move', direction });
  await witnessActions(e2e.server.url, liveRun, live.actions);
  played.push(live);
  // Registered, never moved.
  await register(testRunSecret('stats-e2e-idle'));

  const stories = played.map((state) =>
    runStory({ rulesVersion: RULES_VERSION, seed: state.seed, name: HERO, actions: state.actions }),
  );
  const deaths = new Map<number, number>();
  const killers = new Map<string, number>();
  for (const { finalBlow } of stories) {
    if (!finalBlow) continue;
    deaths.set(finalBlow.floor, (deaths.get(finalBlow.floor) ?? 0) + 1);
    killers.set(finalBlow.monster, (killers.get(finalBlow.monster) ?? 0) + 1);
  }
  const [monster, kills] = [...killers].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en'))[0];
  Object.assign(expected, {
    runs: played.length + 1,
    witnessed: played.length,
    fell: stories.filter((s) => s.finalBlow !== null).length,
    deathsByFloor: [...deaths].sort((a, b) => a[0] - b[0]).map(([floor, n]) => ({ floor, deaths: n })),
    topKiller: { monster, kills },
    deepest: Math.max(...stories.map((s) => s.state.dungeon.level)),
    bestScore: Math.max(...stories.map((s) => s.state.score)),
  });
});

/** The page's counts as label → figure. */
async function counts(page: Page): Promise<Record<string, string>> {
  const items = page.getByTestId('run-counts').locator('div');
  const pairs = await items.evaluateAll((divs) =>
    divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']),
  );
  return Object.fromEntries(pairs);
}

/** The rows of a table (header cells and data cells alike), as text. */
async function tableRows(page: Page, testId: string): Promise<string[][]> {
  return page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())));
}

/** How many of the chart canvas's pixels are painted green (the bars), in device pixels. */
async function greenPixels(page: Page): Promise<number> {
  return page.getByTestId('deaths-chart').evaluate((box) => {
    const canvas = box.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let green = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 200 && data[i + 1] > data[i] + 40) green++;
    return green;
  });
}

/** Asserts the figures of the seeded runs on the open page. */
async function expectTheFigures(page: Page): Promise<void> {
  await page.getByTestId('run-counts').waitFor();
  expect(await counts(page)).toEqual({
    Runs: String(expected.runs),
    Witnessed: String(expected.witnessed),
    'Live now': '1',
    Fell: String(expected.fell),
    Won: '0',
    Inscribed: '1',
  });
  const first = page.getByTestId('killers').locator('li').first();
  expect((await first.textContent())?.replace(/\s+/g, ' ')).toBe(
    `${expected.topKiller.monster}${expected.topKiller.kills} ${expected.topKiller.kills === 1 ? 'run' : 'runs'}`,
  );
  expect(await tableRows(page, 'deaths-table')).toEqual(
    expected.deathsByFloor.map(({ floor, deaths }) => [String(floor), String(deaths)]),
  );
  const depthScore = await tableRows(page, 'stats-depth-score');
  expect(depthScore.at(-1)).toEqual(['max', String(expected.deepest), expected.bestScore.toLocaleString('en-US')]);
  const length = await tableRows(page, 'stats-length');
  expect(length.map((row) => row[0])).toEqual(['10th', '25th', 'median', '75th', '90th', '99th', 'max']);
  await expect.poll(() => greenPixels(page)).toBeGreaterThan(200);
}

describe("the statistics page (chromium, at a person's pace)", () => {
  it('is reached from the Hall of Legends and shows the figures of every run', async () => {
    const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(e2e.server.url);
    await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
    const hall = page.getByRole('dialog', { name: 'HALL OF LEGENDS' });
    await hall.getByRole('link', { name: 'Where heroes fall: statistics' }).click();
    await page.getByRole('heading', { level: 1, name: 'WHERE HEROES FALL' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/stats');
    await page.getByRole('heading', { level: 2, name: `Rules version ${RULES_VERSION}` }).waitFor();
    expect(await page.getByRole('button', { name: `v${RULES_VERSION}` }).getAttribute('aria-pressed')).toBe('true');
    await expectTheFigures(page);
    // The chart's text alternative: its summary names the floor where most fell.
    const worst = expected.deathsByFloor.reduce((a, b) => (b.deaths > a.deaths ? b : a));
    expect(
      await page.getByRole('img', { name: /^Bar chart of deaths per floor/ }).getAttribute('aria-label'),
    ).toContain(`most on floor ${worst.floor} (${worst.deaths})`);
    await page.getByText('Deaths per floor as a table').click();
    await expectNoSeriousAxeViolations(page, 'stats page, light, 1280x800');
    await page.getByRole('link', { name: '< Back to the dungeon' }).click();
    await page.getByRole('button', { name: 'HALL OF LEGENDS' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fits a phone, and a failed read offers a retry that brings the figures', async () => {
    const page = await newPage(e2e.browser, { viewport: { width: 390, height: 844 }, theme: 'dark' });
    await page.route('**/api/stats', (route) => route.fulfill({ status: 503, body: 'The server is resting' }));
    await page.goto(`${e2e.server.url}/stats`);
    const alert = page.getByRole('alert');
    await alert.getByText('The chronicles of the fallen could not be read. (503: The server is resting)').waitFor();
    await page.unroute('**/api/stats');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expectTheFigures(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const chart = await page.getByTestId('deaths-chart').boundingBox();
    expect(chart!.x).toBeGreaterThanOrEqual(0);
    expect(chart!.x + chart!.width).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page, 'stats page, dark, 390x844');
    await page.close();
  });

  // Every table fits its card at the four window sizes a player uses: none scrolls sideways inside it.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 800, height: 600 },
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    it(`${viewport.width}x${viewport.height}: each table is no wider than its card`, async () => {
      const page = await newPage(e2e.browser, { viewport });
      await page.goto(`${e2e.server.url}/stats`);
      await page.getByTestId('stats-length').waitFor();
      await page.getByText('Deaths per floor as a table').click();
      const over = await page.locator('.stats-section').evaluateAll((cards) =>
        cards.flatMap((card) =>
          [...card.querySelectorAll('table')].map((table) => {
            const style = getComputedStyle(card);
            const inner = card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            const scroller = table.closest('.stats-scroll');
            const hidden = scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
            return `${table.dataset.testid}: ${Math.max(0, Math.ceil(table.getBoundingClientRect().width - inner), hidden)}`;
          }),
        ),
      );
      expect(over.length).toBeGreaterThanOrEqual(3);
      expect(over.filter((line) => !line.endsWith(': 0'))).toEqual([]);
      await page.close();
    });
  }

  itTakesShots('pictures of the page, light and dark, desktop and phone', async () => {
    for (const { viewport, theme, name } of FOUR_LOOKS) {
      const page = await newPage(e2e.browser, { viewport, theme });
      await page.goto(e2e.server.url);
      await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
      const link = page.getByRole('link', { name: 'Where heroes fall: statistics' });
      await link.waitFor();
      await picture(page, `${SHOTS}/hall-${name}.png`);
      await link.click();
      await page.getByTestId('run-counts').waitFor();
      await expect.poll(() => greenPixels(page)).toBeGreaterThan(200);
      await picture(page, `${SHOTS}/stats-${name}.png`);
      await page.getByText('Deaths per floor as a table').click();
      await picture(page, `${SHOTS}/stats-${name}-full.png`, { fullPage: true });
      await page.close();
    }
  });
});
