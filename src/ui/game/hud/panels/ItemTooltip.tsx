import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Tooltip } from '@radix-ui/themes';
import type { Item } from '../../../../engine';
import { effectText, sellValueText } from './itemText';
import { hideTip, showTip, useOpenTip } from './openTip';

// Tooltips open after 700 ms, so a pointer passing over the pack opens none; Radix Themes' provider would open them after 200 ms.
// Its skip delay (300 ms, moving from one open tooltip to the next) is already the one wanted.
const TOOLTIP_DELAY_MS = 700;

interface ItemTooltipProps {
  item: Item;
  /** Unique on the screen (see TIP_KEY_ATTRIBUTE): only one tooltip is open at a time. */
  tipKey: string;
  /** What the merchant pays for it (the engine's sellPrice), when it can be sold. */
  price?: number;
  armed: boolean;
  tapped?: boolean;
  children: ReactNode;
}

/**
 * Hover/focus tooltip with an item's name, description, effects and its exact sale price.
 * Unarmed (see useTooltipArming) it renders only its trigger: no tooltip machinery is mounted.
 * Tapped (see useTappedTip) it stays open whatever Radix makes of the tap's own pointer events.
 */
export function ItemTooltip({ armed, children, ...tip }: ItemTooltipProps) {
  if (!armed) return children;
  return <ArmedItemTooltip {...tip}>{children}</ArmedItemTooltip>;
}

function ArmedItemTooltip({ item, tipKey, price, tapped = false, children }: Omit<ItemTooltipProps, 'armed'>) {
  const open = useOpenTip() === tipKey;
  useLayoutEffect(() => {
    if (tapped) showTip(tipKey);
    else hideTip(tipKey);
  }, [tapped, tipKey]);
  // Unmounted while open (the panel disarmed, the item left the pack): it must not come back open.
  useEffect(() => () => hideTip(tipKey), [tipKey]);
  const effects = effectText(item.effect);
  const sale = price !== undefined ? sellValueText(item, price) : null;
  return (
    <Tooltip
      delayDuration={TOOLTIP_DELAY_MS}
      open={open}
      onOpenChange={(next) => {
        if (next) showTip(tipKey);
        else if (!tapped) hideTip(tipKey);
      }}
      content={
        <span className="item-tip">
          <strong>{item.name}</strong>
          <br />
          {item.description}
          {effects && (
            <>
              <br />
              {effects}
            </>
          )}
          {sale !== null && (
            <>
              <br />
              {sale}
            </>
          )}
        </span>
      }
    >
      {children}
    </Tooltip>
  );
}
