import { memo } from 'react';
import { Button } from '@radix-ui/themes';
import { EQUIPMENT_SLOTS, type Equipment, type EquipmentSlot } from '../../../../engine';
import { ItemTooltip } from './ItemTooltip';
import { itemPrice, type Pricing } from './itemText';
import { TIP_KEY_ATTRIBUTE, useTooltipArming } from './useTooltipArming';
import { useTappedTip } from './useTappedTip';
import { useFocusKeeper } from '../../../focus/useFocusKeeper';

/** The seven equipment slots; a filled slot has a tooltip (with its exact price) and an Unequip button. */
export const EquipmentPanel = memo(function EquipmentPanel({
  equipment,
  pricing,
  onUnequip,
}: {
  equipment: Equipment;
  pricing?: Pricing;
  onUnequip: (slot: EquipmentSlot) => void;
}) {
  const { armed, rootProps } = useTooltipArming();
  const { tappedKey, onPointerDown } = useTappedTip();
  const keepFocus = useFocusKeeper<HTMLUListElement>();
  return (
    <ul
      ref={keepFocus}
      className="equipment-list"
      data-testid="equipment-panel"
      {...rootProps}
      onPointerDown={onPointerDown}
    >
      {EQUIPMENT_SLOTS.map((slot) => {
        const item = equipment[slot];
        const tipKey = `eq-${slot}`;
        return (
          <li key={slot} className="equipment-row">
            <span className="equipment-slot">{slot}</span>
            {item ? (
              <>
                <ItemTooltip
                  item={item}
                  tipKey={tipKey}
                  price={itemPrice(pricing, item)}
                  armed={armed || tappedKey !== null}
                  tapped={tappedKey === tipKey}
                >
                  <span
                    className="equipment-item"
                    tabIndex={0}
                    style={{ color: item.color }}
                    {...{ [TIP_KEY_ATTRIBUTE]: tipKey }}
                  >
                    {item.symbol} {item.name}
                  </span>
                </ItemTooltip>
                <Button
                  size="1"
                  variant="soft"
                  color="gray"
                  onClick={() => onUnequip(slot)}
                  aria-label={`Unequip ${item.name}`}
                >
                  Unequip
                </Button>
              </>
            ) : (
              <span className="equipment-empty">—</span>
            )}
          </li>
        );
      })}
    </ul>
  );
});
