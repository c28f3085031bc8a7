// What a player does on the game screen, as small helpers over a playwright page. Every
// read goes through what is on screen: texts, the map mirror, buttons.
// Plain playwright, no vitest: tests/bench/client.bench.ts uses these helpers outside the test runner.
import type { Locator, Page } from 'playwright-core';
import { typeLikeAPerson } from './person';
import { waitForStillIn } from './settle';

/** Resolves after the page has drawn its next frame. */
export function nextFrame(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
}

/**
 * How often a wait looks again at most. A look is a round trip to the page (a tight loop of them cost
 * chromium 0.8 of a core); at every frame, up to 60 a second, a long wait took CPU from the page whose
 * drawing it waits for.
 */
const LOOK_EVERY_MS = 50;

/**
 * Resolves once `seen` (a look at the screen) holds, looking again after each frame the page draws,
 * at most every LOOK_EVERY_MS; fails naming `what` after `timeoutMs`, with what the screen showed then.
 */
export async function untilSeen(
  page: Page,
  seen: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await seen())) {
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs} ms\n${await whatTheScreenShows(page)}`);
    await beforeLookingAgain(page);
  }
}

/** The pause between two looks at the screen: LOOK_EVERY_MS, then the page's next frame. */
async function beforeLookingAgain(page: Page): Promise<void> {
  await new Promise((wake) => setTimeout(wake, LOOK_EVERY_MS));
  await nextFrame(page);
}

/** Type a hero name on the start screen at a person's pace, press Enter right after, and wait for the game. */
export async function beginQuest(page: Page, name: string): Promise<void> {
  await typeLikeAPerson(page, name);
  await page.keyboard.press('Enter');
  await page.getByTestId('game-screen').waitFor();
}

/**
 * A header button by its exact name. On a narrow window the header keeps them in its MENU:
 * open it first, as a player would.
 */
export async function headerButton(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole('button', { name, exact: true });
  const menu = page.getByRole('button', { name: 'MENU', exact: true });
  // A dialog still closing (a save just loaded) takes the tap meant for MENU: a person waits for it to go.
  await page.locator('[role="dialog"][data-state="closed"]').first().waitFor({ state: 'detached' });
  if (!(await button.isVisible()) && (await menu.isVisible())) await menu.click();
  // Seen once under the whole suite: SAVE not found for 30 s after four moves (alone, the file passes in 7 s).
  // If it happens again, the failure says what the screen showed instead.
  await button.waitFor().catch(sayWhatShowed(page));
  return button;
}

/**
 * Closes what a step or blow opened, as a person would: a level-up is answered with its first stat, a shop or
 * the stairs' question left. A sealed run is dealt by the server, so a test cannot know where its merchant stands
 * (seen in CI: a walk of four steps opened the shop and SAVE was never found).
 */
export async function answerWhatOpened(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').first();
  if (!(await dialog.isVisible())) return;
  const levelUp = page.getByRole('dialog', { name: 'ASCENSION ACHIEVED' });
  await page.keyboard.press((await levelUp.isVisible()) ? '1' : 'Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** A failed wait's handler that fails again with what the screen showed instead. */
export function sayWhatShowed(page: Page): (error: Error) => Promise<never> {
  return async (error) => {
    throw new Error(`${error.message}\n${await whatTheScreenShows(page)}`);
  };
}

/** The open dialogs' texts and the start of the page's text: what a failed wait reports. */
export async function whatTheScreenShows(page: Page): Promise<string> {
  // A dialog's whole text (up to 300 characters): an error it shows sits under its form.
  const dialogs = await page
    .getByRole('dialog')
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').slice(0, 300)));
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 400);
  return `dialogs open: ${JSON.stringify(dialogs)}\nthe page showed: ${text}`;
}

type ToastWindow = { toastsSeen?: { titles: string[]; drawn: WeakSet<Element> } };

/**
 * Starts noting the title of every toast the page shows from now on, as it is drawn: a busy machine may
 * take longer than a toast's 5 s life to hand the test its next look. A toast already showing is not
 * one of them, and a later call starts the list anew.
 */
export async function noteToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as ToastWindow;
    if (w.toastsSeen) {
      w.toastsSeen.titles.length = 0;
      return;
    }
    const seen = { titles: [] as string[], drawn: new WeakSet<Element>() };
    w.toastsSeen = seen;
    // No named function in here: tsx (the benchmarks' runner) would wrap it in a helper the page lacks.
    document.querySelectorAll('.toast-title').forEach((title) => seen.drawn.add(title));
    new MutationObserver(() =>
      document.querySelectorAll('.toast-title').forEach((title) => {
        if (seen.drawn.has(title)) return;
        seen.drawn.add(title);
        seen.titles.push((title.textContent ?? '').trim());
      }),
    ).observe(document.body, { subtree: true, childList: true });
  });
}

/** Until a toast titled `title` has shown since noteToasts (recall notes them). */
export async function toastShown(page: Page, title: string): Promise<void> {
  const titles = () => page.evaluate(() => (window as unknown as ToastWindow).toastsSeen?.titles ?? []);
  await untilSeen(page, async () => (await titles()).includes(title), `no toast "${title}"`);
}

/**
 * Open RECALL from the start screen (or LOAD in the game), paste a code and load it (over a running game
 * too). The toasts shown meanwhile are noted: toastShown(page, 'Game Loaded!') reads them.
 */
export async function recall(page: Page, code: string): Promise<void> {
  const fromStart = page.getByRole('button', { name: 'RECALL ADVENTURE' });
  const load = page.getByRole('button', { name: 'LOAD', exact: true });
  const menu = page.getByRole('button', { name: 'MENU', exact: true });
  const anyDialog = page.getByRole('dialog');
  const header = async () => (await load.isVisible()) || (await menu.isVisible());
  // Right after a navigation the start screen may not be drawn yet: wait until either screen shows.
  // A dialog over the game (a shop, a portal, a level-up) hides the header from a screen reader, and
  // so from these roles: it counts too, and Escape below closes it.
  await fromStart.or(load).or(menu).or(anyDialog).first().waitFor().catch(sayWhatShowed(page));
  await noteToasts(page);
  // A shop or portal left open by an earlier step hides the header: close it as a player would.
  for (let i = 0; i < 3 && !(await fromStart.isVisible()) && !(await header()); i++)
    await page.keyboard.press('Escape');
  if (await fromStart.isVisible()) await fromStart.click();
  else await (await headerButton(page, 'LOAD')).click();
  const dialog = page.getByRole('dialog', { name: 'RECALL ANCIENT ADVENTURE' });
  await dialog.waitFor();
  // A person clicks Load once the dialog has grown in. Under a busy suite a click while it still moved
  // may have landed beside the button (the dialog stayed open with the code, as below).
  await waitForStillIn(dialog);
  await dialog.getByLabel('Save code to load').fill(code);
  // Seen under a busy suite: the dialog left open with the code and no refusal line, as an exception thrown
  // between decoding and closing would leave it. The page's errors go with the failure.
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  // Over a running game with progress LOAD asks first: the player means to replace it. Either the
  // question shows or the dialog goes (nothing to ask): wait for whichever the screen shows.
  const replace = dialog.getByRole('button', { name: 'LOAD ANYWAY' });
  const loadButton = dialog.getByRole('button', { name: 'Load', exact: true });
  const answered = async () => (await replace.isVisible()) || !(await dialog.isVisible());
  const what = 'the load neither asked nor closed its dialog';
  try {
    await loadButton.click();
    // Decoding and replaying the code: beside two CPU-bound processes 10 s was short.
    await untilSeen(page, answered, what, 15_000).catch(async () => {
      // Seen only under the whole suite (about ten times in three sessions; never in 12 runs of the test alone
      // beside two busy cores): the click taken, then nothing, the dialog open with the code, no refusal
      // line, no page error. A person clicks again; the test's output says what lay under the pointer.
      if (await answered()) return;
      console.log(`recall: a click on Load went unanswered; ${await whatLiesUnder(loadButton)}; clicking again`);
      await loadButton.click({ timeout: 5_000 }).catch(() => undefined);
      await untilSeen(page, answered, what, 15_000);
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}\npage errors: ${JSON.stringify(errors)}`);
  } finally {
    page.off('pageerror', onError);
  }
  if (await replace.isVisible()) await replace.click();
  // Seen once under the whole suite: no game screen 30 s after Load. If it happens again, say what showed.
  await page.getByTestId('game-screen').waitFor().catch(sayWhatShowed(page));
  // The dialog fades out over the game; until it is gone the gamepad works the dialog, not the game.
  await dialog.waitFor({ state: 'detached' });
}

/** What the page would hit at the middle of `target`, and whether that is `target`: for a failure's account. */
function whatLiesUnder(target: Locator): Promise<string> {
  // A dialog gone meanwhile has no button to look at: say so rather than wait for it.
  return target
    .evaluate(
      (element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const disabled = (element as HTMLButtonElement).disabled;
        const where = `at (${Math.round(box.x)}, ${Math.round(box.y)}) ${Math.round(box.width)}x${Math.round(box.height)}`;
        const under = hit === element || element.contains(hit) ? 'itself' : (hit?.outerHTML.slice(0, 160) ?? 'nothing');
        return `the button ${where}, disabled ${disabled}, under its middle: ${under}`;
      },
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => 'the button gone meanwhile');
}

/**
 * Puts away the toast over the screen (the load's "Game Loaded!"), as a person does before reading what it
 * covers. A busy machine may take longer than the toast's 5 s to draw the loaded game: one already gone
 * needs nothing, and one going while it is clicked is gone all the same.
 */
export async function dismissToast(page: Page): Promise<void> {
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  if (await dismiss.isVisible()) await dismiss.click({ timeout: 5_000 }).catch(() => undefined);
  await dismiss.waitFor({ state: 'detached' });
}

/** The map as a player sees it: the canvas in its box, with the hero on it (within `timeout` ms). */
export async function waitForMap(page: Page, timeout = 10_000): Promise<void> {
  await page.getByTestId('map-canvas').locator('canvas').waitFor({ state: 'visible', timeout });
  await page.getByTestId('map-mirror').getByText('@', { exact: false }).waitFor({ state: 'attached', timeout });
}

/** The header's "DUNGEON LEVEL n (x, y)". */
export async function whereText(page: Page): Promise<string> {
  return ((await page.getByTestId('game-where').textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Starts noting every text the element `testId` shows, as the page draws it (a walk's steps, a monster's
 * turn, come faster than a busy machine answers a poll); the returned function reads the texts seen so
 * far, in order. The whole page is watched, so an element drawn anew (a loaded game) is still read.
 */
export async function noteTexts(page: Page, testId: string): Promise<() => Promise<string[]>> {
  const key = `seen:${testId}`;
  await page.evaluate(
    ({ testId, key }) => {
      const seen: string[] = [];
      const note = () => {
        const shown = document.querySelector(`[data-testid="${testId}"]`);
        const text = (shown?.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (seen[seen.length - 1] !== text) seen.push(text);
      };
      note();
      new MutationObserver(note).observe(document.body, { subtree: true, characterData: true, childList: true });
      (window as unknown as Record<string, string[]>)[key] = seen;
    },
    { testId, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, string[]>)[key].slice(), key);
}

/** Starts noting every place the header shows (noteTexts of its place). */
export function notePlaces(page: Page): Promise<() => Promise<string[]>> {
  return noteTexts(page, 'game-where');
}

/** The map as text lines (the hidden mirror beside the canvas). */
export async function mapLines(page: Page): Promise<string[]> {
  return ((await page.getByTestId('map-mirror').textContent()) ?? '').split('\n');
}

/**
 * A direction from the hero's cell onto open ground on the map (floor in sight or remembered, a treasure),
 * and its way back; null when none is (monsters and walls all round).
 */
export async function openWay(page: Page): Promise<[string, string] | null> {
  const lines = await mapLines(page);
  const y = lines.findIndex((line) => line.includes('@'));
  const x = lines[y].indexOf('@');
  const open = (ch: string | undefined) => ch !== undefined && '·.$'.includes(ch);
  if (open(lines[y][x + 1])) return [WASD.right, WASD.left];
  if (open(lines[y + 1]?.[x])) return [WASD.down, WASD.up];
  if (open(lines[y][x - 1])) return [WASD.left, WASD.right];
  if (open(lines[y - 1]?.[x])) return [WASD.up, WASD.down];
  return null;
}

/** The whole combat log as text. */
export async function logText(page: Page): Promise<string> {
  return (await page.getByTestId('combat-log').textContent()) ?? '';
}

/**
 * Space on the hero's turn in a fight, as a person strikes: returns once the screen shows the blow
 * was taken (the banner no longer says YOUR TURN: the enemy's turn, the fight over, or a dialog such
 * as Out of Stamina or level-up opened instead), so the next YOUR TURN seen is a new one.
 */
export async function strike(page: Page): Promise<void> {
  const banner = page.getByTestId('turn-banner');
  await page.keyboard.press(' ');
  await untilSeen(
    page,
    async () => (await banner.textContent()) !== 'YOUR TURN' || (await page.getByRole('dialog').count()) > 0,
    'the blow was never taken',
  );
}

/** Wait until the combat log shows a line containing `text`. */
export async function waitForLog(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.getByTestId('combat-log').getByText(text, { exact: false }).first().waitFor({ timeout });
}

/** Key names for the four directions (W A S D). */
export const WASD = { up: 'w', down: 's', left: 'a', right: 'd' } as const;

/**
 * The last stand of tests/support/engine/doomedHero.ts, as a player plays it: too tired to strike, Space opens
 * Out of Stamina; the hero sacrifices health, strikes, and the Skeleton's answer ends the quest.
 * Returns the game-over dialog once it shows.
 */
export async function fallInLastStand(page: Page): Promise<Locator> {
  await page.getByTestId('turn-banner').getByText('YOUR TURN').waitFor();
  await page.keyboard.press(' ');
  await page.getByRole('dialog', { name: 'OUT OF STAMINA' }).getByRole('button', { name: 'Sacrifice Health' }).click();
  await page.keyboard.press(' ');
  const over = page.getByRole('dialog', { name: 'THY QUEST HAS ENDED' });
  await over.waitFor({ timeout: 8000 });
  return over;
}

/**
 * Put the mouse on a point of an element as a person aims at it: where it is drawn now, and only
 * once nothing else (a toast, a tooltip, a layout still following the window) lies on top there.
 * `at` is the point inside the element's box, from its top-left corner; the centre by default.
 */
export async function aimAt(
  page: Page,
  target: Locator,
  at?: (box: { width: number; height: number }) => { x: number; y: number },
): Promise<{ x: number; y: number }> {
  let aim: { x: number; y: number } | null = null;
  const onTop = async (): Promise<boolean> => {
    const box = await target.boundingBox();
    if (!box) return false;
    const offset = at?.(box) ?? { x: box.width / 2, y: box.height / 2 };
    const point = { x: box.x + offset.x, y: box.y + offset.y };
    const hits = await target.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), point);
    // Still after two frames: a layout that follows the window settles over several frames (ResizeObservers).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const still = await target.boundingBox();
    aim = point;
    return hits && still !== null && still.x === box.x && still.y === box.y;
  };
  await untilSeen(page, onTop, 'the element never came out on top where it is drawn');
  const point = aim!;
  await page.mouse.move(point.x, point.y);
  return point;
}

/** The focused element as the accessibility tree names it (its snapshot's first line), or 'none'. */
export async function focusedNode(page: Page): Promise<string> {
  const focus = page.locator(':focus');
  if ((await focus.count()) === 0) return 'none';
  return (await focus.first().ariaSnapshot()).split('\n')[0];
}

/** The focused element's accessible name as a person hears it (its aria-label, else its text); 'body' when nothing has focus. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** Opens SAVE and reads the code the dialog shows, leaving the dialog open. */
export async function readSaveCode(page: Page): Promise<string> {
  await (await headerButton(page, 'SAVE')).click();
  const save = page.getByRole('dialog', { name: 'SAVE SPELLBOOK' });
  await save.waitFor();
  await page.getByText('Save code generated successfully', { exact: true }).first().waitFor();
  return save.getByLabel('Save code').inputValue();
}

/** Opens SAVE, reads the code the dialog shows and closes it with Continue. */
export async function savedCode(page: Page): Promise<string> {
  const code = await readSaveCode(page);
  const save = page.getByRole('dialog', { name: 'SAVE SPELLBOOK' });
  await save.getByRole('button', { name: 'Continue' }).click();
  await save.waitFor({ state: 'detached' });
  return code;
}

/** The walk note under the controls ('' when none shows). */
export async function walkNoteText(page: Page): Promise<string> {
  const note = page.getByTestId('walk-note');
  return (await note.count()) === 0 ? '' : (await note.innerText()).trim();
}

/** Until auto-explore has stopped: the Explore button no longer pressed. */
export async function walkEnded(page: Page): Promise<void> {
  // By its label, not its role: a dialog opening on the way (the portal) hides the rest from the role tree.
  const explore = page.locator('button[aria-label^="Explore ("]');
  await untilSeen(
    page,
    async () => (await explore.getAttribute('aria-pressed')) === 'false',
    'the walk never ended',
    30_000,
  );
}

/** The highest day the log says began (1 before any rest). */
async function dayInLog(page: Page): Promise<number> {
  const days = [...(await logText(page)).matchAll(/Day (\d+) begins/g)].map((m) => Number(m[1]));
  return days.length > 0 ? Math.max(...days) : 1;
}

/**
 * R until a day passes, as a player rests: under version 4 the nearest monster may break a rest, and then the
 * fight is struck out (Space on each YOUR TURN) before R again. Out of a fight and with no dialog open.
 */
export async function restADay(page: Page): Promise<void> {
  const day = await dayInLog(page);
  const attack = page.getByRole('button', { name: /^ATK: Attack/ });
  const banner = page.getByTestId('turn-banner');
  for (let tries = 0; tries < 10; tries++) {
    await page.keyboard.press('r');
    await untilSeen(
      page,
      async () => (await dayInLog(page)) > day || (await attack.isEnabled()),
      'the rest neither passed a day nor began a fight',
    );
    while (await attack.isEnabled()) {
      if ((await banner.textContent()) === 'YOUR TURN') await strike(page);
      else await beforeLookingAgain(page);
    }
    if ((await dayInLog(page)) > day) return;
  }
  throw new Error('ten rests in a row were broken');
}
