// @vitest-environment jsdom
// FLOAT windows move with the keyboard: the title bar takes focus, arrows move the window 10 px,
// Shift+arrows 50 px, never off screen, and the new position is spoken; the hero does not move.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FloatWindow } from '../../../../src/ui/float/FloatWindow';
import { boxAfterKey } from '../../../../src/ui/float/keyboardMove';
import type { Box } from '../../../../src/ui/float/floatLayout';

afterEach(cleanup);

const VIEWPORT = { width: 1280, height: 800 };

describe('boxAfterKey', () => {
  const box = { x: 100, y: 200, width: 280, height: 300 };
  it('moves 10 px per arrow, 50 px with Shift, and ignores other keys', () => {
    expect(boxAfterKey(box, 'ArrowRight', false, VIEWPORT)).toEqual({ ...box, x: 110 });
    expect(boxAfterKey(box, 'ArrowUp', true, VIEWPORT)).toEqual({ ...box, y: 150 });
    expect(boxAfterKey(box, 'ArrowLeft', true, VIEWPORT)).toEqual({ ...box, x: 50 });
    expect(boxAfterKey(box, 'ArrowDown', false, VIEWPORT)).toEqual({ ...box, y: 210 });
    expect(boxAfterKey(box, 'a', false, VIEWPORT)).toBeNull();
  });

  it('keeps the window on screen, as a drag does', () => {
    expect(boxAfterKey({ ...box, x: 20 }, 'ArrowLeft', true, VIEWPORT)).toEqual({ ...box, x: 0 });
    expect(boxAfterKey({ ...box, y: 480 }, 'ArrowDown', true, VIEWPORT)).toEqual({ ...box, y: 500 });
  });
});

function Harness({ onWindowKey }: { onWindowKey: () => void }) {
  const [box, setBox] = useState<Box>({ x: 100, y: 200, width: 280, height: 300 });
  return (
    <div onKeyDown={onWindowKey}>
      <FloatWindow title="Stats" box={box} onBox={setBox} layer={0} onFront={() => {}}>
        body
      </FloatWindow>
    </div>
  );
}

describe('FloatWindow title bar', () => {
  it('is focusable, moves with arrows, speaks where it went, and keeps the key from the game', () => {
    vi.stubGlobal('innerWidth', VIEWPORT.width);
    vi.stubGlobal('innerHeight', VIEWPORT.height);
    const outside = vi.fn();
    render(<Harness onWindowKey={outside} />);
    const handle = screen.getByRole('button', { name: 'Stats' });
    expect(handle.tabIndex).toBe(0);
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowDown', shiftKey: true });
    const section = screen.getByRole('region', { name: 'Stats' });
    expect(section.style.left).toBe('110px');
    expect(section.style.top).toBe('250px');
    expect(section.querySelector('[aria-live="polite"]')?.textContent).toBe('Stats window at 110, 250 pixels.');
    expect(outside).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
