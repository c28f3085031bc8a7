// @vitest-environment jsdom
// EXIT DUNGEON is enabled only where the exit works (the engine's canDescend), so a tap elsewhere is
// never a dead button that seems to work.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { ControlBar } from '../../../../../src/ui/game/hud/ControlBar';
import { apply, canDescend, newGame } from '../../../../../src/engine';
import { besideExit } from '../../../../support/engine/situations';

afterEach(cleanup);

function bar(canExit?: boolean) {
  const onExit = vi.fn();
  render(
    <Theme>
      <ControlBar
        inCombat={false}
        exploring={false}
        restCost={0}
        canExit={canExit}
        walkNote={null}
        onMove={vi.fn()}
        onAttack={vi.fn()}
        onRest={vi.fn()}
        onExit={onExit}
        onExplore={vi.fn()}
      />
    </Theme>,
  );
  return { onExit, exit: screen.getByRole('button', { name: 'Exit Dungeon (E)' }) as HTMLButtonElement };
}

describe('EXIT DUNGEON', () => {
  it('is disabled away from the exit (a fresh level 1: the exit is not even found)', () => {
    expect(canDescend(newGame('Walker', 'exit-1'))).toBe(false);
    expect(bar(false).exit.disabled).toBe(true);
    cleanup();
    // Nothing said: off, the safe default.
    expect(bar().exit.disabled).toBe(true);
  });

  it('is enabled on the found exit and sends the exit', () => {
    const { state, step } = besideExit('Walker');
    expect(canDescend(apply(state, { type: 'move', direction: step }))).toBe(true);
    const { exit, onExit } = bar(true);
    expect(exit.disabled).toBe(false);
    fireEvent.click(exit);
    expect(onExit).toHaveBeenCalledOnce();
  });
});
