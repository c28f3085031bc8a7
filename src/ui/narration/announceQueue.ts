/** How long a burst of lines is gathered before it is spoken as one announcement, in milliseconds. */
export const MERGE_MS = 250;

export type Politeness = 'polite' | 'assertive';

/**
 * Gathers lines for MERGE_MS after the first of a burst, then hands each level's lines to `speak`
 * as one text: a fight's three lines in one keypress become one announcement, not three that cut
 * each other off. Assertive lines are spoken apart from polite ones and before them.
 */
export function createAnnounceQueue(speak: (level: Politeness, text: string) => void, mergeMs = MERGE_MS) {
  const pending: Record<Politeness, string[]> = { polite: [], assertive: [] };
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    for (const level of ['assertive', 'polite'] as const) {
      if (pending[level].length === 0) continue;
      speak(level, pending[level].join(' '));
      pending[level] = [];
    }
  };
  return {
    push(level: Politeness, lines: readonly string[]) {
      if (lines.length === 0) return;
      pending[level].push(...lines);
      timer ??= setTimeout(flush, mergeMs);
    },
    /** Drops what is waiting (the screen is going away). */
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending.polite = [];
      pending.assertive = [];
    },
  };
}
