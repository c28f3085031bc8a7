// A player who cannot see the screen, in Debian's chromium: every decision reads only the accessibility
// tree (roles, names, the focused control) and the two live regions, as a screen reader would. The
// player begins a quest, loads a situation with a Goblin east of the hero, learns of it from the
// narration alone, asks what is around and which monsters are in view, fights it and hears every
// combat line, then finds the exit with the passage question and auto-explore, walks to it by the
// first direction the exit question names, and descends. Focus is checked after every dialog.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newGame, type GameState, type Monster, type Room } from '../../src/engine';
import { revealAround, WIDE_SIGHT_RADIUS } from '../../src/engine/dungeon/visibility';
import { newPage } from '../support/browser/chromium';
import { saveCodeOf } from '../support/engine/situations';
import { PERSON_KEY_DELAY_MS } from '../support/browser/person';
import { focusedNode, headerButton, WASD } from '../support/browser/gamePage';
import { setupE2E } from '../support/browser/setup';

const e2e = setupE2E();

/** Cells farther than this from the exit (by open cells) are already explored in the situation, so the
 *  walk to the exit is a short unexplored end (a whole floor 1 holds ~50 monsters and takes minutes). */
const UNEXPLORED_NEAR_EXIT = 8;
/** The hero starts 12 to 20 open cells from the exit: the explore walks that find it are a few dozen
 *  steps at 150 ms a step, not the ~120 from the level's start. */
const START_FROM_EXIT = { min: 12, max: 20 };

/** An open cell that is not the exit or the merchant (the look names it in one word: "open"). */
const plain = (room: Room | null | undefined): room is Room =>
  !!room && room.type !== 'exit' && room.type !== 'merchant';

/**
 * Floor 1 of a seed with a Goblin, the hero on an open cell walled to the north and west with an open
 * cell to the east, START_FROM_EXIT cells from the exit (and out of sight of it): the Goblin
 * stands east of the hero, every other monster, treasure and chest is gone (one fight is the story), and
 * all but the exit's end of the maze is explored. Built in node with the real engine (the hero's sight
 * is the engine's own, as at a level's start), loaded as a save code the way a player pastes one.
 */
function goblinToTheEast(): GameState {
  for (let n = 1; n < 300; n++) {
    const state = newGame('Blind', `e2e-${n}`);
    const { rooms } = state.dungeon;
    const goblin = rooms.flat().find((r) => r?.type === 'monster' && (r.content as Monster).name === 'Goblin')
      ?.content as Monster | undefined;
    if (!goblin) continue;
    const exit = rooms.flat().find((r) => r?.type === 'exit')!;
    const nearExit = distancesFromExit(rooms);
    const away = (room: Room) => nearExit.get(`${room.x},${room.y}`) ?? 0;
    const hero = rooms
      .flat()
      .filter(
        (room): room is Room =>
          plain(room) &&
          !rooms[room.y - 1]?.[room.x] &&
          !rooms[room.y][room.x - 1] &&
          plain(rooms[room.y][room.x + 1]) &&
          (!rooms[room.y + 1]?.[room.x] || plain(rooms[room.y + 1][room.x])) &&
          away(room) >= START_FROM_EXIT.min &&
          away(room) <= START_FROM_EXIT.max &&
          (room.x - exit.x) ** 2 + (room.y - exit.y) ** 2 > (WIDE_SIGHT_RADIUS + 2) ** 2,
      )
      .sort((a, b) => away(a) - away(b))[0];
    if (!hero) continue;
    const east = rooms[hero.y][hero.x + 1]!;
    const edited = rooms.map((row) =>
      row.map((room): Room | null => {
        if (!room) return null;
        const explored = room.explored || away(room) > UNEXPLORED_NEAR_EXIT;
        if (room === east)
          return {
            ...room,
            type: 'monster',
            content: { ...goblin, x: east.x, y: east.y },
            explored: true,
            visible: true,
          };
        // Only the exit and the merchant stop the walk there: no other fight, no pick-up on the way.
        if (room.type === 'monster' || room.type === 'treasure' || room.type === 'locked')
          return { x: room.x, y: room.y, type: 'empty', explored, visible: room.visible };
        return { ...room, explored };
      }),
    );
    return {
      ...state,
      player: { ...state.player, x: hero.x, y: hero.y },
      dungeon: { ...state.dungeon, rooms: revealAround(edited, hero.x, hero.y, WIDE_SIGHT_RADIUS) },
    };
  }
  throw new Error('no seed with a Goblin and an open cell walled north and west near the exit on floor 1');
}

/** Steps from the exit to every open cell (the test's own map knowledge, never shown to the player). */
function distancesFromExit(rooms: (Room | null)[][]): Map<string, number> {
  const exit = rooms.flat().find((r) => r?.type === 'exit')!;
  const distance = new Map([[`${exit.x},${exit.y}`, 0]]);
  const queue = [exit];
  while (queue.length > 0) {
    const { x, y } = queue.shift()!;
    for (const [dx, dy] of [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ]) {
      const next = rooms[y + dy]?.[x + dx];
      if (!next || distance.has(`${next.x},${next.y}`)) continue;
      distance.set(`${next.x},${next.y}`, distance.get(`${x},${y}`)! + 1);
      queue.push(next);
    }
  }
  return distance;
}

/** Everything the live regions have said since the page loaded, in order (a screen reader's transcript). */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')) {
        const text = (region.textContent ?? '').trim();
        const last = (region as HTMLElement & { said?: string }).said;
        if (text && text !== last) heard.push(text);
        (region as HTMLElement & { said?: string }).said = text;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const transcript = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard.join('\n'));
const heardCount = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard.length);
const heardSince = (page: Page, from: number) =>
  page.evaluate((n) => (window as unknown as { heard: string[] }).heard.slice(n).join('\n'), from);

/** Asks a question with its key and returns the answer the polite region speaks. */
async function ask(page: Page, key: string, answer: RegExp): Promise<string> {
  const from = await heardCount(page);
  await page.keyboard.press(key);
  await expect.poll(() => heardSince(page, from)).toMatch(answer);
  return (await heardSince(page, from)).match(answer)![0];
}

/** The header's level, as the banner landmark reads it. */
const dungeonLevel = async (page: Page) =>
  ((await page.getByRole('banner').ariaSnapshot()).match(/DUNGEON LEVEL (\d+)/) ?? [])[1];

const KEY_FOR: Record<string, string> = { north: WASD.up, east: WASD.right, south: WASD.down, west: WASD.left };

describe('a blind player', () => {
  it('begins, hears of the Goblin, fights it, and finds the exit by asking', async () => {
    const page = await newPage(e2e.browser, { viewport: { width: 1280, height: 800 } });
    await listen(page);
    await page.goto(e2e.server.url);

    // The name field has focus on load: type at a person's pace, Enter right after.
    await expect.poll(() => focusedNode(page)).toMatch(/^- textbox "Name thy hero"/);
    await page.keyboard.type('Homer', { delay: PERSON_KEY_DELAY_MS });
    await page.keyboard.press('Enter');
    await expect.poll(() => transcript(page)).toContain('Welcome, Homer!');

    // Load the situation through LOAD, as a player pastes a code; focus comes back into the game.
    await (await headerButton(page, 'LOAD')).click();
    const recall = page.getByRole('dialog', { name: 'RECALL ANCIENT ADVENTURE' });
    await recall.getByRole('textbox', { name: 'Save code to load' }).fill(saveCodeOf(goblinToTheEast()));
    const loaded = await heardCount(page);
    await recall.getByRole('button', { name: 'Load', exact: true }).press('Enter');
    await expect.poll(() => recall.count()).toBe(0);
    await expect.poll(() => focusedNode(page)).not.toBe('none');

    // The narration alone says a Goblin is east.
    await expect.poll(() => heardSince(page, loaded)).toContain('A Goblin in sight, 1 east.');
    await ask(page, 'l', /North: wall\. East: a Goblin\. South: \w+\. West: wall\./);
    await ask(page, 'v', /A Goblin, 1 east, trivial\./);
    await ask(page, 'g', /The exit has not been found yet\./);

    // Fight: step east, then Space on each of the hero's turns; every log line is heard.
    const fightFrom = await heardCount(page);
    await page.keyboard.press(KEY_FOR.east);
    await expect.poll(() => heardSince(page, fightFrom)).toContain('You encounter a Goblin!');
    for (
      let blows = 0;
      blows < 12 && !(await heardSince(page, fightFrom)).includes('You defeated the Goblin!');
      blows++
    ) {
      const banner = page.getByRole('region', { name: 'Combat log' });
      await expect
        .poll(async () => (await banner.ariaSnapshot()).match(/YOUR TURN|You defeated the Goblin!/)?.[0] ?? '', {
          timeout: 15_000,
        })
        .not.toBe('');
      if ((await banner.ariaSnapshot()).includes('You defeated the Goblin!')) break;
      const before = await heardCount(page);
      await page.keyboard.press('Space');
      await expect.poll(() => heardSince(page, before)).toMatch(/You (hit|miss|defeated) the Goblin/);
    }
    await expect.poll(() => heardSince(page, fightFrom), { timeout: 15_000 }).toContain('You defeated the Goblin!');
    const logLines = await page.getByRole('region', { name: 'Combat log' }).getByRole('listitem').allTextContents();
    const fightLines = logLines.slice(logLines.findIndex((line) => line === 'You encounter a Goblin!'));
    expect(fightLines.length).toBeGreaterThan(2);
    const heardFight = await heardSince(page, fightFrom);
    for (const line of fightLines) expect(heardFight).toContain(line);
    await ask(page, 'v', /No monsters in view\./);

    // Find the exit: ask for the nearest passage, explore, and so on until the portal opens.
    const portal = page.getByRole('dialog', { name: /DUNGEON PORTAL DISCOVERED/ });
    for (let walks = 0; walks < 20 && (await portal.count()) === 0; walks++) {
      const answer = await ask(
        page,
        'p',
        /The nearest unexplored passage: \d+ steps?, first (north|east|south|west)\.|No unexplored passage within reach\./,
      );
      expect(answer).not.toBe('No unexplored passage within reach.');
      const from = await heardCount(page);
      await page.keyboard.press('x');
      // The walk has ended once EXPLORE is no longer pressed after a step was heard (the map mirror
      // speaks each step), or a dialog opened: the merchant's, or the portal's at the exit.
      const explore = page.getByRole('button', { name: /^Explore/ });
      await expect
        .poll(
          async () =>
            (await page.getByRole('dialog').count()) > 0 ||
            ((await explore.getAttribute('aria-pressed')) === 'false' && (await heardSince(page, from)) !== ''),
          {
            timeout: 60_000,
          },
        )
        .toBe(true);
      const shop = page.getByRole('dialog', { name: /MERCHANT/ });
      if ((await shop.count()) > 0) {
        await page.keyboard.press('Escape');
        await expect.poll(() => shop.count()).toBe(0);
        await expect.poll(() => focusedNode(page)).toMatch(/^- group "Controls"/);
      }
    }
    await expect.poll(() => heardSince(page, fightFrom)).toContain('You found the exit! Press E to descend.');

    // Stay for now: focus returns to the controls, and the exit question says where it is.
    // The portal holds focus while open (a key press goes to its buttons, not to the map).
    await expect.poll(() => portal.locator(':focus').count()).toBe(1);
    await portal.getByRole('button', { name: 'Remain In Current Depths' }).press('Enter');
    await expect.poll(() => portal.count()).toBe(0);
    await expect.poll(() => focusedNode(page)).toMatch(/^- group "Controls"/);
    await ask(page, 'g', /The exit: here\./);

    // Step off onto an open side the look names, then back by the first direction of the exit answer.
    const around = await ask(page, 'l', /North: [^.]+\. East: [^.]+\. South: [^.]+\. West: [^.]+\./);
    const open = around.match(/(North|East|South|West): open\./)![1].toLowerCase();
    await page.keyboard.press(KEY_FOR[open]);
    const back = await ask(page, 'g', /The exit: 1 step, first (north|east|south|west)\./);
    await page.keyboard.press(KEY_FOR[back.match(/first (\w+)/)![1]]);
    await portal.waitFor();
    await portal.getByRole('button', { name: 'Descend To Next Realm' }).press('Enter');
    await expect.poll(() => portal.count()).toBe(0);
    await expect.poll(() => dungeonLevel(page)).toBe('2');
    await expect.poll(() => focusedNode(page)).toMatch(/^- group "Controls"/);
    await ask(page, 'g', /The exit has not been found yet\./);
    await page.context().close();
  });
});
