// The decision the threat word asks, played as a person plays it in Debian's chromium at 1280x800 and
// 390x844: a hero some floors down (a save code of a run the simulator's informed player played, loaded through
// RECALL) has found the exit and sees a Skeleton on the shortest way back to it, and the enemy box calls that
// fight deadly. The player does not fight it: W A S D, a key at a time, take the other way round, the longer
// one the level's loops leave (no monster stands on it), never onto the Skeleton's cell, reading the header
// after each step. On the exit the portal opens, Enter takes it, the log says the engine's descent line and the
// header the next floor; the log never said the hero met the Skeleton and the enemy box never showed a fight.
// SHOTS=1 takes the pictures of the deadly word, of the walk half way round and of the floor below into
// /work/screenshots/way-past.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apply,
  MESSAGES,
  RULES_VERSION,
  nearestRoom,
  STEPS,
  THREAT_WORDS,
  threat,
  type Direction,
  type GameState,
  type Monster,
  type Room,
  type Threat,
} from '../../src/engine';
import { BLOCKED, breadthFirst, GOAL, OPEN, pathTo as stepsTo } from '../../src/engine/queries/breadthFirst';
import { monsterLines } from '../../src/engine/rules/monsterLines';
import { botRunStates } from '../support/engine/botRun';
import { SCREENSHOT_DIR } from '../support/browser/chromium';
import { saveCodeOf } from '../support/engine/situations';
import { threatLine, where } from '../support/engine/screenWords';
import {
  answerWhatOpened,
  dismissToast,
  focusedName,
  mapLines,
  noteTexts,
  recall,
  toastShown,
  untilSeen,
  WASD,
  whereText,
} from '../support/browser/gamePage';
import { pressLikeAPerson } from '../support/browser/keys';
import { setupE2E } from '../support/browser/setup';
import { picture, themesFor } from '../support/browser/shots';
import { waitForStill } from '../support/browser/settle';

const OUT = `${SCREENSHOT_DIR}/way-past`;
const e2e = setupE2E({ shots: OUT });

const SIZES = [
  { label: '1280x800', viewport: { width: 1280, height: 800 } },
  { label: '390x844', viewport: { width: 390, height: 844 } },
] as const;

// --- The situation, found in node with the real engine and the simulator's informed player (it reads the
// threat word: fights what is trivial or fair, walks around the rest). Its run on `way-past-n` is played action
// by action and stops at the first moment that asks the decision. Seeds way-past-1 to way-past-14 hold none on
// floors 2-10 (searched once: 6.8 s of play), so the search starts at 15; each seed without one costs about
// half a second, and the range is bounded.
const FIRST_SEED = 15;
const LAST_SEED = 40;
const DEEPEST_FLOOR = 10;

/** A moment of a run: the hero out of a fight with a deadly monster nearest in sight, on the way to the exit. */
interface Situation {
  seed: string;
  state: GameState;
  /** The monster's room (the enemy box names it). */
  room: Room;
  monster: Monster;
  judged: Threat;
  /** The shortest way to the exit: through the monster's cell (every other monster kept out of it). */
  direct: Direction[];
  /** The way round: the shortest way to the exit on which no monster stands. */
  round: Direction[];
}

/** The shortest moves from the hero to the exit over the rooms `passable` accepts (the engine's search). */
function wayToExit(state: GameState, passable: (room: Room) => boolean): Direction[] | null {
  const { rooms, width, height } = state.dungeon;
  const start = state.player.y * width + state.player.x;
  const cells = rooms.flat().map((room, i) => {
    if (room === null) return BLOCKED;
    if (i !== start && room.type === 'exit') return GOAL;
    return passable(room) ? OPEN : BLOCKED;
  });
  const search = breadthFirst(cells, width, height, start);
  if (search.found === -1) return null;
  const path = [start, ...stepsTo(search, cells, search.found)];
  return path.slice(1).map((cell, i) => STEPS.find(({ dx, dy }) => path[i] + dy * width + dx === cell)!.direction);
}

/** The cells `moves` walk through from `from`. */
function cellsOf(from: { x: number; y: number }, moves: Direction[]): { x: number; y: number }[] {
  let { x, y } = from;
  return moves.map((direction) => {
    const { dx, dy } = STEPS.find((step) => step.direction === direction)!;
    x += dx;
    y += dy;
    return { x, y };
  });
}

/** The monster room the enemy box shows: the nearest in sight by the known way (null when none is reached so). */
const nearestInSight = (state: GameState) =>
  nearestRoom(state, (room) => room.type === 'monster' && room.visible && !!room.content)?.room ?? null;

/** The decision at this moment, if it is one: a deadly monster nearest in sight, on the only shortest way. */
function decisionAt(seed: string, state: GameState): Situation | null {
  if (state.dungeon.level < 2 || state.combat.active || (state.player.pendingStatPoint ?? 0) > 0) return null;
  const room = nearestInSight(state);
  const monster = room?.content as Monster | undefined;
  if (!room || !monster) return null;
  const judged = threat(state, monster);
  if (judged.word !== 'deadly') return null;
  const isIt = (other: Room) => other.x === room.x && other.y === room.y;
  const direct = wayToExit(state, (other) => other.type !== 'monster' || isIt(other));
  const round = wayToExit(state, (other) => other.type !== 'monster');
  // A shorter way than the monster-free one can only run through the monster.
  if (!direct || !round || round.length <= direct.length) return null;
  return { seed, state, room, monster, judged, direct, round };
}

/** The informed player's run on `seed` (the simulator's, state by state), up to its first decision. */
function firstDecision(seed: string): Situation | null {
  for (const state of botRunStates('informed', seed, RULES_VERSION, 6_000)) {
    if (state.dungeon.level > DEEPEST_FLOOR || state.player.health <= 0) return null;
    const found = decisionAt(seed, state);
    if (found) return found;
  }
  return null;
}

let found: Situation | undefined;

/** The first decision of the seeds searched; the walk round played by the engine must reach the floor below. */
function situation(): Situation {
  if (found) return found;
  for (let n = FIRST_SEED; n <= LAST_SEED; n++) {
    const met = firstDecision(`way-past-${n}`);
    if (!met) continue;
    const { state, room, round } = met;
    if (cellsOf(state.player, round).some(({ x, y }) => x === room.x && y === room.y))
      throw new Error('the way round steps onto the monster');
    const walked = round.reduce((s, direction) => apply(s, { type: 'move', direction }), state);
    if (walked.combat.active || !walked.dungeon.exitFound) throw new Error(`${met.seed}: the way round meets a fight`);
    const below = apply(walked, { type: 'descend' });
    if (below.dungeon.level !== state.dungeon.level + 1) throw new Error(`${met.seed}: the exit refused the hero`);
    return (found = met);
  }
  throw new Error(`no seed way-past-${FIRST_SEED} to way-past-${LAST_SEED} shows a deadly monster with a way round`);
}

// --- What the screen should say, worked out by the engine in node.

/** "●●●● deadly — about 7 turns, ~440 damage": the word with its pips and figures. */
function threatText(judged: Threat): string {
  const filled = THREAT_WORDS.indexOf(judged.word) + 1;
  return `${'●'.repeat(filled)}${'○'.repeat(THREAT_WORDS.length - filled)} ${threatLine(judged)}`;
}

/** The header's place: "DUNGEON LEVEL 4 (18, 1)". */
const place = (state: GameState) => `DUNGEON LEVEL ${state.dungeon.level} (${state.player.x}, ${state.player.y})`;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The latest row of the log that says `line`, whole (each line is a row of its own). */
const logLine = (page: Page, line: string) => page.getByTestId('combat-log').getByText(line, { exact: true }).last();

describe('walking round what the word calls deadly', () => {
  for (const [i, { label, viewport }] of SIZES.entries()) {
    for (const theme of themesFor(i)) {
      it(`${theme} ${label}: reads deadly, takes the other way round and descends without a fight`, async () => {
        const { state, room, monster, judged, direct, round } = situation();
        const floor = state.dungeon.level;
        const page = await e2e.open(theme, viewport);
        page.on('pageerror', (error) => console.error('page error:', error.message));
        const name = (what: string) => `${OUT}/${what}-${label}-${theme}.png`;

        await recall(page, saveCodeOf(state));
        await toastShown(page, 'Game Loaded!');
        await dismissToast(page);
        await untilSeen(page, async () => (await whereText(page)) === place(state), `the header at ${place(state)}`);

        // The enemy box names the monster nearest in sight, where it stands, and the word: deadly.
        const box = page.getByTestId('enemy-panel');
        const word = box.getByTestId('enemy-threat');
        await word.scrollIntoViewIfNeeded();
        const steps = nearestRoom(state, (r) => r.x === room.x && r.y === room.y)!.distance;
        const sighted = `${monster.name} ${where(state.player, room)} · ${steps} ${steps === 1 ? 'step' : 'steps'}`;
        await expect.poll(async () => oneLine(await box.innerText())).toContain(sighted);
        expect(oneLine(await word.innerText())).toBe(threatText(judged));
        expect(await word.getByRole('button', { name: 'deadly', exact: true }).isVisible()).toBe(true);
        await waitForStill(page);
        await picture(page, name('deadly'));
        // The map shows the exit the hero has found, and the monster.
        const exit = state.dungeon.rooms.flat().find((r) => r?.type === 'exit')!;
        const lines = await mapLines(page);
        expect(lines[exit.y][exit.x]).toBe('E');
        expect(lines[room.y][room.x]).toBe(monster.symbol);

        // From here every line the log shows, every place the header shows and every face of the enemy box is noted.
        const logSeen = await noteTexts(page, 'combat-log');
        const placesSeen = await noteTexts(page, 'game-where');
        const boxSeen = await noteTexts(page, 'enemy-panel');
        const encounter = monsterLines(state).encounter(monster.name);
        const onTheMonster = `DUNGEON LEVEL ${floor} (${room.x}, ${room.y})`;

        // The way round, a key at a person's pace, the header read after each step.
        let walked = state;
        for (const [n, direction] of round.entries()) {
          walked = apply(walked, { type: 'move', direction });
          await pressLikeAPerson(page, WASD[direction]);
          await untilSeen(
            page,
            async () => (await whereText(page)) === place(walked),
            `step ${n + 1}: ${place(walked)}`,
          );
          // The step's lines are drawn with its place: the log has not met the monster.
          expect(
            (await logSeen()).some((text) => text.includes(encounter)),
            `step ${n + 1}: "${encounter}"`,
          ).toBe(false);
          // Short of the exit a step may open something (a merchant): a person closes it and walks on.
          if (n + 1 < round.length) await answerWhatOpened(page);
          if (n + 1 === Math.floor(round.length / 2)) {
            await waitForStill(page);
            await picture(page, name('midway'));
          }
        }

        // On the exit: the log says how to descend and the portal asks; its first answer takes the hero down.
        await logLine(page, MESSAGES.exitFound).waitFor();
        const portal = page.getByRole('dialog', { name: 'DUNGEON PORTAL DISCOVERED' });
        await portal.getByText(`${state.player.name}, a portal leads down to dungeon level ${floor + 1}.`).waitFor();
        await expect.poll(() => focusedName(page)).toBe('Descend To Next Realm');
        await pressLikeAPerson(page, 'Enter');
        await logLine(page, MESSAGES.descend(floor + 1)).waitFor();
        await expect.poll(() => whereText(page)).toBe(`DUNGEON LEVEL ${floor + 1} (1, 1)`);
        await portal.waitFor({ state: 'detached' });
        await waitForStill(page);
        await picture(page, name('descended'));

        // Never a fight on the way: the log never met the monster, the hero never stood on its cell, and the
        // enemy box never showed whose turn it is.
        expect((await logSeen()).filter((text) => text.includes(encounter))).toEqual([]);
        expect(await placesSeen()).not.toContain(onTheMonster);
        expect((await boxSeen()).filter((text) => /YOUR TURN|ENEMY TURN/.test(text))).toEqual([]);
        // The way round was the longer one: the monster stood on the shortest.
        expect(cellsOf(state.player, direct)).toContainEqual({ x: room.x, y: room.y });
        expect(round.length).toBeGreaterThan(direct.length);
        await page.context().close();
      }, 120_000);
    }
  }
});
