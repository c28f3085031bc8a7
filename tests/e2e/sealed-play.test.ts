// A sealed run played in the real built game, in Debian's chromium, with 100 ms added to every request
// (Chromium's own network emulation): a person's keys move the hero on the map without waiting for the
// server (the engine foresees a step over known ground: checked with the answers held back), auto-explore
// walks on, a reload takes the run up where the server has it, a second browser watches it live, and
// QUIT inscribes it with the sealed mark. The figures (key to map, in ms) are printed; SHOTS=1 takes the game at 1280x800
// and 390x844 into SCREENSHOT_DIR/sealed-play/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEALED_MEANING } from '../../src/ui/hall/witnessText';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { answerWhatOpened, openWay, walkNoteText, whereText } from '../support/browser/gamePage';
import { slowNetwork } from '../support/browser/network';
import { pressEnterAfter, typeLikeAPerson } from '../support/browser/person';
import { setupE2E } from '../support/browser/setup';
import { waitForStill } from '../support/browser/settle';
import { shooter } from '../support/browser/shots';

const e2e = setupE2E({ shots: `${SCREENSHOT_DIR}/sealed-play` });
const shot = shooter(`${SCREENSHOT_DIR}/sealed-play`);
/** Added to every request, each way as Chromium counts it. */
const LATENCY_MS = 100;

/** Begins a quest as a person does; the sealed run's id, from the registration the page made. */
async function beginSealed(page: Page, name: string): Promise<string> {
  await page.goto(e2e.server.url);
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/runs') && r.request().method() === 'POST');
  await typeLikeAPerson(page, name);
  await pressEnterAfter(page, 400);
  const answer = (await (await registered).json()) as { id: string; seed?: string; commitment: string };
  expect(answer.seed).toBeUndefined();
  expect(answer.commitment).toMatch(/^[0-9a-f]{64}$/);
  await page.getByTestId('game-screen').waitFor();
  return answer.id;
}

/** At name entry again, begins another quest; its run's id. */
async function beginSealedAgain(page: Page, name: string): Promise<string> {
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/runs') && r.request().method() === 'POST');
  await page.getByLabel('Name thy hero').waitFor();
  await typeLikeAPerson(page, name);
  await pressEnterAfter(page, 400);
  const answer = (await (await registered).json()) as { id: string };
  await page.getByTestId('game-screen').waitFor();
  return answer.id;
}

/** When, in the page's clock, each key went down and each change of the hero's place showed. */
async function watchKeysAndPlace(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { keys: [] as number[], shown: [] as number[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    window.addEventListener('keydown', () => seen.keys.push(performance.now()), true);
    const where = document.querySelector('[data-testid="game-where"]')!;
    new MutationObserver(() => seen.shown.push(performance.now())).observe(where, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

describe("a sealed run over a slow network (chromium, at a person's pace)", () => {
  it('moves on each key without waiting for the server, walks, resumes, is watched, is inscribed sealed', async () => {
    const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    await slowNetwork(page, LATENCY_MS);
    let id = await beginSealed(page, 'Slow Sela');
    // The server draws the seed: a start hemmed in by monsters (no open floor beside it) is begun again.
    let way = await openWay(page);
    for (let tries = 0; way === null && tries < 5; tries++) {
      await page.getByRole('button', { name: 'QUIT' }).click();
      await page.getByRole('button', { name: 'Quit Game' }).click();
      id = await beginSealedAgain(page, 'Slow Sela');
      way = await openWay(page);
    }
    const [there, back] = way!;
    await watchKeysAndPlace(page);
    // Twenty keys back and forth, a person's look between them.
    for (let i = 0; i < 20; i++) {
      const before = await whereText(page);
      await page.keyboard.press(i % 2 === 0 ? there : back);
      await expect.poll(() => whereText(page)).not.toBe(before);
      await page.waitForTimeout(250);
    }
    const seen = await page.evaluate(() => (window as unknown as { seen: { keys: number[]; shown: number[] } }).seen);
    const delays = seen.keys.map((at) => (seen.shown.find((t) => t >= at) ?? Infinity) - at).sort((a, b) => a - b);
    const p95 = delays[Math.ceil(delays.length * 0.95) - 1];
    console.log(
      `key to map with ${LATENCY_MS} ms latency: median ${delays[10].toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
    );

    // With the server's answers held back, keys still move the hero: the screen does not wait for them.
    const held: (() => void)[] = [];
    let holding = true;
    await page.route('**/api/runs/*/actions', (route) => {
      if (holding) held.push(() => void route.continue());
      else void route.continue();
    });
    for (const key of [there, back, there]) {
      const before = await whereText(page);
      await page.keyboard.press(key);
      await expect.poll(() => whereText(page)).not.toBe(before);
    }
    expect(held.length).toBeGreaterThan(0);
    holding = false;
    for (const release of held.splice(0)) release();
    await shot(page, 'game-1280x800');

    // Auto-explore walks on over the slow network, or says what bars its way (a monster beside the hero).
    const walkedFrom = await whereText(page);
    await page.keyboard.press('x');
    await expect
      .poll(async () => (await whereText(page)) !== walkedFrom || (await walkNoteText(page)) !== '', {
        timeout: 15_000,
      })
      .toBe(true);

    // A second browser watches the run live, where it stands.
    const watcher = await newPage(e2e.browser, { viewport: { width: 390, height: 844 } });
    await watcher.goto(`${e2e.server.url}/watch/${encodeURIComponent(id)}`);
    await watcher.getByTestId('live-where').waitFor();

    // A reload takes the run up where the server has it.
    await page.keyboard.press('Escape');
    await waitForStill(page);
    // The walk may have ended on a kill that opened the level-up: answered first, or QUIT stays hidden.
    await answerWhatOpened(page);
    const stood = await whereText(page);
    await page.reload();
    await page.getByTestId('game-screen').waitFor();
    await expect.poll(() => whereText(page)).toBe(stood);
    await expect
      .poll(async () => ((await watcher.getByTestId('live-where').textContent()) ?? '').replace(/\s+/g, ' '))
      .toContain(stood.replace(/^DUNGEON LEVEL \d+ /, ''));
    await watcher.close();

    // QUIT inscribes it: the run ends on the server, and the Hall's row says it was sealed.
    await page.getByRole('button', { name: 'QUIT' }).click();
    await page.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).click();
    const save = page.getByRole('button', { name: 'SAVE FREE' });
    await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
    await save.click();
    await page.getByText('Score Submitted!', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Continue Adventure' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Begin New Adventure' }).click();
    await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
    await page
      .getByRole('img', { name: new RegExp(`^${SEALED_MEANING}\\.`) })
      .first()
      .waitFor();
    await page.close();
  });

  it('looks right on a phone: the sealed game at 390x844', async () => {
    const page = await newPage(e2e.browser, { viewport: { width: 390, height: 844 }, theme: 'dark' });
    await slowNetwork(page, LATENCY_MS);
    await beginSealed(page, 'Phone Pia');
    const way = await openWay(page);
    if (way) {
      const before = await whereText(page);
      await page.keyboard.press(way[0]);
      await expect.poll(() => whereText(page)).not.toBe(before);
    }
    await shot(page, 'game-390x844-dark');
    await page.close();
  });
});
