// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  actionForPress,
  DEFAULT_BINDINGS,
  isDefault,
  parseBindings,
  rebind,
  unbind,
  storedBindings,
  type Bindings,
} from '../../../../../src/ui/input/keyboard/keyBindings';
import {
  BINDINGS_STORAGE_KEY,
  currentBindings,
  forgetCachedBindings,
  resetBindings,
  setBindings,
} from '../../../../../src/ui/input/keyboard/bindingStore';
import { eventForKey, questionForKey } from '../../../../../src/ui/input/keyboard/keyMap';
import { keyLabel } from '../../../../../src/ui/input/keyboard/keyLabels';
import { takenText } from '../../../../../src/ui/input/controls/rebindTexts';

const bound = (result: ReturnType<typeof rebind>): Bindings => {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.bindings;
};

afterEach(() => {
  localStorage.clear();
  forgetCachedBindings();
});

describe('default keys', () => {
  it('are the keys the help lists: W A S D and arrows, Space, R, H, M, E, X, L, T', () => {
    expect(DEFAULT_BINDINGS.moveUp).toEqual(['KeyW', 'ArrowUp']);
    expect(DEFAULT_BINDINGS.attack).toEqual(['Space']);
    expect(DEFAULT_BINDINGS.rest).toEqual(['KeyR']);
    expect(DEFAULT_BINDINGS.exit).toEqual(['KeyE']);
    expect(DEFAULT_BINDINGS.tell).toEqual(['KeyT']);
    expect(isDefault(DEFAULT_BINDINGS)).toBe(true);
  });
});

describe('rebinding', () => {
  it('binds Rest to K: K rests, R no longer does', () => {
    const keys = bound(rebind(DEFAULT_BINDINGS, 'rest', 0, 'KeyK'));
    expect(eventForKey({ key: 'k', code: 'KeyK' }, document.body, false, keys)).toEqual({
      type: 'ACT',
      action: { type: 'rest' },
    });
    expect(eventForKey({ key: 'r', code: 'KeyR' }, document.body, false, keys)).toBeNull();
    expect(isDefault(keys)).toBe(false);
  });

  it('refuses a key another action holds, naming it: "K is already bound to Rest."', () => {
    const keys = bound(rebind(DEFAULT_BINDINGS, 'rest', 0, 'KeyK'));
    const result = rebind(keys, 'look', 0, 'KeyK');
    expect(result).toEqual({ ok: false, reason: 'taken', by: 'rest' });
    if (!result.ok && result.reason === 'taken')
      expect(takenText(keyLabel('KeyK', null), result.by)).toBe('K is already bound to Rest.');
    expect(rebind(DEFAULT_BINDINGS, 'attack', 0, 'KeyW')).toEqual({ ok: false, reason: 'taken', by: 'moveUp' });
  });

  it('swaps the two keys of one action instead of refusing', () => {
    expect(bound(rebind(DEFAULT_BINDINGS, 'moveUp', 0, 'ArrowUp')).moveUp).toEqual(['ArrowUp', 'KeyW']);
  });

  it('replaces only the chosen key: moving up by U keeps the up arrow', () => {
    expect(bound(rebind(DEFAULT_BINDINGS, 'moveUp', 0, 'KeyU')).moveUp).toEqual(['KeyU', 'ArrowUp']);
  });

  it('adds a second key in the slot after the last: Rest by R and K', () => {
    const keys = bound(rebind(DEFAULT_BINDINGS, 'rest', 1, 'KeyK'));
    expect(keys.rest).toEqual(['KeyR', 'KeyK']);
    expect(bound(rebind(DEFAULT_BINDINGS, 'rest', 1, 'KeyR')).rest).toEqual(['KeyR']);
    expect(bound(rebind(keys, 'rest', 2, 'KeyJ')).rest).toEqual(['KeyR', 'KeyJ']);
  });

  it('takes away a key that has another beside it, never the last one', () => {
    const keys = bound(rebind(DEFAULT_BINDINGS, 'rest', 1, 'KeyK'));
    expect(unbind(keys, 'rest', 0)?.rest).toEqual(['KeyK']);
    expect(unbind(DEFAULT_BINDINGS, 'moveUp', 1)?.moveUp).toEqual(['KeyW']);
    expect(unbind(DEFAULT_BINDINGS, 'rest', 0)).toBeNull();
  });

  it('refuses Escape, Tab and modifiers, which have other jobs', () => {
    for (const code of ['Escape', 'Tab', 'ShiftLeft', 'ControlRight', 'AltLeft', 'MetaLeft', 'CapsLock']) {
      expect(rebind(DEFAULT_BINDINGS, 'rest', 0, code)).toEqual({ ok: false, reason: 'unbindable' });
    }
  });
});

describe('key press look-up on other layouts', () => {
  it('AZERTY: the M character (on the QWERTY ; position) still drinks mana; A at the Q position never moves', () => {
    expect(actionForPress(DEFAULT_BINDINGS, { key: 'm', code: 'Semicolon' })).toBe('manaPotion');
    // The Q position is Quaff's: its prompt opens, whatever the key prints.
    expect(actionForPress(DEFAULT_BINDINGS, { key: 'a', code: 'KeyQ' })).toBe('quaff');
    expect(actionForPress(DEFAULT_BINDINGS, { key: 'z', code: 'KeyW' })).toBe('moveUp');
  });

  it('Dvorak: the positions decide; a letter whose position is free falls back to the character', () => {
    expect(actionForPress(DEFAULT_BINDINGS, { key: 'e', code: 'KeyD' })).toBe('moveRight');
    expect(actionForPress(DEFAULT_BINDINGS, { key: '.', code: 'KeyE' })).toBe('exit');
    // Dvorak's R sits at QWERTY's O, a free position: R still rests.
    expect(actionForPress(DEFAULT_BINDINGS, { key: 'r', code: 'KeyO' })).toBe('rest');
  });

  it('asks Look and Tell through their bindings', () => {
    const keys = bound(rebind(DEFAULT_BINDINGS, 'look', 0, 'KeyK'));
    expect(questionForKey({ key: 'k', code: 'KeyK' }, document.body, false, keys)).toBe('around');
    expect(questionForKey({ key: 'l', code: 'KeyL' }, document.body, false, keys)).toBeNull();
  });
});

describe('stored bindings', () => {
  it('round-trip through localStorage and survive a reload', () => {
    const keys = bound(rebind(DEFAULT_BINDINGS, 'rest', 0, 'KeyK'));
    setBindings(keys);
    expect(JSON.parse(localStorage.getItem(BINDINGS_STORAGE_KEY)!)).toEqual({ version: 1, keys });
    forgetCachedBindings();
    expect(currentBindings().rest).toEqual(['KeyK']);
    resetBindings();
    forgetCachedBindings();
    expect(currentBindings()).toEqual(DEFAULT_BINDINGS);
  });

  it('give the defaults for corrupt JSON, another version or a key bound twice', () => {
    localStorage.setItem(BINDINGS_STORAGE_KEY, '{not json');
    expect(currentBindings()).toBe(DEFAULT_BINDINGS);
    expect(parseBindings({ version: 2, keys: {} })).toBe(DEFAULT_BINDINGS);
    expect(parseBindings(null)).toBe(DEFAULT_BINDINGS);
    expect(parseBindings({ version: 1, keys: { rest: ['KeyW'] } })).toBe(DEFAULT_BINDINGS);
  });

  it('keep the defaults of an action stored badly, and the good ones', () => {
    const parsed = parseBindings({
      version: 1,
      keys: { rest: ['KeyK'], attack: 'Space', exit: ['KeyE', 'KeyE'], look: ['Escape'], tell: ['a', 'b', 'c'] },
    });
    expect(parsed.rest).toEqual(['KeyK']);
    expect(parsed.attack).toEqual(['Space']);
    expect(parsed.exit).toEqual(['KeyE']);
    expect(parsed.look).toEqual(['KeyL']);
    expect(parsed.tell).toEqual(['KeyT']);
    expect(parseBindings(JSON.parse(JSON.stringify(storedBindings(parsed))))).toEqual(parsed);
  });
});

describe('key names', () => {
  it("shows the layout's character, else the QWERTY one, and names the keys that type none", () => {
    expect(keyLabel('KeyW', new Map([['KeyW', 'z']]))).toBe('Z');
    expect(keyLabel('KeyW', null)).toBe('W');
    expect(keyLabel('Space', null)).toBe('Space');
    expect(keyLabel('ArrowLeft', null)).toBe('Left arrow');
    expect(keyLabel('Semicolon', null)).toBe(';');
    expect(keyLabel('Numpad4', null)).toBe('Numpad 4');
    expect(keyLabel('PageUp', null)).toBe('Page Up');
  });
});
