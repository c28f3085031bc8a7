// Pastes save codes into the load dialog from inside the page (one evaluate per batch, no round trip
// per code) and records what the player saw for each: an alert text, 'loaded', or 'disabled'.
import type { Page } from 'playwright-core';

/** What the page showed for one code; `blocked` means a modal hid the LOAD button after a load. */
export type PasteResult = { shown: string; where: string } | { blocked: true };

/** Pastes codes from `start` until done or until a loaded save opens a modal over the header. */
export async function pasteCodes(page: Page, codes: string[], start: number): Promise<PasteResult[]> {
  return page.evaluate(
    async ({ codes, start }) => {
      const results: ({ shown: string; where: string } | { blocked: true })[] = [];
      // React flushes discrete events (input, click) synchronously; a macrotask is enough between checks.
      const frame = () => new Promise<void>((r) => setTimeout(r, 0));
      const until = async (test: () => boolean, ms = 5000) => {
        for (const end = performance.now() + ms; performance.now() < end; await frame()) if (test()) return true;
        return false;
      };
      const button = (root: ParentNode, text: string) =>
        [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as
          HTMLButtonElement | undefined;
      const area = () => document.querySelector<HTMLTextAreaElement>('[data-testid=load-code]');
      const where = () => document.querySelector('[data-testid=game-where]')?.textContent ?? '';
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      for (let i = start; i < codes.length; i++) {
        if (!area()) {
          // Reopen as a player would: LOAD in the game header, RECALL ADVENTURE on the start screen;
          // another dialog open (level-up, shop, game over) hides both.
          const open = button(document, 'LOAD') ?? button(document, 'RECALL ADVENTURE');
          if (!open || document.querySelector('[role=dialog]')) {
            results.push({ blocked: true });
            return results;
          }
          open.click();
          if (!(await until(() => area() !== null)))
            return [...results, { shown: 'dialog did not open', where: where() }];
        }
        const field = area()!;
        setValue.call(field, codes[i]);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        const dialog = field.closest('[role=dialog]')!;
        const load = button(dialog, 'Load')!;
        if (load.disabled) {
          results.push({ shown: 'disabled', where: where() });
          continue;
        }
        load.click();
        const alertText = () => dialog.querySelector('[role=alert]')?.textContent ?? null;
        if (alertText() === null && area() !== null) await until(() => alertText() !== null || area() === null);
        if (area() === null) {
          // The game screen may still be loading its code after a load from the start screen: the first
          // time, its chunks (CI once took more than 5 s with both cores busy).
          await until(() => /DUNGEON LEVEL/.test(where()), 20_000);
          results.push({ shown: 'loaded', where: where() });
        } else results.push({ shown: alertText() ?? 'nothing shown', where: where() });
      }
      return results;
    },
    { codes, start },
  );
}
