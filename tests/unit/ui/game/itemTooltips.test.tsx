// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { sellPriceRange, type Item } from '../../../../src/engine';
import { InventoryPanel } from '../../../../src/ui/game/panels/InventoryPanel';
import { EquipmentPanel } from '../../../../src/ui/game/panels/EquipmentPanel';
import { polyfillBrowser } from '../around/renderWithProviders';

const dagger: Item = {
  id: 'i1',
  name: 'Rusty Dagger',
  type: 'weapon',
  symbol: '/',
  color: '#aaaaaa',
  description: 'A worn blade.',
  tier: 1,
  effect: { strength: 2 },
  equipSlot: 'weapon',
};
const potion: Item = { id: 'i2', name: 'Health Potion', type: 'potion', symbol: '!', color: '#ff0000', description: 'Restores health.', tier: 1, effect: { health: 30 } };
const { max } = sellPriceRange(dagger);
const daggerValue = `Sells for about ${Math.floor(max * 0.8)}-${max} gold`;

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function inventory() {
  render(
    <Theme>
      <InventoryPanel inventory={[dagger, potion]} onItem={() => {}} onQuick={() => {}} />
    </Theme>,
  );
}

describe('item tooltips', () => {
  it('show name, description, effect and sale value when a gear slot gets keyboard focus', async () => {
    inventory();
    const item = screen.getByText('Rusty Dagger').closest('[tabindex="0"]') as HTMLElement;
    act(() => item.focus());
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('Rusty Dagger');
    expect(tip.textContent).toContain('A worn blade.');
    expect(tip.textContent).toContain('+2 STR');
    expect(tip.textContent).toContain(daggerValue);
    // Focus stays on the item the player tabbed to, now inside its tooltip trigger.
    expect(document.activeElement?.textContent).toContain('Rusty Dagger');
  });

  it('show no sale value for a potion, and keep Use / Eq and the quick buttons', async () => {
    inventory();
    expect(screen.getByRole('button', { name: 'Eq (equip Rusty Dagger)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use Health Potion' })).toBeTruthy();
    expect((screen.getByRole('button', { name: /\[H\] Health/ }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: /\[M\] Mana/ }) as HTMLButtonElement).disabled).toBe(true);
    const item = screen.getByText('Health Potion').closest('[tabindex="0"]') as HTMLElement;
    act(() => item.focus());
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('Restores health.');
    expect(tip.textContent).toContain('+30 HP');
    expect(tip.textContent).not.toContain('Sells for');
  });

  it('show an equipped item with its sale value on focus in the equipment panel', async () => {
    render(
      <Theme>
        <EquipmentPanel equipment={{ weapon: dagger } as never} onUnequip={() => {}} />
      </Theme>,
    );
    const item = screen.getByText(/Rusty Dagger/).closest('[tabindex="0"]') as HTMLElement;
    act(() => item.focus());
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain(daggerValue);
    expect(screen.getByRole('button', { name: 'Unequip Rusty Dagger' })).toBeTruthy();
  });

  it('open 700 ms after the pointer lands straight on an item, with no further move', () => {
    vi.useFakeTimers();
    inventory();
    const name = screen.getByText('Rusty Dagger');
    // A pointer arriving in one step: the over/enter events of that single move, then nothing.
    fireEvent.pointerOver(name);
    fireEvent.pointerEnter(screen.getByTestId('inventory-panel'));
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toContain('Rusty Dagger');
    expect(tip.textContent).toContain(daggerValue);
  });

  it('are mounted while the pointer is over the panel and removed a moment after it leaves', () => {
    vi.useFakeTimers();
    inventory();
    const panel = screen.getByTestId('inventory-panel');
    const trigger = () => screen.getByText('Rusty Dagger').closest('[tabindex="0"]') as HTMLElement;
    expect(trigger().hasAttribute('data-state')).toBe(false);
    fireEvent.pointerEnter(panel);
    // Radix marks its tooltip triggers with their open state.
    expect(trigger().getAttribute('data-state')).toBe('closed');
    fireEvent.pointerLeave(panel);
    act(() => vi.advanceTimersByTime(1000));
    expect(trigger().hasAttribute('data-state')).toBe(false);
  });
});
