// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useRef } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ITEMS, newGame, type GameState } from '../../../src/engine';
import { ExitStats } from '../../../src/map/ExitStatsPopup';

afterEach(cleanup);

function geared(): GameState {
  const s = newGame('Aria', 'seed-1');
  const sword = ITEMS.find((i) => i.id === 'iron_sword')!;
  return {
    ...s,
    dungeon: { ...s.dungeon, exitFound: true },
    equipment: { ...s.equipment, weapon: { ...sword, id: 'iron_sword-1' } },
  };
}

function Harness({ state }: { state: GameState }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div>
      <div ref={ref} />
      <ExitStats state={state} cell={24} canvasRef={ref} hover={null} />
    </div>
  );
}

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('GAME STATISTICS at the found exit', () => {
  it('opens on keyboard focus of the exit cell and closes on blur', () => {
    render(<Harness state={geared()} />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    const exit = screen.getByRole('button', { name: 'Exit stairs: game statistics' });
    act(() => exit.focus());
    expect(screen.getByRole('tooltip').textContent).toContain('GAME STATISTICS');
    act(() => exit.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the stats with gear and their base, as the character panel does (STR 10 + 5 from the Iron Sword = 15)', () => {
    const state = geared();
    expect(state.equipment.weapon?.effect?.strength).toBe(5);
    render(<Harness state={state} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Exit stairs: game statistics' }));
    expect(row('STR')).toBe('15 (base 10, +5 gear)');
    expect(row('INT')).toBe('10');
    expect(row('Player')).toBe('Aria');
  });

  it('offers nothing before the exit is found', () => {
    const s = newGame('Aria', 'seed-1');
    render(<Harness state={s} />);
    expect(screen.queryByRole('button', { name: 'Exit stairs: game statistics' })).toBeNull();
  });
});
