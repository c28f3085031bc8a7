// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { answerFor } from '../../../../src/ui/narration/answers';
import { Narrator } from '../../../../src/ui/narration/Narrator';
import { MERGE_MS } from '../../../../src/ui/narration/announceQueue';
import { questionForKey, eventForKey } from '../../../../src/ui/keyboard/keyMap';
import { item, monster, onMap } from '../../engine/helpers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ask, don\'t scan', () => {
  it('says what is in each of the four directions', () => {
    const state = onMap(['#####', '#.M.#', '#$@&#', '#.E.#', '#####'], [monster({ name: 'Goblin' }), item('ruby', 1)]);
    expect(answerFor('around', state)).toBe('North: a Goblin. East: the merchant. South: the exit. West: treasure, Ruby.');
    const corridor = onMap(['#####', '#.@.#', '#####']);
    expect(answerFor('around', corridor)).toBe('North: wall. East: open. South: wall. West: open.');
  });

  it('says health, mana, stamina and score', () => {
    const base = onMap(['###', '#@#', '###']);
    const state = { ...base, score: 340, player: { ...base.player, health: 21, maxHealth: 30, mana: 4, maxMana: 10, stamina: 45, maxStamina: 60 } };
    expect(answerFor('status', state)).toBe('Health 21 of 30. Mana 4 of 10. Stamina 45 of 60. Score 340.');
  });

  it('L and T ask on any layout; they never move or act', () => {
    expect(questionForKey({ key: 'l', code: 'KeyL' }, document.body, false)).toBe('around');
    expect(questionForKey({ key: 'T', code: 'KeyT' }, document.body, false)).toBe('status');
    expect(eventForKey({ key: 'l', code: 'KeyL' }, document.body, false)).toBeNull();
    expect(questionForKey({ key: 'l', code: 'KeyL' }, document.createElement('input'), false)).toBeNull();
    expect(questionForKey({ key: 'w', code: 'KeyW' }, document.body, false)).toBeNull();
  });

  it('the answer is spoken in the polite region', () => {
    vi.useFakeTimers();
    const state = onMap(['#####', '#.@.#', '#####']);
    const { rerender } = render(<Narrator state={state} />);
    act(() => vi.advanceTimersByTime(MERGE_MS));
    rerender(<Narrator state={state} asked={{ question: 'around', id: 1 }} />);
    act(() => vi.advanceTimersByTime(MERGE_MS));
    expect(screen.getByTestId('narration-polite').textContent).toBe('North: wall. East: open. South: wall. West: open.');
  });
});
