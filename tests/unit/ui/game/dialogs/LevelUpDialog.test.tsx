// @vitest-environment jsdom
// One figure for a stat everywhere (src/shared/statFigure.ts): the level-up dialog and the log line the pick writes give
// the same figures, base and with gear, both labelled (the log from rules version 3).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { apply, effectiveStats, ITEMS, newGame, type GameState, type StatName } from '../../../../../src/engine';
import { LevelUpDialog } from '../../../../../src/ui/game/dialogs/LevelUpDialog';
import { renderWithProviders } from '../../../../support/react/renderWithProviders';

afterEach(cleanup);

/** A level-2 hero with a stat point to spend and an Iron Sword (+5 strength) in hand. */
function risen(rulesVersion: number): GameState {
  const s = newGame('Aria', 'level-up', rulesVersion);
  const sword = { ...ITEMS.find((i) => i.id === 'iron_sword')!, id: 'iron_sword-900' };
  return {
    ...s,
    equipment: { ...s.equipment, weapon: sword },
    player: { ...s.player, level: 2, pendingStatPoint: 1 },
  };
}

/** Renders the dialog for `state` and returns the stat the player picked by tapping `label`. */
function pick(state: GameState, label: string): StatName {
  const onPick = vi.fn();
  renderWithProviders(<LevelUpDialog open level={state.player.level} stats={effectiveStats(state)} onPick={onPick} />);
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${label} \\+1`) }));
  return onPick.mock.calls[0][0] as StatName;
}

describe('level-up dialog and log: one figure', () => {
  it('strength with a +5 sword: the dialog says base 10 → 11, with gear 15 → 16; the log, 11 (16 with gear)', () => {
    const state = risen(3);
    const stat = pick(state, 'STRENGTH');
    expect(screen.getByTestId('stat-change-strength').textContent).toBe('base 10 → 11, with gear 15 → 16');
    const after = apply(state, { type: 'allocateStat', stat });
    expect(after.log.at(-1)).toBe('You raise your strength to 11 (16 with gear).');
  });

  it('a stat gear does not change: one figure in both', () => {
    const state = risen(3);
    const stat = pick(state, 'DEXTERITY');
    expect(screen.getByTestId('stat-change-dexterity').textContent).toBe('base 10 → 11');
    expect(apply(state, { type: 'allocateStat', stat }).log.at(-1)).toBe('You raise your dexterity to 11.');
  });

  it('version 2 runs keep their log line (base figure only)', () => {
    const state = risen(2);
    const stat = pick(state, 'STRENGTH');
    expect(apply(state, { type: 'allocateStat', stat }).log.at(-1)).toBe('You raise your strength to 11.');
  });
});
