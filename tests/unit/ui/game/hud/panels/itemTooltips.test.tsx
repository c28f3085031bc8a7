// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { sellPrice, type Item } from '../../../../../../src/engine';
import { InventoryPanel } from '../../../../../../src/ui/game/hud/panels/InventoryPanel';
import { EquipmentPanel } from '../../../../../../src/ui/game/hud/panels/EquipmentPanel';
import { polyfillBrowser } from '../../../../../support/react/renderWithProviders';

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
const potion: Item = {
  id: 'i2',
  name: 'Health Potion',
  type: 'potion',
  symbol: '!',
  color: '#ff0000',
  description: 'Restores health.',
  tier: 1,
  effect: { health: 30 },
};
const SEED = 'seed-1';
// The exact price the merchant pays in this run (the engine's sellPrice), never a range.
const daggerValue = `Sells for ${sellPrice({ seed: SEED }, dagger)} gold`;
const potionValue = `Sells for ${sellPrice({ seed: SEED }, potion)} gold`;
const oldSword = { ...dagger, id: 'e1', name: 'Old Sword', description: 'Notched.' };
const oldSwordValue = `Sells for ${sellPrice({ seed: SEED }, oldSword)} gold`;

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function inventory() {
  render(
    <Theme>
      <InventoryPanel inventory={[dagger, potion]} pricing={{ seed: SEED }} onItem={() => {}} onQuick={() => {}} />
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

  it("show a potion's exact price too, and keep Use / Eq and the quick buttons with their full labels", async () => {
    inventory();
    expect(screen.getByRole('button', { name: 'Eq (equip Rusty Dagger)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use Health Potion' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '[H] Use Health Potion' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: '[M] Use Mana Potion' }) as HTMLButtonElement).disabled).toBe(true);
    const item = screen.getByText('Health Potion').closest('[tabindex="0"]') as HTMLElement;
    act(() => item.focus());
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('Restores health.');
    expect(tip.textContent).toContain('+30 HP');
    expect(tip.textContent).toContain(potionValue);
  });

  it('show an equipped item with its sale value on focus in the equipment panel', async () => {
    render(
      <Theme>
        <EquipmentPanel equipment={{ weapon: dagger } as never} pricing={{ seed: SEED }} onUnequip={() => {}} />
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

/** A pointer event of a given kind: jsdom has no PointerEvent, and React reads pointerType off the native event. */
function pointer(type: string, pointerType: string): MouseEvent {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, composed: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

/**
 * A finger's tap as a phone browser reports it: pointer over, down, up, then the click, each sent
 * to what is under the finger then (arming the panel re-mounts its item triggers).
 */
function tap(target: () => Element, pointerType = 'touch') {
  fireEvent(target(), pointer('pointerover', pointerType));
  fireEvent(target(), pointer('pointerdown', pointerType));
  fireEvent(target(), pointer('pointerup', pointerType));
  fireEvent.click(target());
}

/** An item's trigger in its panel (its name also shows in its open tooltip). */
const item = (name: string | RegExp) => () => screen.getAllByText(name).find((el) => el.closest('[data-tip-key]'))!;

function both(onItem: (item: Item, equip: boolean) => void = () => {}) {
  render(
    <Theme>
      <InventoryPanel inventory={[dagger, potion]} pricing={{ seed: SEED }} onItem={onItem} onQuick={() => {}} />
      <EquipmentPanel equipment={{ weapon: oldSword } as never} pricing={{ seed: SEED }} onUnequip={() => {}} />
    </Theme>,
  );
}

const tipTexts = () => screen.queryAllByRole('tooltip').map((t) => t.textContent);

describe('item tooltips by touch', () => {
  it('open at once on a tap of an inventory item, with name, description, effect and sale value', () => {
    vi.useFakeTimers();
    both();
    tap(item('Rusty Dagger'));
    const tips = tipTexts();
    expect(tips).toHaveLength(1);
    expect(tips[0]).toContain('Rusty Dagger');
    expect(tips[0]).toContain('A worn blade.');
    expect(tips[0]).toContain('+2 STR');
    expect(tips[0]).toContain(daggerValue);
    // Still open once the tap's pointer has gone and Radix's own delays have run.
    act(() => vi.advanceTimersByTime(2000));
    expect(tipTexts()).toHaveLength(1);
  });

  it('close on a second tap of the same item, and show one item at a time', () => {
    both();
    tap(item('Rusty Dagger'));
    tap(item('Health Potion'));
    expect(tipTexts()).toHaveLength(1);
    expect(tipTexts()[0]).toContain('+30 HP');
    tap(item('Health Potion'));
    expect(tipTexts()).toHaveLength(0);
  });

  it('show an equipped item by tap and close it on a tap anywhere else or a key press', () => {
    both();
    tap(item(/Old Sword/));
    expect(tipTexts()).toHaveLength(1);
    expect(tipTexts()[0]).toContain('Notched.');
    expect(tipTexts()[0]).toContain(oldSwordValue);
    tap(item('Rusty Dagger'));
    expect(tipTexts()).toEqual([expect.stringContaining('A worn blade.')]);
    tap(() => document.body);
    expect(tipTexts()).toHaveLength(0);
    tap(item('Rusty Dagger'));
    expect(tipTexts()).toHaveLength(1);
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(tipTexts()).toHaveLength(0);
  });

  it('leave the Use / Eq button working on the first tap, and open nothing for it', () => {
    const onItem = vi.fn();
    both(onItem);
    tap(item('Health Potion'));
    tap(() => screen.getByRole('button', { name: 'Eq (equip Rusty Dagger)' }));
    expect(onItem).toHaveBeenCalledWith(dagger, true);
    expect(tipTexts()).toHaveLength(0);
  });

  it('do not open at once on a mouse press: the desktop keeps its 700 ms hover', () => {
    vi.useFakeTimers();
    both();
    tap(item('Rusty Dagger'), 'mouse');
    expect(tipTexts()).toHaveLength(0);
  });
});

describe('one item tooltip at a time', () => {
  /** A mouse landing on an item (as in the 700 ms test above), in the panel with the given test id. */
  function hover(name: string | RegExp, panel: string) {
    fireEvent.pointerOver(item(name)());
    fireEvent.pointerEnter(screen.getByTestId(panel));
  }

  it('never leaves a tooltip stuck open when its panel disarms while it is open', () => {
    vi.useFakeTimers();
    both();
    hover('Rusty Dagger', 'inventory-panel');
    act(() => vi.advanceTimersByTime(750));
    expect(tipTexts()).toHaveLength(1);
    // The pointer slides off the panel onto the tooltip itself (outside the panel): the panel disarms.
    fireEvent.pointerLeave(screen.getByTestId('inventory-panel'));
    act(() => vi.advanceTimersByTime(1000));
    // Coming back to the panel anywhere must not show the old tooltip again, open for good.
    fireEvent.pointerEnter(screen.getByTestId('inventory-panel'));
    act(() => vi.advanceTimersByTime(50));
    expect(tipTexts()).toHaveLength(0);
  });

  it('closes a tapped tooltip when another item opens its own, in the other panel', () => {
    vi.useFakeTimers();
    both();
    tap(item('Health Potion'));
    expect(tipTexts()).toEqual([expect.stringContaining('+30 HP')]);
    hover(/Old Sword/, 'equipment-panel');
    act(() => vi.advanceTimersByTime(750));
    expect(tipTexts()).toEqual([expect.stringContaining('Notched.')]);
  });
});
