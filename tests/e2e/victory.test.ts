// A won run (floor 100's last portal taken), in Debian's chromium against the real server, at a person's pace:
// a hero loaded onto floor 100's found exit sees CLAIM VICTORY, presses E, claims the victory at the
// last portal and meets the victory dialog. With a real run at that exit (the victory fixture, written by
// `npm run golden:victory` once the newest rules' tables are final) the hero also inscribes it, finds
// the crown on its Hall of Legends row and reads "Conquered the dungeon on day N." in its chronicle.
// Without the fixture that part is skipped: a hand-built save loads unverified and cannot be inscribed.
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { apply, type GameState } from '../../src/engine';
import { seasonAt } from '../../src/shared/season';
import { SqliteStore } from '../../server/store/sqlite/sqliteStore';
import type { NewEntry } from '../../server/store/types';
import { DEFAULT_PROFANITY_WORDS } from '../../server/words/defaultWords';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { removeDir, startServerProcess, tempDir, type ServerProcess } from '../support/server/process';
import { saveCodeOf } from '../support/engine/situations';
import { handBuiltVictor, readVictor, victoryRulesVersions } from '../support/engine/victor';
import { dismissToast, recall, sayWhatShowed } from '../support/browser/gamePage';
import { PERSON_KEY_DELAY_MS } from '../support/browser/person';
import { itTakesShots, shooter } from '../support/browser/shots';
import { setupE2E, startGameServer, useBrowser } from '../support/browser/setup';
import { repositoriesOf } from '../../server/repositories';

const SHOTS = join(SCREENSHOT_DIR, 'victory');
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;
/** The newest real rules version whose bottom is a victory (null before there is one: all is skipped). */
const VERSION = victoryRulesVersions().at(-1) ?? null;
/** The real run at floor 100's exit, or null until `npm run golden:victory` has written it for VERSION. */
const stored = VERSION === null ? null : readVictor(VERSION);
const e2e = setupE2E({ shots: SHOTS });

const CONQUERED_LINE = 'You step through the last portal and climb into daylight. The dungeon is conquered!';

/** On the found exit of floor 100: the exit control offers the victory; E opens the last portal; claim it. */
async function claimVictory(page: Page, viewport: (typeof VIEWPORTS)[number][0]): Promise<Locator> {
  const claim = page.getByRole('group', { name: 'Controls' }).getByRole('button', { name: 'Claim Victory (E)' });
  await claim.waitFor();
  // What the button shows: the long label on a wide window, the short one on a phone.
  expect((await claim.innerText()).trim()).toBe(viewport === 'desktop' ? 'CLAIM VICTORY (E)' : 'CLAIM');
  await page.keyboard.press('e');
  const portal = page.getByRole('dialog', { name: 'THE LAST PORTAL' });
  await portal.waitFor();
  expect(await portal.innerText()).toContain('there is nothing deeper');
  await portal.getByRole('button', { name: 'Claim Victory' }).click();
  const victory = page.getByRole('dialog', { name: 'THE DUNGEON IS CONQUERED' });
  await victory.waitFor();
  await page.getByTestId('combat-log').getByText(CONQUERED_LINE).waitFor();
  return victory;
}

const shot = shooter(SHOTS);

describe.skipIf(VERSION === null)('the last portal', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`${label}: a hero on floor 100's found exit claims the victory and meets the victory dialog`, async () => {
      const hero = handBuiltVictor(VERSION!);
      const page = await newPage(e2e.browser, { viewport });
      await page.goto(e2e.server.url);
      await recall(page, saveCodeOf(hero));
      expect(await page.getByTestId('game-where').innerText()).toContain('100');
      const victory = await claimVictory(page, label);
      const text = await victory.innerText();
      expect(text).toContain(
        `${hero.player.name} stepped through the last portal of dungeon level 100 and climbed into daylight on day ${hero.player.day}.`,
      );
      // The final score: the floor's portal bonus on top, as the engine counts it.
      const won = apply(hero, { type: 'descend' });
      expect(await victory.locator('.final-score dd').innerText()).toBe(won.score.toLocaleString('en-US'));
      // A hand-built save cannot be proven, so it cannot be inscribed (the fixture's real run can, below).
      await victory.getByText('it cannot enter the Hall of Legends').waitFor();
      expect(await victory.getByRole('button', { name: 'Inscribe Basic' }).isDisabled()).toBe(true);
      // The dialog stays until the player chooses: Escape does not close it.
      await page.keyboard.press('Escape');
      expect(await victory.isVisible()).toBe(true);
      await victory.getByRole('button', { name: 'Begin Anew' }).click();
      await page.getByRole('button', { name: 'BEGIN QUEST' }).waitFor();
      await page.context().close();
    });
  }
});

describe.skipIf(stored === null)('inscribing a real victory (the stored run at floor 100)', () => {
  const chromium = useBrowser();

  for (const [label, viewport] of VIEWPORTS) {
    it(`${label}: claim, inscribe, the crown in the Hall, and the chronicle's last word`, async () => {
      // A fresh board each time: one run holds one place, so each window inscribes on its own server.
      const server = await startGameServer();
      try {
        const { state } = stored!;
        const page = await newPage(chromium.browser, { viewport });
        await page.goto(server.url);
        await recall(page, saveCodeOf(state));
        const victory = await claimVictory(page, label);
        // The run is proven (its record replays to it): the form takes a name.
        const field = victory.getByLabel('Hero name');
        await field.click();
        await field.press('ControlOrMeta+a');
        await page.keyboard.type('Dawnbringer', { delay: PERSON_KEY_DELAY_MS });
        const inscribe = victory.getByRole('button', { name: 'Inscribe Basic' });
        await expect.poll(() => inscribe.isEnabled(), { timeout: 15_000 }).toBe(true);
        await inscribe.click();
        // The server replays all 47,788 actions before it answers; if no answer comes, say what showed.
        await victory
          .getByRole('heading', { name: /^Thy triumph is inscribed! Rank #1$/ })
          .waitFor({ timeout: 30_000 })
          .catch(sayWhatShowed(page));
        const top = victory.getByRole('list', { name: 'Hall of Legends top list' });
        await top.getByRole('img', { name: 'Conquered the dungeon' }).waitFor();
        // The share text is crowned too (the TWEET link carries it).
        const tweet = new URL((await victory.getByRole('link', { name: 'TWEET' }).getAttribute('href'))!);
        expect(tweet.searchParams.get('text')).toMatch(/^👑 I conquered all 100 dungeon levels/);

        await victory.getByRole('button', { name: 'Begin New Adventure' }).click();
        await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
        const hall = page.getByRole('dialog', { name: /HALL OF LEGENDS/i });
        const row = hall.getByRole('button', { name: /Dawnbringer/ });
        await row.getByRole('img', { name: 'Conquered the dungeon' }).waitFor();
        await hall.getByRole('link', { name: "Watch Dawnbringer's run" }).click();
        await page.getByRole('button', { name: 'CHRONICLE', exact: true }).click();
        const chronicle = page.getByRole('dialog', { name: 'CHRONICLE' }).getByTestId('chronicle-text');
        await chronicle.waitFor({ timeout: 30_000 });
        const won = apply(state, { type: 'descend' });
        expect(await chronicle.textContent()).toContain(
          `\nEND\n---\n  Conquered the dungeon on day ${won.player.day}.\n`,
        );
        await page.context().close();
      } finally {
        await server.stop();
      }
    });
  }
});

/** Hall rows for the photographs: two conquerors among heroes who fell, stored before the server starts. */
async function seededHall(): Promise<{ server: ServerProcess; dir: string }> {
  const dir = tempDir('victory-hall-');
  const store = SqliteStore.open(dir);
  await store.init(DEFAULT_PROFANITY_WORDS);
  const season = seasonAt(new Date()).id;
  const rows: [string, number, boolean, boolean][] = [
    ['Dawnbringer', 1_234_567, true, false],
    ['Aurelia the Bold', 998_000, true, true],
    ['Brannoc', 412_950, false, false],
    ['Cedric Ashfall', 88_420, false, true],
    ['Mira', 5_310, false, false],
  ];
  for (const [name, score, won, premium] of rows) {
    const entry: NewEntry = {
      season,
      playerName: name,
      finalScore: score,
      level: won ? 412 : 60,
      gold: 9_000,
      monstersKilled: 900,
      dungeonLevel: won ? 100 : 23,
      daysSurvived: 120,
      finalHealth: won ? 3_000 : 0,
      finalMana: 100,
      finalStamina: 90,
      strength: 200,
      intelligence: 40,
      dexterity: 60,
      constitution: 150,
      spellsLearned: 6,
      itemsFound: 50,
      isPremium: premium,
      completedAt: new Date(),
      rulesVersion: VERSION!,
      seed: `shot-${name}`,
      runName: name,
      actions: 'rrd',
      secretHash: null,
      runKey: `shot-${name}`,
      won,
    };
    await repositoriesOf(store).entries.insertEntry(entry, null);
  }
  await store.close();
  return { server: await startServerProcess({ dataDir: dir }), dir };
}

describe.skipIf(VERSION === null)('photographs: the victory dialog and a crowned Hall row (SHOTS=1)', () => {
  let hall: { server: ServerProcess; dir: string } | null = null;
  afterAll(async () => {
    await hall?.server.stop();
    if (hall) removeDir(hall.dir);
  });

  itTakesShots('at 1280x800 and 390x844, light and dark', async () => {
    hall = await seededHall();
    // The real run when there is one (its form is live); else the hand-built hero (its form says why not).
    const hero: GameState = stored?.state ?? handBuiltVictor(VERSION!);
    for (const [label, viewport] of VIEWPORTS) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await newPage(e2e.browser, { viewport, theme });
        await page.goto(e2e.server.url);
        await recall(page, saveCodeOf(hero));
        // The load's toast would cover the foot of the dialogs: dismissed, as a person may.
        await dismissToast(page);
        await page
          .getByRole('group', { name: 'Controls' })
          .getByRole('button', { name: 'Claim Victory (E)' })
          .waitFor();
        await shot(page, `claim-control-${label}-${theme}`);
        await page.keyboard.press('e');
        await page.getByRole('dialog', { name: 'THE LAST PORTAL' }).waitFor();
        await shot(page, `last-portal-${label}-${theme}`);
        await page.getByRole('button', { name: 'Claim Victory', exact: true }).click();
        await page.getByRole('dialog', { name: 'THE DUNGEON IS CONQUERED' }).waitFor();
        await shot(page, `victory-dialog-${label}-${theme}`);

        await page.goto(hall.server.url);
        await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
        const dialog = page.getByRole('dialog', { name: /HALL OF LEGENDS/i });
        await dialog
          .getByRole('button', { name: /Dawnbringer/ })
          .getByRole('img', { name: 'Conquered the dungeon' })
          .waitFor();
        await shot(page, `hall-crown-${label}-${theme}`);
        await page.context().close();
      }
    }
  });
});
