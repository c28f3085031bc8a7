// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { CombatLog } from '../../../../../src/ui/game/hud/CombatLog';
import { HINT_MS } from '../../../../../src/ui/game/hud/useTransientHint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const LOG = [
  'Welcome, Aria! Your quest begins on dungeon level 1. Find the exit (E) to descend.',
  "You're too tired to attack! Not enough stamina.",
];

describe('combat log feedback', () => {
  it("shows the engine's game status in its title line", () => {
    render(<CombatLog log={LOG} turn={null} status="Exploring level 2..." />);
    expect(screen.getByTestId('game-status').textContent).toBe('Exploring level 2...');
  });

  it('colours a refusal apart from player successes', () => {
    render(<CombatLog log={LOG} turn="player" />);
    const tired = screen.getByText("You're too tired to attack! Not enough stamina.");
    expect(tired.className).toBe('log-refusal');
  });

  it('says "A wall blocks your way." for 2.5 s after a move into a wall, again on the next bump, and adds no log line', () => {
    vi.useFakeTimers();
    const { rerender } = render(<CombatLog log={LOG} turn={null} blockedAt={null} />);
    expect(screen.getByTestId('move-hint').textContent).toBe('');
    rerender(<CombatLog log={LOG} turn={null} blockedAt={3} />);
    expect(screen.getByTestId('move-hint').textContent).toBe('A wall blocks your way.');
    expect(screen.getByTestId('combat-log').children).toHaveLength(2);
    act(() => vi.advanceTimersByTime(HINT_MS));
    expect(screen.getByTestId('move-hint').textContent).toBe('');
    rerender(<CombatLog log={LOG} turn={null} blockedAt={4} />);
    expect(screen.getByTestId('move-hint').textContent).toBe('A wall blocks your way.');
  });
});
