// @vitest-environment jsdom
// A run is never lost with one tap: LOAD over a running game with progress asks first and
// offers its save; QUIT of a run not inscribed as it stands asks first. A new run, or the very save of
// the run as it stands, loses nothing and is not asked about.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { apply, newGame, type GameState } from '../../../../../src/engine';
import { LoadDialog } from '../../../../../src/ui/game/dialogs/LoadDialog';
import { hasProgress, sameRunAsItStands } from '../../../../../src/ui/game/dialogs/KeepRunOffer';
import { NOT_INSCRIBED_WARNING, QuitDialog } from '../../../../../src/ui/hall/QuitDialog';
import { INSCRIBED_STORAGE_KEY, saveInscribedMark } from '../../../../../src/storage/inscribedMark';
import { besideExit, findSituation, saveCodeOf } from '../../../../support/engine/situations';
import { fakeFetch, polyfillBrowser, renderWithProviders } from '../../../../support/react/renderWithProviders';

beforeEach(() => {
  polyfillBrowser();
  fakeFetch({
    '/api/profanity-words': () => [200, []],
    '/api/check-player-name/': () => [200, { exists: false }],
    '/api/payment-link': () => [200, { url: null }],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const walked = (name: string): GameState =>
  findSituation('empty', name, (a) => (a.state.actions.length >= 2 ? a : null)).state;

function load(running: GameState | null, code: string) {
  const onLoaded = vi.fn();
  renderWithProviders(
    <LoadDialog open onOpenChange={() => {}} onLoaded={onLoaded} onTakeUp={() => {}} running={running} />,
  );
  fireEvent.change(screen.getByLabelText('Save code to load'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Load' }));
  return onLoaded;
}

describe('what counts as something to lose', () => {
  it('a new run has nothing; a run with moves has; its own save as it stands is the same run', () => {
    const fresh = newGame('Fresh', 'seed-fresh');
    const run = walked('Keeper');
    expect(hasProgress(fresh)).toBe(false);
    expect(hasProgress(run)).toBe(true);
    expect(sameRunAsItStands(run, { ...run })).toBe(true);
    expect(sameRunAsItStands(run, apply(run, { type: 'rest' }))).toBe(false);
  });
});

describe('LOAD over a running game', () => {
  it('asks first, offers the save, and loads only on LOAD ANYWAY', () => {
    const other = besideExit('Other').state;
    const onLoaded = load(walked('Keeper'), saveCodeOf(other));
    expect(onLoaded).not.toHaveBeenCalled();
    expect(screen.getByText(/Loading replaces thy running adventure: Keeper/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'COPY SAVE CODE' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'DOWNLOAD SAVE FILE' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'LOAD ANYWAY' }));
    expect(onLoaded).toHaveBeenCalledOnce();
  });

  it('loads at once on the start screen, over a new run, and over the very same run', () => {
    const run = walked('Keeper');
    expect(load(null, saveCodeOf(run))).toHaveBeenCalledOnce();
    cleanup();
    expect(load(newGame('Fresh', 'seed-fresh'), saveCodeOf(run))).toHaveBeenCalledOnce();
    cleanup();
    expect(load(run, saveCodeOf(run))).toHaveBeenCalledOnce();
  });
});

describe('QUIT of a run never inscribed', () => {
  function quit(state: GameState) {
    const onQuitGame = vi.fn();
    renderWithProviders(
      <QuitDialog open onOpenChange={() => {}} state={state} onQuitGame={onQuitGame} onNewAdventure={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quit Game' }));
    return onQuitGame;
  }

  it('asks first and offers the save; QUIT ANYWAY quits', () => {
    const onQuitGame = quit(walked('Leaver'));
    expect(onQuitGame).not.toHaveBeenCalled();
    expect(screen.getByText(NOT_INSCRIBED_WARNING)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'DOWNLOAD SAVE FILE' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'QUIT ANYWAY' }));
    expect(onQuitGame).toHaveBeenCalledOnce();
  });

  it('quits at once a run with nothing to lose', () => {
    expect(quit(newGame('Fresh', 'seed-fresh'))).toHaveBeenCalledOnce();
  });

  it('quits at once a run inscribed as it stands, after a reload too; one move later it asks again', () => {
    const run = walked('Inscribed');
    // What inscribing left beside the save before the page was loaded again.
    saveInscribedMark({ seed: run.seed, actions: run.actions.length });
    try {
      expect(quit(run)).toHaveBeenCalledOnce();
      cleanup();
      expect(quit(apply(run, { type: 'rest' }))).not.toHaveBeenCalled();
      expect(screen.getByText(NOT_INSCRIBED_WARNING)).toBeTruthy();
    } finally {
      localStorage.removeItem(INSCRIBED_STORAGE_KEY);
    }
  });
});
