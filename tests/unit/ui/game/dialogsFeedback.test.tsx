// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { apply, ITEMS, newGame, sellPrice, type GameState, type Item } from '../../../../src/engine';
import { fighting, goblin as goblinFixture } from '../../../support/engine/fixtures';
import { MerchantDialog } from '../../../../src/ui/game/dialogs/MerchantDialog';
import { StaminaDialog } from '../../../../src/ui/game/dialogs/StaminaDialog';
import { GameOverDialog } from '../../../../src/ui/game/dialogs/GameOverDialog';
import { fakeFetch, renderWithProviders } from '../../../support/react/renderWithProviders';
import { inGame } from '../../../support/react/inGame';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let n = 0;
const held = (id: string): Item => ({ ...ITEMS.find((i) => i.id === id)!, id: `${id}-${500 + n++}` });
const goblin = goblinFixture({ id: 'm-t', x: 1, y: 1 });

function hero(patch: Partial<GameState['player']> = {}, inventory: Item[] = []): GameState {
  const s = newGame('Aria', 'seed-1');
  return { ...s, inventory, player: { ...s.player, ...patch } };
}

function scrollFor(spell: string): Item {
  const template = ITEMS.find((i) => i.type === 'scroll' && i.teachSpell === spell);
  if (!template) throw new Error(`no scroll of ${spell}`);
  return { ...template, id: `${template.id}-${700 + n++}` };
}

describe('merchant dialog', () => {
  it('starts with focus on the shop itself, so Enter or Space neither sells nor leaves', async () => {
    const onSell = vi.fn();
    const onLeave = vi.fn();
    renderWithProviders(
      <MerchantDialog state={hero({}, [held('iron_sword')])} open onSell={onSell} onLeave={onLeave} />,
    );
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('dialog'));
    fireEvent.click(document.activeElement!);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', code: 'Enter' });
    expect(onSell).not.toHaveBeenCalled();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('lists a scroll of a known spell at its exact price, not one still to be read, and no key', () => {
    const known = scrollFor('FIREBALL');
    const unknown = scrollFor('HEAL');
    const state = hero({}, [known, unknown, held('silver_key')]);
    expect(state.player.learnedSpells).toContain('FIREBALL');
    expect(state.player.learnedSpells).not.toContain('HEAL');
    renderWithProviders(<MerchantDialog state={state} open onSell={() => {}} onLeave={() => {}} />);
    const rows = Array.from(document.querySelectorAll('.shop-row')).map((r) => r.textContent);
    expect(rows).toEqual([`${known.symbol}${known.name}${sellPrice(state, known)} goldSELL`]);
  });

  it('names each SELL with its price, and sells all treasure with one button that shows the sum', () => {
    const gems = [held('ruby'), held('diamonds')];
    const potions = [held('health_potion'), held('health_potion')];
    const state = hero({}, [...gems, ...potions]);
    const onSellTreasure = vi.fn();
    renderWithProviders(
      <MerchantDialog state={state} open onSell={() => {}} onSellTreasure={onSellTreasure} onLeave={() => {}} />,
    );
    for (const potion of potions)
      expect(
        screen.getByRole('button', { name: `Sell Health Potion — ${sellPrice(state, potion)} gold` }),
      ).toBeTruthy();
    const sum = sellPrice(state, gems[0]) + sellPrice(state, gems[1]);
    fireEvent.click(screen.getByRole('button', { name: `Sell all treasure (2) — ${sum} gold` }));
    expect(onSellTreasure).toHaveBeenCalledOnce();
  });
});

describe('Out of Stamina dialog', () => {
  it("outside combat offers walking on, Rest Instead and the sacrifice, each with the engine's figures", () => {
    const onWay = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <StaminaDialog state={hero({ health: 81, stamina: 0 })} open onWay={onWay} onClose={onClose} />,
    );
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual([
      'Walk On: each step outside a fight regains 4 stamina',
      'Rest Instead: full health, mana and stamina; costs no score',
      'Sacrifice Health: 40 health for 25 stamina (81 → 41 health)',
      'Close',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Rest Instead/ }));
    expect(onWay).toHaveBeenCalledWith({ type: 'rest' });
    fireEvent.click(screen.getByRole('button', { name: /^Walk On/ }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("groups a deep hero's figures in thousands", () => {
    const deep = hero({ health: 2480, maxHealth: 2480, stamina: 0 });
    renderWithProviders(<StaminaDialog state={deep} open onWay={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('button', { name: /^Sacrifice Health: / }).textContent).toBe(
      'Sacrifice Health: 1,240 health for 25 stamina (2,480 → 1,240 health)',
    );
  });

  it('offers no rest in combat, where it is no way out', () => {
    const s = hero({ stamina: 0 });
    renderWithProviders(<StaminaDialog state={fighting(s, goblin)} open onWay={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: /Rest/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Sacrifice Health: 50 health for 25 stamina/ })).toBeTruthy();
  });

  it('shows the gear-raised max stamina gain the sacrifice will really give', () => {
    const ring = { ...held('iron_sword'), type: 'ring' as const, effect: { constitution: 4 } };
    const s = apply(hero({ health: 40, stamina: 0 }, [ring]), { type: 'equip', itemId: ring.id });
    renderWithProviders(<StaminaDialog state={s} open onWay={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('button', { name: /^Sacrifice Health: 20 health for 35 stamina/ })).toBeTruthy();
  });

  it('puts focus on the cheapest safe way: a spell that finishes the monster, not half the health', async () => {
    const s = fighting(hero({ health: 88, stamina: 10 }), { ...goblin, health: 1 });
    renderWithProviders(<StaminaDialog state={s} open onWay={() => {}} onClose={() => {}} />);
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe(
        'FIREBALL: 15 mana + 3 stamina, 25 damage — finishes the Goblin',
      ),
    );
  });

  it('at 1 health says the sacrifice costs nothing, warns that no way is safe, and puts focus on Close', async () => {
    const s = fighting(hero({ health: 1, stamina: 0 }), goblin);
    renderWithProviders(<StaminaDialog state={s} open onWay={() => {}} onClose={() => {}} />);
    expect(
      screen.getByText('At 1 health a sacrifice costs nothing: you keep your 1 health and recover 25 stamina.'),
    ).toBeTruthy();
    expect(screen.getByText(/^No way out is safe: at 1 health, one blow from the Goblin \(up to 5\)/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Close'));
  });
});

describe('game-over dialog', () => {
  it('offers one way on, Begin Anew, which plays again', async () => {
    fakeFetch({
      '/api/check-player-name': () => [200, { exists: false }],
      '/api/payment-link': () => [200, { url: null }],
    });
    const onPlayAgain = vi.fn();
    const dead = hero({ health: 0 });
    const over = { ...dead, gameStatus: 'Game Over' };
    renderWithProviders(inGame(over, <GameOverDialog state={over} open onPlayAgain={onPlayAgain} />));
    const dialog = await screen.findByRole('dialog', { name: 'THY QUEST HAS ENDED' });
    const buttons = Array.from(dialog.querySelectorAll('button')).map((b) => b.textContent);
    expect(buttons.filter((t) => /Begin Anew|Play Again|Begin New Adventure/.test(t ?? ''))).toEqual(['Begin Anew']);
    fireEvent.click(screen.getByRole('button', { name: 'Begin Anew' }));
    expect(onPlayAgain).toHaveBeenCalledOnce();
  });
});
