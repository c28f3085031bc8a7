// Names of physical keys as the player's own keyboard prints them: the browser's layout map where it
// has one (Chromium's navigator.keyboard), else the key's QWERTY character.
import { useEffect, useState } from 'react';
import { qwertyCharacter } from './keyBindings';

/** KeyboardEvent.code -> the character that key types on this keyboard. */
export type LayoutMap = ReadonlyMap<string, string>;

const NAMED: Readonly<Record<string, string>> = {
  Space: 'Space',
  ArrowUp: 'Up arrow',
  ArrowDown: 'Down arrow',
  ArrowLeft: 'Left arrow',
  ArrowRight: 'Right arrow',
};

/** The name to show for a key: "K", "Z" (the KeyW position on AZERTY), "Space", "Up arrow", "Numpad 4". */
export function keyLabel(code: string, layout: LayoutMap | null): string {
  const named = NAMED[code];
  if (named) return named;
  const printed = layout?.get(code) ?? qwertyCharacter(code);
  if (printed && printed.trim()) return printed.toUpperCase();
  // Keys that type no character: "PageUp" -> "Page Up", "Numpad4" -> "Numpad 4".
  return code.replace(/([a-z])([A-Z0-9])/g, '$1 $2');
}

const GLYPHS: Readonly<Record<string, string>> = { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→' };

/** The short face of a key for a key button ("↑" for the up arrow); its spoken name is keyLabel's. */
export function keyGlyph(code: string, layout: LayoutMap | null): string {
  return GLYPHS[code] ?? keyLabel(code, layout);
}

type KeyboardWithLayout = { getLayoutMap?: () => Promise<LayoutMap> };

/** The keyboard's layout map, or null until it is known (or where the browser offers none). */
export function useLayoutMap(): LayoutMap | null {
  const [layout, setLayout] = useState<LayoutMap | null>(null);
  useEffect(() => {
    const keyboard = (navigator as Navigator & { keyboard?: KeyboardWithLayout }).keyboard;
    if (!keyboard?.getLayoutMap) return;
    let live = true;
    keyboard
      .getLayoutMap()
      .then((map) => live && setLayout(map))
      // Refused in some frames (a permissions policy): the QWERTY names stand.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return layout;
}
