// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { apply, ITEMS, newGame, sellPrice, type GameState, type Item } from '../../../../src/engine';
import { fighting, goblin as goblinFixture } from '../../../support/fixtures';
import { MerchantDialog } from '../../../../src/ui/game/dialogs/MerchantDialog';
import { StaminaDialog } from '../../../../src/ui/game/dialogs/StaminaDialog';
import { GameOverDialog } from '../../../../src/ui/game/dialogs/GameOverDialog';
import { fakeFetch, renderWithProviders } from '../around/renderWithProviders';

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
  it('starts with focus on LEAVE SHOP, so Enter or Space sells nothing', async () => {
    const onSell = vi.fn();
    const onLeave = vi.fn();
    renderWithProviders(
      <MerchantDialog state={hero({}, [held('iron_sword')])} open onSell={onSell} onLeave={onLeave} />,
    );
    await waitFor(() => expect(document.activeElement?.textContent).toBe('LEAVE SHOP'));
    fireEvent.click(document.activeElement!);
    expect(onSell).not.toHaveBeenCalled();
    expect(onLeave).toHaveBeenCalledOnce();
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
});

describe('Out of Stamina dialog', () => {
  it('offers Rest Instead outside combat, and takes its figures from the engine', () => {
    const onRest = vi.fn();
    renderWithProviders(
      <StaminaDialog
        state={hero({ health: 81, stamina: 0 })}
        open
        onSacrifice={() => {}}
        onRest={onRest}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('Sacrifice 40 health to recover 25 stamina?')).toBeTruthy();
    const rest = screen.getByRole('button', { name: 'Rest Instead' }) as HTMLButtonElement;
    expect(rest.disabled).toBe(false);
    fireEvent.click(rest);
    expect(onRest).toHaveBeenCalledOnce();
  });

  it('disables Rest Instead in combat and says why', () => {
    const s = hero({ stamina: 0 });
    renderWithProviders(
      <StaminaDialog state={fighting(s, goblin)} open onSacrifice={() => {}} onRest={() => {}} onClose={() => {}} />,
    );
    expect((screen.getByRole('button', { name: 'Rest Instead' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You cannot rest during combat!')).toBeTruthy();
  });

  it('shows the gear-raised max stamina gain the sacrifice will really give', () => {
    const ring = { ...held('iron_sword'), type: 'ring' as const, effect: { constitution: 4 } };
    const s = apply(hero({ health: 40, stamina: 0 }, [ring]), { type: 'equip', itemId: ring.id });
    renderWithProviders(<StaminaDialog state={s} open onSacrifice={() => {}} onRest={() => {}} onClose={() => {}} />);
    expect(screen.getByText('Sacrifice 20 health to recover 35 stamina?')).toBeTruthy();
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
    renderWithProviders(<GameOverDialog state={{ ...dead, gameStatus: 'Game Over' }} open onPlayAgain={onPlayAgain} />);
    const dialog = await screen.findByRole('dialog', { name: 'THY QUEST HAS ENDED' });
    const buttons = Array.from(dialog.querySelectorAll('button')).map((b) => b.textContent);
    expect(buttons.filter((t) => /Begin Anew|Play Again|Begin New Adventure/.test(t ?? ''))).toEqual(['Begin Anew']);
    fireEvent.click(screen.getByRole('button', { name: 'Begin Anew' }));
    expect(onPlayAgain).toHaveBeenCalledOnce();
  });
});
