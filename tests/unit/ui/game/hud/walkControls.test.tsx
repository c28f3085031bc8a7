// @vitest-environment jsdom
// The player's side of auto-explore, travel, resting, the XP bar, the level-up dialog and Drop.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { newGame, type GameState } from '../../../../../src/engine';
import type { GameEvent, WalkStop } from '../../../../../src/app/gameTypes';
import { ControlBar } from '../../../../../src/ui/game/hud/ControlBar';
import { restOffer, walkNote } from '../../../../../src/ui/game/hud/walkNote';
import { useGameKeys } from '../../../../../src/ui/input/keyboard/useGameKeys';
import { StatusPanel } from '../../../../../src/ui/game/hud/panels/StatusPanel';
import { LevelUpDialog } from '../../../../../src/ui/game/dialogs/LevelUpDialog';
import { InventorySlot } from '../../../../../src/ui/game/hud/panels/InventorySlot';
import { item, monster, onMap } from '../../../../support/engine/helpers';

afterEach(cleanup);

const inTheme = (node: ReactNode) => render(<Theme>{node}</Theme>);

function bar(props: Partial<Parameters<typeof ControlBar>[0]> = {}) {
  const handlers = { onMove: vi.fn(), onAttack: vi.fn(), onRest: vi.fn(), onExit: vi.fn(), onExplore: vi.fn() };
  inTheme(<ControlBar inCombat={false} exploring={false} restCost={84} walkNote={null} {...handlers} {...props} />);
  return handlers;
}

describe('control bar', () => {
  it('shows what a rest costs before the player rests: "costs 84 score" (and "−84" on phones)', () => {
    const { onRest } = bar({ restCost: 84 });
    const rest = screen.getByRole('button', { name: 'REST −84: Rest (R), costs 84 score' });
    expect(screen.getByTestId('rest-cost').textContent).toBe('costs 84 score−84');
    fireEvent.click(rest);
    expect(onRest).toHaveBeenCalledTimes(1);
  });

  it('groups a deep rest cost in thousands: "costs 123,457 score", "−123,457" on phones', () => {
    bar({ restCost: 123457 });
    expect(screen.getByRole('button', { name: 'REST −123,457: Rest (R), costs 123,457 score' })).toBeTruthy();
    expect(screen.getByTestId('rest-cost').textContent).toBe('costs 123,457 score−123,457');
  });

  it('shows beside the cost who may break the rest and how likely: "· Skeleton 32%" ("· 32%" on phones)', () => {
    bar({ restRisk: { monster: monster({ name: 'Skeleton' }), distance: 2, chance: 32 } });
    const rest = screen.getByRole('button', { name: 'REST −84 · 32%: Rest (R), costs 84 score · Skeleton 32%' });
    expect(screen.getByTestId('rest-risk').textContent).toBe(' · Skeleton 32% · 32%');
    expect(rest.getAttribute('aria-description')).toBe('32% that the Skeleton 2 steps away breaks the rest');
  });

  it('shows no risk where none is known', () => {
    bar({ restRisk: null });
    expect(screen.queryByTestId('rest-risk')).toBeNull();
    const rest = screen.getByRole('button', { name: 'REST −84: Rest (R), costs 84 score' });
    expect(rest.getAttribute('aria-description')).toBeNull();
  });

  it('says a rest at a score of 0 is free, not "−0"', () => {
    bar({ restCost: 0 });
    expect(screen.getByRole('button', { name: 'REST free: Rest (R), costs no score' })).toBeTruthy();
    expect(screen.getByTestId('rest-cost').textContent).toBe('costs no scorefree');
  });

  it('names every button with the words a phone shows on it (ATK, REST −84, EXIT, EXPLORE)', () => {
    bar({ inCombat: true, restCost: 84 });
    const actions = screen.getAllByRole('button').filter((button) => button.querySelector('.label-short'));
    expect(actions.map((button) => button.getAttribute('aria-label'))).toEqual([
      'ATK: Attack (Space)',
      'REST −84: Rest (R), costs 84 score',
      'Exit Dungeon (E)',
      'Explore (X)',
    ]);
    for (const button of actions) {
      const shown = [...button.querySelectorAll('.label-short')].map((span) => span.textContent).join(' ');
      expect(button.getAttribute('aria-label')!.toLowerCase()).toContain(shown.toLowerCase());
    }
  });

  it('has EXPLORE (X), pressed while exploring, off in a fight', () => {
    const { onExplore } = bar();
    const explore = screen.getByRole('button', { name: 'Explore (X)' });
    expect(explore.textContent).toBe('EXPLORE (X)EXPLORE');
    expect(explore.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(explore);
    expect(onExplore).toHaveBeenCalledTimes(1);
    cleanup();
    bar({ exploring: true });
    expect(screen.getByRole('button', { name: 'Explore (X)' }).getAttribute('aria-pressed')).toBe('true');
    cleanup();
    bar({ inCombat: true });
    expect((screen.getByRole('button', { name: 'Explore (X)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the rest plainly after a stop for health below half: REST FIRST, or explore anyway', () => {
    const onRestFirst = vi.fn();
    const { onExplore } = bar({ restOffer: { health: 40, maxHealth: 100, cost: 84 }, onRestFirst });
    const offer = screen.getByRole('group', { name: 'Rest first?' });
    expect(offer.textContent).toContain('Health 40 of 100 is below half. Rest first? (costs 84 score)');
    expect(screen.getByRole('status').textContent).toBe(
      'Health 40 of 100 is below half. Rest first? It costs 84 score. Or press X to explore anyway.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'REST FIRST' }));
    expect(onRestFirst).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Explore anyway (X)' }));
    expect(onExplore).toHaveBeenCalledTimes(1);
  });

  it('says why the walk stopped on the EXPLORE button, and in full to screen readers', () => {
    bar({ walkNote: { long: 'stopped: monster in sight', short: 'monster!', full: 'A monster comes into sight.' } });
    expect(screen.getByTestId('walk-note').textContent).toBe('stopped: monster in sightmonster!');
    expect(screen.getByRole('status').textContent).toBe('A monster comes into sight.');
  });
});

describe('walk notes', () => {
  const game = newGame('Noter', 'notes');
  const stop = (
    reason: WalkStop['reason'],
    walk: WalkStop['walk'] = { kind: 'explore', steps: 3, mark: 0 },
    at = game.actions.length,
  ): WalkStop => ({ reason, walk, at });

  it('names a monster in sight, until the next action; low health is the rest offer, not a note', () => {
    expect(walkNote(stop('monster'), game)).toEqual({
      long: 'stopped: monster in sight',
      short: 'monster!',
      full: 'A monster comes into sight.',
    });
    expect(walkNote(stop('monster', undefined, game.actions.length - 1), game)).toBeNull();
    const weak = { ...game, score: 840, player: { ...game.player, health: 40 } };
    expect(walkNote(stop('health'), weak)).toBeNull();
    expect(restOffer(stop('health'), weak)).toEqual({ health: 40, maxHealth: 100, cost: 84 });
    expect(restOffer(stop('health', undefined, game.actions.length - 1), weak)).toBeNull();
    expect(restOffer(stop('monster'), weak)).toBeNull();
  });

  it('tells an explore blocked by a monster in sight from a floor with nothing left', () => {
    // The engine named a Goblin at (3, 1), in sight, as barring the way (WalkStop.blocker).
    const corridor = onMap(['#######', '#@.M..#', '#######'], [monster()]);
    const blocker = { x: 3, y: 1, monster: monster() };
    expect(walkNote({ ...stop('end', undefined, corridor.actions.length), blocker }, corridor)).toEqual({
      long: 'blocked: Goblin, 2 east',
      short: 'Goblin blocks',
      full: 'A Goblin blocks the way: 2 east.',
    });
    // Travel that could not start for the same reason says the same.
    const travel = { kind: 'travel' as const, x: 5, y: 1, steps: 0, mark: 0 };
    expect(walkNote({ ...stop('end', travel, corridor.actions.length), blocker }, corridor)?.full).toBe(
      'A Goblin blocks the way: 2 east.',
    );
    const seenAll: GameState = {
      ...game,
      dungeon: {
        ...game.dungeon,
        rooms: game.dungeon.rooms.map((row) => row.map((r) => (r ? { ...r, explored: true } : null))),
      },
    };
    expect(walkNote(stop('end'), seenAll)?.full).toBe('Nothing left to explore.');
  });

  it('says "No known way there." for a travel that could not start, nothing once arrived or cancelled', () => {
    expect(walkNote(stop('end', { kind: 'travel', x: 20, y: 10, steps: 0, mark: 0 }), game)?.full).toBe(
      'No known way there.',
    );
    expect(walkNote(stop('end', { kind: 'travel', x: 1, y: 1, steps: 0, mark: 0 }), game)).toBeNull();
    expect(walkNote(stop('end', { kind: 'travel', x: 1, y: 1, steps: 4, mark: 0 }), game)).toBeNull();
    expect(walkNote(stop('cancel'), game)).toBeNull();
  });
});

function Keys({ send }: { send: (e: GameEvent) => void }) {
  useGameKeys(send, true);
  return <input aria-label="Hero name" />;
}

describe('keys', () => {
  it('X explores; any other key stops a walk; typing and a held X do neither', () => {
    const send = vi.fn();
    render(<Keys send={send} />);
    fireEvent.keyDown(window, { key: 'x' });
    expect(send).toHaveBeenLastCalledWith({ type: 'EXPLORE' });
    fireEvent.keyDown(window, { key: 'x', repeat: true });
    fireEvent.keyDown(window, { key: 'q' });
    expect(send.mock.calls).toEqual([[{ type: 'EXPLORE' }], [{ type: 'STOP_WALK' }]]);
    fireEvent.keyDown(window, { key: 'Shift', shiftKey: true });
    expect(send).toHaveBeenLastCalledWith({ type: 'STOP_WALK' });
    send.mockClear();
    fireEvent.keyDown(screen.getByLabelText('Hero name'), { key: 'x' });
    fireEvent.keyDown(screen.getByLabelText('Hero name'), { key: 'q' });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('XP bar and level-up', () => {
  it('reads progress within the level: level 2 with 115 experience is 15%, not 57%', () => {
    const s = newGame('Climber', 'xp');
    inTheme(
      <StatusPanel
        player={{ ...s.player, level: 2, experience: 115, experienceToNext: 200 }}
        equipment={s.equipment}
        score={0}
      />,
    );
    const meter = screen.getByRole('meter', { name: 'XP%' });
    expect(meter.getAttribute('aria-valuenow')).toBe('15');
    // A percentage reads as one: '15%', not '15/100', which looked like 15 of 100 experience points.
    expect(meter.textContent).toContain('15%');
    expect(meter.textContent).not.toContain('/100');
  });

  it('shows each stat now and after the point beside its button', () => {
    inTheme(
      <LevelUpDialog
        open
        level={3}
        stats={{ strength: 12, intelligence: 10, dexterity: 9, constitution: 15 }}
        onPick={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: /STRENGTH/ }).textContent).toContain('12 → 13');
    expect(screen.getByTestId('stat-change-constitution').textContent).toBe('base 15 → 16');
  });
});

describe('Drop', () => {
  it('sends the item to drop, beside its Eq button', () => {
    const sword = item('iron_sword', 3);
    const onDrop = vi.fn();
    inTheme(
      <ul>
        <InventorySlot
          slot={{ id: sword.id, item: sword }}
          armed={false}
          tapped={false}
          onItem={() => {}}
          onDrop={onDrop}
        />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Eq (equip Iron Sword)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Drop Iron Sword' }));
    expect(onDrop).toHaveBeenCalledWith(sword);
  });
});
