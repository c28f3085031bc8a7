// The tutorial teaches moving fast: auto-explore, click or tap to travel, the exit that
// looks like floor until stood on, and E to descend, with the keys in force; the threat words before a
// fight; still seven pages.
import { describe, expect, it } from 'vitest';
import { TUTORIAL_PAGES, tutorialPages } from '../../../../src/ui/tutorial/tutorialPages';
import { THREAT_WORDS } from '../../../../src/engine';
import type { GameActionId } from '../../../../src/ui/input/keyboard/gameActions';

const text = (pages: readonly { title: string; lines: readonly string[] }[]) =>
  pages.map((p) => [p.title, ...p.lines].join('\n'));

describe('the tutorial scroll', () => {
  it('has seven pages, one of them on moving fast', () => {
    expect(TUTORIAL_PAGES).toHaveLength(7);
    const fast = text(TUTORIAL_PAGES).find((page) => page.includes('EXPLORE'));
    expect(fast).toBeDefined();
    expect(fast).toMatch(/\bX\b.*EXPLORE|EXPLORE.*\bX\b/);
    expect(fast).toMatch(/click or tap/i);
    expect(fast).toMatch(/looks like (plain )?floor/i);
    expect(fast).toMatch(/\bE\b.*descend/i);
  });

  it('names the keys in force: Explore on J and Exit on K', () => {
    const keys = (action: GameActionId) => ({ explore: 'J', exit: 'K' })[action as 'explore' | 'exit'] ?? '?';
    const fast = text(tutorialPages(keys)).find((page) => page.includes('EXPLORE'))!;
    expect(fast).toMatch(/\bJ\b/);
    expect(fast).toMatch(/\bK\b.*descend/i);
    expect(fast).not.toMatch(/\bX\b/);
  });

  it("teaches the battle page's reader the engine's threat words, and what to do about the deadliest", () => {
    const battle = text(TUTORIAL_PAGES).find((page) => page.startsWith('Battle'))!;
    const [last, ...rest] = [...THREAT_WORDS].reverse();
    expect(battle).toContain(`${rest.reverse().join(', ')} or ${last}`);
    expect(battle).toContain('Walk around what is deadly; on the first floors that may be a Skeleton.');
  });
});
