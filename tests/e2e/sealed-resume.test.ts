// A sealed run taken up again by a reload, in the real built game and server, in Debian's chromium at a
// person's pace, with 100 ms added to every request (Chromium's own network emulation), reading only
// what the screens show:
// 1. a reload in the middle of a fight brings back the same fight with the same figures (the enemy and
//    its health, the hero's, the place, the last lines of the log), and the fight goes on to its end;
// 2. a reload right after a key the server has not answered: a move held back before the server had
//    it, and a rest the server played whose answer was held back; neither is lost nor played twice, as
//    the page and a second browser watching the run live (the server's count of actions) show;
// 3. the server stopped mid-run: play pauses with the line CONNECTION_LOST over the controls, clear of
//    the log, whole and readable at 1280x800 and 390x844 in both themes and through a resize from the one to the
//    other. SHOTS=1 takes those pictures, and the fight before and after the reload, into
//    SCREENSHOT_DIR/sealed-resume/. The stopped server is this file's last use of it.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CONNECTION_LOST } from '../../src/ui/game/hud/SealedNotice';
import { expectNoSeriousAxeViolations } from '../support/browser/axe';
import { beginRun } from '../support/browser/beginRun';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { mapLines, openWay, strike, untilSeen, walkEnded, WASD, whereText } from '../support/browser/gamePage';
import { holdNext, slowNetwork } from '../support/browser/network';
import { trackRequests } from '../support/browser/person';
import { setupE2E } from '../support/browser/setup';
import { LOOKS_CHECKED, shooter } from '../support/browser/shots';

const OUT = `${SCREENSHOT_DIR}/sealed-resume`;
const e2e = setupE2E({ shots: OUT });
const shot = shooter(OUT);
/** Added to every request, each way, as in sealed-play.test.ts. */
const LATENCY_MS = 100;
const ACTIONS = '**/api/runs/*/actions';
/** What the log says of a rest, taken or broken by a monster. */
const REST_LINE = /You rest and recover your strength|You settle down to rest/;

/** A fresh page at `viewport` in `theme` over the slow network, its sealed run begun; the run's id. */
async function sealedPage(
  name: string,
  viewport = { width: 1280, height: 800 },
  theme: 'light' | 'dark' = 'light',
): Promise<{ page: Page; id: string }> {
  const phone = viewport.width < 500;
  const page = await newPage(e2e.browser, { viewport, theme, hasTouch: phone, isMobile: phone });
  await slowNetwork(page, LATENCY_MS);
  const id = await beginRun(page, e2e.server.url, name);
  return { page, id };
}

const banner = (page: Page) => page.getByTestId('turn-banner');
const bannerText = async (page: Page) => ((await banner(page).textContent()) ?? '').trim();

/** The log's lines as the screen shows them. */
function logLines(page: Page): Promise<string[]> {
  return page.getByTestId('combat-log').locator('li').allTextContents();
}

/** The figure a status panel (the game's or the watcher's) shows under `label` (Day, Score...). */
async function statusFact(page: Page, label: string): Promise<string> {
  const fact = page
    .getByTestId('status-panel')
    .locator('.status-facts div', { has: page.getByText(label, { exact: true }) });
  return ((await fact.locator('dd').textContent()) ?? '').trim();
}

/** What the screen shows of a fight: the enemy panel, the hero's health, the place, the last log lines. */
async function fightShown(page: Page): Promise<{ enemy: string; hero: string; where: string; log: string[] }> {
  const hero = page.getByTestId('status-panel').getByRole('meter', { name: 'HP' }).locator('.segment-value');
  return {
    enemy: (await page.getByTestId('enemy-panel').innerText()).replace(/\s+/g, ' ').trim(),
    hero: ((await hero.textContent()) ?? '').trim(),
    where: await whereText(page),
    log: (await logLines(page)).slice(-4),
  };
}

/** How many of the monster's blows the log shows. */
function monsterBlows(lines: string[]): number {
  return lines.filter((line) => /^The .+ (hits you for \d+ damage|misses you)!$/.test(line)).length;
}

/** The key that steps from the hero onto a monster beside it on the map (its letter), or null. */
async function monsterBeside(page: Page): Promise<string | null> {
  const lines = await mapLines(page);
  const y = lines.findIndex((line) => line.includes('@'));
  const x = lines[y].indexOf('@');
  // Monsters are drawn by their letters; E is the found exit.
  const monster = (ch: string | undefined) => ch !== undefined && /^[A-DF-Za-z]$/.test(ch);
  if (monster(lines[y][x + 1])) return WASD.right;
  if (monster(lines[y + 1]?.[x])) return WASD.down;
  if (monster(lines[y][x - 1])) return WASD.left;
  if (monster(lines[y - 1]?.[x])) return WASD.up;
  return null;
}

/**
 * Plays as a person looking for a fight: onto a monster beside the hero, else X (auto-explore walks up to
 * the monster that bars its way); a shop or portal that opens on the way is closed, a level gained
 * spent on strength. Returns once the banner shows whose turn it is.
 */
async function intoAFight(page: Page): Promise<void> {
  const dialogs = page.getByRole('dialog');
  for (let tries = 0; tries < 30; tries++) {
    if ((await bannerText(page)) !== '') return;
    // A fight won may raise the hero a level: a person picks a stat (the dialog cannot be put aside).
    const ascension = page.getByRole('dialog', { name: 'ASCENSION ACHIEVED' });
    if (await ascension.isVisible()) {
      await ascension.getByRole('button', { name: /STRENGTH/ }).click();
      await ascension.waitFor({ state: 'detached' });
      continue;
    }
    if ((await dialogs.count()) > 0) {
      await page.keyboard.press('Escape');
      await dialogs.first().waitFor({ state: 'detached' });
      continue;
    }
    const onto = await monsterBeside(page);
    const before = await whereText(page);
    const lines = (await logLines(page)).length;
    await page.keyboard.press(onto ?? 'x');
    // The step or the walk answered: a fight, a move, a line in the log, a dialog or the walk's note.
    await untilSeen(
      page,
      async () =>
        (await bannerText(page)) !== '' ||
        (await whereText(page)) !== before ||
        (await logLines(page)).length !== lines ||
        (await dialogs.count()) > 0 ||
        (await page.getByTestId('walk-note').count()) > 0,
      'the key did nothing the screen shows',
      15_000,
    );
    if (!onto) await walkEnded(page);
  }
  throw new Error('thirty tries found no fight');
}

/** Until the banner says YOUR TURN (the server has answered the monster's blow too) or the fight is over. */
async function heroToAct(page: Page): Promise<void> {
  await untilSeen(
    page,
    async () => ['YOUR TURN', ''].includes(await bannerText(page)) || (await page.getByRole('dialog').count()) > 0,
    'the hero never came to act',
    15_000,
  );
}

/**
 * Strikes (Space on each YOUR TURN) until the fight ends: 'won' once the log says the monster is
 * defeated, 'fell' once the quest's end shows. Out of stamina, the dialog's first way out is taken.
 */
async function fightToTheEnd(page: Page): Promise<'won' | 'fell'> {
  const fell = page.getByRole('dialog', { name: 'THY QUEST HAS ENDED' });
  const tired = page.getByRole('dialog', { name: 'OUT OF STAMINA' });
  for (let blows = 0; blows < 80; blows++) {
    await heroToAct(page);
    if (await fell.isVisible()) return 'fell';
    if ((await bannerText(page)) === '') {
      expect((await logLines(page)).some((line) => line.startsWith('You defeated'))).toBe(true);
      return 'won';
    }
    if (await tired.isVisible()) {
      await tired.locator('.way-choice').first().click();
      await tired.waitFor({ state: 'detached' });
      continue;
    }
    await strike(page);
  }
  throw new Error('eighty blows and the fight goes on');
}

/**
 * A step onto open ground beside the hero and its way back. Monsters (and walls) on every side, as when
 * one in sight at the start barred the walk, are fought first, as a person would clear the way.
 */
async function aWayOpen(page: Page): Promise<[string, string]> {
  for (let fights = 0; fights < 3; fights++) {
    const way = await openWay(page);
    if (way) return way;
    await intoAFight(page);
    await fightToTheEnd(page);
  }
  throw new Error(`three fights and still no open ground beside the hero:\n${(await mapLines(page)).join('\n')}`);
}

describe('a sealed run taken up again by a reload (chromium, 100 ms latency)', () => {
  it('in the middle of a fight: the same fight with the same figures, and it goes on to its end', async () => {
    const { page } = await sealedPage('Reloading Rhea');
    // A fight that lasts past its first exchange: a monster killed by the first blow leaves none to reload.
    let onEnemyTurn = false;
    for (let fights = 0; (await bannerText(page)) !== 'YOUR TURN'; fights++) {
      if (fights === 5) throw new Error('five fights in a row ended at the first blow');
      await intoAFight(page);
      await heroToAct(page);
      if ((await bannerText(page)) !== 'YOUR TURN') continue;
      // A blow, and a reload on the enemy's turn (its blow is the page's to ask for): it lands once.
      const blows = monsterBlows(await logLines(page));
      await strike(page);
      if ((await bannerText(page)) === 'ENEMY TURN') {
        onEnemyTurn = true;
        await page.reload();
        await page.getByTestId('game-screen').waitFor();
        await heroToAct(page);
        expect(monsterBlows(await logLines(page))).toBe(blows + 1);
      }
      await heroToAct(page);
    }
    const before = await fightShown(page);
    expect(before.enemy).toMatch(/YOUR TURN HP \d+\/\d+/);
    await shot(page, 'fight-before-reload-1280x800');

    // On the hero's turn: the screen shows what the server answered last, and the reload brings it back.
    await page.reload();
    await page.getByTestId('game-screen').waitFor();
    await expect.poll(() => fightShown(page)).toEqual(before);
    await heroToAct(page);
    expect(await fightShown(page)).toEqual(before);
    await shot(page, 'fight-after-reload-1280x800');

    const end = await fightToTheEnd(page);
    console.log(
      `fight reloaded at "${before.enemy}", hero ${before.hero}; on the enemy's turn too: ${onEnemyTurn}; ${end}`,
    );
    await page.context().close();
  });

  it('right after a key the server has not answered: neither lost nor played twice', async () => {
    const { page, id } = await sealedPage('Held Hana');
    // Somewhere walked, so the way back is known ground the screen moves onto at once.
    // A monster in sight at the start bars the walk before its first step: the walk's note says so.
    await page.keyboard.press('x');
    await untilSeen(
      page,
      async () =>
        (await whereText(page)) !== 'DUNGEON LEVEL 1 (1, 1)' ||
        (await bannerText(page)) !== '' ||
        (await page.getByTestId('walk-note').count()) > 0,
      'auto-explore neither walked nor said why',
      15_000,
    );
    await walkEnded(page);
    if ((await bannerText(page)) !== '') await fightToTheEnd(page);
    const [there, back] = await aWayOpen(page);

    // A second browser watches the run live: what the server has, its count of actions among it.
    const watcher = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    await watcher.goto(`${e2e.server.url}/watch/${encodeURIComponent(id)}`);
    const watched = async () => ({
      count: Number(((await watcher.getByTestId('live-count').textContent()) ?? '').match(/Action ([\d,]+)/)?.[1]),
      where: ((await watcher.getByTestId('live-where').textContent()) ?? '').replace(/\s+/g, ' ').trim(),
      day: await statusFact(watcher, 'Day'),
      rests: (await logLines(watcher)).filter((line) => REST_LINE.test(line)).length,
    });
    // Caught up: the server has the place the page shows (every move of the walk).
    await expect.poll(async () => (await watched()).where).toBe(await whereText(page));
    const start = await watched();

    // A move held back before it reaches the server: the screen moves at once; the reload keeps it.
    const day = await statusFact(page, 'Day');
    const move = await holdNext(page, ACTIONS, 'before');
    const from = await whereText(page);
    await page.keyboard.press(there);
    await expect.poll(() => whereText(page)).not.toBe(from);
    const moved = await whereText(page);
    await move.caught;
    expect((await watched()).count).toBe(start.count);
    await page.reload();
    await page.getByTestId('game-screen').waitFor();
    expect(await whereText(page)).toBe(moved);
    // Sent once after the reload: the server counts one action more and stands the hero where the page does.
    await expect.poll(watched).toEqual({ ...start, count: start.count + 1, where: moved });
    expect(await whereText(page)).toBe(moved);
    expect(await statusFact(page, 'Day')).toBe(day);

    // A rest the server plays but whose answer is held back: the screen waits for it (a rest rolls), the
    // reload takes it up from the server, and it is not sent again.
    const rests = (await logLines(page)).filter((line) => REST_LINE.test(line)).length;
    const rest = await holdNext(page, ACTIONS, 'after');
    await page.keyboard.press('r');
    await rest.caught;
    await expect.poll(async () => (await watched()).count).toBe(start.count + 2);
    expect(await statusFact(page, 'Day')).toBe(day);
    await page.reload();
    await page.getByTestId('game-screen').waitFor();
    await expect.poll(async () => (await logLines(page)).filter((line) => REST_LINE.test(line)).length).toBe(rests + 1);
    const broken = (await logLines(page)).some((line) => line.startsWith('You settle down to rest'));
    if (broken) {
      // A monster broke the rest: no day passed; its blow is dealt, and the hero's turn comes.
      await heroToAct(page);
    } else {
      // A day passed, once; the next move is the server's next action.
      expect(await statusFact(page, 'Day')).toBe(String(Number(day) + 1));
      await page.keyboard.press(back);
      await expect.poll(() => whereText(page)).not.toBe(moved);
    }
    await expect.poll(async () => (await watched()).where).toBe(await whereText(page));
    const settled = await watched();
    expect(settled.rests).toBe(start.rests + 1);
    expect(settled.day).toBe(await statusFact(page, 'Day'));
    expect(settled.day).toBe(broken ? day : String(Number(day) + 1));
    if (!broken) expect(settled.count).toBe(start.count + 3);
    expect((await logLines(page)).filter((line) => REST_LINE.test(line)).length).toBe(rests + 1);
    console.log(
      `held keys: the server's actions ${start.count} -> ${settled.count}, ${broken ? 'rest broken' : 'rested'}`,
    );
    await watcher.close();
    await page.context().close();
  });
});

/**
 * The line whole in the window (nothing cut off) and clear of the log, whose lines all stay in view: it
 * lies over the controls, which do nothing while the run waits.
 */
async function noticeFits(page: Page, notice: Locator): Promise<void> {
  const window = page.viewportSize()!;
  const box = (await notice.boundingBox())!;
  const log = (await page.getByTestId('combat-log').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(log.y + log.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(window.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(window.height);
  const cut = await notice.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
  expect(cut).toBe(false);
  expect(await notice.innerText()).toBe(CONNECTION_LOST);
}

describe('the server stopped mid-run', () => {
  it('pauses play with the CONNECTION_LOST line, whole and readable in each look and through a resize', async () => {
    const played: { page: Page; name: string }[] = [];
    // Two looks (a theme and a window each); all four with SHOTS=1, for the pictures.
    for (const look of LOOKS_CHECKED) {
      const { page } = await sealedPage(`Paused ${look.theme}`, look.viewport, look.theme);
      const requests = trackRequests(page);
      await requests.settled();
      played.push({ page, name: look.name });
    }
    await e2e.server.stop();
    for (const { page, name } of played) {
      for (const key of [WASD.right, WASD.down]) await page.keyboard.press(key);
      const notice = page.getByText(CONNECTION_LOST, { exact: true });
      await notice.waitFor();
      const paused = await whereText(page);
      await page.keyboard.press(WASD.left);
      expect(await whereText(page)).toBe(paused);
      await noticeFits(page, notice);
      await expectNoSeriousAxeViolations(page, `the notice at ${name}`, '.sealed-notice');
      await shot(page, `connection-lost-${name}`);
    }
    // The desktop window made narrow in the middle of the pause: the line stays whole on the phone's width.
    const { page } = played.find(({ name }) => name.startsWith('1280'))!;
    await page.setViewportSize({ width: 390, height: 844 });
    const notice = page.getByText(CONNECTION_LOST, { exact: true });
    await untilSeen(page, async () => ((await notice.boundingBox())?.width ?? 0) <= 390, 'the line kept its width');
    await noticeFits(page, notice);
    await expectNoSeriousAxeViolations(page, 'the notice after the resize', '.sealed-notice');
    await shot(page, 'connection-lost-resized-to-390x844-light');
    for (const { page } of played) await page.context().close();
  });
});
