// @vitest-environment jsdom
// The right pane's four sections: headings whose buttons say whether they are open and open or close
// their section, Up/Down/Home/End between the headings, and no layout read while the game screen mounts
// them (each one forced a style and layout pass of the whole screen on every load).
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SidePanels, type PanelId } from '../../../../../src/ui/game/hud/SidePanels';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PANELS: { id: PanelId; title: string; body: string }[] = [
  { id: 'status', title: 'CHARACTER', body: 'Level 1' },
  { id: 'spells', title: 'SPELLS', body: 'FIREBALL' },
  { id: 'equipment', title: 'EQUIPMENT', body: 'weapon' },
  { id: 'inventory', title: 'INVENTORY (0/20)', body: 'Use Health Potion' },
];

function Panels({ initial }: { initial: PanelId[] }) {
  const [open, setOpen] = useState(initial);
  return <SidePanels open={open} onOpen={setOpen} panels={PANELS} />;
}

const heading = (name: string) => screen.getByRole('button', { name });

describe('side panels', () => {
  it('mount without reading layout or computed style', () => {
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const style = vi.spyOn(window, 'getComputedStyle');
    render(<Panels initial={['status', 'spells', 'equipment', 'inventory']} />);
    // Read before querying: the queries compute accessible names with getComputedStyle themselves.
    const reads = { rect: rect.mock.calls.length, style: style.mock.calls.length };
    expect(reads).toEqual({ rect: 0, style: 0 });
    expect(screen.getByRole('region', { name: 'CHARACTER' }).textContent).toBe('Level 1');
  });

  it('open and close their sections from their headings, several at once', () => {
    render(<Panels initial={['status']} />);
    expect(heading('CHARACTER').getAttribute('aria-expanded')).toBe('true');
    expect(heading('SPELLS').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'SPELLS' })).toBeNull();
    fireEvent.click(heading('SPELLS'));
    expect(heading('SPELLS').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'SPELLS' }).textContent).toBe('FIREBALL');
    expect(screen.getByRole('region', { name: 'CHARACTER' })).toBeTruthy();
    fireEvent.click(heading('CHARACTER'));
    expect(heading('CHARACTER').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'CHARACTER' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'CHARACTER▾',
      'SPELLS▾',
      'EQUIPMENT▾',
      'INVENTORY (0/20)▾',
    ]);
  });

  it('move between the headings with Up, Down, Home and End', () => {
    render(<Panels initial={[]} />);
    heading('CHARACTER').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(heading('SPELLS'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(heading('INVENTORY (0/20)'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(heading('CHARACTER'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(heading('INVENTORY (0/20)'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(heading('CHARACTER'));
  });
});
