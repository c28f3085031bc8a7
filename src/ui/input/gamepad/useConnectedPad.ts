import { useEffect, useState } from 'react';

/** The first connected gamepad, or null (also where the browser has no Gamepad API). */
export function firstPad(): Gamepad | null {
  if (typeof navigator === 'undefined' || typeof navigator.getGamepads !== 'function') return null;
  const pads = Array.from(navigator.getGamepads()).filter((p): p is Gamepad => p !== null && p.connected !== false);
  // A pad the browser maps to the standard layout first: its button numbers are the ones gamepadMap.ts names.
  return pads.find((p) => p.mapping === 'standard') ?? pads[0] ?? null;
}

/** The id of the connected gamepad ("Xbox 360 Controller (STANDARD GAMEPAD ...)"), or null; follows
 *  the browser's connect and disconnect events. */
export function useConnectedPad(): string | null {
  const [id, setId] = useState<string | null>(() => firstPad()?.id ?? null);
  useEffect(() => {
    const update = () => setId(firstPad()?.id ?? null);
    update();
    window.addEventListener('gamepadconnected', update);
    window.addEventListener('gamepaddisconnected', update);
    return () => {
      window.removeEventListener('gamepadconnected', update);
      window.removeEventListener('gamepaddisconnected', update);
    };
  }, []);
  return id;
}
