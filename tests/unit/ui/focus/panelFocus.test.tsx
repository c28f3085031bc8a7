// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { newGame, type EquipmentSlot, type Item } from '../../../../src/engine';
import { EquipmentPanel } from '../../../../src/ui/game/hud/panels/EquipmentPanel';
import { InventoryPanel } from '../../../../src/ui/game/hud/panels/InventoryPanel';
import { item } from '../../../support/engine/helpers';

afterEach(cleanup);

// MutationObserver callbacks run as microtasks: let them run before reading the focus.
const settle = () => act(async () => undefined);

function Equipment() {
  const [equipment, setEquipment] = useState(() => ({
    ...newGame('Tester', 'focus').equipment,
    weapon: item('iron_sword', 1),
    armor: item('leather_armor', 2),
  }));
  const unequip = (slot: EquipmentSlot) => setEquipment((e) => ({ ...e, [slot]: null }));
  return <EquipmentPanel equipment={equipment} onUnequip={unequip} />;
}

function Inventory({ start }: { start: Item[] }) {
  const [inventory, setInventory] = useState(start);
  const remove = (gone: Item) => setInventory((all) => all.filter((i) => i.id !== gone.id));
  return <InventoryPanel inventory={inventory} onItem={remove} onDrop={remove} onQuick={() => undefined} />;
}

describe('focus after a panel button removes its item', () => {
  it("Unequip moves focus to the next item's Unequip button, then to the panel", async () => {
    render(
      <Theme>
        <Equipment />
      </Theme>,
    );
    const first = screen.getAllByRole('button', { name: /^Unequip / })[0];
    first.focus();
    fireEvent.click(first);
    await settle();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Unequip /);
    fireEvent.click(document.activeElement as HTMLElement);
    await settle();
    expect(document.activeElement).toBe(screen.getByTestId('equipment-panel'));
  });

  it('Drop keeps focus in the inventory, on the next item', async () => {
    render(
      <Theme>
        <Inventory start={[item('iron_sword', 1), item('leather_armor', 2)]} />
      </Theme>,
    );
    const drops = screen.getAllByRole('button', { name: /^Drop / });
    drops[0].focus();
    fireEvent.click(drops[0]);
    await settle();
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByTestId('inventory-panel').contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent).toMatch(
      /Leather Armor/,
    );
  });

  it('Use on the last potion keeps focus in the inventory, though [H] turns off', async () => {
    render(
      <Theme>
        <Inventory start={[item('health_potion', 1)]} />
      </Theme>,
    );
    const use = screen.getByRole('button', { name: /^Use / });
    use.focus();
    fireEvent.click(use);
    await settle();
    expect(screen.getByRole('button', { name: '[H] Use Health Potion' })).toHaveProperty('disabled', true);
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByTestId('inventory-panel').contains(document.activeElement)).toBe(true);
  });
});
