import { Button, Dialog, Text } from '@radix-ui/themes';
import { sellPrice, type GameState, type ItemType } from '../../../engine';

// SPEC 2: the shop lists these types (scrolls and keys are sold through the rules but not listed here).
const SHOP_TYPES = new Set<ItemType>(['treasure', 'potion', 'weapon', 'armor', 'helmet', 'boots', 'gloves', 'ring']);

/** The merchant's shop: each sellable item with its price and SELL; LEAVE SHOP closes it. */
export function MerchantDialog({ state, open, onSell, onLeave }: { state: GameState; open: boolean; onSell: (itemId: string) => void; onLeave: () => void }) {
  const wares = state.inventory.filter((item) => SHOP_TYPES.has(item.type));
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onLeave()}>
      <Dialog.Content className="game-dialog" style={{ maxWidth: '480px' }}>
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
                <Button size="1" onClick={() => onSell(item.id)} aria-label={`Sell ${item.name}`}>SELL</Button>
              </li>
            ))}
          </ul>
        )}
        <div className="dialog-actions">
          <Button variant="soft" color="gray" onClick={onLeave}>LEAVE SHOP</Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
