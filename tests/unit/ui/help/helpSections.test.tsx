// @vitest-environment jsdom
// HELP lists the keys in force: after Rest is rebound to K in CONTROLS, HELP says K, not
// the default R; the moves read as the keyboard prints them.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { THREAT_WORDS } from '../../../../src/engine';
import { helpSections } from '../../../../src/ui/help/helpSections';
import { HelpDialog } from '../../../../src/ui/help/HelpDialog';
import { forgetCachedBindings, resetBindings, setBindings } from '../../../../src/ui/input/keyboard/bindingStore';
import { DEFAULT_BINDINGS, rebind } from '../../../../src/ui/input/keyboard/keyBindings';
import type { GameActionId } from '../../../../src/ui/input/keyboard/gameActions';
import { keyLabel } from '../../../../src/ui/input/keyboard/keyLabels';
import { polyfillBrowser } from '../../../support/react/renderWithProviders';

afterEach(() => {
  cleanup();
  resetBindings();
  forgetCachedBindings();
});

const defaults = (action: GameActionId) => DEFAULT_BINDINGS[action].map((code) => keyLabel(code, null));
const rowOf = (meaning: string) =>
  helpSections(defaults)
    .flatMap((s) => s.rows)
    .find(([, m]) => m.startsWith(meaning));

describe('helpSections', () => {
  it('with the default keys: W A S D / arrows, Space, R, E, H / M, X', () => {
    expect(rowOf('Move one tile')?.[0]).toBe('W A S D / arrows');
    expect(rowOf('Attack')?.[0]).toBe('Space');
    expect(rowOf('Rest')?.[0]).toBe('R');
    expect(rowOf('Descend')?.[0]).toBe('E');
    expect(rowOf('Drink')?.[0]).toBe('H / M');
    expect(rowOf('Explore')?.[0]).toBe('X');
  });

  it('with Rest on K and a second key for Explore: K, and X / J', () => {
    const keys = (action: GameActionId) =>
      action === 'rest' ? ['K'] : action === 'explore' ? ['X', 'J'] : defaults(action);
    const rows = helpSections(keys).flatMap((s) => s.rows);
    expect(rows.find(([, m]) => m.startsWith('Rest'))?.[0]).toBe('K');
    expect(rows.find(([, m]) => m.startsWith('Explore'))?.[0]).toBe('X / J');
  });

  it('on a touch screen puts its gestures first: swipe to move, tap to travel, the buttons, MENU', () => {
    expect(helpSections(defaults).map((s) => s.title)).toEqual([
      'Keys (CONTROLS changes them)',
      'Rules of the dungeon',
    ]);
    const [touch, ...rest] = helpSections(defaults, true);
    expect(touch.title).toBe('On a touch screen');
    expect(touch.rows.map(([gesture]) => gesture)).toEqual([
      'Swipe on the map',
      'Tap a seen cell',
      'ATK · REST · EXIT · EXPLORE',
      'MENU',
    ]);
    // The keys are still there, folded: a touch screen's player has no keyboard to read about.
    expect(rest).toEqual(helpSections(defaults).map((s) => (s.folded === false ? { ...s, folded: true } : s)));
  });

  it("tells what to do about the engine's deadliest threat word", () => {
    expect(rowOf('Walk around')).toEqual([
      'Threat',
      `Walk around a monster marked ${THREAT_WORDS.at(-1)}: a fight cannot be left.`,
    ]);
  });

  it('never calls the listed keys "the defaults"', () => {
    expect(helpSections(defaults)[0].title).not.toMatch(/default/i);
  });
});

describe('HELP after a rebinding', () => {
  it('shows K for Rest once Rest is rebound to K', () => {
    polyfillBrowser();
    const rebound = rebind(DEFAULT_BINDINGS, 'rest', 0, 'KeyK');
    if (!rebound.ok) throw new Error('K is free');
    setBindings(rebound.bindings);
    render(
      <Theme>
        <HelpDialog open onOpenChange={() => {}} />
      </Theme>,
    );
    const row = screen.getByRole('row', { name: /Rest \(not in combat\)/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('K');
  });
});
