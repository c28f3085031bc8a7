import { memo } from 'react';
import { Button } from '@radix-ui/themes';
import type { Item } from '../../../../engine';
import { ItemTooltip } from './ItemTooltip';
import { itemPrice, type Pricing } from './itemText';
import type { PackSlot } from './packSlots';
import { TIP_KEY_ATTRIBUTE } from './useTooltipArming';
import './inventorySlot.css';
import './keyLetter.css';

/** The tooltip key of an inventory slot's trigger (named after the copy its buttons act on). */
export const inventoryTipKey = (item: Item) => `inv-${item.id}`;

const EQUIPPABLE = new Set(['weapon', 'armor', 'helmet', 'boots', 'gloves', 'ring']);

interface InventorySlotProps {
  slot: PackSlot;
  /** The slot's letter (a, b, c...): I, Q, Y or F and then this letter act on it (src/ui/input/keyboard/choices.ts). */
  letter?: string;
  /** What the merchant's price of each item follows from. */
  pricing?: Pricing;
  armed: boolean;
  tapped: boolean;
  onItem: (item: Item, equip: boolean) => void;
  /** Drop the item where the hero stands; no Drop button without it. */
  onDrop?: (item: Item) => void;
}

/**
 * One filled inventory slot, one copy held: the item's whole name, its tooltip on hover, focus, tap or
 * long press, its Use / Eq button and Drop. Memoised per slot (the engine keeps unchanged items by
 * reference), so picking up one item re-renders one slot, not 20.
 */
export const InventorySlot = memo(function InventorySlot({
  slot,
  letter,
  pricing,
  armed,
  tapped,
  onItem,
  onDrop,
}: InventorySlotProps) {
  const { item } = slot;
  const equip = EQUIPPABLE.has(item.type);
  const tipKey = inventoryTipKey(item);
  return (
    <li className="inventory-slot">
      <ItemTooltip item={item} tipKey={tipKey} price={itemPrice(pricing, item)} armed={armed} tapped={tapped}>
        <span className="inventory-item" tabIndex={0} {...{ [TIP_KEY_ATTRIBUTE]: tipKey }}>
          {letter && (
            <kbd className="key-letter" aria-hidden="true">
              {letter}
            </kbd>
          )}
          <span className="inventory-symbol" style={{ color: item.color }}>
            {item.symbol}
          </span>
          <span className="inventory-name">{item.name}</span>
          {letter && <span className="visually-hidden">, letter {letter}</span>}
        </span>
      </ItemTooltip>
      <span className="inventory-buttons">
        <Button
          size="1"
          variant="soft"
          onClick={() => onItem(item, equip)}
          aria-label={equip ? `Eq (equip ${item.name})` : `Use ${item.name}`}
        >
          {equip ? 'Eq' : 'Use'}
        </Button>
        {onDrop && (
          <Button
            size="1"
            variant="ghost"
            color="gray"
            className="inventory-drop"
            onClick={() => onDrop(item)}
            aria-label={`Drop ${item.name}`}
          >
            Drop
          </Button>
        )}
      </span>
    </li>
  );
}, sameSlot);

/** Props equal for rendering: the same copy (by reference) and the same everything else. */
function sameSlot(a: InventorySlotProps, b: InventorySlotProps): boolean {
  return (
    a.letter === b.letter &&
    a.pricing === b.pricing &&
    a.armed === b.armed &&
    a.tapped === b.tapped &&
    a.onItem === b.onItem &&
    a.onDrop === b.onDrop &&
    a.slot.item === b.slot.item
  );
}
