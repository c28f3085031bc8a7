// FLOAT windows come to the front when clicked or dragged; QUIT's flows: inscribe, saved, Begin New
// Adventure back to the start screen, and Quit Game back to the start screen with the name cleared.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { beginQuest, headerButton } from '../support/browser/gamePage';
import { setupE2E } from '../support/browser/setup';
import { picture } from '../support/browser/shots';

const SHOTS = `${SCREENSHOT_DIR}/polish`;
const e2e = setupE2E({ shots: SHOTS });
let page: Page;

beforeAll(async () => {
  page = await newPage(e2e.browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  await page.goto(e2e.server.url);
});

const windowNamed = (name: string) => page.getByRole('region', { name, exact: true });

/** The FLOAT window drawn on top at a point (what a click there would hit). */
function topWindowAt(x: number, y: number): Promise<string | null> {
  return page.evaluate(
    ([px, py]) => document.elementFromPoint(px, py)?.closest('.float-window')?.getAttribute('aria-label') ?? null,
    [x, y],
  );
}

const titleBox = async (name: string) => (await windowNamed(name).locator('.float-title').boundingBox())!;

describe('FLOAT windows and QUIT (phone, cascaded windows overlap)', () => {
  it('brings a window to the front when its title is pressed to drag, and when clicked', async () => {
    await beginQuest(page, 'Floater');
    await (await headerButton(page, 'FLOAT')).click();
    await windowNamed('CHARACTER').waitFor();
    // Cascaded on a phone: SPELLS' title bar lies over CHARACTER's body.
    const spells = await titleBox('SPELLS');
    const overlap = { x: spells.x + 20, y: spells.y + spells.height / 2 };
    expect(await topWindowAt(overlap.x, overlap.y)).toBe('SPELLS');

    // Press and drag on CHARACTER's (uncovered) title bar: it comes to the front.
    const character = await titleBox('CHARACTER');
    expect(await topWindowAt(character.x + 20, character.y + character.height / 2)).toBe('CHARACTER');
    await page.mouse.move(character.x + 20, character.y + character.height / 2);
    await page.mouse.down();
    await page.mouse.move(character.x + 24, character.y + character.height / 2 + 30, { steps: 5 });
    await page.mouse.up();
    expect(await topWindowAt(overlap.x + 4, overlap.y + 6)).toBe('CHARACTER');
    await picture(page, `${SHOTS}/float-front-phone-light.png`);

    // Click the strip of INVENTORY right of CHARACTER (which now covers the rest of it): INVENTORY comes up.
    const front = (await windowNamed('CHARACTER').boundingBox())!;
    const inventory =
      (await windowNamed('INVENTORY (0/20)').boundingBox()) ??
      (await page.locator('.float-window').last().boundingBox())!;
    const inside = { x: inventory.x + 10, y: inventory.y + inventory.height - 10 };
    expect(await topWindowAt(inside.x, inside.y)).toBe('CHARACTER');
    await page.mouse.click((front.x + front.width + inventory.x + inventory.width) / 2, inside.y);
    expect(await topWindowAt(inside.x, inside.y)).toBe('INVENTORY (0/20)');
    await (await headerButton(page, 'FLOAT')).click();
  });

  it('quits: inscribe, saved, Begin New Adventure leads to the start screen', async () => {
    await (await headerButton(page, 'QUIT')).click();
    await page.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).click();
    const save = page.getByRole('button', { name: 'SAVE FREE' });
    await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
    await save.click();
    await page.getByRole('heading', { name: /Saved! Rank #\d+/ }).waitFor();
    await page.getByRole('button', { name: 'Begin New Adventure' }).click();
    const name = page.getByPlaceholder('Enter hero name...');
    await name.waitFor();
    expect(await name.inputValue()).toBe('');
  });

  it('quits with Quit Game: back to the start screen, the name cleared, no game to resume', async () => {
    await beginQuest(page, 'Leaver');
    await (await headerButton(page, 'QUIT')).click();
    await page.getByRole('button', { name: 'Quit Game' }).click();
    const name = page.getByPlaceholder('Enter hero name...');
    await name.waitFor();
    expect(await name.inputValue()).toBe('');
    await page.reload();
    await name.waitFor();
    expect(await page.getByTestId('game-screen').count()).toBe(0);
  });
});
