import { memo, useMemo } from 'react';
import { Button } from '@radix-ui/themes';
import { INVENTORY_LIMIT, type Item } from '../../../../engine';
import { InventorySlot, inventoryTipKey } from './InventorySlot';
import type { Pricing } from './itemText';
import { packSlots } from './packSlots';
import { slotLetter } from '../../../input/keyboard/choices';
import { useTappedTip } from './useTappedTip';
import { useTooltipArming } from './useTooltipArming';
import { useFocusKeeper } from '../../../focus/useFocusKeeper';

type QuickKind = 'health' | 'mana';

// The [H] and [M] buttons with their full labels (their visible text is their accessible name), memoised on what they show: a pickup re-renders them only when it
// changes whether such a potion is carried.
const QuickButtons = memo(function QuickButtons({
  hasHealth,
  hasMana,
  onQuick,
}: {
  hasHealth: boolean;
  hasMana: boolean;
  onQuick: (kind: QuickKind) => void;
}) {
  return (
    <div className="quick-buttons">
      <Button size="2" variant="soft" disabled={!hasHealth} onClick={() => onQuick('health')}>
        [H] Use Health Potion
      </Button>
      <Button size="2" variant="soft" disabled={!hasMana} onClick={() => onQuick('mana')}>
        [M] Use Mana Potion
      </Button>
    </div>
  );
});

interface InventoryPanelProps {
  inventory: Item[];
  /** What the merchant's exact price, shown in item tooltips, follows from. */
  pricing?: Pricing;
  onItem: (item: Item, equip: boolean) => void;
  /** Drop an item where the hero stands (a full pack must never leave the player stuck). */
  onDrop?: (item: Item) => void;
  onQuick: (kind: QuickKind) => void;
}

/**
 * The pack: one slot per item held (every copy its own, see packSlots), then the free places of the 20,
 * with Use / Eq and Drop buttons and the [H] and [M] quick buttons.
 */
export const InventoryPanel = memo(function InventoryPanel({
  inventory,
  pricing,
  onItem,
  onDrop,
  onQuick,
}: InventoryPanelProps) {
  const { armed, rootProps } = useTooltipArming();
  const { tappedKey, onPointerDown } = useTappedTip();
  const keepFocus = useFocusKeeper<HTMLDivElement>();
  const hasHealth = inventory.some((i) => i.type === 'potion' && (i.effect?.health ?? 0) > 0);
  const hasMana = inventory.some((i) => i.type === 'potion' && (i.effect?.mana ?? 0) > 0);
  const slots = useMemo(() => packSlots(inventory), [inventory]);
  const empty = Math.max(0, INVENTORY_LIMIT - inventory.length);
  return (
    <div ref={keepFocus} data-testid="inventory-panel" {...rootProps} onPointerDown={onPointerDown}>
      <QuickButtons hasHealth={hasHealth} hasMana={hasMana} onQuick={onQuick} />
      <ul className="inventory-grid pack-grid">
        {slots.map((slot, i) => (
          <InventorySlot
            key={slot.id}
            slot={slot}
            letter={slotLetter(i)}
            pricing={pricing}
            armed={armed || tappedKey !== null}
            tapped={tappedKey === inventoryTipKey(slot.item)}
            onItem={onItem}
            onDrop={onDrop}
          />
        ))}
        {Array.from({ length: empty }, (_, i) => (
          <li key={`empty-${i}`} className="inventory-slot is-empty" aria-hidden="true" />
        ))}
      </ul>
    </div>
  );
});
