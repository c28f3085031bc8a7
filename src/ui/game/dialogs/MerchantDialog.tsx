import { useRef } from 'react';
import { Button, Dialog, Text } from '@radix-ui/themes';
import { sellPrice, type GameState } from '../../../engine';
import { shopLists } from '../panels/itemText';
import { useFocusKeeper } from '../../focus/useFocusKeeper';

/**
 * The merchant's shop: each item he buys with its exact price and SELL; LEAVE SHOP closes it.
 * Focus starts on LEAVE SHOP, so an Enter or Space meant for the map never sells the first item.
 */
export function MerchantDialog({
  state,
  open,
  onSell,
  onLeave,
}: {
  state: GameState;
  open: boolean;
  onSell: (itemId: string) => void;
  onLeave: () => void;
}) {
  const leaveRef = useRef<HTMLButtonElement>(null);
  const keepFocus = useFocusKeeper<HTMLDivElement>();
  const wares = state.inventory.filter((item) => shopLists(item, state.player.learnedSpells));
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onLeave()}>
      <Dialog.Content
        ref={keepFocus}
        className="game-dialog"
        style={{ maxWidth: '480px' }}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          leaveRef.current?.focus();
        }}
      >
        <Dialog.Title className="terminal-title">♣ MERCHANT</Dialog.Title>
        <Dialog.Description size="2">The merchant eyes your pack. Gold: {state.player.gold}</Dialog.Description>
        {wares.length === 0 ? (
          <Text as="p">You have no items to sell.</Text>
        ) : (
          <ul className="shop-list">
            {wares.map((item) => (
              <li key={item.id} className="shop-row">
                <span style={{ color: item.color }}>{item.symbol}</span>
                <span className="shop-name">{item.name}</span>
                <span className="shop-price">{sellPrice(state, item)} gold</span>
                <Button size="1" onClick={() => onSell(item.id)} aria-label={`Sell ${item.name}`}>
                  SELL
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="dialog-actions">
          <Button ref={leaveRef} variant="soft" color="gray" onClick={onLeave}>
            LEAVE SHOP
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
