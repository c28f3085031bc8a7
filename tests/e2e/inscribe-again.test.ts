// Inscribing part-way and again at the end, in Debian's chromium against the real server: QUIT ->
// Inscribe -> Continue Adventure no longer seals the name and locks the run out; the second
// inscription replaces the first (one entry, same id, the later figures). The name is editable and
// the suggested names shown for a taken one fill the field when clicked.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { NAME_TAKEN_MESSAGE } from '../../src/shared/heroName';
import type { HighScore, SearchScoresResponse } from '../../src/shared/api';
import { newPage, SCREENSHOT_DIR } from '../support/browser';
import { PERSON_KEY_DELAY_MS } from './support/person';
import { seedHallEntry, setupE2E } from './support/setup';
import { fallInLastStand, recall } from './support/gamePage';
import { saveCodeOf } from '../support/situations';
import { doomedHero } from '../support/doomedHero';
import { INSCRIBE_TEXTS } from '../../src/ui/hall/inscribeTexts';

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

describe('inscribing a run again', () => {
  it('inscribe part-way, continue, inscribe again under the same name: one entry with the later figures', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(e2e.server.url);
    await page.getByLabel('Name thy hero').click();
    await page.keyboard.type(HERO, { delay: PERSON_KEY_DELAY_MS });
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'QUIT' }).waitFor({ timeout: 60_000 });
    await page.keyboard.press('r');

    await page.getByRole('button', { name: 'QUIT' }).click();
    await page.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).click();
    await saveFree(page);
    const [first] = await entriesNamed(HERO);
    await page.getByRole('button', { name: 'Continue Adventure' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Play on: two more rests, each a new day.
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('r');
      // A person's beat between rests.
      await page.waitForTimeout(150);
    }
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
    await page.screenshot({ path: join(SHOTS, 'inscribe-again-form.png') });
    await saveFree(page);

    const after = await entriesNamed(HERO);
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(first.id);
    expect(after[0].daysSurvived).toBe(first.daysSurvived + 2);
    const run = (await (await fetch(`${e2e.server.url}/api/scores/${first.id}/run`)).json()) as { actions: unknown[] };
    expect(run.actions.length).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  it('inscribe mid-run, continue, die, inscribe again under the same name: one entry with the final score', async () => {
    const hero = 'Last Stand';
    const { state } = doomedHero(hero);
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
