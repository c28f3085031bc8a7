// What a screen-reader player hears, read from the live regions in Debian's chromium: a step brings a
// monster into sight and the polite region names it and where it stands; walking into it and
// attacking, every combat line is spoken there.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apply, newGame, type Direction, type GameState, type Monster, type Room } from '../../src/engine';
import { newPage } from '../support/browser/chromium';
import { logText, recall, whereText, WASD } from '../support/browser/gamePage';
import { pathTo, saveCodeOf } from '../support/engine/situations';
import { setupE2E } from '../support/browser/setup';
import { compassFrom } from '../support/compass';

const e2e = setupE2E();

interface Sighting {
  before: GameState;
  path: Direction[];
  monster: Monster;
}

/** A hero on seed e2e-n one step before a monster comes into sight, and the way to that monster. */
function sighting(): Sighting {
  for (let n = 1; n < 200; n++) {
    // A version-3 save (a save keeps its version): its floors are the ones these seeds were chosen on.
    let state = newGame('Listener', `e2e-${n}`, 3);
    const path = pathTo(state, (room: Room) => room.type === 'monster' && !room.visible);
    if (!path || path.length < 4) continue;
    for (let i = 0; i < path.length - 2; i++) {
      const next = apply(state, { type: 'move', direction: path[i] });
      const newly = next.dungeon.rooms
        .flat()
        .filter((r) => r?.type === 'monster' && r.visible && !state.dungeon.rooms[r.y][r.x]?.visible);
      if (
        newly.length === 1 &&
        !next.combat.active &&
        state.dungeon.rooms.flat().every((r) => r?.type !== 'monster' || !r.visible)
      ) {
        return { before: state, path: path.slice(i), monster: newly[0]!.content as Monster };
      }
      state = next;
    }
  }
  throw new Error('no seed gives a monster coming into sight');
}

describe('narration', () => {
  it('names the monster a step brings into sight, then speaks every combat line', async () => {
    const { before, path, monster } = sighting();
    const page: Page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(e2e.server.url);
    await recall(page, saveCodeOf(before));
    const polite = page.getByTestId('narration-polite');
    await expect.poll(() => polite.textContent()).not.toBe('');
    await page.keyboard.press(WASD[path[0]]);
    const hero = apply(before, { type: 'move', direction: path[0] }).player;
    const article = /^[AEIOU]/.test(monster.name) ? 'An' : 'A';
    await expect
      .poll(() => polite.textContent())
      .toContain(`${article} ${monster.name} in sight, ${compassFrom(hero, monster)}.`);
    // Walk on into it, a step once the last one shows in the header; each spoken text holds the log
    // lines the screen shows.
    let walked = apply(before, { type: 'move', direction: path[0] });
    for (const direction of path.slice(1)) {
      await expect.poll(() => whereText(page)).toBe(`DUNGEON LEVEL 1 (${walked.player.x}, ${walked.player.y})`);
      await page.keyboard.press(WASD[direction]);
      walked = apply(walked, { type: 'move', direction });
    }
    await expect.poll(() => polite.textContent(), { timeout: 5000 }).toContain(`You encounter a ${monster.name}!`);
    // From here, everything the polite region says, as a screen reader would hear it.
    await page.evaluate(() => {
      const region = document.querySelector('[data-testid="narration-polite"]')!;
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    // The fight's turns: the monster may act first (1.5 s), then the hero attacks.
    await page.getByTestId('turn-banner').getByText('YOUR TURN').waitFor({ timeout: 5000 });
    await page.keyboard.press('Space');
    await expect.poll(() => logText(page)).toMatch(new RegExp(`You (hit|miss) the ${monster.name}`));
    const line = (await logText(page)).match(new RegExp(`You (hit|miss) the ${monster.name}[^!]*!`))![0];
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard.join(' ')))
      .toContain(line);
    await page.context().close();
  });
});
