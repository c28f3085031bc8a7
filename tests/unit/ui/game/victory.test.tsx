// @vitest-environment jsdom
// What the player sees at the dungeon's last portal (src/engine/README.md, "Descent"): the exit control reads CLAIM VICTORY,
// the portal offers the victory, and the victory dialog speaks of triumph with the inscription form
// and the chronicle of the game-over dialog.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { apply } from '../../../../src/engine';
import { ControlBar } from '../../../../src/ui/game/hud/ControlBar';
import { PortalDialog } from '../../../../src/ui/game/dialogs/PortalDialog';
import { VictoryDialog } from '../../../../src/ui/game/dialogs/VictoryDialog';
import { UNVERIFIED_RUN_MESSAGE } from '../../../../src/ui/hall/inscribeTexts';
import { fakeFetch, polyfillBrowser, renderWithProviders } from '../../../support/react/renderWithProviders';
import { handBuiltVictor } from '../../../support/engine/victor';
import { inGame } from '../../../support/react/inGame';

// A test-only victory rules version (tests/support/engine/victoryRules.ts): these cases do not wait for the
// newest version's profile. The hand-built hero stands under the newest version with bottomIsVictory.
vi.mock(import('../../../../src/engine/versions/profiles'), async (real) =>
  (await import('../../../support/engine/victoryRules')).withTestVictoryRules(await real()),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bar = (claimVictory: boolean, onExit = () => {}) => (
  <ControlBar
    inCombat={false}
    exploring={false}
    restCost={0}
    claimVictory={claimVictory}
    walkNote={null}
    onMove={() => {}}
    onAttack={() => {}}
    onRest={() => {}}
    onExit={onExit}
    onExplore={() => {}}
  />
);

describe('at the last portal', () => {
  it('the exit control reads CLAIM VICTORY (E) and sends what E sends; elsewhere EXIT DUNGEON', () => {
    polyfillBrowser();
    const onExit = vi.fn();
    renderWithProviders(bar(true, onExit));
    const claim = screen.getByRole('button', { name: 'Claim Victory (E)' });
    expect(claim.textContent).toContain('CLAIM VICTORY (E)');
    fireEvent.click(claim);
    expect(onExit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Exit Dungeon (E)' })).toBeNull();
    cleanup();
    renderWithProviders(bar(false));
    expect(screen.getByRole('button', { name: 'Exit Dungeon (E)' })).toBeTruthy();
  });

  it('the portal offers to claim the victory, or to stay', () => {
    polyfillBrowser();
    const onDescend = vi.fn();
    renderWithProviders(<PortalDialog state={handBuiltVictor()} open onDescend={onDescend} onStay={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'THE LAST PORTAL' });
    expect(dialog.textContent).toContain('Victor, there is nothing deeper.');
    fireEvent.click(screen.getByRole('button', { name: 'Claim Victory' }));
    expect(onDescend).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Remain In Current Depths' })).toBeTruthy();
  });

  it('the victory dialog: triumph, the final score, the inscription form (unverified here) and the chronicle', () => {
    polyfillBrowser();
    fakeFetch({ '/api/payment-link': () => [200, { url: null }] });
    const won = apply(handBuiltVictor(), { type: 'descend' });
    renderWithProviders(inGame(won, <VictoryDialog state={won} open onPlayAgain={() => {}} />));
    const dialog = screen.getByRole('dialog', { name: 'THE DUNGEON IS CONQUERED' });
    expect(dialog.textContent).toContain(
      'Victor stepped through the last portal of dungeon level 100 and climbed into daylight on day 377.',
    );
    // Grouped in thousands, as the Hall prints it.
    expect(dialog.querySelector('.final-score dd')?.textContent).toBe(won.score.toLocaleString('en-US'));
    // The form of the game-over dialog, with its Begin Anew (this hand-made state cannot be inscribed).
    expect(screen.getByRole('form', { name: 'Inscribe thy score' })).toBeTruthy();
    expect(screen.getByLabelText('Hero name')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(UNVERIFIED_RUN_MESSAGE);
    expect(screen.getByRole('button', { name: 'Begin Anew' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Chronicle' })).toBeTruthy();
  });
});
