// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { eventForKey } from '../../../../src/ui/keyboard/keyMap';

describe('game keys (SPEC 9)', () => {
  it('maps W A S D and arrows to moves', () => {
    expect(eventForKey('w', document.body, false)).toEqual({ type: 'ACT', action: { type: 'move', direction: 'up' } });
    expect(eventForKey('ArrowLeft', document.body, false)).toEqual({ type: 'ACT', action: { type: 'move', direction: 'left' } });
    expect(eventForKey('D', document.body, false)).toEqual({ type: 'ACT', action: { type: 'move', direction: 'right' } });
  });
  it('maps H, M, Space, R and E', () => {
    expect(eventForKey('h', document.body, false)).toEqual({ type: 'ACT', action: { type: 'useHealthPotion' } });
    expect(eventForKey('m', document.body, false)).toEqual({ type: 'ACT', action: { type: 'useManaPotion' } });
    expect(eventForKey(' ', document.body, false)).toEqual({ type: 'ACT', action: { type: 'attack' } });
    expect(eventForKey('r', document.body, false)).toEqual({ type: 'ACT', action: { type: 'rest' } });
    expect(eventForKey('e', document.body, false)).toEqual({ type: 'EXIT_PRESSED' });
  });
  it('maps X (either case) to auto-explore', () => {
    expect(eventForKey('x', document.body, false)).toEqual({ type: 'EXPLORE' });
    expect(eventForKey('X', document.body, false)).toEqual({ type: 'EXPLORE' });
    expect(eventForKey('x', document.createElement('input'), false)).toBeNull();
  });
  it('ignores keys typed into a text field, and shortcuts with modifiers', () => {
    const input = document.createElement('input');
    expect(eventForKey('w', input, false)).toBeNull();
    expect(eventForKey('w', document.createElement('textarea'), false)).toBeNull();
    expect(eventForKey('r', document.body, true)).toBeNull();
    expect(eventForKey('q', document.body, false)).toBeNull();
  });
});
