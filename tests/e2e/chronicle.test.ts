// The chronicle of a run, in Debian's chromium against the real server: a hero quits after a won
// fight and downloads the chronicle from the quit dialog; a hero falls to a Skeleton and downloads it
// from the game-over dialog; an inscribed entry's replay page shows it and downloads it. Every file
// is read as the player would read it (the browser's download), and the dialogs are photographed.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { apply, chronicle, replay, runRecord, type GameState } from '../../src/engine';
import { doomedHero } from '../support/engine/doomedHero';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { fallInLastStand, headerButton, recall, strike, WASD } from '../support/browser/gamePage';
import { findSituation, saveCodeOf, type Approach } from '../support/engine/situations';
import { inscribeGolden, setupE2E } from '../support/browser/setup';
import { themesFor, shooter } from '../support/browser/shots';
import { holdBack } from '../support/browser/network';
import { waitForStill } from '../support/browser/settle';

const SHOTS = join(SCREENSHOT_DIR, 'chronicle');
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;
const e2e = setupE2E();

/** A real walk (no state edits, so the save's run record replays to it) one step from a monster
 *  that the hero beats with at most three blows, pressing Space on each of its turns. */
function winnableFight(): Approach & { won: GameState } {
  let won: GameState | null = null;
  const found = findSituation('monster', 'Chronicler', ({ state, step }) => {
    let s = apply(state, { type: 'move', direction: step });
    let blows = 0;
    while (s.combat.active && blows <= 3) {
      if (s.combat.turn === 'player') blows++;
      s = apply(s, { type: s.combat.turn === 'monster' ? 'monsterTurn' : 'attack' });
    }
    if (s.monstersKilled !== 1 || s.player.health <= 0 || blows > 3) return null;
    won = s;
    return { state, step };
  });
  return { ...found, won: won! };
}

async function readDownload(download: Download): Promise<string> {
  return readFileSync(await download.path(), 'utf8');
}

const shot = shooter(SHOTS);

/** Steps into the monster and presses Space on each of the hero's turns until the victory line. */
async function fightToVictory(page: Page, step: keyof typeof WASD): Promise<void> {
  await page.keyboard.press(WASD[step]);
  const banner = page.getByTestId('turn-banner');
  const log = page.getByTestId('combat-log');
  for (let blow = 0; blow < 4; blow++) {
    await banner.getByText('YOUR TURN').or(log.getByText('You defeated')).first().waitFor({ timeout: 8000 });
    if ((await log.textContent())?.includes('You defeated')) return;
    await strike(page);
  }
  await log.getByText('You defeated').waitFor();
}

const lines = (text: string) => text.split('\n');
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('downloading a chronicle', () => {
  it('from the quit dialog after a won fight: the hero, floor 1 on day 1, the kill, and "Quit"', async () => {
    const { state, step, won } = winnableFight();
    const foe = won.log.find((l) => l.startsWith('You defeated the '))!.match(/^You defeated the (.+?)!/)![1];
    const page = await newPage(e2e.browser);
    await page.goto(e2e.server.url);
    await recall(page, saveCodeOf(state));
    await fightToVictory(page, step as keyof typeof WASD);
    await (await headerButton(page, 'QUIT')).click();
    const quit = page.getByRole('dialog', { name: 'QUIT ADVENTURE' });
    await quit.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      quit.getByRole('button', { name: 'Download Chronicle' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`chronicle-Chronicler-${today()}.txt`);
    const text = await readDownload(download);
    expect(lines(text)[1]).toBe('  THE CHRONICLE OF CHRONICLER');
    expect(text).toContain(
      '\nFLOORS\n------\n  Floor  Day reached    Action\n      1            1         0\n\nKILLS (1)\n',
    );
    expect(text).toContain(`\nKILLS (1)\n---------\n  ${foe.padEnd(16)}    1\n`);
    expect(text).toContain('\nEND\n---\n  Quit on floor 1, day 1.\n');
    expect(text).toContain('\n  Monsters slain  1\n');
    // Exactly what the engine writes for the run the browser played.
    expect(text).toBe(chronicle(runRecord(won), 'quit'));
    await page.getByText('Downloaded!', { exact: true }).waitFor();
    await page.context().close();
  });

  it('from the game-over dialog: slain by a Skeleton on floor 1', async () => {
    const { state, record } = doomedHero();
    const page = await newPage(e2e.browser);
    await page.goto(e2e.server.url);
    await recall(page, saveCodeOf(state));
    // The name check the dialog starts is held back (a slow network): its line coming and going must
    // not move the buttons under the form.
    const release = await holdBack(page, '**/api/check-player-name/**');
    const over = await fallInLastStand(page);
    const button = over.getByRole('button', { name: 'Download Chronicle' });
    await over.getByText('Checking name availability...').waitFor();
    // Once the dialog has finished opening (it grows in): only the check's line may change after.
    await waitForStill(page);
    const whileChecking = await button.boundingBox();
    release();
    await over.getByText('Checking name availability...').waitFor({ state: 'detached' });
    expect(await button.boundingBox()).toEqual(whileChecking);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      over.getByRole('button', { name: 'Download Chronicle' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`chronicle-Doomed-Hero-${today()}.txt`);
    const text = await readDownload(download);
    expect(lines(text)[1]).toBe('  THE CHRONICLE OF DOOMED HERO');
    expect(text).toContain('\nFLOORS\n------\n  Floor  Day reached    Action\n      1            1         0\n');
    expect(text).toContain('\nKILLS (9)\n---------\n  Rat                 5\n  Goblin              4\n');
    expect(text).toContain('\nEND\n---\n  Slain by a Skeleton on floor 1, day 2.\n');
    // The browser sent what a person did: a refused blow (too tired), the sacrifice, a blow, the Skeleton's turn.
    const played = (['attack', 'sacrificeForStamina', 'attack', 'monsterTurn'] as const).reduce(
      (s, type) => apply(s, { type }),
      replay(record),
    );
    expect(text).toBe(chronicle(runRecord(played)));
    expect(lines(text).slice(-4)).toEqual(['  You have been defeated!', '', '='.repeat(72), '']);
    await page.context().close();
  });
});

/** Opens the entry's replay page by its address (what its Watch link and shared links lead to). */
async function watch(page: Page, id: string, name: string): Promise<void> {
  await page.goto(`${e2e.server.url}/replay/${id}`);
  await page.getByRole('heading', { name: `REPLAY · ${name}` }).waitFor();
  await page.getByTestId('map-canvas').waitFor();
}

describe('reading a chronicle on a replay page', () => {
  const WATCHED = 'Chronicled Diver';
  let id = '';
  beforeAll(async () => {
    ({ id } = await inscribeGolden(e2e.server.url, 'golden-3', WATCHED));
  });

  it('CHRONICLE shows the whole record in a scrollable dialog, and downloads it', async () => {
    const page = await newPage(e2e.browser);
    await watch(page, id, WATCHED);
    await page.getByRole('button', { name: 'CHRONICLE', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'CHRONICLE' });
    const shown = dialog.getByTestId('chronicle-text');
    await shown.waitFor();
    const text = (await shown.textContent()) ?? '';
    expect(lines(text).slice(1, 3)).toEqual([
      '  THE CHRONICLE OF SIM',
      '  Rules version 2, seed golden-3, 2,500 actions',
    ]);
    expect(text).toContain('\n      2           17       328\n');
    expect(text).toContain('\n      6           75     2,106\n');
    expect(text).toContain(
      '\nKILLS (285)\n-----------\n  Rat               153\n  Skeleton           71\n  Goblin             61\n',
    );
    expect(text).toContain('\nEND\n---\n  Quit on floor 6, day 83.\n');
    // It scrolls inside the dialog: the box is shorter than the text.
    const box = await shown.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight }));
    expect(box.scroll).toBeGreaterThan(box.client);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download Chronicle' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`chronicle-Sim-${today()}.txt`);
    expect(await readDownload(download)).toBe(text);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('looks right: the quit and game-over dialogs with the button, and the chronicle dialog (light and dark)', async () => {
    const walked = winnableFight().state;
    const doomed = doomedHero().state;
    // The box inside the window is the same in both themes: each size in one (both with SHOTS=1).
    for (const [index, [label, viewport]] of VIEWPORTS.entries()) {
      for (const theme of themesFor(index)) {
        const page = await newPage(e2e.browser, { viewport, theme });
        await page.goto(e2e.server.url);
        await recall(page, saveCodeOf(walked));
        await (await headerButton(page, 'QUIT')).click();
        await page
          .getByRole('dialog', { name: 'QUIT ADVENTURE' })
          .getByRole('button', { name: 'Download Chronicle' })
          .waitFor();
        await shot(page, `quit-${label}-${theme}`);
        await page.getByRole('button', { name: 'Continue Adventure' }).click();

        await recall(page, saveCodeOf(doomed));
        const over = await fallInLastStand(page);
        await over.getByRole('button', { name: 'Download Chronicle' }).waitFor();
        await shot(page, `game-over-${label}-${theme}`);

        await watch(page, id, WATCHED);
        await shot(page, `replay-page-${label}-${theme}`);
        await page.getByRole('button', { name: 'CHRONICLE', exact: true }).click();
        const chronicleDialog = page.getByRole('dialog', { name: 'CHRONICLE' });
        await chronicleDialog.getByTestId('chronicle-text').waitFor();
        const box = (await chronicleDialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        await shot(page, `replay-chronicle-${label}-${theme}`);
        await page.context().close();
      }
    }
  });
});
