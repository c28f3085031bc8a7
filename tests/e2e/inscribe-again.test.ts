// Inscribing an open run part-way and again at the end, in Debian's chromium against the real server: QUIT ->
// Inscribe -> Continue Adventure no longer seals the name and locks the run out; the second
// inscription replaces the first (one entry, same id, the later figures). The name is editable and
// the suggested names shown for a taken one fill the field when clicked. The run's secret travels in
// its save code: loaded in a fresh browser, the run still carries its own entry further.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { NAME_TAKEN_MESSAGE } from '../../src/shared/heroName';
import type { HighScore, SearchScoresResponse } from '../../src/shared/api';
import { decodeSaveCode, isRunSecret, newGame } from '../../src/engine';
import { newRunSecret } from '../../src/app/runSecret';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { PERSON_KEY_DELAY_MS } from '../support/browser/person';
import { seedHallEntry, setupE2E } from '../support/browser/setup';
import { fallInLastStand, recall, restADay, savedCode, toastShown } from '../support/browser/gamePage';
import { saveCodeOf } from '../support/engine/situations';
import { doomedHero } from '../support/engine/doomedHero';
import { INSCRIBE_TEXTS } from '../../src/ui/hall/inscribeTexts';
import { NOT_INSCRIBED_WARNING } from '../../src/ui/hall/QuitDialog';
import { picture } from '../support/browser/shots';

const SHOTS = join(SCREENSHOT_DIR, 'replay');
const HERO = 'Twice Told';
const e2e = setupE2E();

beforeAll(async () => {
  await seedHallEntry(e2e.server.url, 'Taken Tam', 'seed-taken-tam');
});

async function entriesNamed(name: string): Promise<HighScore[]> {
  const res = await fetch(`${e2e.server.url}/api/search-scores?search=${encodeURIComponent(name)}`);
  return ((await res.json()) as SearchScoresResponse).scores;
}

/** Selects the whole name field and types `text` at a person's pace. */
async function retype(page: Page, text: string): Promise<void> {
  const field = page.getByLabel('Hero name');
  await field.click();
  await field.press('ControlOrMeta+a');
  await page.keyboard.type(text, { delay: PERSON_KEY_DELAY_MS });
}

async function saveFree(page: Page): Promise<void> {
  const save = page.getByRole('button', { name: 'SAVE FREE' });
  await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
  await save.click();
  await page.getByRole('heading', { name: /Saved! Rank #\d+/ }).waitFor();
}

/** The entry id in the replay link the submitted view offers to share (the TWEET link's url). */
async function sharedEntryId(page: Page): Promise<string> {
  const tweet = await page.getByRole('link', { name: 'TWEET' }).getAttribute('href');
  const watch = new URL(tweet ?? '').searchParams.get('url') ?? '';
  const id = /\/replay\/([^/?#]+)$/.exec(watch)?.[1];
  if (!id) throw new Error(`no replay link in ${tweet}`);
  return decodeURIComponent(id);
}

/** QUIT -> Inscribe -> SAVE FREE under the run's own name; returns the id the shared link names. */
async function inscribeFromQuit(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'QUIT' }).click();
  await page.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).click();
  await saveFree(page);
  return sharedEntryId(page);
}

/** Back to the game from the quit dialog after an inscription. */
async function continueAdventure(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue Adventure' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('inscribing a run again', () => {
  it('inscribe part-way, continue, inscribe again, carry it on from its code in a fresh browser: one entry', async () => {
    // An open run (a save code's; a run begun online is sealed and ends when inscribed), with its secret.
    const page = await newPage(e2e.browser);
    await page.goto(e2e.server.url);
    await recall(page, saveCodeOf({ ...newGame(HERO, 'seed-twice-told'), runSecret: newRunSecret() }));
    await page.getByRole('button', { name: 'QUIT' }).waitFor({ timeout: 60_000 });
    await restADay(page);

    const firstId = await inscribeFromQuit(page);
    const [first] = await entriesNamed(HERO);
    expect(first.id).toBe(firstId);
    // Play on: two more rests, each a new day.
    await continueAdventure(page);
    await restADay(page);
    await restADay(page);
    await page.getByRole('button', { name: 'QUIT' }).click();
    await page.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).click();
    const field = page.getByLabel('Hero name');
    expect(await field.inputValue()).toBe(HERO);
    expect(await field.isEditable()).toBe(true);

    // A name another run holds is refused, with five suggestions that fill the field when clicked.
    await retype(page, 'Taken Tam');
    await page.getByText(NAME_TAKEN_MESSAGE, { exact: true }).waitFor();
    const suggestions = page.getByRole('group', { name: 'Suggested names' }).getByRole('button');
    expect(await suggestions.count()).toBe(5);
    const suggested = await suggestions.first().innerText();
    await suggestions.first().click();
    expect(await field.inputValue()).toBe(suggested);
    await expect
      .poll(() => page.getByRole('button', { name: 'SAVE FREE' }).isEnabled(), { timeout: 15_000 })
      .toBe(true);

    // Back to the run's own name: free to this run, although it is on the board.
    await retype(page, HERO);
    // Deliberately a fixed look: the refusal is to stay away, and a person would see no message come.
    await page.waitForTimeout(600);
    expect(await page.getByText(NAME_TAKEN_MESSAGE, { exact: true }).count()).toBe(0);
    mkdirSync(SHOTS, { recursive: true });
    await picture(page, join(SHOTS, 'inscribe-again-form.png'));
    await saveFree(page);
    expect(await sharedEntryId(page)).toBe(firstId);

    const after = await entriesNamed(HERO);
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(first.id);
    expect(after[0].daysSurvived).toBe(first.daysSurvived + 2);
    const run = (await (await fetch(`${e2e.server.url}/api/scores/${first.id}/run`)).json()) as { actions: unknown[] };
    expect(run.actions.length).toBeGreaterThanOrEqual(3);

    // The code the player copies carries the run's secret: another browser can carry the entry on.
    await continueAdventure(page);
    const code = await savedCode(page);
    const saved = decodeSaveCode(code);
    expect(saved.ok && isRunSecret(saved.state.runSecret)).toBe(true);
    await page.context().close();

    const elsewhere = await newPage(e2e.browser);
    await elsewhere.goto(e2e.server.url);
    await recall(elsewhere, code);
    await toastShown(elsewhere, 'Game Loaded!');
    await elsewhere.getByRole('dialog').waitFor({ state: 'detached' });
    await restADay(elsewhere);
    await restADay(elsewhere);
    expect(await inscribeFromQuit(elsewhere)).toBe(firstId);
    const carried = await entriesNamed(HERO);
    expect(carried).toHaveLength(1);
    expect(carried[0].id).toBe(first.id);
    expect(carried[0].daysSurvived).toBe(first.daysSurvived + 4);

    // The Hall holds the run as it stands, and the page still knows it after a reload: Quit Game quits
    // at once, without the warning that quitting would lose the run.
    await continueAdventure(elsewhere);
    await elsewhere.reload();
    await elsewhere.getByRole('button', { name: 'QUIT' }).click();
    await elsewhere.getByRole('button', { name: 'Quit Game' }).click();
    await elsewhere.getByLabel('Name thy hero').waitFor();
    expect(await elsewhere.getByText(NOT_INSCRIBED_WARNING).count()).toBe(0);
    await elsewhere.context().close();
  });

  it('inscribe mid-run, continue, die, inscribe again under the same name: one entry with the final score', async () => {
    const hero = 'Last Stand';
    // With a secret, as every run begun in the game has: its later inscription must carry it on.
    const state = { ...doomedHero(hero).state, runSecret: newRunSecret() };
    const page = await newPage(e2e.browser);
    await page.goto(e2e.server.url);
    await recall(page, saveCodeOf(state));
    await page.getByRole('button', { name: 'QUIT' }).click();
    await page.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).click();
    await saveFree(page);
    const [first] = await entriesNamed(hero);
    await page.getByRole('button', { name: 'Continue Adventure' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const gameOver = await fallInLastStand(page);
    const field = gameOver.getByLabel('Hero name');
    expect(await field.inputValue()).toBe(hero);
    const inscribe = gameOver.getByRole('button', { name: INSCRIBE_TEXTS.gameOver.basic });
    await expect.poll(() => inscribe.isEnabled(), { timeout: 15_000 }).toBe(true);
    await inscribe.click();
    await page
      .getByRole('heading', { name: new RegExp(`^${INSCRIBE_TEXTS.gameOver.doneTitle} Rank #\\d+$`) })
      .waitFor();

    const after = await entriesNamed(hero);
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(first.id);
    // The final figures: the blows after the first inscription are in the entry, and it is a hero's end.
    const finalScore = Number((await gameOver.locator('.final-score dd').innerText()).replace(/\D/g, ''));
    expect(after[0].finalScore).toBe(finalScore);
    expect(after[0].finalHealth).toBe(0);
    expect(first.finalHealth).toBeGreaterThan(0);
    await page.context().close();
  });
});
