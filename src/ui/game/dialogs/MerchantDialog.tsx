import { useCallback, useRef } from 'react';
import { Button, Dialog, Text } from '@radix-ui/themes';
import { sellPrice, treasureSale, type GameState } from '../../../engine';
import { groupDigits } from '../../../shared/groupDigits';
import { shopLists } from '../hud/panels/itemText';
import { useFocusKeeper } from '../../focus/useFocusKeeper';
import './merchantDialog.css';

/** Two treasures or more: one tap sells them all (one would only repeat its own SELL). */
const SELL_ALL_FROM = 2;

/**
 * The merchant's shop: each item he buys with a SELL button that names its exact price, and one
 * button that sells every treasure at once for the sum it shows; LEAVE SHOP closes it.
 * Focus starts on the dialog itself: an Enter or Space meant for the map neither sells nor leaves, and the
 * first Tab reaches the first thing to sell.
 */
export function MerchantDialog({
  state,
  open,
  onSell,
  onSellTreasure,
  onLeave,
  onCloseAutoFocus,
}: {
  state: GameState;
  open: boolean;
  onSell: (itemId: string) => void;
  /** Sell every treasure in the pack (the engine's sellTreasure); no such button without it. */
  onSellTreasure?: () => void;
  onLeave: () => void;
  /** Where focus goes once the dialog has closed (Radix would give it to what had it at the open). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const shopRef = useRef<HTMLDivElement | null>(null);
  const keepFocus = useFocusKeeper<HTMLDivElement>();
  const shopRefs = useCallback(
    (el: HTMLDivElement | null) => {
      shopRef.current = el;
      return keepFocus(el);
    },
    [keepFocus],
  );
  const wares = state.inventory.filter((item) => shopLists(item, state.player.learnedSpells));
  const treasure = treasureSale(state);
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onLeave()}>
      <Dialog.Content
        ref={shopRefs}
        className="game-dialog merchant-dialog"
        style={{ maxWidth: '480px' }}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          shopRef.current?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <Dialog.Title className="terminal-title">♣ MERCHANT</Dialog.Title>
        <Dialog.Description size="2">
          The merchant eyes your pack. Gold: {groupDigits(state.player.gold)}
        </Dialog.Description>
        {onSellTreasure && treasure.items.length >= SELL_ALL_FROM && (
          <Button size="2" variant="soft" className="shop-sell-all" onClick={onSellTreasure}>
            Sell all treasure ({treasure.items.length}) — {groupDigits(treasure.gold)} gold
          </Button>
        )}
        {wares.length === 0 ? (
          <Text as="p">You have no items to sell.</Text>
        ) : (
          <ul className="shop-list">
            {wares.map((item) => {
              const price = sellPrice(state, item);
              return (
                <li key={item.id} className="shop-row">
                  <span style={{ color: item.color }}>{item.symbol}</span>
                  <span className="shop-name">{item.name}</span>
                  <span className="shop-price">{groupDigits(price)} gold</span>
                  {/* Its name tells the price too: three Health Potions are three different sales. */}
                  <Button
                    size="1"
                    onClick={() => onSell(item.id)}
                    aria-label={`Sell ${item.name} — ${groupDigits(price)} gold`}
                  >
                    SELL
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="dialog-actions">
          <Button variant="soft" color="gray" onClick={onLeave}>
            LEAVE SHOP
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
