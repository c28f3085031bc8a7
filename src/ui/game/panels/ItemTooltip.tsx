import { useState, type ReactNode } from 'react';
import { Tooltip } from '@radix-ui/themes';
import type { Item } from '../../../engine';
import { effectText, sellValueText } from './itemText';

// SPEC 9 (UI): tooltips open after 700 ms; Radix Themes' provider would open them after 200 ms.
// Its skip delay (300 ms, moving from one open tooltip to the next) is already the SPEC's.
const TOOLTIP_DELAY_MS = 700;

/**
 * Hover/focus tooltip with an item's name, description, effects and (for gear) its sale value.
 * Unarmed (see useTooltipArming) it renders only its trigger: no tooltip machinery is mounted.
 * Tapped (see useTappedTip) it stays open whatever Radix makes of the tap's own pointer events.
 */
export function ItemTooltip({ item, withValue, armed, tapped = false, children }: { item: Item; withValue?: boolean; armed: boolean; tapped?: boolean; children: ReactNode }) {
  const [hoverOpen, setHoverOpen] = useState(false);
  if (!armed) return children;
  const effects = effectText(item.effect);
  return (
    <Tooltip
      delayDuration={TOOLTIP_DELAY_MS}
      open={tapped || hoverOpen}
      onOpenChange={setHoverOpen}
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
          {withValue && (
            <>
              <br />
              {sellValueText(item)}
            </>
          )}
        </span>
      }
    >
      {children}
    </Tooltip>
  );
}
