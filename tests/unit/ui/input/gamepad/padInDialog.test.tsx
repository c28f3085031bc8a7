// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Button, Dialog, Theme } from '@radix-ui/themes';
import { Slider } from 'radix-ui';
import { padInDialog, topDialog } from '../../../../../src/ui/input/gamepad/padInDialog';
import type { GameActionId } from '../../../../../src/ui/input/keyboard/gameActions';

afterEach(cleanup);

// jsdom lays nothing out: every control counts as shown, and the slider's size is never watched.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
HTMLElement.prototype.getClientRects = function () {
  return [{}] as unknown as DOMRectList;
};

function Portal({ onChoose }: { onChoose: (what: string) => void }) {
  const [open, setOpen] = useState(true);
  const [volume, setVolume] = useState([50]);
  return (
    <Theme>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>DUNGEON PORTAL DISCOVERED</Dialog.Title>
          <Slider.Root value={volume} onValueChange={setVolume} min={0} max={100} step={10} aria-label="Volume">
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumb aria-label="Volume" />
          </Slider.Root>
          <Button onClick={() => onChoose('descend')}>Descend Deeper</Button>
          <Button onClick={() => onChoose('remain')}>Remain In Current Depths</Button>
        </Dialog.Content>
      </Dialog.Root>
    </Theme>
  );
}

const poll = (actions: GameActionId[], pressed: number[] = []) =>
  act(() => padInDialog(topDialog()!, actions, pressed));
const focusedName = () => document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label');

describe('the gamepad in a dialog', () => {
  it('walks the controls with the d-pad (wrapping round), and A presses the one in focus', () => {
    const chosen: string[] = [];
    render(<Portal onChoose={(w) => chosen.push(w)} />);
    screen.getByRole('slider', { name: 'Volume' }).focus();
    poll(['moveDown']);
    expect(focusedName()).toBe('Descend Deeper');
    poll(['moveRight']);
    expect(focusedName()).toBe('Remain In Current Depths');
    poll(['moveDown']);
    expect(focusedName()).toBe('Volume');
    poll(['moveUp']);
    expect(focusedName()).toBe('Remain In Current Depths');
    poll([], [0]);
    expect(chosen).toEqual(['remain']);
  });

  it('turns the slider in focus with left and right', () => {
    render(<Portal onChoose={() => undefined} />);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    slider.focus();
    poll(['moveRight']);
    poll(['moveRight']);
    expect(slider.getAttribute('aria-valuenow')).toBe('70');
    poll(['moveLeft']);
    expect(slider.getAttribute('aria-valuenow')).toBe('60');
    expect(document.activeElement).toBe(slider);
  });

  it('B closes the dialog as Escape does', () => {
    render(<Portal onChoose={() => undefined} />);
    expect(topDialog()).not.toBeNull();
    poll([], [1]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(topDialog()).toBeNull();
  });
});
