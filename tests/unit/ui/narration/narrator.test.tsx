// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Narrator } from '../../../../src/ui/narration/Narrator';
import { MERGE_MS } from '../../../../src/ui/narration/announceQueue';
import { onMap } from '../../../support/engine/helpers';
import type { GameState } from '../../../../src/engine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const withLines = (state: GameState, ...lines: string[]): GameState => ({
  ...state,
  log: [...state.log, ...lines],
  actions: [...state.actions, { type: 'attack' }],
});

describe('narrator live regions', () => {
  it('has a polite and an assertive live region that receive what happened', () => {
    const start = onMap(['####', '#@.#', '####']);
    const { rerender } = render(<Narrator state={start} />);
    const polite = screen.getByTestId('narration-polite');
    const assertive = screen.getByTestId('narration-assertive');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    act(() => vi.advanceTimersByTime(MERGE_MS));
    // On load it says the newest log line: the welcome.
    expect(polite.textContent).toBe(start.log[start.log.length - 1]);

    const one = withLines(start, 'You hit the Goblin for 7 damage!');
    rerender(<Narrator state={one} />);
    const two = withLines(one, 'The Goblin misses you!');
    rerender(<Narrator state={two} />);
    act(() => vi.advanceTimersByTime(MERGE_MS));
    expect(polite.textContent).toBe('You hit the Goblin for 7 damage! The Goblin misses you!');

    const low: GameState = {
      ...withLines(two, 'The Goblin hits you for 20 damage!'),
      player: { ...two.player, health: 5, maxHealth: 30 },
    };
    rerender(<Narrator state={low} />);
    act(() => vi.advanceTimersByTime(MERGE_MS));
    expect(assertive.textContent).toBe('The Goblin hits you for 20 damage! Danger: health 5 of 30.');
  });

  it('the same words twice still change the region, so they are read again', () => {
    const start = onMap(['####', '#@.#', '####']);
    const { rerender } = render(<Narrator state={start} />);
    const one = withLines(start, 'No enemy to attack!');
    rerender(<Narrator state={one} />);
    act(() => vi.advanceTimersByTime(MERGE_MS));
    const polite = screen.getByTestId('narration-polite');
    const first = polite.textContent;
    rerender(<Narrator state={withLines(one, 'No enemy to attack!')} />);
    act(() => vi.advanceTimersByTime(MERGE_MS));
    expect(polite.textContent?.trim()).toBe('No enemy to attack!');
    expect(polite.textContent).not.toBe(first);
  });
});
