// @vitest-environment jsdom
// SAVE SPELLBOOK makes its code once per opening, from the game as it was when the player opened it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { apply, decodeSaveCode, newGame, type GameState } from '../../../../src/engine';
import { SaveDialog } from '../../../../src/ui/game/dialogs/SaveDialog';
import { renderWithProviders } from '../../../support/react/renderWithProviders';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noop = () => {};
const shownCode = () => (screen.getByTestId('save-code') as HTMLTextAreaElement).value;
/** The hero's gold as the code on screen would restore it. */
const goldInShownCode = () => {
  const decoded = decodeSaveCode(shownCode());
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.state.player.gold;
};

const before: GameState = newGame('Aria', 'seed-1');

/** The game behind the dialog: "Earn" stands for the game moving on, "Open" and "Close" for the header. */
function Game() {
  const [state, setState] = useState(before);
  const [open, setOpen] = useState(true);
  const earn = () => setState((s) => ({ ...s, player: { ...s.player, gold: s.player.gold + 25 } }));
  return (
    <>
      <button onClick={earn}>Earn</button>
      <button onClick={() => setOpen(true)}>Open</button>
      <button onClick={() => setOpen(false)}>Close</button>
      <SaveDialog state={state} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('save dialog', () => {
  it('shows a code of the game when opened, says so in a toast, and keeps it while the game moves on', async () => {
    renderWithProviders(<Game />);
    expect(await screen.findByText('Save code generated successfully')).toBeTruthy();
    const code = shownCode();
    expect(goldInShownCode()).toBe(before.player.gold);

    fireEvent.click(screen.getByText('Earn', { selector: 'button' }));
    expect(shownCode()).toBe(code);
  });

  it('makes a new code from the game of the moment when opened again', async () => {
    renderWithProviders(<Game />);
    await screen.findByText('Save code generated successfully');
    fireEvent.click(screen.getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByTestId('save-code')).toBeNull());
    fireEvent.click(screen.getByText('Earn', { selector: 'button' }));
    fireEvent.click(screen.getByText('Open', { selector: 'button' }));
    await waitFor(() => expect(goldInShownCode()).toBe(before.player.gold + 25));
  });

  it('keeps the action log in the code it shows', async () => {
    const moved = apply(before, { type: 'move', direction: 'right' });
    renderWithProviders(<SaveDialog state={moved} open onOpenChange={noop} />);
    await screen.findByText('Save code generated successfully');
    const decoded = decodeSaveCode(shownCode());
    expect(decoded.ok && decoded.state.actions).toEqual(moved.actions);
  });
});
