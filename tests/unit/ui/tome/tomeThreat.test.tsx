// @vitest-environment jsdom
// The Tome's monster entries carry the engine's threat for the hero now, one of the kind met fresh on the
// hero's floor; the Tome opened without a game (the start screen, /tome) shows no word.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { createMonster, newGame, rulesOf, threat, type GameState } from '../../../../src/engine';
import { TomeDialog } from '../../../../src/ui/tome/TomeDialog';
import { TomeEntries } from '../../../../src/ui/tome/TomeEntries';
import { tomeContents, tomeThreat } from '../../../../src/ui/tome/tomeData';
import { polyfillBrowser } from '../../../support/react/renderWithProviders';

beforeAll(polyfillBrowser);
afterEach(cleanup);

/** A new hero who has met a Goblin and a Skeleton, on dungeon floor `level`. */
function heroOnFloor(level: number): GameState {
  const state = newGame('Reader', 'tome-seed');
  return {
    ...state,
    discoveredMonsters: ['Goblin', 'Skeleton'],
    dungeon: { ...state.dungeon, level },
  };
}

describe("the Tome's threat words", () => {
  it('judges a Goblin met on floor 1 trivial and one met on floor 10 dangerous, as threat() does', () => {
    expect(tomeThreat(heroOnFloor(1), 'Goblin')?.word).toBe('trivial');
    expect(tomeThreat(heroOnFloor(10), 'Goblin')?.word).toBe('dangerous');
    const state = heroOnFloor(10);
    const template = rulesOf(state).monsters.find((t) => t.name === 'Goblin')!;
    const met = createMonster(template, 10, 'any-id', 5, 5, rulesOf(state).tierScalePercent);
    expect(tomeThreat(state, 'Goblin')).toEqual(threat(state, met));
    expect(tomeThreat(state, 'Nobody')).toBeNull();
  });

  it("writes the word and figures in the entry of each monster met, for the hero's floor", () => {
    render(
      <Theme>
        <TomeEntries contents={tomeContents('', heroOnFloor(1))} openAll />
      </Theme>,
    );
    // Two hits at 79%; the Goblin may strike first (47.5%): ~6 damage.
    expect(screen.getByTestId('tome-monster-Goblin').textContent!.replace(/\s+/g, ' ')).toContain(
      'Now, on floor 1: ●○○○ trivial — about 3 turns, ~6 damage',
    );
    const hero = heroOnFloor(1);
    const skeleton = threat(
      hero,
      createMonster(
        rulesOf(hero).monsters.find((t) => t.name === 'Skeleton')!,
        1,
        'x',
        0,
        0,
      ),
    );
    expect(screen.getByTestId('tome-monster-Skeleton').textContent).toContain(`Now, on floor 1: `);
    expect(screen.getByTestId('tome-monster-Skeleton').querySelector('.threat-word')?.textContent).toBe(skeleton.word);
    expect(screen.queryByTestId('tome-monster-Rat')).toBeNull();
  });

  it('shows no word in the Tome opened from the start screen (no game)', () => {
    render(
      <Theme>
        <TomeDialog open onOpenChange={() => {}} state={null} />
      </Theme>,
    );
    const goblin = screen.getByTestId('tome-monster-Goblin');
    expect(goblin.textContent).toContain('Goblin');
    expect(goblin.textContent).not.toContain('Now, on floor');
    expect(document.querySelector('.threat')).toBeNull();
  });
});
