import { memo } from 'react';
import { Button } from '@radix-ui/themes';
import type { Item } from '../../../engine';
import { ItemTooltip } from './ItemTooltip';
import { TIP_KEY_ATTRIBUTE } from './useTooltipArming';

/** The tooltip key of an inventory item's trigger. */
export const inventoryTipKey = (item: Item) => `inv-${item.id}`;

const EQUIPPABLE = new Set(['weapon', 'armor', 'helmet', 'boots', 'gloves', 'ring']);

/**
 * One filled inventory slot: name with tooltip and its Use / Eq button. Memoised per item (the
 * engine keeps unchanged items by reference), so picking up one item re-renders one slot, not 20.
 */
export const InventorySlot = memo(function InventorySlot({ item, armed, tapped, onItem }: { item: Item; armed: boolean; tapped: boolean; onItem: (item: Item, equip: boolean) => void }) {
  const equip = EQUIPPABLE.has(item.type);
  return (
    <li className="inventory-slot">
      <ItemTooltip item={item} withValue={equip} armed={armed} tapped={tapped}>
        <span className="inventory-item" tabIndex={0} {...{ [TIP_KEY_ATTRIBUTE]: inventoryTipKey(item) }}>
          <span className="inventory-symbol" style={{ color: item.color }}>{item.symbol}</span>
          <span className="inventory-name">{item.name}</span>
        </span>
      </ItemTooltip>
      <Button size="1" variant="soft" onClick={() => onItem(item, equip)} aria-label={equip ? `Eq (equip ${item.name})` : `Use ${item.name}`}>
        {equip ? 'Eq' : 'Use'}
      </Button>
    </li>
  );
});
