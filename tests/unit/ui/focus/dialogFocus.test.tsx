// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useCallback, useRef, useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { newGame } from '../../../../src/engine';
import { MerchantDialog } from '../../../../src/ui/game/dialogs/MerchantDialog';
import { useFocusReturn } from '../../../../src/ui/focus/useFocusReturn';
import { item } from '../../../support/engine/helpers';

afterEach(cleanup);

/** A game screen in small: the controls group, and the merchant the statechart opens after a move. */
function Shop() {
  const [open, setOpen] = useState(true);
  const [game, setGame] = useState(() => ({
    ...newGame('Tester', 'focus'),
    inventory: [item('iron_sword', 1), item('ruby', 2)],
  }));
  const controls = useRef<HTMLDivElement>(null);
  useFocusReturn(
    open,
    useCallback(() => controls.current, []),
  );
  const sell = (id: string) => setGame((g) => ({ ...g, inventory: g.inventory.filter((i) => i.id !== id) }));
  return (
    <Theme>
      <div role="group" aria-label="Controls" tabIndex={-1} ref={controls} />
      {open && <MerchantDialog state={game} open onSell={sell} onLeave={() => setOpen(false)} />}
    </Theme>
  );
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 10)));

describe('focus around the merchant', () => {
  it('after SELL focus moves to the next SELL, then to LEAVE SHOP; after leaving it is on the controls', async () => {
    render(<Shop />);
    await settle();
    const sells = screen.getAllByRole('button', { name: /^Sell / });
    sells[0].focus();
    fireEvent.click(sells[0]);
    await settle();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Sell Ruby — \d+ gold$/);
    fireEvent.click(document.activeElement as HTMLElement);
    await settle();
    expect(document.activeElement?.textContent).toBe('LEAVE SHOP');
    fireEvent.click(document.activeElement as HTMLElement);
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Controls' }));
  });
});
