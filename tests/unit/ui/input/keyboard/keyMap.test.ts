// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { eventForKey } from '../../../../../src/ui/input/keyboard/keyMap';

const up = { type: 'ACT', action: { type: 'move', direction: 'up' } };
const down = { type: 'ACT', action: { type: 'move', direction: 'down' } };
const left = { type: 'ACT', action: { type: 'move', direction: 'left' } };
const right = { type: 'ACT', action: { type: 'move', direction: 'right' } };
const press = (key: string, code: string) => eventForKey({ key, code }, document.body, false);

describe('game keys (the default table of README.md)', () => {
  it('maps W A S D and arrows to moves on QWERTY', () => {
    expect(press('w', 'KeyW')).toEqual(up);
    expect(press('a', 'KeyA')).toEqual(left);
    expect(press('s', 'KeyS')).toEqual(down);
    expect(press('D', 'KeyD')).toEqual(right);
    expect(press('ArrowLeft', 'ArrowLeft')).toEqual(left);
    expect(press('ArrowUp', 'ArrowUp')).toEqual(up);
  });
  it('moves by key position on AZERTY: Z Q S D move, the A key (where QWERTY has Q) does not', () => {
    expect(press('z', 'KeyW')).toEqual(up);
    expect(press('q', 'KeyA')).toEqual(left);
    expect(press('s', 'KeyS')).toEqual(down);
    expect(press('d', 'KeyD')).toEqual(right);
    expect(press('a', 'KeyQ')).toBeNull();
    expect(press('w', 'KeyZ')).toBeNull();
  });
  it('moves by key position on Dvorak: , A O E move', () => {
    expect(press(',', 'KeyW')).toEqual(up);
    expect(press('a', 'KeyA')).toEqual(left);
    expect(press('o', 'KeyS')).toEqual(down);
    expect(press('e', 'KeyD')).toEqual(right);
    // Dvorak's D sits where QWERTY's H is: that position drinks a health potion, it does not move.
    expect(press('d', 'KeyH')).toEqual({ type: 'ACT', action: { type: 'useHealthPotion' } });
    // The E position types '.' on Dvorak: it takes the exit, as the E key does on QWERTY.
    expect(press('.', 'KeyE')).toEqual({ type: 'EXIT_PRESSED' });
  });
  it('falls back to the character when the press names no key position', () => {
    expect(press('w', '')).toEqual(up);
    expect(press('d', 'Unidentified')).toEqual(right);
  });
  it('maps H, M, Space, R and E by position, else by the character where that position is free', () => {
    expect(press('h', 'KeyH')).toEqual({ type: 'ACT', action: { type: 'useHealthPotion' } });
    expect(press('h', 'KeyJ')).toEqual({ type: 'ACT', action: { type: 'useHealthPotion' } });
    expect(press('m', 'Semicolon')).toEqual({ type: 'ACT', action: { type: 'useManaPotion' } });
    expect(press(' ', 'Space')).toEqual({ type: 'ACT', action: { type: 'attack' } });
    expect(press('r', 'KeyR')).toEqual({ type: 'ACT', action: { type: 'rest' } });
    expect(press('e', 'KeyE')).toEqual({ type: 'EXIT_PRESSED' });
  });
  it('maps X (either case) to auto-explore', () => {
    expect(press('x', 'KeyX')).toEqual({ type: 'EXPLORE' });
    expect(press('X', 'KeyX')).toEqual({ type: 'EXPLORE' });
    expect(eventForKey({ key: 'x', code: 'KeyX' }, document.createElement('input'), false)).toBeNull();
  });
  it('ignores keys typed into a text field, and shortcuts with modifiers', () => {
    expect(eventForKey({ key: 'w', code: 'KeyW' }, document.createElement('input'), false)).toBeNull();
    expect(eventForKey({ key: 'z', code: 'KeyW' }, document.createElement('textarea'), false)).toBeNull();
    expect(eventForKey({ key: 'r', code: 'KeyR' }, document.body, true)).toBeNull();
    expect(press('q', 'KeyQ')).toBeNull();
  });
});
